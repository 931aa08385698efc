import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, reasonInput } from '#shared/schemas/operator';
import { serviceRefundsOut } from '#shared/schemas/service-refunds';
import {
  onlineMethodsOut,
  onlineMethodsQuery,
  refundAccountInput,
  serviceParams,
  serviceResponse,
} from '#shared/schemas/services';
import { onlinePaymentMessages } from '#shared/service-payment-messages';
import type { Database } from '#server/db/client';
import { AppError } from '#server/plugins/errors';
import { mergeAnswers } from '#server/openapi/answers';
import { toServices } from '#server/modules/jobs/service';
import { findAsParty } from '#server/modules/jobs/transitions';
import { operatorGuard } from '#server/modules/operator/guard';
import { bankGateway, startOnlinePayment } from '#server/modules/payments/ledger/online-payments';
import {
  gatewayForProvider,
  providerTakesCards,
  type ServiceGateways,
} from '#server/modules/payments/ledger/service-payments';
import {
  giveRefundAccount,
  listServiceRefunds,
  markRefundSent,
} from '#server/modules/payments/ledger/service-refunds';

// SPEI with a reference and OXXO for services (the customer's side), and the refunds an operator sends by
// transfer when OXXO cannot refund (the console's side).

interface OnlineRoutesOptions {
  db: Database;
  cardGateway: (request: FastifyRequest) => ServiceGateways;
}

const TWO_FACTOR = { 403: { TWO_FACTOR_REQUIRED: 'an operator without two-factor authentication on' } };

export default async function onlinePaymentRoutes(
  app: FastifyInstance,
  { db, cardGateway }: OnlineRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const operator = operatorGuard(app, db);

  // Whether 'Tarjeta', 'SPEI' and 'Efectivo en OXXO' are offered with this provider ('Aceptar oferta', the booking).
  routes.get(
    '/api/payments/online-methods',
    {
      schema: { querystring: onlineMethodsQuery, response: { 200: onlineMethodsOut } },
      // Public: the booking shows its ways to pay before anyone signs in.
      config: { errors: { 400: { VALIDATION: 'no provider named' } } },
    },
    async (request) => {
      const gateways = cardGateway(request);
      const gateway = bankGateway(gateways);
      const { providerId } = request.query;
      return {
        online: gateway !== null && (await providerTakesCards(db, gateway.name, providerId)) !== null,
        card: (await gatewayForProvider(db, gateways, providerId, 'card')) !== null,
      };
    },
  );

  // 'Ver instrucciones de pago' / 'Generar nueva ficha': the CLABE and reference, or the OXXO voucher.
  routes.post(
    '/api/services/:serviceId/online-payment',
    {
      schema: { params: serviceParams, response: { 200: serviceResponse } },
      config: {
        errors: mergeAnswers({
          404: {
            NOT_FOUND: 'no service with this id has this customer as a party',
            ONLINE_OFF: 'SPEI and OXXO are not paid online on this server',
          },
          409: {
            NOT_ONLINE: 'the service is not paid by SPEI or OXXO, or the person is its provider',
            CARD_TOO_LATE: 'the time to pay has passed, or the service ended',
            OXXO_UNAVAILABLE: 'too close to the start (or out of OXXO’s amounts) for a new voucher',
            PROVIDER_NO_CARDS: 'the provider’s payout account cannot take online payments',
            ONLINE_OFF: 'SPEI and OXXO are not paid online on this server',
          },
          502: { PAYMENT_GATEWAY_UNAVAILABLE: 'the payment gateway could not be reached' },
        }),
      },
      preValidation: app.requireRole('client'),
    },
    async (request) => {
      const gateway = bankGateway(cardGateway(request));
      if (!gateway) throw new AppError(404, 'ONLINE_OFF', onlinePaymentMessages.off);
      const now = app.clock.now();
      await startOnlinePayment(db, gateway, {
        jobId: request.params.serviceId,
        customerId: request.user!.id,
        now,
        log: request.log,
      });
      app.tasks.wake();
      const { job } = await findAsParty(db, request.params.serviceId, request.user!.id);
      const [service] = await toServices(db, [job], request.user!.id, now);
      return { service: service! };
    },
  );

  // 'Recibir reembolso': the CLABE an OXXO payment is given back to.
  routes.put(
    '/api/services/:serviceId/refund-account',
    {
      schema: { params: serviceParams, body: refundAccountInput, response: { 200: serviceResponse } },
      config: {
        errors: mergeAnswers({
          404: { NOT_FOUND: 'no service with this id has this customer as a party' },
          409: { NO_REFUND_OWED: 'nothing is owed back by transfer for this service (or it was sent)' },
          400: { VALIDATION: 'a CLABE whose check digit fails, or no account holder' },
        }),
      },
      preValidation: app.requireRole('client'),
    },
    async (request) => {
      const now = app.clock.now();
      const job = await giveRefundAccount(db, {
        jobId: request.params.serviceId,
        customerId: request.user!.id,
        clabe: request.body.clabe,
        holder: request.body.holder,
        now,
      });
      const [service] = await toServices(db, [job], request.user!.id, now);
      return { service: service! };
    },
  );

  routes.get(
    '/api/operator/service-refunds',
    {
      schema: { response: { 200: serviceRefundsOut } },
      config: { errors: TWO_FACTOR },
      preValidation: operator,
    },
    async () => ({ refunds: await listServiceRefunds(db) }),
  );

  routes.post(
    '/api/operator/service-refunds/:id/sent',
    {
      schema: { params: idParams, body: reasonInput, response: { 200: z.object({ ok: z.literal(true) }) } },
      config: {
        errors: {
          ...TWO_FACTOR,
          404: { NOT_FOUND: 'no refund by transfer has that id' },
          409: { NOT_REQUESTED: 'the customer has not given a CLABE yet, or it was sent already' },
        },
      },
      preValidation: operator,
    },
    async (request) => {
      await markRefundSent(db, request.params.id, {
        actor: { id: request.user!.id, label: request.operator!.email },
        reason: request.body.reason,
        now: app.clock.now(),
      });
      return { ok: true as const };
    },
  );
}
