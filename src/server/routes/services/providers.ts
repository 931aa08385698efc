import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookableProvidersOut, bookableProvidersQuery, serviceIdParams } from '#shared/schemas/bookings';
import type { Database } from '#server/db/client';
import { listBookableProviders } from '#server/modules/bookings';

/**
 * The booking wizard's providers for one kind of service (here `:serviceId` is the catalogue's service, such as
 * 'home-cleaning', not a booked one). Public: the wizard lists providers before anyone signs in.
 */
export default async function providerRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/services/:serviceId/providers',
    {
      schema: {
        params: serviceIdParams,
        querystring: bookableProvidersQuery,
        response: { 200: bookableProvidersOut },
      },
    },
    async (request) => {
      const { lat, lng } = request.query;
      const near = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
      const providers = await listBookableProviders(db, request.params.serviceId, app.clock.now(), near);
      // 'Estadísticas': an append to this instance's buffer, written later (analytics/recorder.ts).
      app.analytics.recordEach(
        providers.map((provider) => provider.id),
        'wizard_appearance',
      );
      return { providers };
    },
  );
}
