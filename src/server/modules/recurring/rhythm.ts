import type { PlanRhythm } from '#shared/domain/recurring-plan';
import { and, eq } from 'drizzle-orm';
import { recurringPlans, serviceRequests } from '#server/db/schema';

/** Where a stored plan's visits fall, as the domain reads it. */
export const rhythmOf = (plan: typeof recurringPlans.$inferSelect): PlanRhythm => ({
  rhythm: plan.rhythm,
  firstDate: plan.firstDate,
  time: plan.visitTime,
  providerZone: plan.providerZone,
});

/** Joins a plan to its first visit's request (the one booked from the wizard). */
export const firstVisitOfPlan = and(
  eq(recurringPlans.id, serviceRequests.planId),
  eq(recurringPlans.firstDate, serviceRequests.visitDate),
);
