import { eq, inArray } from 'drizzle-orm';
import { priceChangeEffectiveFrom } from '#shared/domain/recurring-plan';
import { FREE_CANCELLATION_NOTICE_MS } from '#shared/domain/cancellation-fee';
import { recurringChangeMessages } from '#shared/recurring-change-messages';
import type { Database } from '#server/db/client';
import { jobs, recurringPlans, serviceRequests } from '#server/db/schema';
import { ConflictError } from '#server/domain/errors';
import { enqueue } from '#server/tasks/queue';
import type { TaskHandler } from '#server/tasks/worker';
import { tellPlanChange } from './change-notices';
import {
  cancelVisitsFrom,
  isRunning,
  lockPlan,
  type PlanRow,
  planNotRunning,
  scheduledVisitsFrom,
} from './plan-end';
import { extendPlanSoon } from './scheduler';

// A new price per visit (issue 30): the provider proposes it; it applies to the visits at least
// PRICE_CHANGE_NOTICE_DAYS ahead, and only once the customer accepts ('Aceptar nuevo precio'). Until then the
// plan ends at that date (the scheduler books nothing from it); declined, or not accepted before the visits at
// the new price are inside 24 h, the plan ends after the last visit at the old price.

export const RECURRING_PRICE_DEADLINE = 'recurring-price-deadline';

/** The customer answers up to 24 h before the first visit the new price would apply to. */
const answerDeadline = (plan: Pick<PlanRow, 'newPriceFrom'>) =>
  new Date(plan.newPriceFrom!.getTime() - FREE_CANCELLATION_NOTICE_MS);

/** A proposal made, not answered yet. */
const waiting = (plan: PlanRow) => plan.newPrice !== null && plan.newPriceAcceptedAt === null;

/**
 * The provider proposes `price` centavos per visit. The same proposal again changes nothing; another one while
 * one waits for its answer, or an accepted one not in force yet, is refused (409).
 */
export async function proposePrice(
  db: Database,
  providerId: string,
  planId: string,
  price: number,
  now: Date,
): Promise<PlanRow> {
  return db.transaction(async (tx) => {
    let plan = await lockPlan(tx, planId, { providerId });
    if (waiting(plan) && plan.newPrice === price) return plan;
    if (!isRunning(plan) && !waiting(plan)) throw planNotRunning();
    if (waiting(plan) || (plan.newPriceAcceptedAt && plan.newPriceFrom! > now))
      throw new ConflictError('PRICE_PENDING', recurringChangeMessages.pricePending);
    // An accepted price in force becomes the plan's price.
    const current = plan.newPriceAcceptedAt ? plan.newPrice! : plan.price;
    if (price === current) throw new ConflictError('PRICE_SAME', recurringChangeMessages.priceSame);
    const from = priceChangeEffectiveFrom(now);
    [plan] = (await tx
      .update(recurringPlans)
      .set({
        price: current,
        newPrice: price,
        newPriceFrom: from,
        newPriceAcceptedAt: null,
        endsAt: from,
        updatedAt: now,
      })
      .where(eq(recurringPlans.id, plan.id))
      .returning()) as [PlanRow];
    await enqueue(tx, {
      kind: RECURRING_PRICE_DEADLINE,
      payload: { planId: plan.id },
      runAt: answerDeadline(plan),
      dedupeKey: `${RECURRING_PRICE_DEADLINE}:${plan.id}:${from.toISOString()}`,
    });
    await tellPlanChange(tx, plan, { kind: 'price-proposed', at: from, price, key: from.toISOString(), now });
    return plan;
  });
}

/** The price not accepted: the visits at it are cancelled, free, and the plan ends before them. */
async function endAtNewPrice(tx: Database, plan: PlanRow, now: Date): Promise<PlanRow> {
  const from = plan.newPriceFrom!;
  await cancelVisitsFrom(tx, plan, from, 'customer', now);
  const [ended] = await tx
    .update(recurringPlans)
    .set({ newPrice: null, newPriceFrom: null, endsAt: from, updatedAt: now })
    .where(eq(recurringPlans.id, plan.id))
    .returning();
  await tellPlanChange(tx, ended!, {
    kind: 'price-declined',
    at: from,
    price: plan.newPrice!,
    key: from.toISOString(),
    now,
  });
  return ended!;
}

/**
 * 'Aceptar nuevo precio' / 'Rechazar nuevo precio'. Accepted: the visits from its date (those booked already
 * too) are at the new price, and the plan goes on. Declined: the plan ends after the last visit at the old price.
 * The same answer again changes nothing; an answer after the deadline is refused (409).
 */
export async function answerPrice(
  db: Database,
  customerId: string,
  planId: string,
  accept: boolean,
  now: Date,
): Promise<PlanRow> {
  return db.transaction(async (tx) => {
    const plan = await lockPlan(tx, planId, { customerId });
    if (!waiting(plan)) {
      if (accept && plan.newPriceAcceptedAt) return plan;
      if (!accept && plan.newPrice === null && plan.endsAt) return plan;
      throw new ConflictError('NO_PRICE_CHANGE', recurringChangeMessages.noPriceChange);
    }
    if (now >= answerDeadline(plan) || (plan.status !== 'active' && plan.status !== 'paused'))
      throw new ConflictError('PRICE_ANSWER_CLOSED', recurringChangeMessages.priceAnswerClosed);
    if (!accept) return endAtNewPrice(tx, plan, now);
    const from = plan.newPriceFrom!;
    const [accepted] = await tx
      .update(recurringPlans)
      .set({ newPriceAcceptedAt: now, endsAt: null, updatedAt: now })
      .where(eq(recurringPlans.id, plan.id))
      .returning();
    const ids = (await scheduledVisitsFrom(tx, plan.id, from)).map((row) => row.id);
    if (ids.length > 0) {
      await tx.update(jobs).set({ price: plan.newPrice!, updatedAt: now }).where(inArray(jobs.id, ids));
      await tx
        .update(serviceRequests)
        .set({ price: plan.newPrice! })
        .where(
          inArray(
            serviceRequests.id,
            tx.select({ id: jobs.requestId }).from(jobs).where(inArray(jobs.id, ids)),
          ),
        );
    }
    await extendPlanSoon(tx, plan.id, now);
    await tellPlanChange(tx, accepted!, {
      kind: 'price-accepted',
      at: from,
      price: plan.newPrice!,
      key: from.toISOString(),
      now,
    });
    return accepted!;
  });
}

/** The deadline's task: a price still not accepted ends the plan as a declined one does. */
export const runPriceDeadline: TaskHandler<{ planId: string }> = async (
  { planId },
  { now, completeInTransaction },
) => {
  await completeInTransaction(async (tx) => {
    const [plan] = await tx.select().from(recurringPlans).where(eq(recurringPlans.id, planId)).for('update');
    if (plan && waiting(plan) && now >= answerDeadline(plan)) await endAtNewPrice(tx, plan, now);
  });
};
