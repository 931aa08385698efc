import { sql } from 'drizzle-orm';
import { conversationMessages } from '#shared/conversation-messages';
import { conversationReportMessages as m } from '#shared/conversation-report-messages';
import type { ReportConversationInput } from '#shared/schemas/conversation-reports';
import { rowsOf, type Database } from '#server/db/client';
import { isoUtc } from '#server/db/schema/sql-helpers';
import { ConflictError, NotFoundError } from '#server/domain/errors';
import { notifyLive } from '#server/live/notify';
import { audit, type AuditActor } from '#server/modules/audit';

// 'Reportar conversación' and what operators do with a reported conversation. Operators read a conversation only
// once one of its two sides reported it (docs/decisions/0024): every other id is answered 404, as one that does
// not exist, and every read is written to the audit log.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// As the conversation's own routes answer someone who is not one of its sides.
const notYours = () => new NotFoundError('NOT_FOUND', conversationMessages.notFound);
const notReported = () => new NotFoundError('NOT_FOUND', m.notReported);

/**
 * A side of the conversation reports it: their open report, made now (`created`) or the one already waiting, so
 * that reporting twice (a double click, a retry) is one report. Anyone else is answered 404.
 */
export async function reportConversation(
  db: Database,
  me: string,
  id: string,
  input: ReportConversationInput,
  now: Date,
): Promise<{ report: { id: string; createdAt: string }; created: boolean }> {
  if (!UUID.test(id)) throw notYours();
  const [side] = rowsOf(
    await db.execute(sql`select 1 from conversations
      where id = ${id} and (customer_id = ${me} or provider_id = ${me})`),
  );
  if (!side) throw notYours();
  const columns = sql`id, ${isoUtc(sql`created_at`)} as created_at`;
  const [made] = rowsOf<{ id: string; created_at: string }>(
    await db.execute(sql`insert into conversation_reports (conversation_id, reporter_id, reason, details, created_at)
      values (${id}, ${me}, ${input.reason}, ${input.details ?? ''}, ${now})
      on conflict (conversation_id, reporter_id) where resolved_at is null do nothing
      returning ${columns}`),
  );
  const row =
    made ??
    rowsOf<{ id: string; created_at: string }>(
      await db.execute(sql`select ${columns} from conversation_reports
        where conversation_id = ${id} and reporter_id = ${me} and resolved_at is null`),
    )[0]!;
  return { report: { id: row.id, createdAt: row.created_at }, created: Boolean(made) };
}

/**
 * The two sides of the conversation when someone reported it (open or resolved), under its row lock when `lock`
 * (a step changes it); 404 otherwise.
 */
export async function reportedSides(tx: Database, id: string, lock: boolean) {
  if (!UUID.test(id)) throw notReported();
  const [row] = rowsOf<{ customer_id: string; provider_id: string }>(
    await tx.execute(sql`select c.customer_id, c.provider_id from conversations c
      where c.id = ${id} and exists (select 1 from conversation_reports r where r.conversation_id = c.id)
      ${lock ? sql`for update of c` : sql.empty()}`),
  );
  if (!row) throw notReported();
  return row;
}

/** An operator's step on a reported conversation: who, when and why (audited). */
export interface OperatorStep {
  id: string;
  reason: string;
  actor: AuditActor;
  now: Date;
}

/**
 * Hides a message of a reported conversation: the two sides read 'Mensaje oculto por moderación.' in its place
 * from now on (told live); the operator still reads it. Audited, in one transaction.
 */
export async function hideConversationMessage(
  db: Database,
  { id, messageId, reason, actor, now }: OperatorStep & { messageId: number },
) {
  await db.transaction(async (tx) => {
    const sides = await reportedSides(tx, id, true);
    const [hidden] = rowsOf(
      await tx.execute(sql`update conversation_messages set hidden_at = ${now}, hidden_reason = ${reason}
        where id = ${messageId} and conversation_id = ${id} and hidden_at is null returning id`),
    );
    if (!hidden) {
      const [exists] = rowsOf(
        await tx.execute(sql`select 1 from conversation_messages
          where id = ${messageId} and conversation_id = ${id}`),
      );
      throw exists
        ? new ConflictError('ALREADY_HIDDEN', m.alreadyHidden)
        : new NotFoundError('MESSAGE_NOT_FOUND', m.messageNotFound);
    }
    await audit(tx, {
      actor,
      action: 'conversation_message_hidden',
      target: { type: 'conversation', id },
      reason,
      details: { messageId },
      at: now,
    });
    await notifyLive(tx, {
      users: [sides.customer_id, sides.provider_id],
      type: 'message-hidden',
      ids: { conversationId: id, messageId: String(messageId) },
    });
  });
}

/** 'Resolver': the conversation's open reports closed with the operator's note (the reason); audited. */
export async function resolveConversationReports(
  db: Database,
  { id, reason: note, actor, now }: OperatorStep,
) {
  await db.transaction(async (tx) => {
    await reportedSides(tx, id, true);
    const resolved = rowsOf(
      await tx.execute(sql`update conversation_reports
        set resolved_at = ${now}, resolved_by = ${actor.id}, resolution_note = ${note}
        where conversation_id = ${id} and resolved_at is null returning id`),
    ).length;
    if (resolved === 0) throw new ConflictError('NO_OPEN_REPORTS', m.noOpenReports);
    await audit(tx, {
      actor,
      action: 'conversation_reports_resolved',
      target: { type: 'conversation', id },
      reason: note,
      details: { reports: resolved },
      at: now,
    });
  });
}
