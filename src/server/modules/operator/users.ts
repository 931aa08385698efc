import { eq, sql } from 'drizzle-orm';
import type { PlanId } from '#shared/domain/plans';
import { requestStatusOf } from '#shared/domain/request-status';
import type { ServiceStatus } from '#shared/domain/service-lifecycle';
import { operatorMessages } from '#shared/operator-messages';
import type { OperatorUser, UserDetail } from '#shared/schemas/operator';
import type { RequestStatus } from '#shared/schemas/requests';
import { rowsOf, type Database } from '#server/db/client';
import { endSessionsOnSuspension, forgetSuspendedSessions } from '#server/auth/suspended-sessions';
import { profiles } from '#server/db/schema';
import { ConflictError, NotFoundError } from '#server/domain/errors';
import { enqueueEmail } from '#server/mail/outbox';
import { notifyLive, SIGNED_OUT } from '#server/live/notify';
import { providerDisplayName } from '#server/modules/profiles';
import { aliasColumns, isActivePlan } from '#server/domain/active-plan';
import { audit, type AuditActor } from '#server/modules/audit';

const LIST_LIMIT = 50;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

interface UserRow {
  id: string;
  email: string;
  name: string;
  user_type: 'client' | 'provider';
  created_at: string | Date;
  suspended_at: string | Date | null;
  suspension_reason: string | null;
  is_operator: boolean;
  email_verified: boolean;
  two_factor_enabled: boolean;
}

// A user as the console lists them: over `u` (users), `p` (profiles), `pp` (provider_profiles).
const userColumns = sql`u.id, u.email, u.user_type, u.created_at, u.email_verified, u.two_factor_enabled,
  p.suspended_at, p.suspension_reason,
  case when u.user_type = 'provider' then ${providerDisplayName} else coalesce(btrim(p.full_name), '') end as name,
  exists (select 1 from operators o where o.user_id = u.id) as is_operator`;
const userFrom = sql`users u join profiles p on p.id = u.id left join provider_profiles pp on pp.provider_id = u.id`;

function toUser(row: UserRow): OperatorUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    userType: row.user_type,
    createdAt: iso(row.created_at)!,
    suspendedAt: iso(row.suspended_at),
    isOperator: row.is_operator,
  };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Usuarios: by e-mail or name (a part of either, any case), newest first; the newest 50 without a search. */
export async function searchUsers(db: Database, query: string | undefined): Promise<OperatorUser[]> {
  const q = query?.trim();
  const match = q
    ? sql`where u.email ilike ${likePattern(q)} or p.full_name ilike ${likePattern(q)}
        or pp.display_name ilike ${likePattern(q)}`
    : sql``;
  const rows = rowsOf<UserRow>(
    await db.execute(sql`select ${userColumns} from ${userFrom} ${match}
      order by u.created_at desc, u.id limit ${LIST_LIMIT}`),
  );
  return rows.map(toUser);
}

async function userRow(db: Database, userId: string): Promise<UserRow> {
  const [row] = rowsOf<UserRow>(
    await db.execute(sql`select ${userColumns} from ${userFrom} where u.id = ${userId}`),
  );
  if (!row) throw new NotFoundError('NOT_FOUND', operatorMessages.userNotFound);
  return row;
}

function toDetailUser(row: UserRow): UserDetail['user'] {
  return {
    ...toUser(row),
    emailVerified: row.email_verified,
    twoFactorEnabled: row.two_factor_enabled,
    suspensionReason: row.suspension_reason,
  };
}

/** One user: the account, their plan, and their latest requests, services and reviews (50 of each). */
export async function userDetail(db: Database, userId: string, now: Date): Promise<UserDetail> {
  const row = await userRow(db, userId);
  // An active row the product no longer counts as the plan in force (isActivePlan: its month and any grace over)
  // reads 'expired'.
  const [plan] = rowsOf<{ plan: PlanId; status: string; ends_at: string | Date }>(
    await db.execute(sql`select s.plan_type as plan,
        case when s.status = 'active' and not ${isActivePlan(aliasColumns('s'), now.toISOString())}
          then 'expired' else s.status end as status, s.end_date as ends_at
      from subscriptions s where s.provider_id = ${userId} order by s.created_at desc limit 1`),
  );
  const requests = rowsOf<{
    id: string;
    title: string;
    status: RequestStatus;
    service_status: ServiceStatus | null;
    created_at: string | Date;
  }>(
    await db.execute(sql`select r.id, r.title, r.status, j.status as service_status, r.created_at
      from service_requests r left join jobs j on j.request_id = r.id
      where r.customer_id = ${userId} and r.provider_id is null order by r.created_at desc limit ${LIST_LIMIT}`),
  );
  const services = rowsOf<{
    id: string;
    title: string;
    status: UserDetail['services'][number]['status'];
    scheduled_at: string | Date;
    time_zone: UserDetail['services'][number]['timeZone'];
    price: number;
    role: 'customer' | 'provider';
    other_name: string;
  }>(
    await db.execute(sql`select j.id, j.title, j.status, j.scheduled_at, j.time_zone, j.price,
        case when j.customer_id = ${userId} then 'customer' else 'provider' end as role,
        case when j.customer_id = ${userId} then ${providerDisplayName} else coalesce(c.full_name, c.email) end as other_name
      from jobs j join profiles c on c.id = j.customer_id join profiles p on p.id = j.provider_id
      left join provider_profiles pp on pp.provider_id = p.id
      where j.customer_id = ${userId} or j.provider_id = ${userId}
      order by j.scheduled_at desc limit ${LIST_LIMIT}`),
  );
  const reviews = rowsOf<{
    id: string;
    rating: number;
    comment: string;
    direction: 'written' | 'received';
    created_at: string | Date;
  }>(
    await db.execute(sql`select id, rating, comment, case when author_id = ${userId} then 'written' else 'received' end as direction,
        created_at from reviews where author_id = ${userId} or subject_id = ${userId}
      order by created_at desc limit ${LIST_LIMIT}`),
  );
  return {
    user: toDetailUser(row),
    plan: plan ? { plan: plan.plan, status: plan.status, endsAt: iso(plan.ends_at) } : null,
    requests: requests.map((r) => ({
      id: r.id,
      title: r.title,
      status: requestStatusOf(r.status, r.service_status),
      serviceStatus: r.service_status,
      createdAt: iso(r.created_at)!,
    })),
    services: services.map((s) => ({
      id: s.id,
      title: s.title,
      status: s.status,
      scheduledAt: iso(s.scheduled_at)!,
      timeZone: s.time_zone,
      price: s.price,
      role: s.role,
      otherName: s.other_name,
    })),
    reviews: reviews.map((r) => ({
      id: r.id,
      rating: r.rating,
      comment: r.comment,
      direction: r.direction,
      createdAt: iso(r.created_at)!,
    })),
  };
}

/**
 * Suspends or reinstates an account, with its reason, in one transaction with the profile row locked: a
 * suspension also ends every session at once (a server's cached check lasts SESSION_CACHE_SECONDS at most), and
 * the person is e-mailed the reason and how to appeal (to support), as they are when reinstated.
 * An operator cannot be suspended: their role is taken away from the command line first.
 */
export async function setSuspension(
  db: Database,
  userId: string,
  {
    suspend,
    reason,
    actor,
    now,
    supportEmail,
  }: { suspend: boolean; reason: string; actor: AuditActor; now: Date; supportEmail: string },
): Promise<UserDetail['user']> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ suspendedAt: profiles.suspendedAt })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for('update');
    if (!locked) throw new NotFoundError('NOT_FOUND', operatorMessages.userNotFound);
    const row = await userRow(tx, userId);
    if (suspend && row.is_operator)
      throw new ConflictError('OPERATOR', operatorMessages.cannotSuspendOperator);
    if (suspend && locked.suspendedAt)
      throw new ConflictError('ALREADY_SUSPENDED', operatorMessages.alreadySuspended);
    if (!suspend && !locked.suspendedAt)
      throw new ConflictError('NOT_SUSPENDED', operatorMessages.notSuspended);
    await tx
      .update(profiles)
      .set(
        suspend
          ? { suspendedAt: now, suspensionReason: reason }
          : { suspendedAt: null, suspensionReason: null },
      )
      .where(eq(profiles.id, userId));
    if (suspend) {
      await endSessionsOnSuspension(tx, userId, now);
      // Their open live streams (issue 31) end on every instance once this commits.
      await notifyLive(tx, { users: [userId], type: SIGNED_OUT, ids: {} });
    } else await forgetSuspendedSessions(tx, userId);
    await enqueueEmail(tx, suspend ? 'account-suspended' : 'account-reinstated', {
      to: row.email,
      reason,
      supportEmail,
    });
    await audit(tx, {
      actor,
      action: suspend ? 'user_suspended' : 'user_reinstated',
      target: { type: 'user', id: userId },
      reason,
      at: now,
    });
    return toDetailUser(await userRow(tx, userId));
  });
}
