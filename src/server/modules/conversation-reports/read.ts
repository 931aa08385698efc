import { sql } from 'drizzle-orm';
import { conversationMessages } from '#shared/conversation-messages';
import type { ConversationReportStatus } from '#shared/conversation-report-messages';
import { conversationTitle } from '#shared/conversation-title';
import type {
  ModeratedConversation,
  ModeratedMessage,
  ReportedConversation,
} from '#shared/schemas/conversation-reports';
import { rowsOf, type Database } from '#server/db/client';
import { isoUtc } from '#server/db/schema/sql-helpers';
import { NotFoundError } from '#server/domain/errors';
import { audit, type AuditActor } from '#server/modules/audit';
import { photosOf } from '#server/modules/conversations';
import { reportedSides } from './service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const photoNotFound = () => new NotFoundError('NOT_FOUND', conversationMessages.photos.notFound);

// The console's reads of reported conversations: the queue, and one conversation read in full (audited).

const LIST_SIZE = 50;
/** The latest messages an operator reads at once; a longer conversation says older ones were left out. */
export const MODERATED_MESSAGES = 300;

// How operators name a person: a provider's display name first, their full name, else their e-mail.
const personName = (profile: string, providerProfile: string) =>
  sql.raw(`coalesce(nullif(btrim(${providerProfile}.display_name), ''), nullif(btrim(${profile}.full_name), ''),
    ${profile}.email)`);

interface ReportedRow {
  id: string;
  customer_id: string;
  customer_name: string;
  provider_id: string;
  provider_name: string;
  request_title: string | null;
  plan_service_id: string | null;
  last_activity_at: string;
  reports: ReportedConversation['reports'] | string;
}

function reportedQuery(where: ReturnType<typeof sql>, order: ReturnType<typeof sql>) {
  return sql`select c.id, c.customer_id, ${personName('cp', 'cpp')} as customer_name,
      c.provider_id, ${personName('p', 'pp')} as provider_name,
      r.title as request_title, pl.service_id as plan_service_id,
      ${isoUtc(sql`c.last_message_at`)} as last_activity_at,
      (select json_agg(json_build_object('id', cr.id, 'reason', cr.reason, 'details', cr.details,
          'reporter', json_build_object('id', cr.reporter_id, 'name', case when cr.reporter_id = c.customer_id
            then ${personName('cp', 'cpp')} else ${personName('p', 'pp')} end),
          'createdAt', cr.created_at, 'resolvedAt', cr.resolved_at, 'resolutionNote', cr.resolution_note)
        order by cr.resolved_at is not null, cr.created_at desc)
        from conversation_reports cr where cr.conversation_id = c.id) as reports
    from conversations c
    join profiles cp on cp.id = c.customer_id left join provider_profiles cpp on cpp.provider_id = cp.id
    join profiles p on p.id = c.provider_id left join provider_profiles pp on pp.provider_id = p.id
    left join service_requests r on r.id = c.request_id
    left join recurring_plans pl on pl.id = c.plan_id
    where ${where}
    order by ${order}
    limit ${LIST_SIZE}`;
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

function reportedOf(row: ReportedRow): ReportedConversation {
  const reports: ReportedConversation['reports'] =
    typeof row.reports === 'string' ? JSON.parse(row.reports) : row.reports;
  return {
    id: row.id,
    customer: { id: row.customer_id, name: row.customer_name },
    provider: { id: row.provider_id, name: row.provider_name },
    subject: conversationTitle({ requestTitle: row.request_title, planServiceId: row.plan_service_id }),
    lastActivityAt: row.last_activity_at,
    reports: reports.map((report) => ({
      ...report,
      createdAt: iso(report.createdAt)!,
      resolvedAt: iso(report.resolvedAt),
    })),
  };
}

/**
 * Moderación's conversations: with an open report (the oldest waiting first), or whose reports are all resolved
 * (the latest resolved first); 50 at a time.
 */
export async function listReportedConversations(
  db: Database,
  status: ConversationReportStatus,
): Promise<ReportedConversation[]> {
  const rows = rowsOf<ReportedRow>(
    await db.execute(
      status === 'open'
        ? reportedQuery(
            sql`exists (select 1 from conversation_reports o where o.conversation_id = c.id and o.resolved_at is null)`,
            sql`(select min(o.created_at) from conversation_reports o
              where o.conversation_id = c.id and o.resolved_at is null), c.id`,
          )
        : reportedQuery(
            sql`exists (select 1 from conversation_reports o where o.conversation_id = c.id)
              and not exists (select 1 from conversation_reports o
                where o.conversation_id = c.id and o.resolved_at is null)`,
            sql`(select max(o.resolved_at) from conversation_reports o where o.conversation_id = c.id) desc, c.id`,
          ),
    ),
  );
  return rows.map(reportedOf);
}

/** The console's address of a reported conversation's photo. */
export const moderatedPhotoUrl = (conversationId: string, photoId: string) =>
  `/api/operator/conversations/${conversationId}/photos/${photoId}`;

/**
 * A sent photo of a reported conversation, for an operator (a hidden message's too); 404 for anything else. Its
 * reading is part of the conversation's, which the audit log has.
 */
export async function moderatedPhotoKey(db: Database, id: string, photoId: string): Promise<string> {
  await reportedSides(db, id, false);
  if (!UUID.test(photoId)) throw photoNotFound();
  const [photo] = rowsOf<{ storage_key: string }>(
    await db.execute(sql`select storage_key from conversation_photos
      where id = ${photoId} and conversation_id = ${id} and message_id is not null`),
  );
  if (!photo) throw photoNotFound();
  return photo.storage_key;
}

interface MessageRow {
  id: number | string;
  sender_id: string;
  body: string;
  created_at: string;
  hidden_at: string | null;
  hidden_reason: string | null;
}

/**
 * An operator reads a reported conversation: its reports, its two sides and its latest messages as written,
 * nothing masked. The read is written to the audit log in the same transaction: no read goes unrecorded.
 */
export async function readReportedConversation(
  db: Database,
  { id, actor, now }: { id: string; actor: AuditActor; now: Date },
): Promise<ModeratedConversation> {
  return db.transaction(async (tx) => {
    await reportedSides(tx, id, false);
    const [row] = rowsOf<ReportedRow>(await tx.execute(reportedQuery(sql`c.id = ${id}`, sql`c.id`)));
    const rows = rowsOf<MessageRow>(
      await tx.execute(sql`select id, sender_id, body, ${isoUtc(sql`created_at`)} as created_at,
          ${isoUtc(sql`hidden_at`)} as hidden_at, hidden_reason
        from conversation_messages where conversation_id = ${id}
        order by id desc limit ${MODERATED_MESSAGES + 1}`),
    );
    const shown = rows.slice(0, MODERATED_MESSAGES).reverse();
    const photos = await photosOf(
      tx,
      id,
      shown.map((message) => Number(message.id)),
      { moderated: true, urlOf: moderatedPhotoUrl },
    );
    const messages: ModeratedMessage[] = shown.map((message) => ({
      id: Number(message.id),
      senderId: message.sender_id,
      body: message.body,
      createdAt: message.created_at,
      hiddenAt: message.hidden_at,
      hiddenReason: message.hidden_reason,
      photos: photos.get(Number(message.id)) ?? [],
    }));
    await audit(tx, {
      actor,
      action: 'conversation_read',
      target: { type: 'conversation', id },
      details: { messages: messages.length },
      at: now,
    });
    return { conversation: reportedOf(row!), messages, more: rows.length > MODERATED_MESSAGES };
  });
}
