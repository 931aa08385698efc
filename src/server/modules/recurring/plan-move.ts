import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { FREE_CANCELLATION_NOTICE_MS } from '#shared/domain/cancellation-fee';
import { instantToZonedParts } from '#shared/domain/local-time';
import { type PlanRhythm, visitDate, visitStart } from '#shared/domain/recurring-plan';
import { SCHEDULED_STATUSES } from '#shared/domain/service-lifecycle';
import { recurringChangeMessages } from '#shared/recurring-change-messages';
import type { PlanOut } from '#shared/schemas/recurring';
import type { Database } from '#server/db/client';
import { jobs, recurringPlans, serviceRequests } from '#server/db/schema';
import { ConflictError } from '#server/domain/errors';
import { lockProviderTime } from '#server/domain/schedule';
import { timerTasks } from '#server/modules/jobs';
import { followServiceMove } from '#server/modules/payments';
import { cancelTasks, enqueueAll } from '#server/tasks/queue';
import { tellPlanChange } from './change-notices';
import { assertFreeForVisit } from './moves';
import { isRunning, lockPlan, type PlanRow, planNotRunning } from './plan-end';
import { extendPlanSoon } from './scheduler';

// 'Cambiar día u hora' from now on (issue 30): the plan's day and time change from a new first start, one of the
// provider's free starts. Its visits at least 24 h ahead move to the new rhythm, in order; those inside 24 h stay
// and are named; the scheduler books the rest from the new rhythm.

type PlanVisitOut = PlanOut['nextVisits'][number];

/** The plan, and the visits inside 24 h that stay as they are. */
export async function movePlan(
  db: Database,
  customerId: string,
  planId: string,
  start: Date,
  now: Date,
): Promise<{ plan: PlanRow; keptVisits: PlanVisitOut[] }> {
  // A later visit of the new rhythm over another service of the provider's meets it in jobs_no_overlap: the whole
  // move is refused (409 SLOT_TAKEN, from the error handler).
  return db.transaction(async (tx) => {
    const plan = await lockPlan(tx, planId, { customerId });
    if (!isRunning(plan)) throw planNotRunning();
    await lockProviderTime(tx, plan.providerId);
    const visits = await tx
      .select({ job: jobs, date: serviceRequests.visitDate })
      .from(serviceRequests)
      .innerJoin(jobs, eq(jobs.requestId, serviceRequests.id))
      .where(and(eq(serviceRequests.planId, plan.id), inArray(jobs.status, [...SCHEDULED_STATUSES])))
      .orderBy(asc(jobs.scheduledAt))
      .for('update');
    const soon = now.getTime() + FREE_CANCELLATION_NOTICE_MS;
    const kept = visits.filter(({ job }) => job.scheduledAt.getTime() < soon);
    const moving = visits.filter(({ job }) => job.scheduledAt.getTime() >= soon);
    const keptVisits = kept.map(({ job, date }) => ({
      date: date!,
      scheduledAt: job.scheduledAt.toISOString(),
      serviceId: job.id,
      status: job.status,
    }));
    const { date: firstDate, time } = instantToZonedParts(start, plan.providerZone);
    if (firstDate === plan.firstDate && time === plan.visitTime) return { plan, keptVisits };
    // The scheduler copies every visit from the first one's request: one must move to carry the new first date.
    if (moving.length === 0 || start.getTime() < soon)
      throw new ConflictError('VISIT_INSIDE_24H', recurringChangeMessages.visitInside24h);
    const own = moving.map(({ job }) => job.scheduledAt);
    const lengthMinutes = plan.durationMinutes;
    await assertFreeForVisit(
      tx,
      { providerId: plan.providerId, durationMinutes: lengthMinutes, own },
      start,
      now,
    );
    const rhythm: PlanRhythm = { rhythm: plan.rhythm, firstDate, time, providerZone: plan.providerZone };
    // The dates are each visit's key in the plan: set aside first, so that no two meet while they move.
    await tx
      .update(serviceRequests)
      .set({ visitDate: sql`${serviceRequests.visitDate} - 100000` })
      .where(
        inArray(
          serviceRequests.id,
          moving.map(({ job }) => job.requestId),
        ),
      );
    // A day the plan holds otherwise (a visit skipped, one inside 24 h) keeps it: the moved visits go round it.
    const movingIds = new Set(moving.map(({ job }) => job.requestId));
    const held = await tx
      .select({ id: serviceRequests.id, date: serviceRequests.visitDate })
      .from(serviceRequests)
      .where(eq(serviceRequests.planId, plan.id));
    const taken = new Set(held.filter((row) => !movingIds.has(row.id)).map((row) => row.date));
    let index = 0;
    for (const { job } of moving) {
      while (taken.has(visitDate(rhythm, index))) index += 1;
      const date = visitDate(rhythm, index);
      index += 1;
      const at = visitStart(rhythm, date);
      const [moved] = await tx
        .update(jobs)
        .set({ scheduledAt: at, leftOutAt: null, updatedAt: now })
        .where(eq(jobs.id, job.id))
        .returning();
      await tx
        .update(serviceRequests)
        .set({ requiredDate: at, visitDate: date })
        .where(eq(serviceRequests.id, job.requestId));
      await cancelTasks(tx, ...timerTasks(job, now).map((task) => task.dedupeKey!));
      await enqueueAll(tx, timerTasks(moved!, now));
      await followServiceMove(tx, job, moved!, now);
    }
    const [updated] = await tx
      .update(recurringPlans)
      .set({ firstDate, visitTime: time, updatedAt: now })
      .where(eq(recurringPlans.id, plan.id))
      .returning();
    if (updated!.status === 'active') await extendPlanSoon(tx, plan.id, now);
    await tellPlanChange(tx, updated!, {
      kind: 'visit-moved',
      sides: ['provider'],
      at: start,
      key: `plan:${start.toISOString()}`,
      now,
    });
    return { plan: updated!, keptVisits };
  });
}
