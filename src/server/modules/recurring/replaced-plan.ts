import { eq } from 'drizzle-orm';
import { FREE_CANCELLATION_NOTICE_MS } from '#shared/domain/cancellation-fee';
import type { Database } from '#server/db/client';
import { recurringPlans, serviceRequests } from '#server/db/schema';
import { tellPlanChange } from './change-notices';
import { cancelVisitsFrom, lockPlan } from './plan-end';
import { firstVisitOfPlan } from './rhythm';

// The other half of moving a plan to a favourite provider (transfer.ts): once the new plan is accepted, the plan
// it takes over from ends.

/**
 * In the transaction where a plan became active: the plan it takes over from, if any, ends from the new plan's
 * first visit. Its visits from then on, at least 24 h ahead, are cancelled free (on the customer's side: no strike
 * for the provider); those inside 24 h stay. Both sides of the old plan are told once.
 */
export async function endReplacedPlan(tx: Database, planId: string, now: Date): Promise<void> {
  const [replacing] = await tx
    .select({ replaces: recurringPlans.replacesPlanId, customerId: recurringPlans.customerId })
    .from(recurringPlans)
    .where(eq(recurringPlans.id, planId));
  if (!replacing?.replaces) return;
  const [start] = await tx
    .select({ at: serviceRequests.requiredDate })
    .from(recurringPlans)
    .innerJoin(serviceRequests, firstVisitOfPlan)
    .where(eq(recurringPlans.id, planId));
  const old = await lockPlan(tx, replacing.replaces, { customerId: replacing.customerId });
  if (old.status !== 'active' && old.status !== 'paused') return;
  const endsAt = start!.at;
  const [ended] = await tx
    .update(recurringPlans)
    .set({ endsAt, newPrice: null, newPriceFrom: null, newPriceAcceptedAt: null, updatedAt: now })
    .where(eq(recurringPlans.id, old.id))
    .returning();
  const from = new Date(Math.max(endsAt.getTime(), now.getTime() + FREE_CANCELLATION_NOTICE_MS));
  await cancelVisitsFrom(tx, ended!, from, 'customer', now);
  await tellPlanChange(tx, ended!, { kind: 'moved-to-favourite', at: endsAt, key: planId, now });
}
