import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { rowsOf } from '#server/db/client';
import { enqueueEmail } from '#server/mail/outbox';
import { enqueue } from '#server/tasks/queue';
import type { TaskHandler } from '#server/tasks/worker';
import { readConversation } from './read';

// Told when away (issue 31): a message left unread for 10 minutes sends its recipient one e-mail, at most one an
// hour per conversation and side, unless they turned such e-mails off. A task on the shared queue, run once
// across instances (its lease, and `completeInTransaction` under the conversation's row lock).

export const CONVERSATION_AWAY = 'conversation-away';

/** How long a message waits unread before its recipient is told by e-mail. */
export const AWAY_AFTER_MS = 10 * 60_000;
/** At most one such e-mail per conversation and side in this long. */
export const AWAY_MAIL_EVERY_MS = 60 * 60_000;

interface AwayPayload {
  conversationId: string;
  recipientId: string;
}

/**
 * The send's part (in its own statement): the check of the recipient's first unseen message from this sender, 10
 * minutes after it was written. `first` is the statement's expression for that message (`id`, `created_at`).
 * Keyed by that message, so a run of unread messages waits on one task, and one seen and the next one unread
 * starts another (the tasks' dedupe key, as `enqueue` stores it).
 */
export function awayCheckTask({
  first,
  conversationId,
  recipientId,
}: {
  first: SQL;
  conversationId: SQL | Placeholder;
  recipientId: SQL | Placeholder;
}): SQL {
  return sql`insert into tasks (kind, payload, run_at, dedupe_key)
    select ${CONVERSATION_AWAY}::text,
      jsonb_build_object('conversationId', (${conversationId})::text, 'recipientId', (${recipientId})::text),
      f.created_at + make_interval(secs => ${AWAY_AFTER_MS / 1000}::int),
      concat_ws(':', ${CONVERSATION_AWAY}::text, (${conversationId})::text, (${recipientId})::text, f.id)
    from ${first} f
    on conflict (dedupe_key) do nothing`;
}

interface Waiting {
  first_id: number | string;
  first_at: Date | string;
  unread: number | string;
  mailed_at: Date | string | null;
  email: string;
  wants: boolean;
  reachable: boolean;
}

/**
 * Due: if the recipient still has an unseen message from the other side, written 10 minutes ago or more, and was
 * not e-mailed about this conversation in the last hour, one e-mail (if they want it). Not yet due (the first
 * unseen one is newer, the hour not over): checked again when it is. All seen: nothing.
 */
export const runAwayMail: TaskHandler<AwayPayload> = async (
  { conversationId, recipientId },
  { now, completeInTransaction },
) => {
  await completeInTransaction(async (tx) => {
    // The send's lock: a message written now is counted here or schedules its own check.
    const [row] = rowsOf<Waiting>(
      await tx.execute(sql`select f.id as first_id, f.created_at as first_at,
          (select count(*) from conversation_messages u where u.conversation_id = c.id
            and u.sender_id <> ${recipientId} and u.seen_at is null and u.hidden_at is null) as unread,
          case when c.customer_id = ${recipientId} then c.customer_mailed_at else c.provider_mailed_at end
            as mailed_at,
          p.email, p.notify_messages as wants,
          (p.deleted_at is null and p.suspended_at is null and o.deleted_at is null) as reachable
        from conversations c
        join profiles p on p.id = ${recipientId}
        join profiles o on o.id = case when c.customer_id = ${recipientId} then c.provider_id else c.customer_id end
        join lateral (select m.id, m.created_at from conversation_messages m
          where m.conversation_id = c.id and m.sender_id <> ${recipientId} and m.seen_at is null
            and m.hidden_at is null
          order by m.id limit 1) f on true
        where c.id = ${conversationId} and ${recipientId} in (c.customer_id, c.provider_id)
        for update of c`),
    );
    if (!row) return;
    const dueAt = Math.max(
      new Date(row.first_at).getTime() + AWAY_AFTER_MS,
      row.mailed_at === null ? 0 : new Date(row.mailed_at).getTime() + AWAY_MAIL_EVERY_MS,
    );
    if (dueAt > now.getTime()) {
      await enqueue<AwayPayload>(tx, {
        kind: CONVERSATION_AWAY,
        payload: { conversationId, recipientId },
        runAt: new Date(dueAt),
        dedupeKey: `${CONVERSATION_AWAY}:${conversationId}:${recipientId}:${row.first_id}:${dueAt}`,
      });
      return;
    }
    if (!row.wants || !row.reachable) return;
    const view = await readConversation(tx, recipientId, conversationId, now);
    if (!view) return;
    await tx.execute(sql`update conversations set
        customer_mailed_at = case when customer_id = ${recipientId} then ${now} else customer_mailed_at end,
        provider_mailed_at = case when provider_id = ${recipientId} then ${now} else provider_mailed_at end
      where id = ${conversationId}`);
    await enqueueEmail(
      tx,
      'conversation-away',
      {
        to: row.email,
        side: view.role,
        conversationId,
        senderName: view.other.name,
        title: view.subject.title,
        unread: Number(row.unread),
      },
      `${CONVERSATION_AWAY}-mail:${conversationId}:${recipientId}:${row.first_id}`,
    );
  });
};
