import { and, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { planUnreliable, RELIABILITY_WINDOW_DAYS } from '#shared/domain/recurring-plan';
import type { Database } from '#server/db/client';
import { jobs, profiles, recurringPlans, serviceRequests } from '#server/db/schema';
import { oneOf } from '#server/db/schema/sql-helpers';
import type { ServiceStepListener } from '#server/modules/jobs';
import { tellPlanChange } from './change-notices';

// The reliability rule of recurring plans (issue 30): a provider who cancels or misses RELIABILITY_STRIKES
// visits of one plan within RELIABILITY_WINDOW_DAYS (planUnreliable) lets the plan down. A strike counts for
// RELIABILITY_WINDOW_DAYS: a plan let down once is not flagged for ever. A visit cancelled because the provider
// ended the plan with notice (on or after its end) is no strike.
//
// A strike is a visit the provider cancelled (not their report that the customer was not there), or one they
// missed: never marked done, the customer reported it, and support cancelled it at no charge (a dispute refunded,
// or the provider's no-show report contested and refunded).

const DAY_MS = 86_400_000;

/**
 * A visit the provider let down: cancelled by them, or missed (support cancelled it, never marked done). Over the
 * unaliased `jobs` table; the plans lists embed it in their statement (plans-list.ts).
 */
export const providerFailed = or(
  // The provider's report that the customer was not there is the customer's no-show, not theirs.
  and(eq(jobs.cancelledBy, 'provider'), isNull(jobs.noShowAt)),
  and(eq(jobs.cancelledBy, 'support'), isNull(jobs.doneAt)),
)!;

/** When each plan's visits were cancelled or missed by its provider within the window, by plan. */
export async function strikesOf(
  db: Database,
  planIds: readonly string[],
  now: Date,
): Promise<Map<string, Date[]>> {
  const strikes = new Map<string, Date[]>();
  if (planIds.length === 0) return strikes;
  const rows = await db
    .select({ planId: serviceRequests.planId, at: jobs.cancelledAt })
    .from(jobs)
    .innerJoin(serviceRequests, eq(serviceRequests.id, jobs.requestId))
    .innerJoin(recurringPlans, eq(recurringPlans.id, serviceRequests.planId))
    .where(
      and(
        inArray(serviceRequests.planId, [...planIds]),
        providerFailed,
        gte(jobs.cancelledAt, new Date(now.getTime() - RELIABILITY_WINDOW_DAYS * DAY_MS)),
        or(isNull(recurringPlans.endsAt), sql`${jobs.scheduledAt} < ${recurringPlans.endsAt}`),
      ),
    );
  for (const row of rows) {
    const list = strikes.get(row.planId!) ?? [];
    list.push(row.at!);
    strikes.set(row.planId!, list);
  }
  return strikes;
}

/** Whether each of these plans is unreliable now, by plan id. */
export async function unreliablePlans(db: Database, planIds: readonly string[], now: Date) {
  const strikes = await strikesOf(db, planIds, now);
  return new Set(planIds.filter((id) => planUnreliable(strikes.get(id) ?? [])));
}

/** The operator console's read-only list: running plans flagged unreliable now, with both sides' names. */
export async function listUnreliablePlans(db: Database, now: Date) {
  const since = new Date(now.getTime() - RELIABILITY_WINDOW_DAYS * DAY_MS);
  const candidates = await db
    .selectDistinct({ id: serviceRequests.planId })
    .from(jobs)
    .innerJoin(serviceRequests, eq(serviceRequests.id, jobs.requestId))
    .where(and(providerFailed, gte(jobs.cancelledAt, since), sql`${serviceRequests.planId} is not null`));
  const flagged = await unreliablePlans(
    db,
    candidates.map((row) => row.id!),
    now,
  );
  if (flagged.size === 0) return [];
  const customer = sql<string>`(select coalesce(${profiles.fullName}, ${profiles.email}) from ${profiles}
    where ${profiles.id} = ${recurringPlans.customerId})`;
  const provider = sql<string>`(select coalesce(${profiles.fullName}, ${profiles.email}) from ${profiles}
    where ${profiles.id} = ${recurringPlans.providerId})`;
  const strikes = await strikesOf(db, [...flagged], now);
  const plans = await db
    .select({ plan: recurringPlans, customer, provider })
    .from(recurringPlans)
    .where(and(inArray(recurringPlans.id, [...flagged]), oneOf(recurringPlans.status, ['active', 'paused'])));
  return plans
    .map(({ plan, ...names }) => ({ plan, ...names, strikes: strikes.get(plan.id) ?? [] }))
    .sort((a, b) => Math.max(...b.strikes.map(Number)) - Math.max(...a.strikes.map(Number)));
}

/**
 * Subscribed in app.ts to every step ('taken'): a provider's cancellation of a plan's visit, or support's
 * cancellation of one they missed, that makes the plan unreliable tells the customer once (keep, pause, or move
 * the plan to a favourite provider).
 */
export const watchReliability: ServiceStepListener = async (tx, { job, action, at }) => {
  if (action !== 'cancel_by_provider' && !(action === 'resolve_as_cancelled' && job.doneAt === null)) return;
  const [visit] = await tx
    .select({ plan: recurringPlans })
    .from(serviceRequests)
    .innerJoin(recurringPlans, eq(recurringPlans.id, serviceRequests.planId))
    .where(eq(serviceRequests.id, job.requestId));
  if (!visit || !(await unreliablePlans(tx, [visit.plan.id], at)).has(visit.plan.id)) return;
  await tellPlanChange(tx, visit.plan, { kind: 'unreliable', sides: ['customer'], at, key: job.id, now: at });
};
