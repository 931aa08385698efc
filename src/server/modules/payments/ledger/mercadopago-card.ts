import type { FastifyBaseLogger } from 'fastify';
import { mercadoPagoMessages } from '#shared/mercadopago-messages';
import type { MercadoPagoCardInput } from '#shared/schemas/payouts';
import type { Database } from '#server/db/client';
import { ConflictError } from '#server/domain/errors';
import type { JobRow } from '#server/db/schema';
import {
  GatewayUnavailableError,
  gatewayDown,
  type ServiceEvent,
  type ServiceGateways,
} from '#server/modules/payments/gateways';
import { chargeFor } from './ask-payment';
import { applyServiceEvent } from './service-events';
import { openCardPayment } from './service-payments';

/**
 * Mercado Pago's card form submitted: the card it tokenised is held for the service's price with the provider's
 * token (capture false), and Mercado Pago's answer is recorded as its webhook would be (the webhook, when it
 * comes, then changes nothing). A declined card fails the payment; the customer may try another in time.
 */
export async function authorizeCardToken(
  db: Database,
  gateways: ServiceGateways,
  {
    jobId,
    customerId,
    card,
    now,
    log,
  }: { jobId: string; customerId: string; card: MercadoPagoCardInput; now: Date; log: FastifyBaseLogger },
): Promise<JobRow> {
  const prepared = await db.transaction(async (tx) => {
    const { job, payment, gateway } = await openCardPayment(tx, gateways, { jobId, customerId, now });
    if (!gateway.authorizeToken)
      throw new ConflictError('NOT_MERCADOPAGO', mercadoPagoMessages.notMercadoPago);
    return { job, gateway, charge: await chargeFor(tx, gateway, job, payment.id) };
  });
  const { gateway, charge } = prepared;
  let event: ServiceEvent | null;
  try {
    event = await gateway.authorizeToken!(charge, {
      token: card.token,
      paymentMethodId: card.paymentMethodId,
      issuerId: card.issuerId ?? null,
      payerEmail: card.payer?.email ?? null,
      identification: card.payer?.identification ?? null,
    });
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    log.warn({ jobId, reason: error.message }, 'Mercado Pago card could not be authorised');
    throw gatewayDown();
  }
  log.info({ jobId, paymentId: charge.paymentId, outcome: event?.kind ?? 'undecided' }, 'Mercado Pago card');
  await db.transaction(async (tx) => {
    if (event) await applyServiceEvent(tx, gateway.name, event, now);
  });
  return prepared.job;
}
