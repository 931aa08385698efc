import { and, eq } from 'drizzle-orm';
import { FREE_CANCELLATION_NOTICE_MS } from '#shared/domain/cancellation-fee';
import { instantToZonedParts } from '#shared/domain/local-time';
import { isIn, SCHEDULED_STATUSES } from '#shared/domain/service-lifecycle';
import { recurringChangeMessages } from '#shared/recurring-change-messages';
import type { PlanOut } from '#shared/schemas/recurring';
import type { Database } from '#server/db/client';
import { jobs, serviceRequests } from '#server/db/schema';
import { ConflictError } from '#server/domain/errors';
import {
  freeTimesOf,
  freeTimesWindowEnd,
  leavingOut,
  lockProviderTime,
  readProviderTime,
  slotTaken,
} from '#server/domain/schedule';
import { timerTasks } from '#server/modules/jobs';
import { followServiceMove } from '#server/modules/payments';
import { cancelTasks, enqueueAll } from '#server/tasks/queue';
import { tellPlanChange } from './change-notices';
import { lockPlan, planNotFound } from './plan-end';

// 'Cambiar día u hora' for one visit of a plan (issue 30): another start among the provider's free times, as the
// booking wizard shows them (the visit's own time counted free). A visit inside 24 h stays as it is.

type PlanVisitOut = PlanOut['nextVisits'][number];

/**
 * Refuses (409 SLOT_TAKEN) a start that is not one of the provider's free starts for `durationMinutes`, leaving out
 * the times of `own` (the visits that move). The caller holds the provider's time (lockProviderTime); a race that
 * passes here anyway meets the other service in jobs_no_overlap, which the error handler answers with the same 409.
 */
export async function assertFreeForVisit(
  tx: Database,
  visit: { providerId: string; durationMinutes: number; own: readonly Date[] },
  start: Date,
  now: Date,
): Promise<void> {
  const { schedule, services } = await readProviderTime(tx, {
    providerId: visit.providerId,
    from: now,
    to: freeTimesWindowEnd(now),
  });
  const others = leavingOut(services, { starts: visit.own, lengthMinutes: visit.durationMinutes });
  const zone = schedule.timeZone;
  const days = freeTimesOf({ placeZone: zone, lengthMinutes: visit.durationMinutes, now }, schedule, others);
  const { date, time } = instantToZonedParts(start, zone);
  if (!days.some((day) => day.date === date && day.times.includes(time))) throw slotTaken();
}

/**
 * Moves one visit of the customer's plan to `start`. Its date in the plan stays its key (the scheduler does not
 * book that date again); its reminder and timers follow the new start; the provider is told. The same move again
 * changes nothing; a start the provider does not have free is refused as a booking is (409 SLOT_TAKEN), and so is the
 * second of two moves onto one time at once (jobs_no_overlap).
 */
export async function moveVisit(
  db: Database,
  customerId: string,
  planId: string,
  visitDate: string,
  start: Date,
  now: Date,
): Promise<PlanVisitOut> {
  return db.transaction(async (tx) => {
    // Only the visit is locked: a step on it (the provider's 'Aceptar') locks it, then a pending plan.
    const plan = await lockPlan(tx, planId, { customerId }, { lock: false });
    const [found] = await tx
      .select({ job: jobs })
      .from(serviceRequests)
      .innerJoin(jobs, eq(jobs.requestId, serviceRequests.id))
      .where(and(eq(serviceRequests.planId, plan.id), eq(serviceRequests.visitDate, visitDate)));
    if (!found) throw planNotFound();
    await lockProviderTime(tx, plan.providerId);
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, found.job.id)).for('update');
    const answer = (at: Date) => ({
      date: visitDate,
      scheduledAt: at.toISOString(),
      serviceId: job!.id,
      status: job!.status,
    });
    if (!isIn(SCHEDULED_STATUSES, job!.status))
      throw new ConflictError('WRONG_STATUS', recurringChangeMessages.visitNotScheduled);
    if (job!.scheduledAt.getTime() === start.getTime()) return answer(start);
    if (job!.scheduledAt.getTime() - now.getTime() < FREE_CANCELLATION_NOTICE_MS)
      throw new ConflictError('VISIT_INSIDE_24H', recurringChangeMessages.visitInside24h);
    const visit = { ...job!, own: [job!.scheduledAt] };
    await assertFreeForVisit(tx, visit, start, now);
    const [moved] = await tx
      .update(jobs)
      .set({ scheduledAt: start, leftOutAt: null, updatedAt: now })
      .where(eq(jobs.id, job!.id))
      .returning();
    await tx
      .update(serviceRequests)
      .set({ requiredDate: start })
      .where(eq(serviceRequests.id, job!.requestId));
    await cancelTasks(tx, ...timerTasks(job!, now).map((task) => task.dedupeKey!));
    await enqueueAll(tx, timerTasks(moved!, now));
    await followServiceMove(tx, job!, moved!, now);
    await tellPlanChange(tx, plan, {
      kind: 'visit-moved',
      at: start,
      key: `${visitDate}:${start.toISOString()}`,
      now,
    });
    return answer(start);
  });
}
