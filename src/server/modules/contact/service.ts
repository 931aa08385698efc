import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { answerTarget, hasPrioritySupport } from '#shared/domain/support';
import type { ContactInput, ContactSent } from '#shared/schemas/contact';
import type { Database } from '#server/db/client';
import { contactMessages } from '#server/db/schema';
import type { Mailer } from '#server/mail/mailer';
import type { SessionUser } from '#server/plugins/auth';
import { findActiveSubscription } from '#server/modules/subscriptions';
import { contactEmail } from './email';

export interface ContactDeps {
  db: Database;
  mailer: Mailer;
  supportEmail: string;
  log: FastifyBaseLogger;
}

/**
 * Whether a message sent now is answered first: only a signed-in provider's session proves whose plan it is, so
 * a guest who types a Premium provider's address is a guest. The plan is read as it stands when the message is
 * sent, and the answer stays with the message whatever the plan becomes.
 */
export async function sentWithPriority(db: Database, user: SessionUser | null, now: Date): Promise<boolean> {
  if (user?.userType !== 'provider') return false;
  const plan = await findActiveSubscription(db, user.id, now);
  return hasPrioritySupport(plan?.planType);
}

export function contactSent(now: Date, priority: boolean): ContactSent {
  return { ok: true, priority, answerBy: answerTarget(now, priority).toISOString() };
}

// The row is the record of truth: a failed e-mail is logged and leaves emailed_at null, the visitor still
// gets a success because support can read the message from the table.
export async function receiveContactMessage(
  { db, mailer, supportEmail, log }: ContactDeps,
  input: ContactInput,
  { priority, now }: { priority: boolean; now: Date },
) {
  const { website: _honeypot, ...message } = input;
  const sent = contactSent(now, priority);
  const [row] = await db
    .insert(contactMessages)
    .values({ ...message, priority, createdAt: now })
    .returning({ id: contactMessages.id });
  try {
    await mailer.send(contactEmail(supportEmail, input, { priority, answerBy: new Date(sent.answerBy) }));
    await db.update(contactMessages).set({ emailedAt: now }).where(eq(contactMessages.id, row!.id));
  } catch (err) {
    log.error({ err, contactMessageId: row!.id }, 'contact message stored but not e-mailed');
  }
  return sent;
}
