import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentMethodInput, serviceParams, serviceResponse } from '#shared/schemas/services';
import { cardUnavailable, mergeAnswers } from '#server/openapi/answers';
import { changePaymentMethod } from '#server/modules/payments';
import type { ServiceRoutesOptions } from './options';
import { serviceAnswer } from './service-answer';

/** The customer pays a service still ahead another way (or by card after all). */
export default async function paymentMethodRoutes(
  app: FastifyInstance,
  { db, cardGateway }: Pick<ServiceRoutesOptions, 'db' | 'cardGateway'>,
) {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/services/:serviceId/payment-method',
    {
      schema: { params: serviceParams, body: paymentMethodInput, response: { 200: serviceResponse } },
      config: {
        errors: mergeAnswers(cardUnavailable, {
          404: { NOT_FOUND: 'no service with this id has this customer as a party' },
          409: {
            METHOD_LOCKED: 'the service started or ended, or the person is its provider',
            SAME_METHOD: 'the service is already paid this way',
            PROVIDER_NO_CARDS: 'the provider’s payout account cannot take card, SPEI or OXXO payments',
            CARD_TOO_LATE: 'too close to the start to authorise a card or pay online',
            ONLINE_OFF: 'SPEI or OXXO chosen, but payments are not taken online on this server',
            OXXO_UNAVAILABLE: 'OXXO chosen for a service less than 72 h away, or out of OXXO’s amounts',
            ALREADY_PAID: 'the service was already paid by SPEI or OXXO',
          },
        }),
      },
      preValidation: app.requireRole('client'),
    },
    async (request) => {
      const now = app.clock.now();
      const job = await changePaymentMethod(db, cardGateway(request), {
        jobId: request.params.serviceId,
        customerId: request.user!.id,
        method: request.body.paymentMethod,
        now,
      });
      app.tasks.wake();
      return serviceAnswer(db, job, request.user!.id, now);
    },
  );
}
