import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { SCHEDULED_STATUSES } from '#shared/domain/service-lifecycle';
import { PROVIDER_END_NOTICE_DAYS, recurringChangeMessages } from '#shared/recurring-change-messages';
import { recurringMessages } from '#shared/recurring-messages';
import type { Database } from '#server/db/client';
import { jobs, recurringPlans, serviceRequests } from '#server/db/schema';
import { ConflictError, NotFoundError } from '#server/domain/errors';
import { takeStep } from '#server/modules/jobs';
import { tellPlanChange } from './change-notices';

// A plan that ends at a given instant (issue 30): 'Terminar plan' by the provider with notice, or a new price the
// customer did not accept. The scheduler books no visit from `endsAt` on (plan-schedule.ts); the ones it booked
// already are cancelled here, free for the customer.

export type PlanRow = typeof recurringPlans.$inferSelect;

const DAY_MS = 86_400_000;

export const planNotFound = () => new NotFoundError('NOT_FOUND', recurringMessages.notFound);
export const planNotRunning = () => new ConflictError('WRONG_STATUS', recurringChangeMessages.planNotRunning);

/** A plan that still books visits: answered, not cancelled or ended, and with no end set. */
export const isRunning = (plan: PlanRow) =>
  (plan.status === 'active' || plan.status === 'paused') && plan.endsAt === null;

/**
 * Locks one plan of this customer or provider, in the caller's transaction (404 for anyone else's); with
 * `lock: false` only reads it.
 */
export async function lockPlan(
  tx: Database,
  planId: string,
  owner: { customerId: string } | { providerId: string },
  { lock = true } = {},
): Promise<PlanRow> {
  const query = tx
    .select()
    .from(recurringPlans)
    .where(
      and(
        eq(recurringPlans.id, planId),
        'customerId' in owner
          ? eq(recurringPlans.customerId, owner.customerId)
          : eq(recurringPlans.providerId, owner.providerId),
      ),
    );
  const [plan] = lock ? await query.for('update') : await query;
  if (!plan) throw planNotFound();
  return plan;
}

/** The plan's visits still scheduled (pending or confirmed) from `from` on, soonest first: their services' ids. */
export function scheduledVisitsFrom(tx: Database, planId: string, from: Date) {
  return tx
    .select({ id: jobs.id })
    .from(serviceRequests)
    .innerJoin(jobs, eq(jobs.requestId, serviceRequests.id))
    .where(
      and(
        eq(serviceRequests.planId, planId),
        inArray(jobs.status, [...SCHEDULED_STATUSES]),
        gte(jobs.scheduledAt, from),
      ),
    )
    .orderBy(asc(jobs.scheduledAt));
}

/**
 * Cancels the plan's visits still scheduled from `from` on, free for the customer: by the provider who ends the
 * plan, or on the customer's side for a price not accepted (they are at least 24 h ahead then). Returns how many.
 */
export async function cancelVisitsFrom(
  tx: Database,
  plan: PlanRow,
  from: Date,
  by: 'customer' | 'provider',
  now: Date,
): Promise<number> {
  const visits = await scheduledVisitsFrom(tx, plan.id, from);
  for (const visit of visits)
    await takeStep(tx, visit.id, {
      action: by === 'provider' ? 'cancel_by_provider' : 'cancel_by_customer',
      userId: by === 'provider' ? plan.providerId : plan.customerId,
      now,
      expectedFee: 0,
    });
  return visits.length;
}

/**
 * The plans whose end has come (a 'Terminar plan' or a price not accepted) become 'ended': no longer 'Activo' in
 * either list. Both sides were told when the end was set; this only records it. Returns how many.
 */
export async function endPlansPast(db: Database, now: Date): Promise<number> {
  const ended = await db
    .update(recurringPlans)
    .set({ status: 'ended', updatedAt: now })
    .where(and(inArray(recurringPlans.status, ['active', 'paused']), lte(recurringPlans.endsAt, now)))
    .returning({ id: recurringPlans.id });
  return ended.length;
}

/**
 * 'Terminar plan': the provider ends a plan with PROVIDER_END_NOTICE_DAYS' notice. Visits starting before then
 * stay; later ones are cancelled at no charge to the customer, who is told. A second click changes nothing.
 */
export async function endPlanByProvider(
  db: Database,
  providerId: string,
  planId: string,
  now: Date,
): Promise<{ plan: PlanRow; cancelled: number }> {
  return db.transaction(async (tx) => {
    const plan = await lockPlan(tx, planId, { providerId });
    if (plan.status !== 'active' && plan.status !== 'paused') throw planNotRunning();
    // Ended already, by this provider or by a price not accepted: the same answer, nothing changed.
    if (plan.endsAt && plan.newPrice === null) return { plan, cancelled: 0 };
    const notice = new Date(now.getTime() + PROVIDER_END_NOTICE_DAYS * DAY_MS);
    // A price still waiting for its answer is dropped; its own end, if sooner, stays.
    const endsAt = plan.endsAt && plan.endsAt < notice ? plan.endsAt : notice;
    // The end first: the visits it cancels are then no strikes against the provider (reliability.ts).
    const [ended] = await tx
      .update(recurringPlans)
      .set({ endsAt, newPrice: null, newPriceFrom: null, newPriceAcceptedAt: null, updatedAt: now })
      .where(eq(recurringPlans.id, plan.id))
      .returning();
    const cancelled = await cancelVisitsFrom(tx, ended!, endsAt, 'provider', now);
    await tellPlanChange(tx, ended!, { kind: 'ended-by-provider', at: ended!.endsAt!, key: 'end', now });
    return { plan: ended!, cancelled };
  });
}
