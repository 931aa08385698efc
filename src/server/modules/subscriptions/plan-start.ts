import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Plan } from '#shared/catalog';
import type { PlanId } from '#shared/domain/plans';
import type { OnlineCheckout } from '#shared/schemas/provider';
import { rowsOf, type Database } from '#server/db/client';
import { payments } from '#server/db/schema';
import { providerDisplayName } from '#server/modules/profiles';
import {
  GatewayUnavailableError,
  gatewayDown,
  type PaymentGateway,
  type PlanStart,
} from '#server/modules/payments/gateways';
import { createPayment, movePayments } from '#server/domain/move-payment';
import { chargeDescription } from './charge-description';
import { columns, type SubscriptionRow } from './online-records';

// Starting a plan paid through a gateway, by card (online-checkout.ts) or one month in cash (oxxo.ts): the
// waiting plan and its payment, the gateway asked with no transaction open, and its answer or refusal recorded.

/** The provider as the gateway's customer: e-mail, name, and their customer id there if they have one. */
async function gatewayCustomerOf(tx: Database, providerId: string, gateway: string) {
  const [person] = rowsOf<{ email: string; name: string; external_id: string | null }>(
    await tx.execute(sql`select p.email, ${providerDisplayName} as name, c.external_id
      from profiles p left join provider_profiles pp on pp.provider_id = p.id
      left join payment_customers c on c.profile_id = p.id and c.gateway = ${gateway}
      where p.id = ${providerId}`),
  );
  return person!;
}

/**
 * What choosing a plan through `gateway` reads: the provider's plan still waiting for its first payment (an
 * earlier choice), if any, and the provider as the gateway's customer.
 */
export async function readChoice(tx: Database, providerId: string, gateway: PaymentGateway) {
  const [waiting] = rowsOf<SubscriptionRow>(
    await tx.execute(sql`select ${columns} from subscriptions s
      where s.provider_id = ${providerId} and s.status = 'pending_payment'`),
  );
  return { waiting, person: await gatewayCustomerOf(tx, providerId, gateway.name) };
}

/**
 * The gateway could not start the payment: the waiting plan and its payment are closed (nothing was charged)
 * and the provider reads why.
 */
export async function refuseStart(
  db: Database,
  subscriptionId: string,
  reason: string,
  now: Date,
): Promise<never> {
  await db.transaction(async (tx) => {
    // Only the payment still waiting: a cancelled one of the same plan stays as it was.
    const waiting = and(eq(payments.subscriptionId, subscriptionId), eq(payments.status, 'pending'));
    await movePayments(tx, 'plan', waiting!, 'fail', {
      actor: 'gateway',
      now,
      set: { failureReason: reason },
    });
    await tx.execute(sql`update subscriptions set status = 'cancelled'
      where id = ${subscriptionId} and status = 'pending_payment'`);
  });
  throw gatewayDown();
}

/** A provider's choice of a plan paid through a gateway ('Elegir plan'). */
export interface PlanChoice {
  providerId: string;
  planType: PlanId;
  now: Date;
  log: FastifyBaseLogger;
}

const HOUR = 3_600_000;

/**
 * A plan chosen to be paid through `gateway`, waiting for its first payment (an hour, until the gateway says
 * otherwise), and the payment asked for it; its id. A month paid at OXXO does not renew.
 */
export async function recordWaitingPlan(
  tx: Database,
  gateway: PaymentGateway,
  { providerId, plan, now }: { providerId: string; plan: Plan; now: Date },
  payMethod: 'card' | 'oxxo',
) {
  const [created] = rowsOf<{ id: string }>(
    await tx.execute(sql`insert into subscriptions (provider_id, plan_type, status, billing, amount, start_date,
        end_date, created_at, cancel_at_period_end, pay_method)
      values (${providerId}, ${plan.id}, 'pending_payment', ${gateway.name}, ${plan.monthlyPrice},
        ${now.toISOString()}, ${new Date(now.getTime() + HOUR).toISOString()}, ${now.toISOString()},
        ${payMethod === 'oxxo'}, ${payMethod})
      returning id`),
  );
  await createPayment(tx, 'plan', 'ask', {
    actor: 'provider',
    now,
    values: {
      providerId,
      subscriptionId: created!.id,
      amount: plan.monthlyPrice,
      description: chargeDescription(plan.name),
      gateway: gateway.name,
    },
  });
  return created!.id;
}

/** What the browser needs to open the gateway's payment form: by card, or the month's OXXO voucher. */
export const checkoutOf = (
  gateway: PaymentGateway,
  clientSecret: string,
  method: 'card' | 'oxxo',
): OnlineCheckout => ({
  gateway: gateway.name,
  publishableKey: gateway.publishableKey,
  clientSecret,
  scriptUrl: gateway.scriptUrl,
  method,
});

/** A waiting plan as recorded before the gateway is asked to start it. */
export interface ChosenPlan {
  subscriptionId: string;
  person: Awaited<ReturnType<typeof gatewayCustomerOf>>;
  /** The gateway's id of an earlier choice never paid, to end there. */
  abandoned: string | null;
}

/**
 * The gateway's half of starting a plan, with no transaction open: an earlier unpaid choice is ended there, the
 * payment is started (`start`: a subscription, or one month), a refusal closes the waiting plan (502), and the
 * answer is recorded: the gateway's ids of the plan and of its charge, and the person's customer id there.
 */
export async function startAtGateway<T extends { customerId: string; externalId: string }>(
  db: Database,
  gateway: PaymentGateway,
  {
    providerId,
    chosen,
    plan,
    log,
    now,
  }: { providerId: string; chosen: ChosenPlan; plan: Plan; log: FastifyBaseLogger; now: Date },
  start: (input: PlanStart) => Promise<T>,
  chargeOf: (started: T) => string | null,
  alsoRecord?: (tx: Database, started: T) => Promise<void>,
): Promise<T> {
  if (chosen.abandoned)
    gateway.endPlan(chosen.abandoned).catch((err) => log.warn({ err }, 'could not end an abandoned plan'));
  let started: T;
  try {
    started = await start({
      subscriptionId: chosen.subscriptionId,
      customer: {
        profileId: providerId,
        email: chosen.person.email,
        name: chosen.person.name,
        externalId: chosen.person.external_id,
      },
      plan: { id: plan.id, name: plan.name, amount: plan.monthlyPrice },
    });
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    log.warn({ err: error, gateway: gateway.name }, 'payment gateway refused to start a plan');
    return refuseStart(db, chosen.subscriptionId, error.message, now);
  }
  const charge = chargeOf(started);
  await db.transaction(async (tx) => {
    await tx.execute(sql`update subscriptions set external_id = ${started.externalId}
      where id = ${chosen.subscriptionId} and external_id is null`);
    if (charge)
      await tx.execute(sql`update payments set gateway_reference = ${charge}
        where subscription_id = ${chosen.subscriptionId} and gateway_reference is null
          and not exists (select 1 from payments other where other.gateway = ${gateway.name}
            and other.gateway_reference = ${charge})`);
    await tx.execute(sql`insert into payment_customers (profile_id, gateway, external_id)
      values (${providerId}, ${gateway.name}, ${started.customerId}) on conflict do nothing`);
    await alsoRecord?.(tx, started);
  });
  return started;
}
