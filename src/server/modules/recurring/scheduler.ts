import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { recurringPlans } from '#server/db/schema';
import type { ServiceGateways } from '#server/modules/payments/gateways';
import { enqueue } from '#server/tasks/queue';
import type { TaskHandler } from '#server/tasks/worker';
import { endPlansPast } from './plan-end';
import { type BookedBatch, bookVisits, missingVisits } from './visits';

// The scheduler of recurring plans (issue 30): every hour, each active plan gets its visits up to HORIZON_WEEKS
// ahead. It runs as a task of the shared queue, so one instance runs each hour's run however many are up (the
// task's lease), and the chain books the next run in the transaction that ends this one, as the daily site
// counts do. A plan that becomes active (accepted, resumed) gets its own run at once rather than within the hour.

export const RECURRING_EXTEND = 'recurring-extend';
const HOUR_MS = 3_600_000;
/** Plans read, and booked in one transaction, at a time: short locks, and statements of a few thousand rows. */
export const PLANS_PER_BATCH = 500;

const hourKey = (at: Date) => `${RECURRING_EXTEND}:${at.toISOString().slice(0, 13)}`;

/** Books this hour's run unless one is booked already (an instance starting; the chain's own). */
export function scheduleRecurringExtend(db: Database, now: Date): Promise<boolean> {
  return enqueue(db, { kind: RECURRING_EXTEND, payload: {}, dedupeKey: hourKey(now) });
}

/** In the caller's transaction: this plan's visits are booked as soon as a worker is free. */
export function extendPlanSoon(tx: Database, planId: string, now: Date): Promise<boolean> {
  // No dedupe key: a plan resumed, paused and resumed again within one instant still gets its run.
  return enqueue(tx, { kind: RECURRING_EXTEND, payload: { planId }, runAt: now });
}

/**
 * Books the visits every active plan (or only these) is missing now, PLANS_PER_BATCH plans at a time: read
 * without locks, and only a batch that misses something is locked and booked (bookVisits), in its own
 * transaction. Safe to run twice at once: the second finds in each batch what the first booked.
 */
export async function extendPlans(
  db: Database,
  now: Date,
  { planIds, cards = [] }: { planIds?: readonly string[]; cards?: ServiceGateways } = {},
): Promise<BookedBatch> {
  const total: BookedBatch = { created: 0, conflicts: 0, deferred: 0 };
  let after: string | null = null;
  for (;;) {
    const plans = await db
      .select()
      .from(recurringPlans)
      .where(
        and(
          eq(recurringPlans.status, 'active'),
          planIds ? inArray(recurringPlans.id, [...planIds]) : undefined,
          after ? gt(recurringPlans.id, after) : undefined,
        ),
      )
      .orderBy(asc(recurringPlans.id))
      .limit(PLANS_PER_BATCH);
    if (plans.length === 0) return total;
    after = plans.at(-1)!.id;
    const missing = await missingVisits(db, plans, now);
    if (missing.size > 0) {
      const batch = await db.transaction((tx) => bookVisits(tx, [...missing.keys()], now, cards));
      total.created += batch.created;
      total.conflicts += batch.conflicts;
      total.deferred += batch.deferred;
    }
    if (plans.length < PLANS_PER_BATCH) return total;
  }
}

/**
 * The task: this hour's run over every active plan (the plans whose end has come first become 'ended'), then the
 * next hour's booked as this one is marked done; or one plan's run, which books nothing after it.
 */
export const runRecurringExtend =
  (cards: ServiceGateways): TaskHandler<{ planId?: string }> =>
  async ({ planId }, { db, now, log, completeInTransaction }) => {
    if (!planId) {
      const ended = await endPlansPast(db, now);
      if (ended > 0) log.info({ ended }, 'planes recurrentes terminados');
    }
    const booked = await extendPlans(db, now, { planIds: planId ? [planId] : undefined, cards });
    if (booked.created + booked.conflicts + booked.deferred > 0)
      log.info({ ...booked, planId }, 'visitas de planes recurrentes agendadas');
    if (planId) return;
    await completeInTransaction(async (tx) => {
      const next = new Date(now.getTime() + HOUR_MS);
      await enqueue(tx, { kind: RECURRING_EXTEND, payload: {}, runAt: next, dedupeKey: hourKey(next) });
    });
  };
