import { sql, type SQL } from 'drizzle-orm';
import { LOGO_PLAN } from '#shared/domain/logo';
import { moderationMessages } from '#shared/moderation-messages';
import { operatorMessages } from '#shared/operator-messages';
import type {
  ModerationItem,
  ModerationStatus,
  ModerationTarget,
  ReportInput,
} from '#shared/schemas/moderation';
import type { UserRole } from '#shared/roles';
import { rowsOf, type Database } from '#server/db/client';
import { ConflictError, ForbiddenError, NotFoundError } from '#server/domain/errors';
import { contentHiddenNotice } from '#server/mail/templates/content-hidden';
import { notifyUser } from '#server/modules/notifications';
import { audit, type AuditActor } from '#server/modules/audit';
import { logoUrl, photoUrl } from '#server/modules/directory';
import { aliasColumns, isActivePlan } from '#server/domain/active-plan';
import { isVisibleReview } from '#server/domain/visible-review';

// Where each author finds what was hidden: their reviews, their requests, their profile.
const PANEL_PATHS = {
  review: { customer: '/cliente/resenas', provider: '/proveedor/resenas' },
  request: { customer: '/cliente/solicitudes', provider: '/cliente/solicitudes' },
  photo: { customer: '/proveedor/perfil', provider: '/proveedor/perfil' },
  logo: { customer: '/proveedor/perfil', provider: '/proveedor/perfil' },
} as const satisfies Record<ModerationTarget, Record<'customer' | 'provider', string>>;

const notFound = () => new NotFoundError('NOT_FOUND', moderationMessages.notFound);

// A provider's profile photo or logo: named by the provider's id, never reported (only hidden by operators).
const isProviderImage = (kind: ModerationTarget): kind is 'photo' | 'logo' =>
  kind === 'photo' || kind === 'logo';

// The public address of a visible image, by kind: what the operator looks at before deciding.
const IMAGE_URLS = { photo: photoUrl, logo: logoUrl } as const;

/**
 * 'Reportar': a signed-in person flags a review they can read (one about a provider, public; one about
 * themselves) or, as a provider, an open request. Once per person and thing; never their own.
 */
export async function reportContent(
  db: Database,
  reporter: { id: string; role: UserRole },
  input: { targetType: ReportInput['targetType']; targetId: string; reason: string },
  now: Date,
): Promise<void> {
  const [target] = rowsOf<{ author_id: string }>(
    await db.execute(
      input.targetType === 'review'
        ? sql`select r.author_id from reviews r
            where r.id = ${input.targetId} and ${isVisibleReview()}
              and (r.author_role = 'customer' or r.subject_id = ${reporter.id})`
        : sql`select customer_id as author_id from service_requests
            where id = ${input.targetId} and status = 'open' and provider_id is null
              and ${reporter.role === 'provider' ? sql`true` : sql`false`}`,
    ),
  );
  if (!target) throw notFound();
  if (target.author_id === reporter.id)
    throw new ForbiddenError('OWN_CONTENT', moderationMessages.ownContent);
  const inserted = rowsOf(
    await db.execute(sql`insert into content_reports (reporter_id, target_type, target_id, reason, created_at)
      values (${reporter.id}, ${input.targetType}, ${input.targetId}, ${input.reason}, ${now.toISOString()})
      on conflict (reporter_id, target_type, target_id) do nothing returning id`),
  );
  if (inserted.length === 0) throw new ConflictError('ALREADY_REPORTED', moderationMessages.alreadyReported);
}

interface ItemRow {
  id: string;
  author_id: string;
  author_name: string;
  subject_id: string | null;
  subject_name: string | null;
  title: string | null;
  text: string | null;
  rating: number | null;
  image_etag: string | null;
  created_at: string | Date;
  hidden_at: string | Date | null;
  hidden_reason: string | null;
  reports: { reason: string; createdAt: string }[] | string;
}

// How operators read a person: their name (a provider's display name first), else their e-mail.
const personName = (profile: string, providerProfile: string) =>
  sql.raw(`coalesce(nullif(btrim(${providerProfile}.display_name), ''), nullif(btrim(${profile}.full_name), ''),
    ${profile}.email)`);

// The open reports of each row, oldest first, and how many: the order of the console's lists.
const openReports = (type: 'review' | 'request', id: string) =>
  sql.raw(`left join lateral (
    select count(*)::int as open_count,
      coalesce(json_agg(json_build_object('reason', c.reason, 'createdAt', c.created_at) order by c.created_at),
        '[]'::json) as reports
    from content_reports c where c.target_type = '${type}' and c.target_id = ${id} and c.resolved_at is null
  ) rep on true`);

const LIST_SIZE = 50;

const hiddenClause = (alias: string, hidden: boolean) =>
  sql.raw(`${alias}.hidden_at is ${hidden ? 'not null' : 'null'}`);

// A provider's image (the photo, the logo) as a row of the list: reported by nobody, so `reports` is empty.
const imageQuery = (table: 'provider_photos' | 'provider_logos', hidden: boolean, join: SQL, andWhere: SQL) =>
  sql`select im.provider_id as id, im.provider_id as author_id, ${personName('a', 'ap')} as author_name,
      null as subject_id, null as subject_name, null as title, null as text, null as rating,
      im.etag as image_etag, im.updated_at as created_at, im.hidden_at, im.hidden_reason, '[]'::json as reports
    from ${sql.raw(table)} im
    join profiles a on a.id = im.provider_id left join provider_profiles ap on ap.provider_id = a.id
    ${join}
    where ${hiddenClause('im', hidden)} ${andWhere}
    order by coalesce(im.hidden_at, im.updated_at) desc, im.provider_id
    limit ${LIST_SIZE}`;

function listQuery(kind: ModerationTarget, hidden: boolean, now: Date): SQL {
  switch (kind) {
    case 'review':
      return sql`select r.id, r.author_id, ${personName('a', 'ap')} as author_name, r.subject_id,
          ${personName('s', 'sp')} as subject_name, null as title, r.comment as text, r.rating,
          null as image_etag, r.published_at as created_at, r.hidden_at, r.hidden_reason, rep.reports
        from reviews r
        join profiles a on a.id = r.author_id left join provider_profiles ap on ap.provider_id = a.id
        join profiles s on s.id = r.subject_id left join provider_profiles sp on sp.provider_id = s.id
        ${openReports('review', 'r.id')}
        where r.published_at is not null and ${hiddenClause('r', hidden)}
        order by rep.open_count desc, coalesce(r.hidden_at, r.published_at) desc, r.id
        limit ${LIST_SIZE}`;
    case 'request':
      return sql`select q.id, q.customer_id as author_id, ${personName('a', 'ap')} as author_name,
          null as subject_id, null as subject_name, q.title, q.description as text, null as rating,
          null as image_etag, q.created_at, q.hidden_at, q.hidden_reason, rep.reports
        from service_requests q
        join profiles a on a.id = q.customer_id left join provider_profiles ap on ap.provider_id = a.id
        ${openReports('request', 'q.id')}
        where q.provider_id is null and q.status = ${hidden ? 'hidden' : 'open'}
        order by rep.open_count desc, coalesce(q.hidden_at, q.created_at) desc, q.id
        limit ${LIST_SIZE}`;
    case 'photo':
      return imageQuery('provider_photos', hidden, sql.empty(), sql.empty());
    case 'logo':
      // A visible logo is listed while customers see it: the plan in force shows it (shared/domain/logo.ts). A
      // lapsed plan's kept logo is on no page and its address answers 404, so there is nothing to look at yet.
      return imageQuery(
        'provider_logos',
        hidden,
        sql`left join lateral (
          select s.plan_type from subscriptions s
          where s.provider_id = im.provider_id and ${isActivePlan(aliasColumns('s'), now.toISOString())}
          order by s.created_at desc limit 1
        ) sub on true`,
        hidden ? sql.empty() : sql`and sub.plan_type = ${LOGO_PLAN}`,
      );
  }
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** Moderación: the latest 50 of one kind, visible or hidden, the most reported first; `now` reads the plans. */
export async function listModeration(
  db: Database,
  kind: ModerationTarget,
  status: ModerationStatus,
  now: Date,
): Promise<ModerationItem[]> {
  const rows = rowsOf<ItemRow>(await db.execute(listQuery(kind, status === 'hidden', now)));
  return rows.map((row) => {
    const reports: { reason: string; createdAt: string }[] =
      typeof row.reports === 'string' ? JSON.parse(row.reports) : row.reports;
    return {
      type: kind,
      id: row.id,
      author: { id: row.author_id, name: row.author_name },
      subject: row.subject_id ? { id: row.subject_id, name: row.subject_name ?? '' } : null,
      title: row.title ?? '',
      text: row.text ?? '',
      rating: row.rating,
      imageUrl:
        isProviderImage(kind) && row.image_etag && !row.hidden_at
          ? IMAGE_URLS[kind](row.id, row.image_etag)
          : null,
      createdAt: iso(row.created_at),
      hiddenAt: row.hidden_at ? iso(row.hidden_at) : null,
      hiddenReason: row.hidden_reason,
      reports: reports.map((report) => ({ reason: report.reason, createdAt: iso(report.createdAt) })),
    };
  });
}

interface Target {
  author_id: string;
  email: string;
  title: string;
  author_role: 'customer' | 'provider';
}

// Hides or restores one piece of content, returning its author; null when the row is not in the state the step
// needs (already hidden, not hidden, a request no longer open), so the caller can tell why.
function flip(kind: ModerationTarget, id: string, hide: { reason: string; at: string } | null): SQL {
  const set = hide
    ? sql`hidden_at = ${hide.at}, hidden_reason = ${hide.reason}`
    : sql`hidden_at = null, hidden_reason = null`;
  switch (kind) {
    case 'review':
      return sql`update reviews r set ${set} from profiles p
        where r.id = ${id} and p.id = r.author_id and r.published_at is not null
          and r.hidden_at is ${hide ? sql`null` : sql`not null`}
        returning r.author_id, p.email, '' as title, r.author_role`;
    case 'request':
      return sql`update service_requests q set ${set}, status = ${hide ? 'hidden' : 'open'} from profiles p
        where q.id = ${id} and p.id = q.customer_id and q.provider_id is null
          and q.status = ${hide ? 'open' : 'hidden'}
        returning q.customer_id as author_id, p.email, q.title, 'customer' as author_role`;
    case 'photo':
      return sql`update provider_photos ph set ${set} from profiles p
        where ph.provider_id = ${id} and p.id = ph.provider_id and ph.hidden_at is ${hide ? sql`null` : sql`not null`}
        returning ph.provider_id as author_id, p.email, '' as title, 'provider' as author_role`;
    case 'logo':
      return sql`update provider_logos lg set ${set} from profiles p
        where lg.provider_id = ${id} and p.id = lg.provider_id and lg.hidden_at is ${hide ? sql`null` : sql`not null`}
        returning lg.provider_id as author_id, p.email, '' as title, 'provider' as author_role`;
  }
}

// Where each kind's row lives, under the conditions that make it moderable at all.
function existing(kind: ModerationTarget, id: string): SQL {
  switch (kind) {
    case 'review':
      return sql`reviews where id = ${id} and published_at is not null`;
    case 'request':
      return sql`service_requests where id = ${id} and provider_id is null`;
    case 'photo':
      return sql`provider_photos where provider_id = ${id}`;
    case 'logo':
      return sql`provider_logos where provider_id = ${id}`;
  }
}

// Why a flip changed nothing: the content does not exist, or is not in the state the step needs.
async function refusal(tx: Database, kind: ModerationTarget, id: string, hiding: boolean) {
  const state = kind === 'request' ? sql`status` : sql`hidden_at is not null`;
  const [row] = rowsOf<{ state: string | boolean }>(
    await tx.execute(sql`select ${state} as state from ${existing(kind, id)}`),
  );
  if (!row) return new NotFoundError('NOT_FOUND', operatorMessages.contentNotFound);
  if (!hiding) return new ConflictError('NOT_HIDDEN', operatorMessages.notHidden);
  if (kind === 'request' && row.state !== 'hidden')
    return new ConflictError('NOT_HIDEABLE', operatorMessages.requestNotHideable);
  return new ConflictError('ALREADY_HIDDEN', operatorMessages.alreadyHidden);
}

// Review and request ids are uuids; a text that is not one names nothing (and must not reach a uuid column).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function resolveReports(
  tx: Database,
  kind: ModerationTarget,
  id: string,
  outcome: 'hidden' | 'dismissed',
  actor: AuditActor,
  now: Date,
): Promise<number> {
  if (isProviderImage(kind)) return 0;
  return rowsOf(
    await tx.execute(sql`update content_reports set resolved_at = ${now.toISOString()}, resolved_by = ${actor.id},
        outcome = ${outcome}
      where target_type = ${kind} and target_id = ${id} and resolved_at is null returning id`),
  ).length;
}

interface Decision {
  kind: ModerationTarget;
  id: string;
  actor: AuditActor;
  now: Date;
}

/**
 * Hides a review, an open request, a profile photo or a logo, in one transaction: its open reports resolved, the
 * author told why (bell and e-mail), the audit log written.
 */
export async function hideContent(
  db: Database,
  { kind, id, actor, now, reason }: Decision & { reason: string },
) {
  if (!isProviderImage(kind) && !UUID.test(id))
    throw new NotFoundError('NOT_FOUND', operatorMessages.contentNotFound);
  await db.transaction(async (tx) => {
    const [target] = rowsOf<Target>(await tx.execute(flip(kind, id, { reason, at: now.toISOString() })));
    if (!target) throw await refusal(tx, kind, id, true);
    const reports = await resolveReports(tx, kind, id, 'hidden', actor, now);
    const mail = { kind, title: target.title, reason, path: PANEL_PATHS[kind][target.author_role] };
    await notifyUser(tx, {
      userId: target.author_id,
      template: 'content-hidden',
      notice: contentHiddenNotice(mail),
      email: { to: target.email, ...mail },
      dedupeKey: `content-hidden:${kind}:${id}:${now.getTime()}`,
      now,
    });
    await audit(tx, {
      actor,
      action: 'content_hidden',
      target: { type: kind, id },
      reason,
      details: { reports },
      at: now,
    });
  });
}

/** Shows hidden content again (a request goes back to open); written to the audit log. */
export async function restoreContent(db: Database, { kind, id, actor, now }: Decision) {
  if (!isProviderImage(kind) && !UUID.test(id))
    throw new NotFoundError('NOT_FOUND', operatorMessages.contentNotFound);
  await db.transaction(async (tx) => {
    const [target] = rowsOf<Target>(await tx.execute(flip(kind, id, null)));
    if (!target) throw await refusal(tx, kind, id, false);
    await audit(tx, { actor, action: 'content_restored', target: { type: kind, id }, at: now });
  });
}

/** Closes the open reports of a review or request that stays visible; written to the audit log. */
export async function dismissReports(db: Database, { kind, id, actor, now }: Decision) {
  if (isProviderImage(kind) || !UUID.test(id))
    throw new ConflictError('NO_OPEN_REPORTS', operatorMessages.noOpenReports);
  await db.transaction(async (tx) => {
    const reports = await resolveReports(tx, kind, id, 'dismissed', actor, now);
    if (reports === 0) throw new ConflictError('NO_OPEN_REPORTS', operatorMessages.noOpenReports);
    await audit(tx, {
      actor,
      action: 'reports_dismissed',
      target: { type: kind, id },
      details: { reports },
      at: now,
    });
  });
}
