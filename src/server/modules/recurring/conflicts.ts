import { and, eq } from 'drizzle-orm';
import { recurringChangeMessages } from '#shared/recurring-change-messages';
import type { PlanOut } from '#shared/schemas/recurring';
import type { Database } from '#server/db/client';
import { recurringPlanConflicts, serviceRequests } from '#server/db/schema';
import { NotFoundError } from '#server/domain/errors';
import { lockProviderTime, readSchedules } from '#server/domain/schedule';
import type { ServiceGateways } from '#server/modules/payments/gateways';
import { tellPlanChange } from './change-notices';
import { assertFreeForVisit } from './moves';
import { lockPlan, planNotRunning } from './plan-end';
import { insertVisits, visitTerms } from './visits';

// A visit the scheduler could not book (a day off, another service, off hours) waits as a conflict for the
// customer's choice (issue 30): 'Saltar' (no visit, no fee) or another of the provider's free times. The provider
// was told of it with the customer, and hears the choice.

type PlanVisitOut = PlanOut['nextVisits'][number];

const conflictNotFound = () => new NotFoundError('NOT_FOUND', recurringChangeMessages.conflictNotFound);

/** The customer's plan, locked, and its conflict on that date, locked: one still waiting, of a visit not past. */
async function lockConflict(tx: Database, customerId: string, planId: string, visitDate: string, now: Date) {
  const plan = await lockPlan(tx, planId, { customerId });
  const [conflict] = await tx
    .select()
    .from(recurringPlanConflicts)
    .where(and(eq(recurringPlanConflicts.planId, plan.id), eq(recurringPlanConflicts.visitDate, visitDate)))
    .for('update');
  if (!conflict || conflict.scheduledAt <= now) throw conflictNotFound();
  return { plan, conflict };
}

const resolve = (tx: Database, planId: string, visitDate: string, now: Date) =>
  tx
    .update(recurringPlanConflicts)
    .set({ resolvedAt: now })
    .where(and(eq(recurringPlanConflicts.planId, planId), eq(recurringPlanConflicts.visitDate, visitDate)));

/** 'Saltar': the visit is not booked and costs nothing; the provider hears it. The same skip again changes nothing. */
export async function skipConflict(
  db: Database,
  customerId: string,
  planId: string,
  visitDate: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { plan, conflict } = await lockConflict(tx, customerId, planId, visitDate, now);
    if (conflict.resolvedAt) {
      // Skipped already: nothing to do. Booked at another time instead: that visit is skipped as a visit is.
      const [booked] = await tx
        .select({ id: serviceRequests.id })
        .from(serviceRequests)
        .where(and(eq(serviceRequests.planId, plan.id), eq(serviceRequests.visitDate, visitDate)));
      if (booked) throw conflictNotFound();
      return;
    }
    await resolve(tx, plan.id, visitDate, now);
    await tellPlanChange(tx, plan, {
      kind: 'conflict-skipped',
      sides: ['provider'],
      at: conflict.scheduledAt,
      key: visitDate,
      now,
    });
  });
}

/**
 * Another time for a visit the scheduler could not book: one of the provider's free starts, booked as the
 * scheduler books a visit (a confirmed service at the plan's price, its timers, its online payment asked), with
 * the conflict's date as its key. Only an active plan; a start taken meanwhile is refused as a booking is (409 SLOT_TAKEN, from
 * jobs_no_overlap when two choices meet at once).
 */
export async function bookConflict(
  db: Database,
  customerId: string,
  planId: string,
  visitDate: string,
  start: Date,
  now: Date,
  cards: ServiceGateways,
): Promise<PlanVisitOut> {
  return db.transaction(async (tx) => {
    const { plan, conflict } = await lockConflict(tx, customerId, planId, visitDate, now);
    if (conflict.resolvedAt) throw conflictNotFound();
    if (plan.status !== 'active') throw planNotRunning();
    await lockProviderTime(tx, plan.providerId);
    const visit = { providerId: plan.providerId, durationMinutes: plan.durationMinutes, own: [] };
    await assertFreeForVisit(tx, visit, start, now);
    const terms = await visitTerms(tx, cards, plan, start, now);
    if (terms.refusal) throw terms.refusal;
    const schedules = await readSchedules(tx, [plan.providerId]);
    const { price, gateway } = terms;
    const [job] = await insertVisits(
      tx,
      [{ plan, visit: { date: visitDate, start }, price, gateway }],
      schedules,
      now,
    );
    if (!job) throw conflictNotFound();
    await resolve(tx, plan.id, visitDate, now);
    await tellPlanChange(tx, plan, {
      kind: 'visit-moved',
      at: start,
      key: `${visitDate}:${start.toISOString()}`,
      now,
    });
    return { date: visitDate, scheduledAt: start.toISOString(), serviceId: job.id, status: job.status };
  });
}
