import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { notifications } from '#server/db/schema';
import { enqueueEmail } from '#server/mail/outbox';
import type { EmailData, EmailTemplate } from '#server/mail/templates';

/** What the bell shows: the e-mail's subject and first sentence, and the page to go to. */
export interface Notice {
  title: string;
  body: string;
  link: string;
}

interface Notification<T extends EmailTemplate> {
  userId: string;
  template: T;
  notice: Notice;
  /** The e-mail's data; null when the person chose not to receive this kind by e-mail. */
  email: EmailData<T> | null;
  /** One event, one notification and one e-mail, however often the step or the task runs. */
  dedupeKey: string;
  now: Date;
}

/**
 * Tells one person that something happened, in the caller's transaction: a line in their bell, always, and
 * the e-mail unless they turned that kind off. Both commit or roll back with the step that caused them.
 */
export async function notifyUser<T extends EmailTemplate>(
  tx: Database,
  { userId, template, notice, email, dedupeKey, now }: Notification<T>,
): Promise<void> {
  await tx
    .insert(notifications)
    .values({ userId, kind: template, ...notice, dedupeKey, createdAt: now })
    .onConflictDoNothing({ target: notifications.dedupeKey });
  if (email) await enqueueEmail(tx, template, email, dedupeKey);
}

export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [counted] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notifications)
    .where(sql`${notifications.userId} = ${userId} and ${notifications.readAt} is null`);
  return Number(counted?.unread ?? 0);
}

/** The unread count and the latest notifications of one person, newest first. */
export async function listNotifications(db: Database, userId: string, limit: number) {
  const [items, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(sql`${notifications.userId} = ${userId}`)
      .orderBy(sql`${notifications.createdAt} desc, ${notifications.id} desc`)
      .limit(limit),
    unreadCount(db, userId),
  ]);
  return { items, unread };
}

/**
 * The list was opened: what it showed is read. Only notifications up to the newest one shown, so that one
 * arriving while the list was open still counts as unread.
 */
export async function markRead(db: Database, userId: string, upTo: Date, now: Date): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      sql`${notifications.userId} = ${userId} and ${notifications.readAt} is null
        and ${notifications.createdAt} <= ${upTo.toISOString()}::timestamptz`,
    )
    .returning({ id: notifications.id });
  return updated.length;
}
