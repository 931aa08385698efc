import { sql, type SQL } from 'drizzle-orm';
import { conversationMessages as m } from '#shared/conversation-messages';
import { conversationTitle } from '#shared/conversation-title';
import { conversationClosed, subjectPath, type ConversationSubject } from '#shared/domain/conversations';
import { maskContactDetails } from '#shared/domain/contact-masking';
import { AGREED_STATUSES, ENDED_STATUSES } from '#shared/domain/service-lifecycle';
import { shortName } from '#shared/names';
import type { UserRole } from '#shared/roles';
import type { ConversationHeader, ConversationSummary } from '#shared/schemas/conversations';
import type { Database } from '#server/db/client';
import { namedQuery } from '#server/db/prepared';
import { isoUtc, oneOf } from '#server/db/schema/sql-helpers';
import { providerDisplayName } from '#server/modules/profiles';

// Reading conversations: who the other side is, what it is about, whether its service is confirmed (contact
// details shown) and whether it is closed, in one statement for the list and the header alike.

/** A plan that will have no more visits. */
const PLAN_OVER = ['declined', 'cancelled', 'ended'] as const;

// A service of this pair for the subject is confirmed or later.
const CONFIRMED = sql`case when c.plan_id is null
  then exists (select 1 from jobs j where j.request_id = c.request_id and j.provider_id = c.provider_id
    and ${oneOf(sql`j.status`, AGREED_STATUSES)})
  else exists (select 1 from jobs j join service_requests vr on vr.id = j.request_id
    where vr.plan_id = c.plan_id and ${oneOf(sql`j.status`, AGREED_STATUSES)}) end`;

// When what it is about ended (null while it goes on): the request's service ended (or the request went to
// another provider, when that was agreed); the plan is over and its last visit too.
const ENDED_AT = sql`case when c.plan_id is null
  then (select case when j.provider_id <> c.provider_id then j.created_at
      when ${oneOf(sql`j.status`, ENDED_STATUSES)} then coalesce(j.completed_at, j.cancelled_at, j.updated_at) end
    from jobs j where j.request_id = c.request_id)
  else (select case when ${oneOf(sql`pl.status`, PLAN_OVER)} then greatest(coalesce(pl.ends_at, pl.updated_at),
      (select max(coalesce(j.completed_at, j.cancelled_at)) from jobs j join service_requests vr on vr.id = j.request_id
        where vr.plan_id = pl.id)) end
    from recurring_plans pl where pl.id = c.plan_id) end`;

interface ConversationRow {
  id: string;
  customer_id: string;
  provider_id: string;
  request_id: string | null;
  plan_id: string | null;
  customer_name: string | null;
  provider_name: string;
  customer_phone: string | null;
  provider_phone: string | null;
  request_title: string | null;
  plan_service_id: string | null;
  booked: boolean;
  confirmed: boolean;
  ended_at: string | null;
  last_activity_at: string;
  unread: number | string;
  last_id: number | string | null;
  last_sender: string | null;
  last_body: string | null;
  last_hidden: boolean | null;
  last_at: string | null;
}

// A named statement on PostgreSQL, planned once per connection: planned each time, reading one conversation cost
// PostgreSQL 3.1-3.6 ms of CPU, nearly all of it planning, and 0.24-0.30 ms named (the list 5.6-5.9 ms, then
// 2.3-2.9 ms; docs/performance.md). Every page and every message sent reads its conversation through it. `name`
// stands for the one text of `only`.
function readRows(db: Database, name: string, me: string, only: SQL) {
  return namedQuery<ConversationRow>(
    db,
    name,
    sql`select c.id, c.customer_id, c.provider_id, c.request_id, c.plan_id,
      cp.full_name as customer_name, ${providerDisplayName} as provider_name,
      cp.phone as customer_phone, p.phone as provider_phone,
      r.title as request_title, pl.service_id as plan_service_id,
      exists (select 1 from jobs j where j.request_id = c.request_id and j.provider_id = c.provider_id) as booked,
      ${CONFIRMED} as confirmed,
      ${isoUtc(ENDED_AT)} as ended_at,
      ${isoUtc(sql`c.last_message_at`)} as last_activity_at,
      (select count(*) from conversation_messages u
        where u.conversation_id = c.id and u.sender_id <> ${me} and u.seen_at is null) as unread,
      lm.id as last_id, lm.sender_id as last_sender, lm.body as last_body,
      lm.hidden_at is not null as last_hidden, ${isoUtc(sql`lm.created_at`)} as last_at
    from conversations c
    join profiles cp on cp.id = c.customer_id
    join profiles p on p.id = c.provider_id
    left join provider_profiles pp on pp.provider_id = p.id
    left join service_requests r on r.id = c.request_id
    left join recurring_plans pl on pl.id = c.plan_id
    left join lateral (select m.id, m.sender_id, m.body, m.created_at, m.hidden_at from conversation_messages m
      where m.conversation_id = c.id order by m.id desc limit 1) lm on true
    where ${only}
    order by c.last_message_at desc, c.id
    limit 200`,
  );
}

/** A conversation as this person reads it, with what it takes to mask and to close it. */
export interface ConversationView extends ConversationHeader {
  role: UserRole;
  otherId: string;
  lastMessage: ConversationSummary['lastMessage'];
  lastActivityAt: string;
}

function viewOf(row: ConversationRow, me: string, now: Date): ConversationView {
  const role: UserRole = row.customer_id === me ? 'client' : 'provider';
  const kind: ConversationSubject = row.plan_id ? 'plan' : row.booked ? 'service' : 'request';
  const confirmed = Boolean(row.confirmed);
  const lastMine = row.last_sender === me;
  const preview = row.last_hidden
    ? { text: m.hiddenByModeration, masked: false }
    : row.last_body === null || lastMine || confirmed
      ? { text: row.last_body ?? '', masked: false }
      : maskContactDetails(row.last_body);
  return {
    id: row.id,
    role,
    otherId: role === 'client' ? row.provider_id : row.customer_id,
    other: {
      id: role === 'client' ? row.provider_id : row.customer_id,
      name: role === 'client' ? row.provider_name : shortName(row.customer_name),
      phone: confirmed ? ((role === 'client' ? row.provider_phone : row.customer_phone) ?? null) : null,
    },
    subject: {
      kind,
      title: conversationTitle({
        requestTitle: row.request_title,
        planServiceId: row.plan_id ? row.plan_service_id : null,
      }),
      path: subjectPath(role, kind),
      requestId: row.request_id,
      planId: row.plan_id,
    },
    confirmed,
    closed: conversationClosed(row.ended_at ? new Date(row.ended_at) : null, now),
    unread: Number(row.unread),
    lastMessage:
      row.last_id === null
        ? null
        : {
            id: Number(row.last_id),
            mine: lastMine,
            body: preview.text,
            masked: preview.masked,
            createdAt: row.last_at!,
          },
    lastActivityAt: row.last_activity_at,
  };
}

/** This person's conversations, newest activity first (the 200 latest). */
export async function readConversations(db: Database, me: string, now: Date): Promise<ConversationView[]> {
  const rows = await readRows(
    db,
    'conversations-of-person',
    me,
    sql`(c.customer_id = ${me} or c.provider_id = ${me})`,
  );
  return rows.map((row) => viewOf(row, me, now));
}

/** One conversation of this person's; undefined when it is not theirs (or does not exist). */
export async function readConversation(
  db: Database,
  me: string,
  id: string,
  now: Date,
): Promise<ConversationView | undefined> {
  const rows = await readRows(
    db,
    'conversation-of-person',
    me,
    sql`c.id = ${id} and (c.customer_id = ${me} or c.provider_id = ${me})`,
  );
  return rows[0] && viewOf(rows[0], me, now);
}
