import { and, desc, eq, sql } from 'drizzle-orm';
import { findPlan } from '#shared/catalog';
import { type PlanId, addOneMonth, COLLECTION_HOURS } from '#shared/domain/plans';
import { providerMessages } from '#shared/provider-messages';
import type { Subscription } from '#shared/schemas/provider';
import type { Database } from '#server/db/client';
import { subscriptions } from '#server/db/schema';
import { ConflictError } from '#server/domain/errors';
import { createPayment } from '#server/domain/move-payment';
import { isActivePlan } from '#server/domain/active-plan';
import { chargeDescription } from './charge-description';

type SubscriptionRow = typeof subscriptions.$inferSelect;

const ONLINE = new Set(['stripe', 'mercadopago']);

export function toSubscription(row: SubscriptionRow): Subscription {
  // A grace instant further past the end than the collection allowance comes from a failed renewal.
  const failed =
    row.graceUntil && row.graceUntil.getTime() > row.endDate.getTime() + COLLECTION_HOURS * 3_600_000;
  return {
    id: row.id,
    planType: row.planType,
    status: 'active',
    amount: row.amount,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    billing: row.billing,
    renews: ONLINE.has(row.billing) && !row.cancelAtPeriodEnd,
    renewalFailedUntil: failed ? row.graceUntil!.toISOString() : null,
    nextPlanType: row.nextPlanType,
    payMethod: row.payMethod ?? (ONLINE.has(row.billing) ? 'card' : null),
  };
}

/** The newest subscription in force (isActivePlan). */
export async function findActiveSubscription(db: Database, providerId: string, now: Date) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.providerId, providerId), isActivePlan(subscriptions, now.toISOString())))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Work that depends on the provider's plan in force, in one transaction behind their row lock (as every plan
 * change takes it): a plan that changes meanwhile is read after the change.
 */
export function withPlanInForce<T>(
  db: Database,
  providerId: string,
  now: Date,
  work: (tx: Database, current: SubscriptionRow | null) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockProvider(tx, providerId);
    return work(tx, await findActiveSubscription(tx, providerId, now));
  });
}

/** Locks the provider's profile row: plan changes and applications of one provider run one at a time. */
export async function lockProvider(tx: Database, providerId: string) {
  await tx.execute(sql`select id from profiles where id = ${providerId} for update`);
}

// Plans activated on request (no payment configured, never in production). One transaction: the old plan stops
// being active, the new one starts for a calendar month at the catalogue price (never the client's), and the
// ledger records that nothing was charged for it. Two clicks at once run one after the other behind the row
// lock; the partial unique index is the last line of defence.
export async function subscribe(
  db: Database,
  providerId: string,
  planType: PlanId,
  now: Date,
): Promise<SubscriptionRow> {
  const plan = findPlan(planType)!;
  return withPlanInForce(db, providerId, now, async (tx, current) => {
    if (current?.planType === planType) throw new ConflictError('SAME_PLAN', providerMessages.samePlan);
    await tx
      .update(subscriptions)
      .set({ status: sql`case when ${subscriptions.endDate} < ${now} then 'expired' else 'replaced' end` })
      .where(and(eq(subscriptions.providerId, providerId), eq(subscriptions.status, 'active')));
    const [created] = await tx
      .insert(subscriptions)
      .values({ providerId, planType, amount: plan.monthlyPrice, startDate: now, endDate: addOneMonth(now) })
      .returning();
    await createPayment(tx, 'plan', 'unbilled', {
      actor: 'provider',
      now,
      values: {
        providerId,
        subscriptionId: created!.id,
        amount: created!.amount,
        description: chargeDescription(plan.name),
        gateway: 'none',
      },
    });
    return created!;
  });
}
