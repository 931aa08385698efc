import { eq, sql } from 'drizzle-orm';
import { findPlan } from '#shared/catalog';
import { addOneMonth, isRenewable, RENEWAL_WINDOW_DAYS } from '#shared/domain/plans';
import type { PaymentActor } from '#shared/domain/payment-lifecycle';
import { planPaymentMessages } from '#shared/plan-payment-messages';
import type { OnlineCheckout } from '#shared/schemas/provider';
import { rowsOf, type Database } from '#server/db/client';
import { payments } from '#server/db/schema';
import { ConflictError } from '#server/domain/errors';
import { oxxoPlanNotice, oxxoVoucherNotice } from '#server/mail/templates/plan-oxxo';
import { enqueue } from '#server/tasks/queue';
import type { TaskHandler } from '#server/tasks/worker';
import { notifyUser } from '#server/modules/notifications';
import type { PaymentGateway, PlanEvent } from '#server/modules/payments/gateways';
import { movePayments } from '#server/domain/move-payment';
import { PLAN_GATEWAY_END, recordPaid, type SubscriptionRow } from './online-records';
import { checkoutOf, readChoice, recordWaitingPlan, startAtGateway, type PlanChoice } from './plan-start';
import { findActiveSubscription, withPlanInForce } from './service';
import { cancelPendingPlan, PLAN_RENEWAL_REMINDER } from './transfers';
import { chargeDescription } from './charge-description';

// A plan paid in cash at OXXO, one month at a time: gateways cannot renew a cash payment, so each month is one
// payment the provider confirms in the gateway's form, which issues a voucher to pay at a store. The gateway's
// webhooks say the voucher was issued (we keep and e-mail it), paid (the month starts, or is added after the
// plan in force when it renews it) or expired unpaid (the choice is cancelled). Renewals are reminded and paid
// like transfers: the same plan again in its last RENEWAL_WINDOW_DAYS.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ONLINE = new Set(['stripe', 'mercadopago']);

type MonthEvent = Extract<PlanEvent, { kind: 'month-voucher' | 'month-paid' | 'month-failed' }>;

/**
 * 'Elegir plan' with 'Efectivo en OXXO'. As for the other online plans, the choice is recorded first (a waiting
 * plan that will not renew, and its pending payment), the gateway is asked with no transaction open, and its
 * answer recorded after. The same choice again gets the same payment (and voucher) back.
 */
export async function startOxxoPlan(
  db: Database,
  gateway: PaymentGateway,
  { providerId, planType, now, log }: PlanChoice,
): Promise<OnlineCheckout> {
  const plan = findPlan(planType)!;
  const chosen = await withPlanInForce(db, providerId, now, async (tx, current) => {
    if (current && ONLINE.has(current.billing) && !current.cancelAtPeriodEnd)
      throw new ConflictError('CHANGE_ONLINE', planPaymentMessages.changeOnline);
    // The plan in force again: its next month, in its last days only (paid, it runs on from the end date).
    if (current?.planType === planType && !isRenewable(current.endDate, now))
      throw new ConflictError('SAME_PLAN', planPaymentMessages.renewLater);
    const { waiting, person } = await readChoice(tx, providerId, gateway);
    if (waiting?.plan_type === planType && waiting.billing === gateway.name && waiting.pay_method === 'oxxo')
      return { subscriptionId: waiting.id, person, abandoned: null };
    await cancelPendingPlan(tx, providerId, now);
    const subscriptionId = await recordWaitingPlan(tx, gateway, { providerId, plan, now }, 'oxxo');
    const abandoned = waiting?.billing === gateway.name ? waiting.external_id : null;
    return { subscriptionId, person, abandoned };
  });

  // The choice before was never paid: cancelled at the gateway, its voucher (if any) can no longer be paid.
  // The one payment is both the plan's id and its charge's.
  const started = await startAtGateway(
    db,
    gateway,
    { providerId, chosen, plan, log, now },
    (input) => gateway.startOneMonth(input),
    (answer) => answer.externalId,
  );
  return checkoutOf(gateway, started.clientSecret, 'oxxo');
}

/** The voucher of the provider's waiting OXXO payment, if one was issued. */
export async function findVoucher(db: Database, subscriptionId: string) {
  const [row] = rowsOf<{
    voucher_number: string;
    amount: number;
    voucher_expires_at: string | Date;
    voucher_url: string;
  }>(
    await db.execute(sql`select voucher_number, amount, voucher_expires_at, voucher_url from payments
      where subscription_id = ${subscriptionId} and voucher_number is not null
      order by created_at desc limit 1`),
  );
  return row
    ? {
        number: row.voucher_number,
        amount: row.amount,
        expiresAt: new Date(row.voucher_expires_at).toISOString(),
        url: row.voucher_url,
      }
    : null;
}

/** The payment row of a month's gateway payment (also when the gateway's answer was never recorded). */
const monthPayment = (sub: SubscriptionRow, gateway: string, externalId: string) =>
  sql`(select id from payments where subscription_id = ${sub.id} and gateway = ${gateway}
    and (gateway_reference = ${externalId} or gateway_reference is null) order by created_at limit 1)`;

/**
 * Applies one event about a month paid in cash, in the webhook's transaction; as every plan event, safe late,
 * twice or out of order. Says what it did.
 */
export async function applyMonthEvent(
  tx: Database,
  gateway: string,
  event: MonthEvent,
  sub: SubscriptionRow & { email: string },
  now: Date,
): Promise<string> {
  if (sub.pay_method !== 'oxxo') return 'ignored: not a month paid in cash';
  const plan = findPlan(sub.plan_type)!;
  switch (event.kind) {
    case 'month-voucher': {
      const [payment] = rowsOf<{ status: string; amount: number }>(
        await tx.execute(sql`update payments set voucher_number = ${event.voucher.number},
            voucher_expires_at = ${event.voucher.expiresAt.toISOString()}, voucher_url = ${event.voucher.url},
            gateway_reference = ${event.externalId}
          where id = ${monthPayment(sub, gateway, event.externalId)}
          returning status, amount`),
      );
      if (!payment) return 'ignored: no payment of ours';
      // Kept in any case; e-mailed only while it can still be paid.
      if (payment.status !== 'pending' || sub.status !== 'pending_payment') return 'applied';
      const voucher = {
        plan: plan.name,
        amount: payment.amount,
        number: event.voucher.number,
        expiresAt: event.voucher.expiresAt.toISOString(),
        url: event.voucher.url,
      };
      // Should the gateway never report the expiry, our own timer closes the choice a day after it.
      await enqueue(tx, {
        kind: OXXO_VOUCHER_EXPIRY,
        payload: { subscriptionId: sub.id, externalId: event.externalId },
        runAt: new Date(event.voucher.expiresAt.getTime() + DAY),
        dedupeKey: `${OXXO_VOUCHER_EXPIRY}:${event.externalId}`,
      });
      await notifyUser(tx, {
        userId: sub.provider_id,
        template: 'plan-oxxo-voucher',
        notice: oxxoVoucherNotice(voucher),
        email: { to: sub.email, ...voucher },
        dedupeKey: `plan-oxxo-voucher:${event.externalId}`,
        now,
      });
      return 'applied';
    }
    case 'month-paid': {
      // Never trust an amount we did not set: the plan's price in pesos, or nothing changes.
      if (event.currency.toLowerCase() !== 'mxn' || event.amount !== sub.amount)
        return `ignored: paid ${event.amount} ${event.currency}, the plan costs ${sub.amount} mxn`;
      const paid = {
        chargeId: event.externalId,
        amount: event.amount,
        description: chargeDescription(plan.name),
      };
      if (!(await recordPaid(tx, gateway, sub, paid, now))) return 'ignored: already paid';
      // A renewal (the same plan, still in force) adds its month after the current end; any other plan starts now.
      const current = await findActiveSubscription(tx, sub.provider_id, now);
      const renews = current && current.id !== sub.id && current.planType === sub.plan_type;
      const endsAt = addOneMonth(renews && current.endDate > now ? current.endDate : now);
      await tx.execute(sql`update subscriptions set status = case when end_date < ${now.toISOString()}::timestamptz
          then 'expired' else 'replaced' end
        where provider_id = ${sub.provider_id} and status = 'active' and id <> ${sub.id}`);
      await tx.execute(sql`update subscriptions set status = 'active', start_date = ${now.toISOString()},
          end_date = ${endsAt.toISOString()}, grace_until = null, cancel_at_period_end = true, next_plan_type = null
        where id = ${sub.id}`);
      // A reminder when the renewal window opens, unless the next month is paid by then.
      await enqueue(tx, {
        kind: PLAN_RENEWAL_REMINDER,
        payload: { subscriptionId: sub.id },
        runAt: new Date(endsAt.getTime() - RENEWAL_WINDOW_DAYS * DAY),
        dedupeKey: `${PLAN_RENEWAL_REMINDER}:${sub.id}`,
      });
      const date = endsAt.toISOString();
      await notifyUser(tx, {
        userId: sub.provider_id,
        template: 'plan-oxxo-paid',
        notice: oxxoPlanNotice('paid', plan.name, date),
        email: { to: sub.email, plan: plan.name, date },
        dedupeKey: `plan-oxxo-paid:${sub.id}`,
        now,
      });
      return 'applied';
    }
    case 'month-failed': {
      if (sub.status !== 'pending_payment') return 'ignored: plan not waiting';
      const [payment] = rowsOf<{ voucher_number: string | null }>(
        await tx.execute(sql`update payments set failure_reason = ${event.reason}
          where id = ${monthPayment(sub, gateway, event.externalId)} and status in ('pending', 'failed')
          returning voucher_number`),
      );
      // Refused before any voucher (the form says why): the provider may try again. Cancelled, or a voucher
      // that expired unpaid: the choice ends.
      if (!event.cancelled && !payment?.voucher_number) return 'applied';
      await closeUnpaidMonth(tx, sub, event.externalId, { actor: 'gateway', now });
      return 'applied';
    }
  }
}

/** A month never paid: its choice and payment are cancelled and the provider is told (once, however it ended). */
async function closeUnpaidMonth(
  tx: Database,
  sub: Pick<SubscriptionRow, 'id' | 'provider_id' | 'plan_type'> & { email: string },
  externalId: string,
  { actor, now }: { actor: PaymentActor; now: Date },
) {
  const plan = findPlan(sub.plan_type)!;
  await movePayments(tx, 'plan', eq(payments.subscriptionId, sub.id), 'expire', { actor, now });
  await tx.execute(sql`update subscriptions set status = 'cancelled' where id = ${sub.id}`);
  await notifyUser(tx, {
    userId: sub.provider_id,
    template: 'plan-oxxo-expired',
    notice: oxxoPlanNotice('expired', plan.name),
    email: { to: sub.email, plan: plan.name },
    dedupeKey: `plan-oxxo-expired:${externalId}`,
    now,
  });
}

export const OXXO_VOUCHER_EXPIRY = 'plan-oxxo-voucher-expiry';

/**
 * A day after a voucher's expiry, a month still waiting for it is closed here even if the gateway never said so
 * (its webhook lost for good): the choice is cancelled, the provider told, and the gateway asked to cancel the
 * payment. A month paid, replaced or closed meanwhile is left alone.
 */
export const expireVoucher: TaskHandler<{ subscriptionId: string; externalId: string }> = async (
  { subscriptionId, externalId },
  { now, completeInTransaction },
) => {
  await completeInTransaction(async (tx) => {
    const [sub] = rowsOf<
      Pick<SubscriptionRow, 'id' | 'provider_id' | 'plan_type' | 'billing'> & { email: string }
    >(
      await tx.execute(sql`select s.id, s.provider_id, s.plan_type, s.billing, p.email
        from subscriptions s join profiles p on p.id = s.provider_id
        where s.id = ${subscriptionId} and s.status = 'pending_payment' and s.pay_method = 'oxxo'
          and s.external_id = ${externalId}
        for update of s`),
    );
    if (!sub) return;
    await closeUnpaidMonth(tx, sub, externalId, { actor: 'task', now });
    await enqueue(tx, {
      kind: PLAN_GATEWAY_END,
      payload: { gateway: sub.billing, externalId },
      runAt: now,
      dedupeKey: `${PLAN_GATEWAY_END}:${externalId}`,
    });
  });
};
