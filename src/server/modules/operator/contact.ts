import { desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { answerTarget } from '#shared/domain/support';
import { operatorMessages } from '#shared/operator-messages';
import type { ContactMessage } from '#shared/schemas/operator';
import type { Database } from '#server/db/client';
import { isUuid } from '#server/db/errors';
import { contactMessages } from '#server/db/schema';
import { NotFoundError } from '#server/domain/errors';
import { enqueueEmail } from '#server/mail/outbox';
import { audit, type AuditActor } from '#server/modules/audit';

const LIST_LIMIT = 200;

type Row = typeof contactMessages.$inferSelect;

function toMessage(row: Row, now: Date): ContactMessage {
  const answerBy = answerTarget(row.createdAt, row.priority);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    priority: row.priority,
    answerBy: answerBy.toISOString(),
    overdue: !row.handledAt && now.getTime() > answerBy.getTime(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy,
    reply: row.reply,
  };
}

const OPEN_ORDER = [desc(contactMessages.priority), contactMessages.createdAt, contactMessages.id];
const HANDLED_ORDER = [desc(contactMessages.handledAt), desc(contactMessages.id)];

/**
 * Mensajes de contacto: pending ones with the priority ones first, each group oldest first (the next to answer
 * on top); handled ones newest first. The target is computed from the hours in force, not stored.
 */
export async function listContactMessages(
  db: Database,
  status: 'open' | 'handled',
  now: Date,
): Promise<ContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(status === 'open' ? isNull(contactMessages.handledAt) : isNotNull(contactMessages.handledAt))
    .orderBy(...(status === 'open' ? OPEN_ORDER : HANDLED_ORDER))
    .limit(LIST_LIMIT);
  return rows.map((row) => toMessage(row, now));
}

/**
 * Marks a message handled, with the answer e-mailed to its sender when there is one (through the outbox, in
 * the same transaction). Handling one already handled changes nothing and answers it as it is; a second reply
 * is still sent, and recorded.
 */
export async function handleContactMessage(
  db: Database,
  id: string,
  { reply, actor, now, supportEmail }: { reply?: string; actor: AuditActor; now: Date; supportEmail: string },
): Promise<ContactMessage> {
  if (!isUuid(id)) throw new NotFoundError('NOT_FOUND', operatorMessages.messageNotFound);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!row) throw new NotFoundError('NOT_FOUND', operatorMessages.messageNotFound);
    if (reply === undefined && row.handledAt) return toMessage(row, now);
    const [updated] = await tx
      .update(contactMessages)
      .set({
        handledAt: row.handledAt ?? now,
        handledBy: row.handledBy ?? actor.label,
        ...(reply !== undefined && { reply }),
      })
      .where(eq(contactMessages.id, id))
      .returning();
    if (reply !== undefined)
      await enqueueEmail(tx, 'contact-reply', {
        to: row.email,
        name: row.name,
        subject: row.subject,
        body: reply,
        original: row.message,
        replyTo: supportEmail,
      });
    await audit(tx, {
      actor,
      action: reply === undefined ? 'contact_handled' : 'contact_replied',
      target: { type: 'contact_message', id },
      at: now,
    });
    return toMessage(updated!, now);
  });
}
