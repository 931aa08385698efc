import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refundAccountInput, serviceParams, serviceResponse } from '#shared/schemas/services';
import { onlinePaymentMessages } from '#shared/service-payment-messages';
import { mergeAnswers } from '#server/openapi/answers';
import { AppError } from '#server/plugins/errors';
import { findAsParty } from '#server/modules/jobs';
import { bankGateway, startOnlinePayment, giveRefundAccount } from '#server/modules/payments';
import type { ServiceRoutesOptions } from './options';
import { serviceAnswer } from './service-answer';

/** SPEI with a reference and OXXO, the customer's side: how to pay, and where an OXXO payment is given back. */
export default async function onlinePaymentRoutes(
  app: FastifyInstance,
  { db, cardGateway }: Pick<ServiceRoutesOptions, 'db' | 'cardGateway'>,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

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
      return serviceAnswer(db, job, request.user!.id, now);
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
      return serviceAnswer(db, job, request.user!.id, now);
    },
  );
}
