import { eq, sql } from 'drizzle-orm';
import { findPlan } from '#shared/catalog';
import { type PlanId, COLLECTION_HOURS, GRACE_DAYS } from '#shared/domain/plans';
import { canMove, type PaymentStatus } from '#shared/domain/payment-lifecycle';
import { rowsOf, type Database } from '#server/db/client';
import { payments } from '#server/db/schema';
import { onlinePlanNotice } from '#server/mail/templates/plan-payment';
import { enqueue } from '#server/tasks/queue';
import type { TaskHandler } from '#server/tasks/worker';
import { notifyUser } from '#server/modules/notifications';
import type { PaymentGateway, PlanEvent } from '#server/modules/payments/gateways';
import { createPayment, movePayment, movePayments } from '#server/domain/move-payment';
import { columns, findByEvent, recordPaid, PLAN_GATEWAY_END, type SubscriptionRow } from './online-records';

export { PLAN_GATEWAY_END };
import { applyMonthEvent } from './oxxo';
import { chargeDescription } from './charge-description';

// Plans paid online: the provider chooses, the gateway opens a subscription waiting for its first payment, the
// browser pays it in the gateway's own form, and only the gateway's webhook makes the plan active. Renewals
// come the same way every month; a renewal that fails leaves GRACE_DAYS to pay before the plan lapses. Choosing,
// changing and cancelling a plan: online-checkout.ts.

const HOUR = 3_600_000;
/** A renewing plan stays in force this long past the end of its period, while the gateway collects the renewal. */
export const collectedBy = (periodEnd: Date) => new Date(periodEnd.getTime() + COLLECTION_HOURS * HOUR);

export const PLAN_GRACE_END = 'plan-grace-end';
/** The task that tells a gateway the price a plan renews at, once an upgrade's difference was paid. */
export const PLAN_GATEWAY_PRICE = 'plan-gateway-price';

/** Records the payment of `chargeId` as failed; false when it already had failed (no second notice). */
async function recordFailed(
  tx: Database,
  gateway: PaymentGateway['name'],
  sub: SubscriptionRow,
  event: Extract<PlanEvent, { kind: 'plan-payment-failed' }>,
  now: Date,
) {
  const description = chargeDescription(findPlan(sub.plan_type)!.name, event.charge);
  const failed = { failureReason: event.reason, gatewayReference: event.chargeId };
  const [charged] = rowsOf<{ id: string; status: PaymentStatus }>(
    await tx.execute(sql`select id, status from payments where subscription_id = ${sub.id} and gateway = ${gateway}
        and (gateway_reference = ${event.chargeId} or (gateway_reference is null and status = 'pending'))
      order by created_at limit 1 for update`),
  );
  if (charged && canMove('plan', charged.status, 'fail')) {
    await movePayment(tx, 'plan', charged.id, 'fail', { actor: 'gateway', now, set: failed });
    return true;
  }
  const [known] = rowsOf(
    await tx.execute(
      sql`select 1 from payments where gateway = ${gateway} and gateway_reference = ${event.chargeId}`,
    ),
  );
  if (known) return false;
  await createPayment(tx, 'plan', 'fail', {
    actor: 'gateway',
    now,
    values: {
      providerId: sub.provider_id,
      subscriptionId: sub.id,
      amount: event.amount,
      description,
      gateway,
      ...failed,
    },
  });
  return true;
}

/**
 * Applies one webhook event to the plans, in the caller's transaction (the one that records the event). Says
 * what it did: 'applied', or 'ignored: why'. Every event is safe to apply late, twice or out of order: each
 * step checks the state it finds rather than assuming the one before it happened.
 */
export async function applyPlanEvent(
  tx: Database,
  gateway: PaymentGateway['name'],
  event: PlanEvent,
  now: Date,
): Promise<string> {
  const sub = await findByEvent(tx, gateway, event);
  if (!sub) return 'ignored: no plan of ours';
  if (event.kind === 'month-voucher' || event.kind === 'month-paid' || event.kind === 'month-failed')
    return applyMonthEvent(tx, gateway, event, sub, now);
  if (sub.pay_method === 'oxxo') return 'ignored: a month paid in cash';
  // The plan the gateway charged for (a renewal after a downgrade, an upgrade), by the price it names.
  const [priced] =
    event.kind === 'plan-paid' && event.priceId
      ? rowsOf<{ plan_type: PlanId; amount: number }>(
          await tx.execute(sql`select plan_type, amount from gateway_prices
            where gateway = ${gateway} and external_id = ${event.priceId}`),
        )
      : [];
  const plan = findPlan(priced?.plan_type ?? sub.plan_type)!;
  const price = priced?.amount ?? sub.amount;
  const notify = (
    template: 'plan-activated' | 'plan-renewal-failed' | 'plan-lapsed',
    key: string,
    date?: string,
  ) =>
    notifyUser(tx, {
      userId: sub.provider_id,
      template,
      notice: onlinePlanNotice(
        template === 'plan-activated' ? 'activated' : template === 'plan-lapsed' ? 'lapsed' : 'renewalFailed',
        plan.name,
        date,
      ),
      email: { to: sub.email, plan: plan.name, ...(date && { date }) },
      dedupeKey: `${template}:${key}`,
      now,
    });
  const reactivate = async (periodEnd: Date, startsNow: boolean) => {
    await tx.execute(sql`update subscriptions set status = case when end_date < ${now.toISOString()}::timestamptz
        then 'expired' else 'replaced' end
      where provider_id = ${sub.provider_id} and status = 'active' and id <> ${sub.id}`);
    await tx.execute(sql`update subscriptions set status = 'active', external_id = coalesce(external_id, ${event.externalId}),
        ${startsNow ? sql`start_date = ${now.toISOString()},` : sql``}
        plan_type = ${plan.id}, amount = ${price}, next_plan_type = null,
        end_date = greatest(end_date, ${periodEnd.toISOString()}::timestamptz),
        grace_until = case when cancel_at_period_end then null else ${collectedBy(periodEnd).toISOString()}::timestamptz end
      where id = ${sub.id}`);
  };
  // A plan whose first payment never came, given up by the gateway: it is cancelled and its payment expires.
  const cancelUnpaid = async () => {
    await movePayments(tx, 'plan', eq(payments.subscriptionId, sub.id), 'expire', { actor: 'gateway', now });
    await tx.execute(sql`update subscriptions set status = 'cancelled' where id = ${sub.id}`);
    return 'applied';
  };
  switch (event.kind) {
    case 'plan-paid': {
      // Never trust an amount we did not set: the plan's price in pesos (for an upgrade, at most the new plan's
      // price: the rest of the month), or nothing changes.
      const change = event.charge === 'change';
      if (change && !priced) return 'ignored: a change to a price we did not make';
      const fits = change ? event.amount > 0 && event.amount <= price : event.amount === price;
      if (event.currency.toLowerCase() !== 'mxn' || !fits)
        return `ignored: paid ${event.amount} ${event.currency}, the plan costs ${price} mxn`;
      const paid = {
        chargeId: event.chargeId,
        amount: event.amount,
        description: chargeDescription(plan.name, event.charge),
      };
      if (!(await recordPaid(tx, gateway, sub, paid, now))) return 'ignored: already paid';
      if (change) {
        await tx.execute(sql`update subscriptions set plan_type = ${plan.id}, amount = ${price}, next_plan_type = null
          where id = ${sub.id} and status = 'active'`);
        // Only now is the gateway told to renew at the new price (outside this transaction, retried).
        await enqueue(tx, {
          kind: PLAN_GATEWAY_PRICE,
          payload: { subscriptionId: sub.id },
          runAt: now,
          dedupeKey: `${PLAN_GATEWAY_PRICE}:${event.chargeId}`,
        });
        await notify('plan-activated', event.chargeId);
        return 'applied';
      }
      const waiting = sub.status === 'pending_payment' || sub.status === 'cancelled';
      await reactivate(event.periodEnd, waiting);
      if (event.charge === 'first' || waiting) await notify('plan-activated', sub.id);
      return 'applied';
    }
    case 'plan-payment-failed': {
      if (!(await recordFailed(tx, gateway, sub, event, now))) return 'ignored: already failed';
      // A first payment that fails is retried in the browser, where the gateway's form says why; an upgrade
      // whose difference fails is simply not applied (the plan in force goes on).
      if (event.charge !== 'renewal' || sub.status !== 'active') return 'applied';
      const graceUntil = new Date(now.getTime() + GRACE_DAYS * 24 * HOUR);
      await tx.execute(
        sql`update subscriptions set grace_until = ${graceUntil.toISOString()} where id = ${sub.id}`,
      );
      await enqueue(tx, {
        kind: PLAN_GRACE_END,
        payload: { subscriptionId: sub.id },
        runAt: graceUntil,
        dedupeKey: `${PLAN_GRACE_END}:${event.chargeId}`,
      });
      await notify('plan-renewal-failed', event.chargeId, graceUntil.toISOString());
      return 'applied';
    }
    case 'plan-updated': {
      if (event.expired && sub.status === 'pending_payment') return cancelUnpaid();
      if (sub.status !== 'active') return 'ignored: plan not active';
      await tx.execute(sql`update subscriptions set cancel_at_period_end = ${event.cancelAtPeriodEnd},
          grace_until = case when ${event.cancelAtPeriodEnd} then null
            else greatest(grace_until, end_date + make_interval(hours => ${COLLECTION_HOURS})) end
        where id = ${sub.id}`);
      return 'applied';
    }
    case 'plan-ended': {
      if (sub.status === 'pending_payment') return cancelUnpaid();
      if (sub.status !== 'active') return 'ignored: plan not active';
      // Nothing more will be charged: the plan keeps the days paid for, and no grace past them.
      await tx.execute(sql`update subscriptions set cancel_at_period_end = true, grace_until = null,
          status = case when end_date < ${now.toISOString()}::timestamptz then 'expired' else status end
        where id = ${sub.id}`);
      return 'applied';
    }
  }
}

/**
 * GRACE_DAYS after a renewal failed: unless it was paid meanwhile (the grace instant moved on), the plan lapses,
 * the provider is told, and the gateway is asked (by a task of its own, retried) to stop trying to charge.
 */
export const endGrace: TaskHandler<{ subscriptionId: string }> = async (
  { subscriptionId },
  { now, completeInTransaction },
) => {
  await completeInTransaction(async (tx) => {
    const [sub] = rowsOf<SubscriptionRow & { email: string }>(
      await tx.execute(sql`select ${columns}, p.email from subscriptions s join profiles p on p.id = s.provider_id
        where s.id = ${subscriptionId} and s.status = 'active' and s.end_date < ${now.toISOString()}::timestamptz
          and s.grace_until <= ${now.toISOString()}::timestamptz
        for update of s`),
    );
    if (!sub) return;
    await tx.execute(
      sql`update subscriptions set status = 'expired', grace_until = null where id = ${sub.id}`,
    );
    const plan = findPlan(sub.plan_type)!;
    await notifyUser(tx, {
      userId: sub.provider_id,
      template: 'plan-lapsed',
      notice: onlinePlanNotice('lapsed', plan.name),
      email: { to: sub.email, plan: plan.name },
      dedupeKey: `plan-lapsed:${sub.id}`,
      now,
    });
    if (sub.external_id)
      await enqueue(tx, {
        kind: PLAN_GATEWAY_END,
        payload: { gateway: sub.billing, externalId: sub.external_id },
        runAt: now,
        dedupeKey: `${PLAN_GATEWAY_END}:${sub.external_id}`,
      });
  });
};

/**
 * An account deleted (ARCO): every plan of it that a gateway would charge again, in force or waiting, is ended
 * there by a task of its own, retried until the gateway agrees; the caller cancels the plans here.
 */
export async function endOnlinePlansOf(tx: Database, providerId: string, now: Date) {
  const plans = rowsOf<{ billing: string; external_id: string }>(
    await tx.execute(sql`select billing, external_id from subscriptions where provider_id = ${providerId}
      and billing in ('stripe', 'mercadopago') and external_id is not null
      and status in ('active', 'pending_payment')`),
  );
  for (const plan of plans)
    await enqueue(tx, {
      kind: PLAN_GATEWAY_END,
      payload: { gateway: plan.billing, externalId: plan.external_id },
      runAt: now,
      dedupeKey: `${PLAN_GATEWAY_END}:${plan.external_id}`,
    });
}

/** Tells the gateway to end a plan that lapsed; a failed call throws, and the worker tries again later. */
export const endAtGateway =
  (gateways: PaymentGateway[]): TaskHandler<{ gateway: string; externalId: string }> =>
  async ({ gateway, externalId }, { completeInTransaction }) => {
    const target = gateways.find((candidate) => candidate.name === gateway);
    if (target) await target.endPlan(externalId);
    await completeInTransaction(async () => {});
  };

/**
 * An upgrade paid: the gateway renews at the plan's price from now on (Mercado Pago's subscription kept the old
 * price until then, so that an upgrade never paid is never charged). The plan is read when the task runs, so a
 * downgrade chosen since then is not undone; a failed call throws, and the worker tries again later.
 */
export const priceAtGateway =
  (gateways: PaymentGateway[]): TaskHandler<{ subscriptionId: string }> =>
  async ({ subscriptionId }, { db, completeInTransaction }) => {
    const [sub] = rowsOf<{
      billing: string;
      external_id: string;
      plan_type: PlanId;
      next_plan_type: PlanId | null;
    }>(
      await db.execute(sql`select billing, external_id, plan_type, next_plan_type from subscriptions
        where id = ${subscriptionId} and status = 'active' and external_id is not null`),
    );
    const target = sub && gateways.find((candidate) => candidate.name === sub.billing);
    if (sub && target) {
      const plan = findPlan(sub.next_plan_type ?? sub.plan_type)!;
      await target.renewAt(sub.external_id, { id: plan.id, name: plan.name, amount: plan.monthlyPrice });
    }
    await completeInTransaction(async () => {});
  };
