import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookAnotherInput, otherProvidersOut } from '#shared/schemas/bookings-alternatives';
import { serviceRequestResponse } from '#shared/schemas/requests';
import { serviceParams } from '#shared/schemas/services';
import { mergeAnswers, providerNotVerified } from '#server/openapi/answers';
import { bookAnother, bookingAnswer, otherProviders } from '#server/modules/bookings';
import type { ServiceRoutesOptions } from './options';

/**
 * 'Otros proveedores disponibles': a declined (or unanswered) booking's customer sees up to three providers free at
 * the same time, and books one with the same details.
 */
export default async function alternativeRoutes(
  app: FastifyInstance,
  { db, cardGateway }: Pick<ServiceRoutesOptions, 'db' | 'cardGateway'>,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = app.requireRole('client', { verifiedEmail: true });

  routes.get(
    '/api/services/:serviceId/alternatives',
    {
      schema: { params: serviceParams, response: { 200: otherProvidersOut } },
      config: { errors: { 404: { NOT_FOUND: 'no booking with this id has this customer as a party' } } },
      preValidation,
    },
    async (request) => ({
      providers: await otherProviders(db, request.user!.id, request.params.serviceId, app.clock.now()),
    }),
  );

  routes.post(
    '/api/services/:serviceId/alternatives',
    {
      schema: {
        params: serviceParams,
        body: bookAnotherInput,
        response: { 200: serviceRequestResponse, 201: serviceRequestResponse },
      },
      config: {
        errors: mergeAnswers(providerNotVerified, {
          400: { VALIDATION: 'the provider does not offer the service, or the place is outside their area' },
          404: { NOT_FOUND: 'no booking with this id has this customer as a party' },
          409: {
            NOT_DECLINED: 'the booking was not declined, or its time is too near to book it again',
            SLOT_TAKEN: 'the chosen provider is no longer free at that time',
          },
        }),
      },
      preValidation,
    },
    async (request, reply) => {
      await app.limitPerAccount(request, app.limits.booking, request.user!.id);
      const now = app.clock.now();
      const booking = await bookAnother(
        db,
        request.user!.id,
        request.params.serviceId,
        request.body,
        now,
        cardGateway(request),
      );
      if (booking.created) app.tasks.wake();
      const { status, body } = await bookingAnswer(db, booking, now);
      return reply.code(status).send(body);
    },
  );
}
