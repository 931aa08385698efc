import { and, eq, sql } from 'drizzle-orm';
import { planStatusAfterFirstVisit } from '#shared/domain/plan-schedule';
import { recurringPlans, serviceRequests } from '#server/db/schema';
import type { ServiceStepListener } from '#server/modules/jobs';
import { firstVisitOfPlan } from './rhythm';
import { extendPlanSoon } from './scheduler';
import { endReplacedPlan } from './replaced-plan';

/**
 * A pending plan follows its first visit (planStatusAfterFirstVisit), however the visit was answered: through the
 * plan's buttons, the service's own, or the 2-hour deadline. Subscribed in app.ts to every step ('taken'), so
 * jobs never imports this module. Accepted, the plan's next visits are booked at once,
 * and a plan it takes over from ends.
 */
export const followFirstVisit: ServiceStepListener = async (tx, { job, action, at }) => {
  const [first] = await tx
    .select({ id: recurringPlans.id, status: recurringPlans.status })
    .from(serviceRequests)
    .innerJoin(recurringPlans, firstVisitOfPlan)
    .where(eq(serviceRequests.id, job.requestId));
  const status = first && planStatusAfterFirstVisit(first.status, action);
  if (!status) return;
  const [moved] = await tx
    .update(recurringPlans)
    .set({ status, answeredAt: sql`coalesce(${recurringPlans.answeredAt}, ${at})`, updatedAt: at })
    .where(and(eq(recurringPlans.id, first.id), eq(recurringPlans.status, 'pending')))
    .returning({ id: recurringPlans.id });
  if (moved && status === 'active') {
    await extendPlanSoon(tx, moved.id, at);
    await endReplacedPlan(tx, moved.id, at);
  }
};
