import type { PlanRhythm } from '#shared/domain/recurring-plan';
import type { recurringPlans } from '#server/db/schema';

/** Where a stored plan's visits fall, as the domain reads it. */
export const rhythmOf = (plan: typeof recurringPlans.$inferSelect): PlanRhythm => ({
  rhythm: plan.rhythm,
  firstDate: plan.firstDate,
  time: plan.visitTime,
  providerZone: plan.providerZone,
});
