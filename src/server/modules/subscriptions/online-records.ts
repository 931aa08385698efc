import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Plan } from '#shared/catalog';
import type { PlanId, PlanPayMethod } from '#shared/domain/plans';
import type { PaymentStatus } from '#shared/domain/payment-lifecycle';
import { rowsOf, type Database } from '#server/db/client';
import { payments } from '#server/db/schema';
import { invoicePayment } from '#server/modules/invoices';
import { providerDisplayName } from '#server/modules/profiles';
import {
  GatewayUnavailableError,
  gatewayDown,
  type PaymentGateway,
  type PlanEvent,
  type PlanStart,
} from '#server/modules/payments/gateways';
import { createPayment, movePayment, movePayments, type PaymentRecord } from '#server/domain/move-payment';
import { lockProvider } from './service';

// What plans paid online, renewed by the gateway (online.ts) or one month in cash (oxxo.ts), share: the row
// as webhooks read it, the plan an event is about, the ledger's paid line, and a gateway that refused to start.

export interface SubscriptionRow {
  id: string;
  provider_id: string;
  plan_type: PlanId;
  status: string;
  billing: string;
  amount: number;
  external_id: string | null;
  end_date: string | Date;
  grace_until: string | Date | null;
  cancel_at_period_end: boolean;
  pay_method: PlanPayMethod | null;
}

export const columns = sql`s.id, s.provider_id, s.plan_type, s.status, s.billing, s.amount, s.external_id, s.end_date,
  s.grace_until, s.cancel_at_period_end, s.pay_method`;

/** The plan a gateway's event is about (by our id in its metadata, or the gateway's id), locked; else null. */
export async function findByEvent(tx: Database, gateway: string, event: PlanEvent) {
  const bySubscription =
    'subscriptionId' in event && event.subscriptionId && /^[0-9a-f-]{36}$/i.test(event.subscriptionId)
      ? sql`s.id = ${event.subscriptionId}`
      : sql`false`;
  const [row] = rowsOf<SubscriptionRow>(
    await tx.execute(sql`select ${columns} from subscriptions s
      where s.billing = ${gateway} and (${bySubscription} or s.external_id = ${event.externalId}) limit 1`),
  );
  if (!row) return null;
  // The provider first, as choosing a plan does, then the row itself, fresh.
  await lockProvider(tx, row.provider_id);
  const [locked] = rowsOf<SubscriptionRow & { email: string }>(
    await tx.execute(sql`select ${columns}, p.email from subscriptions s join profiles p on p.id = s.provider_id
      where s.id = ${row.id} for update of s`),
  );
  return locked!;
}

/**
 * Records the payment of `chargeId` as paid and asks for its CFDI; false when it already was paid (the event
 * delivered again).
 */
export async function recordPaid(
  tx: Database,
  gateway: string,
  sub: SubscriptionRow,
  { chargeId, amount, description }: { chargeId: string; amount: number; description: string },
  now: Date,
) {
  const paid = { actor: 'gateway', now, set: { failureReason: null } } as const;
  const [known] = rowsOf<{ id: string; status: PaymentStatus }>(
    await tx.execute(sql`select id, status from payments where gateway = ${gateway} and gateway_reference = ${chargeId}
      for update`),
  );
  if (known?.status === 'paid') return false;
  let paymentId = known?.id;
  if (paymentId) await movePayment(tx, 'plan', paymentId, 'pay', paid);
  else {
    // The first payment's row was made without the charge's id when the gateway's answer was lost.
    const [waiting] = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from payments where subscription_id = ${sub.id} and gateway = ${gateway}
        and gateway_reference is null and status <> 'paid' order by created_at limit 1 for update`),
    );
    paymentId = waiting?.id;
    if (paymentId)
      await movePayment(tx, 'plan', paymentId, 'pay', {
        ...paid,
        set: { ...paid.set, gatewayReference: chargeId },
      });
  }
  if (!paymentId) {
    const inserted = await createPayment(tx, 'plan', 'pay', {
      actor: 'gateway',
      now,
      values: {
        providerId: sub.provider_id,
        subscriptionId: sub.id,
        amount,
        description,
        gateway: gateway as PaymentRecord['gateway'],
        gatewayReference: chargeId,
      },
    });
    paymentId = inserted!.id;
  }
  await invoicePayment(tx, paymentId, now);
  return true;
}

/** The provider as the gateway's customer: e-mail, name, and their customer id there if they have one. */
export async function gatewayCustomerOf(tx: Database, providerId: string, gateway: string) {
  const [person] = rowsOf<{ email: string; name: string; external_id: string | null }>(
    await tx.execute(sql`select p.email, ${providerDisplayName} as name, c.external_id
      from profiles p left join provider_profiles pp on pp.provider_id = p.id
      left join payment_customers c on c.profile_id = p.id and c.gateway = ${gateway}
      where p.id = ${providerId}`),
  );
  return person!;
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

/** The task that asks a gateway to end a plan (or cancel a month's payment) it would otherwise still charge. */
export const PLAN_GATEWAY_END = 'plan-gateway-end';

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
