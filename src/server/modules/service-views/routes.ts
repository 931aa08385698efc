import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptOfferInput,
  offerParams,
  serviceResponse,
  servicesOut,
  servicesQuery,
} from '#shared/schemas/services';
import type { Database } from '#server/db/client';
import { cardUnavailable, emailNotVerified, mergeAnswers } from '#server/openapi/answers';
import { acceptOffer, type PaymentTerms } from '#server/modules/jobs';
import { listMyServices, toServices } from './services';

export default async function jobRoutes(
  app: FastifyInstance,
  { db, paymentTerms }: { db: Database; paymentTerms: (request: FastifyRequest) => PaymentTerms },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/applications/:id/accept',
    {
      schema: {
        params: offerParams,
        body: acceptOfferInput,
        response: { 200: serviceResponse, 201: serviceResponse },
      },
      config: {
        errors: mergeAnswers(emailNotVerified, cardUnavailable, {
          400: { CONTACT_REQUIRED: 'the request has no exact address and phone, and the body gives none' },
          404: { NOT_FOUND: 'no offer with this id was made on one of this customer’s requests' },
          409: {
            REQUEST_TAKEN: 'another offer on the same request was accepted first',
            REQUEST_NOT_OPEN: 'the request was cancelled or closed',
            REQUEST_EXPIRED: 'the request’s date has passed',
            OFFER_WITHDRAWN: 'the provider withdrew the offer',
            OFFER_UNAVAILABLE: 'the provider was suspended: their offers are hidden',
            PROVIDER_BUSY:
              'the provider has since booked another service at that time (with their travel time)',
            PROVIDER_NO_CARDS:
              'card, SPEI or OXXO chosen, but the provider’s payout account cannot take them',
            ONLINE_OFF: 'SPEI or OXXO chosen, but payments are not taken online on this server',
            OXXO_UNAVAILABLE: 'OXXO chosen for a service less than 72 h away, or out of OXXO’s amounts',
          },
        }),
      },
      preValidation: app.requireRole('client', { verifiedEmail: true }),
    },
    async (request, reply) => {
      const { job, created } = await acceptOffer(db, request.user!.id, request.params.id, app.clock.now(), {
        paymentMethod: request.body?.paymentMethod,
        contact: request.body?.contact,
        paymentTerms: paymentTerms(request),
      });
      if (created) app.tasks.wake();
      const [service] = await toServices(db, [job], request.user!.id, app.clock.now());
      return reply.code(created ? 201 : 200).send({ service: service! });
    },
  );

  routes.get(
    '/api/services',
    {
      schema: { querystring: servicesQuery, response: { 200: servicesOut } },
      config: { errors: { 400: { VALIDATION: 'an unknown list, month or cursor' } } },
      preValidation: app.requireUser,
    },
    async (request) => listMyServices(db, request.user!.id, app.clock.now(), request.query),
  );
}
