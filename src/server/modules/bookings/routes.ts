import type { FastifyInstance } from 'fastify';
import type { RequestGateways } from '#server/modules/payments/gateways';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookingInputAt, freeTimesParams, freeTimesQuery } from '#shared/schemas/bookings';
import { freeTimesOut } from '#shared/schemas/schedule';
import { serviceRequestResponse } from '#shared/schemas/requests';
import type { Database } from '#server/db/client';
import { mergeAnswers, providerNotVerified } from '#server/openapi/answers';
import { creationErrors } from '#server/modules/requests';
import { freeTimesFor } from './free-times';
import { bookingAnswer } from './answer';
import { createBooking } from './service';

interface BookingRoutesOptions {
  db: Database;
  cardGateway: RequestGateways;
}

export default async function bookingRoutes(app: FastifyInstance, { db, cardGateway }: BookingRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Public, as the providers' list: a guest picks a time and signs in only to confirm.
  routes.get(
    '/api/bookings/providers/:providerId/free-times',
    {
      schema: { params: freeTimesParams, querystring: freeTimesQuery, response: { 200: freeTimesOut } },
      config: {
        errors: {
          404: {
            NOT_FOUND:
              'the provider is not listed for this service (no price for it, no active plan or area, or not allowed to serve customers)',
          },
        },
      },
    },
    async (request) => {
      const { planId } = request.query;
      const user = planId ? await app.sessionUserOf(request) : null;
      const customerId = user?.userType === 'client' ? user.id : null;
      return freeTimesFor(db, request.params.providerId, request.query, app.clock.now(), customerId);
    },
  );

  routes.post(
    '/api/bookings',
    {
      schema: {
        body: bookingInputAt(() => app.clock.now()),
        response: { 200: serviceRequestResponse, 201: serviceRequestResponse },
      },
      config: {
        errors: mergeAnswers(creationErrors, providerNotVerified, {
          400: {
            VALIDATION:
              'the provider no longer offers the service, the address is outside their area, the length is of the other kind for this service (`fields.length`: a home to estimate for a cleaning of a home, hours for any other), or the provider’s account cannot take the card, SPEI or OXXO chosen (`fields.paymentMethod`)',
          },
          409: {
            SLOT_TAKEN:
              'the time is not one of the provider’s free start times for this length (GET /api/bookings/providers/:providerId/free-times), or another booking took it first',
            ONLINE_OFF:
              'SPEI or OXXO chosen, but payments are not taken online on this server; `fields.paymentMethod` says so',
          },
        }),
      },
      preValidation: app.requireRole('client', { verifiedEmail: true }),
    },
    async (request, reply) => {
      await app.limitPerAccount(request, app.limits.booking, request.user!.id);
      const now = app.clock.now();
      const booking = await createBooking(db, request.user!.id, request.body, now, cardGateway(request));
      if (booking.created) app.tasks.wake();
      const { status, body } = await bookingAnswer(db, booking, now);
      return reply.code(status).send(body);
    },
  );
}
