import { sql } from 'drizzle-orm';
import { conversationTitle } from '#shared/conversation-title';
import type { AuditAction } from '#shared/operator-messages';
import { operatorMessages } from '#shared/operator-messages';
import type { AuditEntry } from '#shared/schemas/operator';
import { rowsOf, type Database } from '#server/db/client';
import { auditLog } from '#server/db/schema';

/** Who acted: an operator (their id, and e-mail for what they do now), or the command line. */
export interface AuditActor {
  id: string | null;
  label: string;
}

export const COMMAND_LINE: AuditActor = { id: null, label: operatorMessages.commandLine };

export type AuditTargetType =
  'user' | 'service' | 'contact_message' | 'review' | 'request' | 'photo' | 'logo' | 'conversation';

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  target: { type: AuditTargetType; id: string };
  reason?: string | null;
  details?: Record<string, unknown>;
  at: Date;
}

/** One line of the audit log, in the caller's transaction: the action and its record stand or fall together. */
export async function audit(tx: Database, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    at: record.at,
    actorId: record.actor.id,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    reason: record.reason ?? null,
    details: record.details ?? {},
  });
}

const PAGE = 50;

interface AuditRow {
  seq: number | string;
  at: string | Date;
  actor: string | null;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: string;
  target_label: string | null;
  /** A plan's conversation: its service, which names it ('Limpieza recurrente: …'). */
  plan_service_id: string | null;
  reason: string | null;
  details: Record<string, unknown> | string;
}

/**
 * The log, newest first, 50 at a time (`before`: the sequence number the previous page ended at). People and
 * things are named as they are now: a deleted account reads as its anonymised address.
 */
export async function listAudit(
  db: Database,
  before?: number,
): Promise<{ entries: AuditEntry[]; nextBefore: number | null }> {
  const rows = rowsOf<AuditRow>(
    await db.execute(sql`select a.seq, a.at, actor.email as actor, a.action, a.target_type, a.target_id,
        case a.target_type when 'user' then u.email when 'photo' then u.email when 'logo' then u.email
          when 'service' then j.title when 'request' then q.title when 'review' then left(rv.comment, 80)
          when 'conversation' then cq.title
          else m.subject end as target_label,
        cp.service_id as plan_service_id, a.reason, a.details
      from audit_log a
      left join users actor on actor.id = a.actor_id
      left join users u on a.target_type in ('user', 'photo', 'logo') and u.id = a.target_id
      left join service_requests q on a.target_type = 'request' and q.id::text = a.target_id
      left join reviews rv on a.target_type = 'review' and rv.id::text = a.target_id
      left join jobs j on a.target_type = 'service' and j.id::text = a.target_id
      left join contact_messages m on a.target_type = 'contact_message' and m.id::text = a.target_id
      left join conversations cv on a.target_type = 'conversation' and cv.id::text = a.target_id
      left join service_requests cq on cq.id = cv.request_id
      left join recurring_plans cp on cp.id = cv.plan_id
      ${before === undefined ? sql`` : sql`where a.seq < ${before}`}
      order by a.seq desc limit ${PAGE + 1}`),
  );
  const page = rows.slice(0, PAGE);
  return {
    entries: page.map((row) => ({
      seq: Number(row.seq),
      at: new Date(row.at).toISOString(),
      actor: row.actor ?? operatorMessages.commandLine,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      targetLabel:
        row.target_type === 'conversation'
          ? conversationTitle({ requestTitle: row.target_label, planServiceId: row.plan_service_id })
          : (row.target_label ?? ''),
      reason: row.reason,
      details:
        typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, unknown>) : row.details,
    })),
    nextBefore: rows.length > PAGE ? Number(page.at(-1)!.seq) : null,
  };
}
