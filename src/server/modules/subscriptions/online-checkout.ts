import { eq, sql } from 'drizzle-orm';
import { findPlan } from '#shared/catalog';
import { type PlanId } from '#shared/domain/plans';
import type { OnlineCheckout } from '#shared/schemas/provider';
import { planPaymentMessages } from '#shared/plan-payment-messages';
import { providerMessages } from '#shared/provider-messages';
import type { Database } from '#server/db/client';
import { payments } from '#server/db/schema';
import { ConflictError } from '#server/domain/errors';
import { GatewayUnavailableError, gatewayDown, type PaymentGateway } from '#server/modules/payments/gateways';
import { movePayments } from '#server/domain/move-payment';
import { collectedBy } from './online';
import { checkoutOf, readChoice, recordWaitingPlan, startAtGateway, type PlanChoice } from './plan-start';
import { findActiveSubscription, withPlanInForce } from './service';
import { cancelPendingPlan } from './transfers';

// Choosing a plan paid online, changing it, and turning its renewal off or on again; what the gateway then
// reports of the plan (its webhooks, the grace of a failed renewal, its end) is online.ts.

/**
 * 'Elegir plan' with an online gateway. The choice is recorded first (a waiting plan and its pending payment),
 * the gateway is called with no transaction open, and its answer recorded after: a failed call leaves nothing
 * waiting and charges nothing. Choosing the waiting plan again asks the gateway again with the same key, and
 * gets the same subscription back (a double click, a second tab).
 */
export async function startOnlinePlan(
  db: Database,
  gateway: PaymentGateway,
  { providerId, planType, now, log }: PlanChoice,
): Promise<{ checkout: OnlineCheckout | null; change: PlanChange | null }> {
  const plan = findPlan(planType)!;
  const renewing = await findActiveSubscription(db, providerId, now);
  if (renewing?.billing === gateway.name && renewing.externalId && !renewing.cancelAtPeriodEnd) {
    const { change, redirectUrl } = await changeOnlinePlan(db, gateway, renewing, planType, now);
    // Mercado Pago has no proration: an upgrade's difference is paid once on its page (docs/payments.md).
    const checkout = redirectUrl ? { ...checkoutOf(gateway, '', 'card'), redirectUrl } : null;
    return { checkout, change };
  }
  const chosen = await withPlanInForce(db, providerId, now, async (tx, current) => {
    if (current?.planType === planType) throw new ConflictError('SAME_PLAN', providerMessages.samePlan);
    if (current && current.billing !== 'none' && current.billing !== 'transfer' && !current.cancelAtPeriodEnd)
      throw new ConflictError('CHANGE_ONLINE', planPaymentMessages.changeOnline);
    const { waiting, person } = await readChoice(tx, providerId, gateway);
    let subscriptionId = waiting?.id;
    let abandoned: string | null = null;
    const sameWait =
      waiting?.plan_type === planType && waiting.billing === gateway.name && waiting.pay_method !== 'oxxo';
    if (!sameWait) {
      if (waiting?.billing === gateway.name) {
        abandoned = waiting.external_id;
        await movePayments(tx, 'plan', eq(payments.subscriptionId, waiting.id), 'abandon', {
          actor: 'provider',
          now,
        });
        await tx.execute(sql`update subscriptions set status = 'cancelled' where id = ${waiting.id}`);
      } else await cancelPendingPlan(tx, providerId, now);
      subscriptionId = await recordWaitingPlan(tx, gateway, { providerId, plan, now }, 'card');
    }
    return { subscriptionId: subscriptionId!, person, abandoned };
  });

  const started = await startAtGateway(
    db,
    gateway,
    { providerId, chosen, plan, log, now },
    (input) => gateway.startPlan(input),
    (answer) => answer.chargeId,
    (tx, answer) => recordPrice(tx, gateway.name, answer.priceId, planType),
  );
  return {
    checkout: {
      ...checkoutOf(gateway, started.clientSecret, 'card'),
      ...(started.redirectUrl && { redirectUrl: started.redirectUrl }),
    },
    change: null,
  };
}

/** Keeps which plan a gateway's price is, so a webhook naming it can say which plan was charged. */
async function recordPrice(tx: Database, gateway: string, priceId: string, planType: PlanId) {
  await tx.execute(sql`insert into gateway_prices (gateway, external_id, plan_type, amount)
    values (${gateway}, ${priceId}, ${planType}, ${findPlan(planType)!.monthlyPrice}) on conflict do nothing`);
}

export type PlanChange = 'upgrade' | 'downgrade' | 'kept';

/**
 * Another plan while the plan in force renews online. An upgrade starts at once: the gateway charges the rest of
 * the month at the new price and applies it only once that is paid (its webhook changes the plan here). A
 * downgrade keeps the plan paid for until its end and renews at the lower price ('Cambia a … el …'). Choosing
 * the plan in force while a downgrade waits keeps it.
 */
async function changeOnlinePlan(
  db: Database,
  gateway: PaymentGateway,
  current: NonNullable<Awaited<ReturnType<typeof findActiveSubscription>>>,
  planType: PlanId,
  now: Date,
): Promise<{ change: PlanChange; redirectUrl?: string }> {
  const from = findPlan(current.planType)!;
  const to = findPlan(planType)!;
  if (planType === current.planType && !current.nextPlanType)
    throw new ConflictError('SAME_PLAN', providerMessages.samePlan);
  const upgrade = to.monthlyPrice > from.monthlyPrice;
  let priceId: string;
  let redirectUrl: string | undefined;
  try {
    ({ priceId, redirectUrl } = await gateway.changePlan(
      current.externalId!,
      { id: to.id, name: to.name, amount: to.monthlyPrice },
      // The day it is chosen is in the key: a double click or a second tab the same day gets the same answer, but
      // the same upgrade chosen on a later day is asked anew, not answered with the first one (Mercado Pago: a
      // payment page that expires after a day, for a difference that shrinks as the month passes).
      {
        prorate: upgrade,
        key: `${current.id}-${now.toISOString().slice(0, 10)}-${current.nextPlanType ?? current.planType}-${planType}`,
      },
    ));
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw gatewayDown();
    throw error;
  }
  await db.transaction(async (tx) => {
    await recordPrice(tx, gateway.name, priceId, planType);
    if (!upgrade)
      await tx.execute(sql`update subscriptions set next_plan_type = ${planType === current.planType ? null : planType}
        where id = ${current.id} and status = 'active'`);
  });
  return {
    change: upgrade ? 'upgrade' : planType === current.planType ? 'kept' : 'downgrade',
    ...(redirectUrl && { redirectUrl }),
  };
}

/**
 * 'Cancelar suscripción' (cancel) and 'Reactivar' (!cancel): the gateway is told first, then the plan records
 * it. A cancelled plan runs to its end date and stops there; a reactivated one renews again.
 */
export async function setRenewal(
  db: Database,
  gateway: PaymentGateway,
  { providerId, cancel, now }: { providerId: string; cancel: boolean; now: Date },
) {
  const current = await findActiveSubscription(db, providerId, now);
  if (
    !current ||
    current.billing !== gateway.name ||
    !current.externalId ||
    current.payMethod === 'oxxo' ||
    current.endDate < now
  )
    throw new ConflictError('NO_RENEWING_PLAN', planPaymentMessages.noRenewingPlan);
  try {
    await gateway.setCancelAtPeriodEnd(current.externalId, cancel);
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw gatewayDown();
    throw error;
  }
  await db.execute(sql`update subscriptions set cancel_at_period_end = ${cancel},
      grace_until = ${cancel ? null : collectedBy(current.endDate).toISOString()}
    where id = ${current.id} and status = 'active'`);
}
