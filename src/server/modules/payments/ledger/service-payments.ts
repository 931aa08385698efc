import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { cardHoldOutlivesStart, cardMode, cardPayBy, cardWindowOpens } from '#shared/domain/card-payment';
import { GATEWAY_METHODS, type PaymentMethod } from '#shared/domain/payment-methods';
import { canMove } from '#shared/domain/payment-lifecycle';
import { isIn, SCHEDULED_STATUSES } from '#shared/domain/service-lifecycle';
import { fillSlots, formatDateTime } from '#shared/format';
import { mercadoPagoMessages } from '#shared/mercadopago-messages';
import { cardPaymentMessages, onlinePaymentMessages } from '#shared/service-payment-messages';
import { rowsOf, type Database } from '#server/db/client';
import type { JobRow } from '#server/db/schema';
import { ConflictError } from '#server/domain/errors';
import { notifyParty, findAsParty, takeStep } from '#server/modules/jobs';
import {
  GatewayUnavailableError,
  gatewayDown,
  type CardCheckout,
  type ServiceGateway,
  type ServiceGateways,
} from '#server/modules/payments/gateways';
import type { TaskHandler } from '#server/tasks/worker';
import { enqueue } from '#server/tasks/queue';
import {
  askOnlinePayment,
  CARD_SETTLE,
  chargeFor,
  gatewayForProvider,
  gatewayNamed,
  onlineGateway,
} from './ask-payment';
import { latestPayment } from './card-states';
import { movePayment } from '#server/domain/move-payment';

// A service's payment as its customer makes it: the card form ('Pagar con tarjeta', a hold or a card saved for
// later), a new card after a declined one, another way to pay chosen, and the service cancelled for free when
// the time to pay runs out. Asking the payment is ask-payment.ts's; what happens once it is authorised,
// card-settlement.ts's.

/**
 * In the transaction of a card payment the customer is about to make: the service (theirs, by card, still ahead),
 * its open payment (a new one after a declined card, through the provider's gateway now), and the gateway that
 * payment goes through. Refused as the card form would be.
 */
export async function openCardPayment(
  tx: Database,
  gateways: ServiceGateways,
  { jobId, customerId, now }: { jobId: string; customerId: string; now: Date },
) {
  const { job, actor } = await findAsParty(tx, jobId, customerId, { lock: true });
  if (actor !== 'customer') throw new ConflictError('NOT_CARD', cardPaymentMessages.notCard);
  if (job.paymentMethod !== 'card') throw new ConflictError('NOT_CARD', cardPaymentMessages.notCard);
  if (!isIn(SCHEDULED_STATUSES, job.status))
    throw new ConflictError('CARD_TOO_LATE', cardPaymentMessages.tooLate);
  let payment = await latestPayment(tx, job.id, { lock: true });
  const saved = payment?.status === 'pending' && payment.saved_method;
  if (payment?.status === 'authorized' || payment?.status === 'paid' || saved)
    throw new ConflictError('ALREADY_AUTHORIZED', cardPaymentMessages.alreadyAuthorized);
  let gateway = payment?.status === 'pending' ? gatewayNamed(gateways, payment.gateway) : null;
  if (!payment || payment.status !== 'pending' || !gateway) {
    // The first card declined (or released): the customer tries another, within the same time to pay.
    if (payment && cardPayBy(job.scheduledAt, new Date(payment.created_at)) <= now)
      throw new ConflictError('CARD_TOO_LATE', cardPaymentMessages.tooLate);
    gateway = await gatewayForProvider(tx, gateways, job.providerId, 'card');
    if (!gateway) throw new ConflictError('PROVIDER_NO_CARDS', cardPaymentMessages.providerNoCards);
    if (payment?.status === 'pending')
      await movePayment(tx, 'service', payment.id, 'abandon', { actor: 'customer', now });
    const id = await askOnlinePayment(tx, gateway.name, job, now);
    payment = (await latestPayment(tx, job.id))!;
    if (payment.id !== id) throw new Error('card payment not found after asking it');
  } else if (cardPayBy(job.scheduledAt, new Date(payment.created_at)) <= now)
    throw new ConflictError('CARD_TOO_LATE', cardPaymentMessages.tooLate);
  // Kept with the payment: a hold or a saved card, decided once, so a retry asks the gateway the same thing.
  const mode = payment.setup_reference
    ? 'save'
    : payment.gateway_reference
      ? 'authorize'
      : cardMode(job.scheduledAt, now);
  if (!gateway.savesCards && !cardHoldOutlivesStart(job.scheduledAt, now))
    throw new ConflictError(
      'CARD_TOO_EARLY',
      fillSlots(mercadoPagoMessages.tooEarly, { date: formatDateTime(cardWindowOpens(job.scheduledAt)) }),
    );
  return { job, payment, gateway, mode: gateway.savesCards ? mode : ('authorize' as const) };
}

/**
 * 'Pagar con tarjeta': the card form for the service's payment. A hold for the price when the service is less
 * than 7 days away, else the card saved for an authorisation 48 h before. Asking again (a second tab, a reload)
 * gets the same intent back; after a declined card, a new payment is asked. A gateway whose form tokenises the
 * card first (Mercado Pago) is asked nothing yet: the token comes back to authorizeCardToken.
 */
export async function startCardPayment(
  db: Database,
  gateways: ServiceGateways,
  { jobId, customerId, now, log }: { jobId: string; customerId: string; now: Date; log: FastifyBaseLogger },
): Promise<{ gateway: ServiceGateway; checkout: CardCheckout; amount: number }> {
  const prepared = await db.transaction(async (tx) => {
    const { job, payment, gateway, mode } = await openCardPayment(tx, gateways, { jobId, customerId, now });
    const charge = await chargeFor(tx, gateway, job, payment.id);
    return { charge, mode, gateway } as const;
  });
  const { gateway } = prepared;
  if (gateway.authorizeToken)
    return {
      gateway,
      amount: prepared.charge.amount,
      checkout: { customerId: '', mode: 'authorize', externalId: '', clientSecret: '' },
    };

  let checkout: CardCheckout;
  try {
    checkout = await gateway.startCard(prepared.charge, prepared.mode);
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    log.warn({ jobId, reason: error.message }, 'card payment could not start');
    throw gatewayDown();
  }
  await db.transaction(async (tx) => {
    const reference =
      checkout.mode === 'save'
        ? sql`setup_reference = ${checkout.externalId}`
        : sql`gateway_reference = ${checkout.externalId}`;
    await tx.execute(sql`update payments set ${reference} where id = ${prepared.charge.paymentId}`);
    await tx.execute(sql`insert into payment_customers (profile_id, gateway, external_id, created_at)
      values (${customerId}, ${gateway.name}, ${checkout.customerId}, ${now.toISOString()}) on conflict do nothing`);
  });
  return { gateway, checkout, amount: prepared.charge.amount };
}

/**
 * The customer chooses another way to pay a service still ahead: a card hold is released (a SPEI or OXXO payment
 * still waiting is cancelled), and choosing card, SPEI or OXXO asks for a payment (when the provider takes them).
 * A service already paid online keeps its way to pay. The service's price and date do not change.
 */
export async function changePaymentMethod(
  db: Database,
  gateways: ServiceGateways,
  { jobId, customerId, method, now }: { jobId: string; customerId: string; method: PaymentMethod; now: Date },
): Promise<JobRow> {
  return db.transaction(async (tx) => {
    const { job, actor } = await findAsParty(tx, jobId, customerId, { lock: true });
    if (actor !== 'customer' || !isIn(SCHEDULED_STATUSES, job.status) || job.scheduledAt <= now)
      throw new ConflictError('METHOD_LOCKED', cardPaymentMessages.notChangeable);
    if (job.paymentMethod === method) throw new ConflictError('SAME_METHOD', cardPaymentMessages.sameMethod);
    const terms = { method, providerId: job.providerId, scheduledAt: job.scheduledAt, price: job.price, now };
    const { refusal, gateway } = await onlineGateway(tx, gateways, terms);
    if (refusal) throw refusal;
    const online = gateway !== null;
    if (online && cardPayBy(job.scheduledAt, now) <= now)
      throw new ConflictError(
        'CARD_TOO_LATE',
        method === 'card' ? cardPaymentMessages.tooLate : onlinePaymentMessages.tooLate,
      );
    const open = await latestPayment(tx, job.id, { lock: true });
    // Money that already arrived (SPEI, OXXO) cannot be held back: the service stays paid this way.
    if (open?.status === 'paid' && open.method !== 'card')
      throw new ConflictError('ALREADY_PAID', onlinePaymentMessages.alreadyPaid);
    const [updated] = rowsOf<{ id: string }>(
      await tx.execute(sql`update jobs set payment_method = ${method}, updated_at = ${now.toISOString()}
        where id = ${job.id} returning id`),
    );
    if (!updated) throw new Error('service vanished under its lock');
    if (open && canMove('service', open.status, 'abandon')) {
      // Closed now (so the new way's payment can be asked in this transaction); the gateway lets it go after.
      await movePayment(tx, 'service', open.id, 'abandon', { actor: 'customer', now });
      for (const stray of [open.gateway_reference, open.setup_reference].filter((ref) => ref !== null))
        await enqueue(tx, {
          kind: CARD_SETTLE,
          payload: { paymentId: open.id, stray },
          dedupeKey: `${CARD_SETTLE}:stray:${stray}`,
        });
    }
    const changed = { ...job, paymentMethod: method, updatedAt: now };
    if (online) await askOnlinePayment(tx, gateway.name, changed, now);
    return changed;
  });
}

/**
 * When the time to pay runs out: a service still waiting for its card (none authorised, none saved) is cancelled
 * for free, and both parties are told. A card authorised meanwhile, or another way to pay chosen, leaves it be.
 */
export const runCardDeadline: TaskHandler<{ jobId: string; paymentId: string }> = async (
  { jobId },
  { now, completeInTransaction, log },
) => {
  await completeInTransaction(async (tx) => {
    const { job } = await findAsParty(tx, jobId, null, { lock: true });
    if (!GATEWAY_METHODS.has(job.paymentMethod) || !isIn(SCHEDULED_STATUSES, job.status)) return;
    const payment = await latestPayment(tx, job.id);
    // A card agreed with the provider (no payment online was ever asked) is not waited for.
    if (!payment) return;
    const saved = payment?.status === 'pending' && payment.saved_method;
    if (payment.status === 'authorized' || payment.status === 'paid' || saved) return;
    // A newer payment asked later (a second card) has its own, later deadline.
    if (cardPayBy(job.scheduledAt, new Date(payment.created_at)) > now) return;
    const { job: cancelled } = await takeStep(tx, job.id, { action: 'cancel_unpaid', userId: null, now });
    const card = job.paymentMethod === 'card';
    await notifyParty(
      tx,
      cancelled,
      'customer',
      card ? 'card-unpaid-customer' : 'online-unpaid-customer',
      now,
    );
    await notifyParty(
      tx,
      cancelled,
      'provider',
      card ? 'card-unpaid-provider' : 'online-unpaid-provider',
      now,
    );
    log.info({ jobId }, 'service cancelled: no card authorised in time');
  });
};
