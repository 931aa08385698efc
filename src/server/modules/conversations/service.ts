import { sql } from 'drizzle-orm';
import { conversationMessages as m } from '#shared/conversation-messages';
import { CONVERSATION_CLOSE_DAYS } from '#shared/domain/conversations';
import { maskContactDetails } from '#shared/domain/contact-masking';
import type {
  ConversationMessage,
  ConversationMessages,
  OpenConversationInput,
  SendMessageInput,
} from '#shared/schemas/conversations';
import { rowsOf, type Database } from '#server/db/client';
import { preparedStatement } from '#server/db/prepared';
import { isoUtc } from '#server/db/schema/sql-helpers';
import { ConflictError, ForbiddenError, NotFoundError } from '#server/domain/errors';
import { liveNotice, notifyLive } from '#server/live/notify';
import { attachPhotos, photosOf } from './photos';
import { awayCheckTask } from './away';
import { conversationEndedAt, readConversation, type ConversationView } from './read';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = () => new NotFoundError('NOT_FOUND', m.notFound);
const noSubject = () => new NotFoundError('NOT_FOUND', m.subjectNotFound);

/** The pair and the key of the conversation `input` names, when `me` is one of the two allowed; else 404. */
async function keyOf(db: Database, me: string, input: OpenConversationInput) {
  if (input.planId) {
    const [plan] = rowsOf<{ customer_id: string; provider_id: string }>(
      await db.execute(sql`select customer_id, provider_id from recurring_plans
        where id = ${input.planId} and (customer_id = ${me} or provider_id = ${me})`),
    );
    if (!plan) throw noSubject();
    return {
      customerId: plan.customer_id,
      providerId: plan.provider_id,
      requestId: null,
      planId: input.planId,
    };
  }
  const [request] = rowsOf<{
    customer_id: string;
    provider_id: string | null;
    plan_id: string | null;
    job_provider_id: string | null;
  }>(
    await db.execute(sql`select r.customer_id, r.provider_id, r.plan_id, j.provider_id as job_provider_id
      from service_requests r left join jobs j on j.request_id = r.id
      where r.id = ${input.requestId!}`),
  );
  if (!request) throw noSubject();
  const customer = request.customer_id === me;
  // The customer names the provider, or talks with the one the request was booked with or agreed.
  const providerId = customer ? (input.providerId ?? request.provider_id ?? request.job_provider_id) : me;
  if (!providerId || (!customer && input.providerId !== undefined && input.providerId !== me))
    throw noSubject();
  const booked = providerId === request.provider_id || providerId === request.job_provider_id;
  const offered =
    booked ||
    rowsOf(
      await db.execute(sql`select 1 from request_applications
        where request_id = ${input.requestId!} and provider_id = ${providerId}`),
    ).length > 0;
  if (!offered) throw noSubject();
  // A plan's visit is talked about in the plan's conversation.
  if (request.plan_id)
    return { customerId: request.customer_id, providerId, requestId: null, planId: request.plan_id };
  return { customerId: request.customer_id, providerId, requestId: input.requestId!, planId: null };
}

/**
 * Opens the conversation `input` names, or finds it: `created` says which. `me` must be one of its two sides
 * (a stranger is answered 404, as for something that does not exist).
 */
export async function openConversation(
  db: Database,
  me: string,
  input: OpenConversationInput,
  now: Date,
): Promise<{ id: string; created: boolean }> {
  const key = await keyOf(db, me, input);
  const inserted = rowsOf<{ id: string }>(
    await db.execute(
      key.planId
        ? sql`insert into conversations (customer_id, provider_id, plan_id, created_at, last_message_at)
            values (${key.customerId}, ${key.providerId}, ${key.planId}, ${now}, ${now})
            on conflict (plan_id) where plan_id is not null do nothing returning id`
        : sql`insert into conversations (customer_id, provider_id, request_id, created_at, last_message_at)
            values (${key.customerId}, ${key.providerId}, ${key.requestId}, ${now}, ${now})
            on conflict (request_id, provider_id) where plan_id is null do nothing returning id`,
    ),
  );
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const [found] = rowsOf<{ id: string }>(
    await db.execute(
      key.planId
        ? sql`select id from conversations where plan_id = ${key.planId}`
        : sql`select id from conversations where request_id = ${key.requestId} and provider_id = ${key.providerId}
            and plan_id is null`,
    ),
  );
  return { id: found!.id, created: false };
}

/** The conversation when `me` is one of its sides; 404 otherwise, whatever the id. */
export async function conversationOf(
  db: Database,
  me: string,
  id: string,
  now: Date,
): Promise<ConversationView> {
  const view = UUID.test(id) ? await readConversation(db, me, id, now) : undefined;
  if (!view) throw notFound();
  return view;
}

interface MessageRow {
  id: number | string;
  sender_id: string;
  body: string;
  created_at: string;
  seen_at: string | null;
  hidden: boolean;
  /** How many photos it was sent with: none, and there are none to read. */
  photo_count: number | string;
}

const MESSAGE_COLUMNS = sql`id, sender_id, body, ${isoUtc(sql`created_at`)} as created_at,
  ${isoUtc(sql`seen_at`)} as seen_at, hidden_at is not null as hidden, photo_count`;

/** A message as `me` reads it: the other side's masked until a service of the pair is confirmed. */
function messageOf(row: MessageRow, me: string, confirmed: boolean): ConversationMessage {
  const mine = row.sender_id === me;
  // Hidden by an operator: neither side reads it any more, the sender included.
  const shown = row.hidden
    ? { text: m.hiddenByModeration, masked: false }
    : mine || confirmed
      ? { text: row.body, masked: false }
      : maskContactDetails(row.body);
  return {
    id: Number(row.id),
    mine,
    body: shown.text,
    masked: shown.masked,
    hidden: Boolean(row.hidden),
    createdAt: row.created_at,
    seenAt: row.seen_at,
    photos: [],
  };
}

/** The message with its photos, read separately (photos.ts). */
function withPhotos(message: ConversationMessage, photos: Map<number, ConversationMessage['photos']>) {
  return { ...message, photos: photos.get(message.id) ?? [] };
}

// A page, newest first before an id (or the newest), or oldest first after one: each built once and named on
// PostgreSQL (prepared.ts), as every page is read.
const PAGE_VALUES = ['conversationId', 'from', 'limit'] as const;
const pageBefore = preparedStatement<(typeof PAGE_VALUES)[number], MessageRow>(
  'messages-before',
  PAGE_VALUES,
  (v) => sql`select ${MESSAGE_COLUMNS} from conversation_messages
    where conversation_id = ${v.conversationId}::uuid and id < ${v.from}::bigint order by id desc limit ${v.limit}::int`,
);
const pageAfter = preparedStatement<(typeof PAGE_VALUES)[number], MessageRow>(
  'messages-after',
  PAGE_VALUES,
  (v) => sql`select ${MESSAGE_COLUMNS} from conversation_messages
    where conversation_id = ${v.conversationId}::uuid and id > ${v.from}::bigint order by id limit ${v.limit}::int`,
);

/** The photos of these messages (photos.ts), read only when one of them was sent with any. */
async function photosOfRows(db: Database, conversationId: string, rows: readonly MessageRow[]) {
  const ids = rows.filter((row) => Number(row.photo_count) > 0).map((row) => Number(row.id));
  return ids.length === 0
    ? new Map<number, ConversationMessage['photos']>()
    : photosOf(db, conversationId, ids);
}

/** A page of the conversation's messages, oldest first: before an id, after one, or the newest. */
export async function readMessages(
  db: Database,
  view: ConversationView,
  me: string,
  { before, after, limit }: { before?: number; after?: number; limit: number },
): Promise<ConversationMessages> {
  const rows =
    after !== undefined
      ? await pageAfter(db, { conversationId: view.id, from: after, limit: limit + 1 })
      : await pageBefore(db, {
          conversationId: view.id,
          from: before ?? Number.MAX_SAFE_INTEGER,
          limit: limit + 1,
        });
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  if (after === undefined) page.reverse();
  const photos = await photosOfRows(db, view.id, page);
  return { messages: page.map((row) => withPhotos(messageOf(row, me, view.confirmed), photos)), more };
}

// The send in one statement: the message (unless the sender is not one of the conversation's two sides, it is
// closed or the sender suspended; a second send of one clientId finds the first and inserts nothing), the
// conversation's last activity, the away e-mail's check and the live event for the other side, all committed
// together. One round trip without photos, where reading the conversation, then the transaction's begin, lock, seven
// statements and commit took ten (16 ms of CPU a send; docs/performance.md). The row lock the update takes orders
// it with the away task's read, as the explicit lock did before.
const SEND_VALUES = ['conversationId', 'me', 'body', 'clientId', 'photoCount', 'now'] as const;
const CLOSE_AFTER_SECONDS = CONVERSATION_CLOSE_DAYS * 24 * 60 * 60;
const sendStatement = preparedStatement<(typeof SEND_VALUES)[number], MessageRow>(
  'send-message',
  SEND_VALUES,
  (v) => sql`with conversation as (
      select c.id, case when c.customer_id = ${v.me}::text then c.provider_id else c.customer_id end as other_id,
        ${conversationEndedAt} as ended_at
      from conversations c
      where c.id = ${v.conversationId}::uuid and (c.customer_id = ${v.me}::text or c.provider_id = ${v.me}::text)),
    sent as (
      insert into conversation_messages (conversation_id, sender_id, body, client_id, photo_count, created_at)
      select conversation.id, ${v.me}::text, ${v.body}::text, ${v.clientId}::uuid,
        ${v.photoCount}::smallint, ${v.now}::timestamptz
      from conversation
      -- Open: conversationClosed (shared/domain/conversations.ts) in SQL.
      where (conversation.ended_at is null
          or ${v.now}::timestamptz < conversation.ended_at + make_interval(secs => ${CLOSE_AFTER_SECONDS}::int))
        and not exists (select 1 from profiles where id = ${v.me}::text and suspended_at is not null)
      on conflict (conversation_id, sender_id, client_id) do nothing
      returning id, sender_id, body, created_at, seen_at, hidden_at, photo_count),
    touched as (update conversations set last_message_at = ${v.now}::timestamptz
      where id = ${v.conversationId}::uuid and exists (select 1 from sent)),
    -- The sender's first message the other side has not seen: an earlier one, or this one (not yet visible here).
    first_unseen as (select id, created_at from (
        select id, created_at from conversation_messages
        where conversation_id = ${v.conversationId}::uuid and sender_id = ${v.me}::text and seen_at is null
        union all select id, created_at from sent) unseen
      where exists (select 1 from sent)
      order by id limit 1),
    away as (${awayCheckTask({
      first: sql`first_unseen`,
      conversationId: v.conversationId,
      recipientId: sql`(select other_id from conversation)`,
    })})
    select ${MESSAGE_COLUMNS},
      ${liveNotice('message', [sql`(select other_id from conversation)`], {
        conversationId: v.conversationId,
        messageId: sql`sent.id`,
      })} as told
    from sent`,
);

/**
 * Why nothing was saved: the conversation is not one of this person's (404, as for one that does not exist), the
 * same message was sent before (answered as it was), the conversation is closed, or the sender suspended: told
 * apart in that order (the order the checks had when each was a statement of its own).
 */
async function unsent(db: Database, me: string, id: string, clientId: string, now: Date) {
  const view = await conversationOf(db, me, id, now);
  const [sent] = rowsOf<MessageRow>(
    await db.execute(sql`select ${MESSAGE_COLUMNS} from conversation_messages
      where conversation_id = ${view.id} and sender_id = ${me} and client_id = ${clientId}`),
  );
  if (sent) {
    const photos = await photosOfRows(db, view.id, [sent]);
    return { message: withPhotos(messageOf(sent, me, view.confirmed), photos), created: false };
  }
  if (view.closed) throw new ConflictError('CONVERSATION_CLOSED', m.closed);
  // A suspension ends the account's sessions; this covers a session read just before it.
  throw new ForbiddenError('ACCOUNT_SUSPENDED', m.suspended);
}

/**
 * Sends a message, or answers the one this sender already sent with this clientId (`created` false): the message,
 * the conversation's last activity, the away e-mail's check and the live event for the other side in one
 * statement; with photos, in one transaction with their attachment, which refuses the whole message when one is
 * not the sender's to attach. `me` must be one of the conversation's two sides (404 otherwise).
 */
export async function sendMessage(
  db: Database,
  me: string,
  id: string,
  input: SendMessageInput,
  now: Date,
): Promise<{ message: ConversationMessage; created: boolean }> {
  if (!UUID.test(id)) throw notFound();
  const photoIds = input.photoIds ?? [];
  const send = async (tx: Database) => {
    const [row] = await sendStatement(tx, {
      conversationId: id,
      me,
      body: input.body,
      clientId: input.clientId,
      photoCount: photoIds.length,
      now: now.toISOString(),
    });
    if (!row) return unsent(tx, me, id, input.clientId, now);
    const photos = await attachPhotos(
      tx,
      { conversationId: id, senderId: me, messageId: Number(row.id) },
      photoIds,
    );
    // One's own message: never masked, whatever the service's state.
    return { message: { ...messageOf(row, me, true), photos }, created: true };
  };
  return photoIds.length === 0 ? send(db) : db.transaction(send);
}

/** 'Visto': the other side's messages up to `upTo` are seen now (each once); answers what stays unread. */
export async function markSeen(db: Database, view: ConversationView, me: string, upTo: number, now: Date) {
  return db.transaction(async (tx) => {
    const seen = rowsOf<{ id: number | string }>(
      await tx.execute(sql`update conversation_messages set seen_at = ${now}
        where conversation_id = ${view.id} and sender_id <> ${me} and id <= ${upTo} and seen_at is null
        returning id`),
    );
    if (seen.length > 0)
      await notifyLive(tx, {
        users: [view.otherId],
        type: 'seen',
        ids: { conversationId: view.id, upTo: String(Math.max(...seen.map((row) => Number(row.id)))) },
      });
    const [left] = rowsOf<{ unread: number | string }>(
      await tx.execute(sql`select count(*) as unread from conversation_messages
        where conversation_id = ${view.id} and sender_id <> ${me} and seen_at is null`),
    );
    return { unread: Number(left!.unread) };
  });
}
