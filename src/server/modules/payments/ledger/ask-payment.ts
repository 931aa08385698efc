import { sql } from 'drizzle-orm';
import { cardPayBy } from '#shared/domain/card-payment';
import { GATEWAY_METHODS, isOnlineOnly, type PaymentMethod } from '#shared/domain/payment-methods';
import { oxxoRefusal } from '#shared/domain/online-payment';
import { cardPaymentMessages, onlinePaymentMessages } from '#shared/service-payment-messages';
import { rowsOf, type Database } from '#server/db/client';
import type { JobRow } from '#server/db/schema';
import { ConflictError } from '#server/domain/errors';
import type { PaymentTerms, ServiceTerms } from '#server/modules/jobs';
import {
  methodRefusal,
  type ServiceCharge,
  type ServiceGateway,
  type ServiceGateways,
} from '#server/modules/payments/gateways';
import { enqueue } from '#server/tasks/queue';
import { createPayment, type PaymentRecord } from '#server/domain/move-payment';

// A service paid online (card, SPEI, OXXO) has one `payments` row (kind 'service') at a time, asked when the
// service is agreed (an offer accepted, a booking made, the way to pay changed): this file decides through which
// gateway (the provider's, where their account takes charges) and asks it. The customer then pays
// (service-payments.ts), the service's end settles it (card-settlement.ts), and only what the gateway answers or
// its webhooks say (service-events.ts) moves it. The gateway is called with no transaction open.

export const CARD_DEADLINE = 'service-card-deadline';
export const CARD_AUTHORIZE = 'service-card-authorize';
export const CARD_SETTLE = 'service-card-settle';
export const CARD_HOLD_RENEWAL = 'service-card-hold-renewal';
/** Asks the gateway for a SPEI or OXXO payment's instructions, right after the service is agreed. */
export const ONLINE_START = 'service-online-start';

/** Whether this provider's connected account at the gateway can take card payments now. */
export async function providerTakesCards(db: Database, gateway: string, providerId: string) {
  const [row] = rowsOf<{ external_id: string }>(
    await db.execute(sql`select external_id from payout_accounts
      where provider_id = ${providerId} and gateway = ${gateway} and charges_enabled`),
  );
  return row?.external_id ?? null;
}

export const gatewayNamed = (gateways: ServiceGateways, name: string) =>
  gateways.find((gateway) => gateway.name === name) ?? null;

/**
 * The gateway a provider's `method` payments go through: the first configured one that takes the method and
 * where the provider's account takes charges now (Stripe first, for a provider who has both).
 */
export async function gatewayForProvider(
  db: Database,
  gateways: ServiceGateways,
  providerId: string,
  method: PaymentMethod,
): Promise<ServiceGateway | null> {
  for (const gateway of gateways)
    if (
      (gateway.methods as readonly string[]).includes(method) &&
      (await providerTakesCards(db, gateway.name, providerId))
    )
      return gateway;
  return null;
}

/**
 * Through which gateway this way to pay is agreed for the service (null: cash or transfer, paid to the provider),
 * or why it cannot be (no gateway takes it here, the provider, OXXO's limits).
 */
export async function onlineGateway(
  tx: Database,
  gateways: ServiceGateways,
  { method, providerId, scheduledAt, price, now }: ServiceTerms,
): Promise<{ refusal: ConflictError; gateway: null } | { refusal: null; gateway: ServiceGateway | null }> {
  const refuse = (code: string, message: string) => ({
    refusal: new ConflictError(code, message),
    gateway: null,
  });
  const unavailable = methodRefusal(gateways, method);
  if (unavailable) return { refusal: unavailable, gateway: null };
  if (!GATEWAY_METHODS.has(method)) return { refusal: null, gateway: null };
  const gateway = await gatewayForProvider(tx, gateways, providerId, method);
  if (!gateway)
    return refuse(
      'PROVIDER_NO_CARDS',
      method === 'card' ? cardPaymentMessages.providerNoCards : onlinePaymentMessages.providerNoOnline,
    );
  const oxxo = method === 'oxxo' ? oxxoRefusal(scheduledAt, price, now) : null;
  if (oxxo)
    return refuse(
      'OXXO_UNAVAILABLE',
      oxxo === 'too_soon' ? onlinePaymentMessages.oxxoTooSoon : onlinePaymentMessages.oxxoAmount,
    );
  return { refusal: null, gateway };
}

/** Accepting an offer's payment terms (jobs' PaymentTerms) through these gateways: app.ts passes them to jobs. */
export const servicePaymentTerms = (gateways: ServiceGateways): PaymentTerms => ({
  async agree(tx, terms) {
    const { refusal, gateway } = await onlineGateway(tx, gateways, terms);
    if (refusal) throw refusal;
    if (!gateway) return null;
    return { ask: async (asking, job, now) => void (await askOnlinePayment(asking, gateway.name, job, now)) };
  },
});

/**
 * In the transaction that agrees a service to be paid online (an offer accepted, a booking made, the method
 * changed): the payment asked of the customer, and the timer that cancels the service for free if it is not
 * paid (a card authorised, a transfer or a voucher paid) in time. SPEI and OXXO are asked of the gateway at once.
 */
export async function askOnlinePayment(tx: Database, gateway: string, job: JobRow, now: Date) {
  const payment = await createPayment(tx, 'service', 'ask', {
    actor: 'customer',
    now,
    values: {
      providerId: job.providerId,
      jobId: job.id,
      amount: job.price,
      description: cardPaymentMessages.description.replace('{title}', job.title),
      gateway: gateway as PaymentRecord['gateway'],
      method: job.paymentMethod as PaymentRecord['method'],
    },
  });
  if (isOnlineOnly(job.paymentMethod))
    await enqueue(tx, {
      kind: ONLINE_START,
      payload: { jobId: job.id, paymentId: payment!.id },
      dedupeKey: `${ONLINE_START}:${payment!.id}`,
    });
  await enqueue(tx, {
    kind: CARD_DEADLINE,
    payload: { jobId: job.id, paymentId: payment!.id },
    runAt: cardPayBy(job.scheduledAt, now),
    dedupeKey: `${CARD_DEADLINE}:${payment!.id}`,
  });
  return payment!.id;
}

export async function chargeFor(
  tx: Database,
  gateway: ServiceGateway,
  job: JobRow,
  paymentId: string,
): Promise<ServiceCharge> {
  const destination = await providerTakesCards(tx, gateway.name, job.providerId);
  if (!destination) throw new ConflictError('PROVIDER_NO_CARDS', cardPaymentMessages.providerNoCards);
  const [customer] = rowsOf<{ email: string; full_name: string | null; external_id: string | null }>(
    await tx.execute(sql`select p.email, p.full_name, c.external_id from profiles p
      left join payment_customers c on c.profile_id = p.id and c.gateway = ${gateway.name}
      where p.id = ${job.customerId}`),
  );
  return {
    paymentId,
    jobId: job.id,
    amount: job.price,
    description: cardPaymentMessages.description.replace('{title}', job.title),
    customer: {
      profileId: job.customerId,
      email: customer!.email,
      name: customer!.full_name ?? customer!.email,
      externalId: customer!.external_id,
    },
    destination,
  };
}
