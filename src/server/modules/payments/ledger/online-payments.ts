import type { FastifyBaseLogger } from 'fastify';
import { cardPayBy } from '#shared/domain/card-payment';
import { oxxoExpiresAfterDays } from '#shared/domain/online-payment';
import { isIn, SCHEDULED_STATUSES } from '#shared/domain/service-lifecycle';
import { isOnlineOnly } from '#shared/domain/payment-methods';
import { sql } from 'drizzle-orm';
import { onlinePaymentMessages } from '#shared/service-payment-messages';
import type { Database } from '#server/db/client';
import { ConflictError } from '#server/domain/errors';
import type { TaskHandler } from '#server/tasks/worker';
import type { JobRow } from '#server/db/schema';
import { findAsParty } from '#server/modules/jobs';
import {
  GatewayUnavailableError,
  gatewayDown,
  type BankCheckout,
  type ServiceGateway,
  type ServiceGateways,
} from '#server/modules/payments/gateways';
import { recordInstructions } from './online-records';
import { askOnlinePayment, chargeFor, onlineGateway } from './ask-payment';
import { recordCaptured } from './card-settlement';
import { latestPayment } from './card-states';

/** The gateway that takes SPEI and OXXO for services (Stripe), if one is configured. */
export const bankGateway = (gateways: ServiceGateways) =>
  gateways.find((gateway) => gateway.methods.includes('spei')) ?? null;

// A service paid by SPEI with a reference or in cash at OXXO: its payment is asked when the service is agreed
// (ask-payment.ts), and the gateway is asked for its instructions (the CLABE and reference, the voucher)
// right after, by a task, or by the customer's page if it gets there first. Both are confirmed by the server, so
// the browser never loads Stripe.js for them. The money arrives by webhook (paid at once: nothing is held).

type Prepared = { job: JobRow; paymentId: string; createdAt: Date; oxxoDays: number | null };

/**
 * The payment to ask the gateway for, in a transaction: the open one still without instructions, or (after a
 * voucher expired) a new one while there is time. Null when there is nothing to ask.
 */
async function prepare(
  db: Database,
  gateway: ServiceGateway,
  { jobId, customerId, now }: { jobId: string; customerId: string | null; now: Date },
) {
  return db.transaction(async (tx) => {
    const { job, actor } = await findAsParty(tx, jobId, customerId, { lock: true });
    if (customerId && actor !== 'customer')
      throw new ConflictError('NOT_ONLINE', onlinePaymentMessages.notOnline);
    if (!isOnlineOnly(job.paymentMethod)) {
      if (!customerId) return null;
      throw new ConflictError('NOT_ONLINE', onlinePaymentMessages.notOnline);
    }
    if (!isIn(SCHEDULED_STATUSES, job.status)) {
      if (!customerId) return null;
      throw new ConflictError('CARD_TOO_LATE', onlinePaymentMessages.tooLate);
    }
    let payment = await latestPayment(tx, job.id, { lock: true });
    if (payment?.status === 'paid' || (payment?.status === 'pending' && payment.gateway_reference))
      return null;
    if (!payment || payment.status !== 'pending') {
      // The task only asks what was agreed; a new voucher after one expired is the customer's to ask.
      if (!customerId) return null;
      if (payment && cardPayBy(job.scheduledAt, new Date(payment.created_at)) <= now)
        throw new ConflictError('CARD_TOO_LATE', onlinePaymentMessages.tooLate);
      const terms = {
        method: job.paymentMethod,
        providerId: job.providerId,
        scheduledAt: job.scheduledAt,
        now,
      };
      const { refusal } = await onlineGateway(tx, [gateway], { ...terms, price: job.price });
      if (refusal) throw refusal;
      await askOnlinePayment(tx, gateway.name, job, now);
      payment = (await latestPayment(tx, job.id))!;
    }
    const oxxoDays = job.paymentMethod === 'oxxo' ? oxxoExpiresAfterDays(job.scheduledAt, now) : null;
    if (job.paymentMethod === 'oxxo' && oxxoDays === null) {
      if (!customerId) return null;
      throw new ConflictError('OXXO_UNAVAILABLE', onlinePaymentMessages.oxxoTooSoon);
    }
    const charge = await chargeFor(tx, gateway, job, payment.id).catch((error: unknown) => {
      if (error instanceof ConflictError)
        throw new ConflictError('PROVIDER_NO_CARDS', onlinePaymentMessages.providerNoOnline);
      throw error;
    });
    const prepared: Prepared = {
      job,
      paymentId: payment.id,
      createdAt: new Date(payment.created_at),
      oxxoDays,
    };
    return { prepared, charge };
  });
}

async function record(db: Database, gateway: string, prepared: Prepared, checkout: BankCheckout, now: Date) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into payment_customers (profile_id, gateway, external_id, created_at)
      values (${prepared.job.customerId}, ${gateway}, ${checkout.customerId}, ${now.toISOString()})
      on conflict do nothing`);
    const payment = { id: prepared.paymentId, created_at: prepared.createdAt };
    await recordInstructions(tx, payment, prepared.job, checkout, now);
    if (!checkout.paid) return;
    // The customer's balance at Stripe already covered it (an earlier transfer for more).
    const fresh = await latestPayment(tx, prepared.job.id, { lock: true });
    if (fresh?.id === prepared.paymentId && fresh.status === 'pending')
      await recordCaptured(tx, fresh, prepared.job.price, { actor: 'gateway', now });
  });
}

/**
 * 'Ver instrucciones de pago': asks the gateway for the SPEI or OXXO payment of the customer's service (safe to
 * repeat: the same payment comes back), or a new voucher after one expired.
 */
export async function startOnlinePayment(
  db: Database,
  gateway: ServiceGateway,
  {
    jobId,
    customerId,
    now,
    log,
  }: { jobId: string; customerId: string | null; now: Date; log: FastifyBaseLogger },
): Promise<void> {
  const asked = await prepare(db, gateway, { jobId, customerId, now });
  if (!asked) return;
  const method = asked.prepared.job.paymentMethod as 'spei' | 'oxxo';
  let checkout: BankCheckout;
  try {
    checkout = await gateway.startBankPayment(asked.charge, method, { oxxoDays: asked.prepared.oxxoDays });
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError) || !customerId) throw error;
    log.warn({ jobId, reason: error.message }, 'online payment could not start');
    throw gatewayDown();
  }
  await record(db, gateway.name, asked.prepared, checkout, now);
}

/** Right after the service is agreed: its SPEI or OXXO instructions, asked and e-mailed (retried if Stripe is down). */
export const runOnlineStart =
  (gateways: ServiceGateways): TaskHandler<{ jobId: string; paymentId: string }> =>
  async ({ jobId }, { db, now, log }) => {
    const gateway = bankGateway(gateways);
    if (!gateway) return;
    await startOnlinePayment(db, gateway, { jobId, customerId: null, now, log });
  };
