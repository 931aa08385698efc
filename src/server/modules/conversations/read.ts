import { sql, type Placeholder } from 'drizzle-orm';
import { conversationMessages as m } from '#shared/conversation-messages';
import { findService } from '#shared/catalog';
import { conversationClosed, subjectPath, type ConversationSubject } from '#shared/domain/conversations';
import { maskContactDetails } from '#shared/domain/contact-masking';
import { AGREED_STATUSES, ENDED_STATUSES } from '#shared/domain/service-lifecycle';
import { shortName } from '#shared/names';
import type { UserRole } from '#shared/roles';
import type { ConversationHeader, ConversationSummary } from '#shared/schemas/conversations';
import type { Database } from '#server/db/client';
import { preparedStatement } from '#server/db/prepared';
import { isoUtc, oneOf } from '#server/db/schema/sql-helpers';
import { providerDisplayName } from '#server/modules/profiles';

// Reading conversations: who the other side is, what it is about, whether its service is confirmed (contact
// details shown) and whether it is closed, in one statement for the list and the header alike.

/** A plan that will have no more visits. */
const PLAN_OVER = ['declined', 'cancelled', 'ended'] as const;

/** How many conversations the list shows. */
const LIST_LENGTH = 200;

// A service of this pair for the subject is confirmed or later.
const CONFIRMED = sql`case when c.plan_id is null
  then exists (select 1 from jobs j where j.request_id = c.request_id and j.provider_id = c.provider_id
    and ${oneOf(sql`j.status`, AGREED_STATUSES)})
  else exists (select 1 from jobs j join service_requests vr on vr.id = j.request_id
    where vr.plan_id = c.plan_id and ${oneOf(sql`j.status`, AGREED_STATUSES)}) end`;

// When what it is about ended (null while it goes on): the request's service ended (or the request went to
// another provider, when that was agreed); the plan is over and its last visit too. Of the conversation `c`.
export const conversationEndedAt = sql`case when c.plan_id is null
  then (select case when j.provider_id <> c.provider_id then j.created_at
      when ${oneOf(sql`j.status`, ENDED_STATUSES)} then coalesce(j.completed_at, j.cancelled_at, j.updated_at) end
    from jobs j where j.request_id = c.request_id)
  else (select case when ${oneOf(sql`pl.status`, PLAN_OVER)} then greatest(coalesce(pl.ends_at, pl.updated_at),
      (select max(coalesce(j.completed_at, j.cancelled_at)) from jobs j join service_requests vr on vr.id = j.request_id
        where vr.plan_id = pl.id)) end
    from recurring_plans pl where pl.id = c.plan_id) end`;

/** What the list reads of a conversation. */
interface SummaryRow {
  id: string;
  customer_id: string;
  provider_id: string;
  request_id: string | null;
  plan_id: string | null;
  customer_name: string | null;
  provider_name: string;
  request_title: string | null;
  plan_service_id: string | null;
  booked: boolean;
  /** In the list, read only when the last message is the other side's (to mask it or not); false otherwise. */
  confirmed: boolean;
  last_activity_at: string;
  unread: number | string;
  last_id: number | string | null;
  last_sender: string | null;
  last_body: string | null;
  last_hidden: boolean | null;
  last_at: string | null;
}

/** And what one conversation's page needs besides: the phones, when it ended. */
interface ConversationRow extends SummaryRow {
  customer_phone: string | null;
  provider_phone: string | null;
  ended_at: string | null;
}

// What the list and one conversation share: the two sides, the subject, the unread count and the last message.
const SUMMARY_COLUMNS = (me: Placeholder) => sql`c.id, c.customer_id, c.provider_id, c.request_id, c.plan_id,
  r.title as request_title, pl.service_id as plan_service_id,
  exists (select 1 from jobs j where j.request_id = c.request_id and j.provider_id = c.provider_id) as booked,
  ${isoUtc(sql`c.last_message_at`)} as last_activity_at,
  (select count(*) from conversation_messages u
    where u.conversation_id = c.id and u.sender_id <> ${me}::text and u.seen_at is null) as unread,
  lm.id as last_id, lm.sender_id as last_sender, lm.body as last_body,
  lm.hidden_at is not null as last_hidden, ${isoUtc(sql`lm.created_at`)} as last_at`;

const SUMMARY_JOINS = sql`left join service_requests r on r.id = c.request_id
  left join recurring_plans pl on pl.id = c.plan_id
  left join lateral (select m.id, m.sender_id, m.body, m.created_at, m.hidden_at from conversation_messages m
    where m.conversation_id = c.id order by m.id desc limit 1) lm on true`;

// Named statements on PostgreSQL, built once and planned once per connection (prepared.ts): planned each time,
// reading one conversation cost PostgreSQL 3.1-3.6 ms of CPU, nearly all of it planning, and 0.24-0.30 ms named;
// built by drizzle each time, the server 0.2 ms more (docs/performance.md). Every page and every message sent reads
// its conversation through the first.
const oneConversation = preparedStatement<'me' | 'id', ConversationRow>(
  'conversation-of-person',
  ['me', 'id'],
  ({ me, id }) => sql`select ${SUMMARY_COLUMNS(me)},
      cp.full_name as customer_name, ${providerDisplayName} as provider_name,
      cp.phone as customer_phone, p.phone as provider_phone,
      ${CONFIRMED} as confirmed,
      ${isoUtc(conversationEndedAt)} as ended_at
    from conversations c
    join profiles cp on cp.id = c.customer_id
    join profiles p on p.id = c.provider_id
    left join provider_profiles pp on pp.provider_id = p.id
    ${SUMMARY_JOINS}
    where c.id = ${id}::uuid and (c.customer_id = ${me}::text or c.provider_id = ${me}::text)`,
);

// The list: the 200 of latest activity, each side's by its own index ((customer_id | provider_id, last_message_at
// desc)), at most 200 of each; only the columns the list shows: the other side's name alone, by its key (joined,
// both sides' profiles were read whole, a hash join over every profile), and whether the service is confirmed only
// where it masks the other side's last message.
const conversationsOfPerson = preparedStatement<'me', SummaryRow>(
  'conversations-of-person',
  ['me'],
  ({ me }) => sql`select ${SUMMARY_COLUMNS(me)},
      case when c.customer_id <> ${me}::text
        then (select cp.full_name from profiles cp where cp.id = c.customer_id) end as customer_name,
      case when c.customer_id = ${me}::text then (select ${providerDisplayName} from profiles p
        left join provider_profiles pp on pp.provider_id = p.id where p.id = c.provider_id) end as provider_name,
      case when lm.sender_id <> ${me}::text and lm.hidden_at is null then ${CONFIRMED} else false end as confirmed
    from ((select * from conversations where customer_id = ${me}::text
        order by last_message_at desc, id limit ${sql.raw(String(LIST_LENGTH))})
      union all (select * from conversations where provider_id = ${me}::text
        order by last_message_at desc, id limit ${sql.raw(String(LIST_LENGTH))})) c
    ${SUMMARY_JOINS}
    order by c.last_message_at desc, c.id
    limit ${sql.raw(String(LIST_LENGTH))}`,
);

/** A conversation as this person reads it, with what it takes to mask and to close it. */
export interface ConversationView extends ConversationHeader {
  role: UserRole;
  otherId: string;
  lastMessage: ConversationSummary['lastMessage'];
  lastActivityAt: string;
}

const roleOf = (row: SummaryRow, me: string): UserRole => (row.customer_id === me ? 'client' : 'provider');

/** A conversation as the list shows it to this person: the other side's last message masked until confirmed. */
function summaryOf(row: SummaryRow, me: string): ConversationSummary {
  const role = roleOf(row, me);
  const kind: ConversationSubject = row.plan_id ? 'plan' : row.booked ? 'service' : 'request';
  const lastMine = row.last_sender === me;
  const preview = row.last_hidden
    ? { text: m.hiddenByModeration, masked: false }
    : row.last_body === null || lastMine || row.confirmed
      ? { text: row.last_body ?? '', masked: false }
      : maskContactDetails(row.last_body);
  return {
    id: row.id,
    other: {
      id: role === 'client' ? row.provider_id : row.customer_id,
      name: role === 'client' ? row.provider_name : shortName(row.customer_name),
    },
    subject: {
      kind,
      // The page says the kind ('Limpieza recurrente: '), so a plan's title is its service's name alone.
      title: row.plan_id ? (findService(row.plan_service_id)?.name ?? '') : (row.request_title ?? ''),
      path: subjectPath(role, kind),
      requestId: row.request_id,
      planId: row.plan_id,
    },
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
    unread: Number(row.unread),
  };
}

function viewOf(row: ConversationRow, me: string, now: Date): ConversationView {
  const role = roleOf(row, me);
  const confirmed = Boolean(row.confirmed);
  const summary = summaryOf(row, me);
  return {
    ...summary,
    role,
    otherId: summary.other.id,
    other: {
      ...summary.other,
      phone: confirmed ? ((role === 'client' ? row.provider_phone : row.customer_phone) ?? null) : null,
    },
    confirmed,
    closed: conversationClosed(row.ended_at ? new Date(row.ended_at) : null, now),
  };
}

/** This person's conversations, newest activity first (the 200 latest), as the list shows them. */
export async function readConversations(db: Database, me: string): Promise<ConversationSummary[]> {
  const rows = await conversationsOfPerson(db, { me });
  return rows.map((row) => summaryOf(row, me));
}

/** One conversation of this person's; undefined when it is not theirs (or does not exist). */
export async function readConversation(
  db: Database,
  me: string,
  id: string,
  now: Date,
): Promise<ConversationView | undefined> {
  const [row] = await oneConversation(db, { me, id });
  return row && viewOf(row, me, now);
}
