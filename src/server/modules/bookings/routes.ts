import type { FastifyInstance } from 'fastify';
import type { RequestGateways } from '#server/modules/payments/gateways';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookingInputAt } from '#shared/schemas/bookings';
import { serviceRequestResponse } from '#shared/schemas/requests';
import type { Database } from '#server/db/client';
import { mergeAnswers, providerNotVerified } from '#server/openapi/answers';
import { findProviderCards } from '#server/modules/directory';
import { creationErrors, serviceStatusOf, toServiceRequest } from '#server/modules/requests';
import { createBooking } from './service';

interface BookingRoutesOptions {
  db: Database;
  cardGateway: RequestGateways;
}

export default async function bookingRoutes(app: FastifyInstance, { db, cardGateway }: BookingRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

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
              'the provider no longer offers the service, the address is outside their area, or the provider’s account cannot take the card, SPEI or OXXO chosen (`fields.paymentMethod`)',
          },
          409: {
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
      const { row, created } = await createBooking(
        db,
        request.user!.id,
        request.body,
        now,
        cardGateway(request),
      );
      if (created) app.tasks.wake();
      const [cards, serviceStatus] = await Promise.all([
        findProviderCards(db, [row.providerId!], now),
        serviceStatusOf(db, row.id),
      ]);
      return reply
        .code(created ? 201 : 200)
        .send({ request: toServiceRequest(row, cards.get(row.providerId!) ?? null, serviceStatus) });
    },
  );
}
