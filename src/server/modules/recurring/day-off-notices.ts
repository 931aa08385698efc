import { and, inArray, isNull } from 'drizzle-orm';
import { instantToZonedParts } from '#shared/domain/local-time';
import type { Database } from '#server/db/client';
import { jobs, recurringPlans } from '#server/db/schema';
import { tellPlanChange } from './change-notices';

/** A plan visit that the provider's new 'Disponibilidad' (a day off, fewer hours) leaves out: it stays booked. */
export interface VisitLeftOut {
  serviceId: string;
  planId: string;
  scheduledAt: Date;
}

/**
 * The customer of each plan visit the provider's new days off or hours leave out hears of it once, in the caller's
 * transaction (the schedule's save): the visit stays booked and they choose another day or time, or skip it, for
 * free however close it is (the visit is marked `left_out_at`). The key is the service and the day off it falls
 * on, so the same save again tells nobody twice.
 */
export async function tellVisitsLeftOut(
  tx: Database,
  visits: readonly VisitLeftOut[],
  now: Date,
): Promise<void> {
  if (visits.length === 0) return;
  await tx
    .update(jobs)
    .set({ leftOutAt: now })
    .where(
      and(
        inArray(
          jobs.id,
          visits.map((visit) => visit.serviceId),
        ),
        isNull(jobs.leftOutAt),
      ),
    );
  const plans = await tx
    .select()
    .from(recurringPlans)
    .where(inArray(recurringPlans.id, [...new Set(visits.map((visit) => visit.planId))]));
  const planOf = new Map(plans.map((plan) => [plan.id, plan]));
  for (const visit of visits) {
    const plan = planOf.get(visit.planId);
    if (!plan) continue;
    const day = instantToZonedParts(visit.scheduledAt, plan.providerZone).date;
    await tellPlanChange(tx, plan, {
      kind: 'day-off',
      sides: ['customer'],
      at: visit.scheduledAt,
      key: `${visit.serviceId}:${day}`,
      now,
    });
  }
}
