import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appConfigOut, placesOut, placesQuery } from '#shared/schemas/places';
import type { Env } from '#server/env';
import { createPlaces } from '#server/places';
import { rateLimited } from '#server/openapi/answers';
import type { RateLimitRule } from '#server/rate-limits';
import { type RequestGateways, requestMethods } from '#server/modules/payments/gateways';

// Public, so a guest can fill the booking wizard. An address search fires a request every few keystrokes;
// the per-IP limit only stops scripted scraping.
export const PLACES_RATE_LIMIT: RateLimitRule = { name: 'places', max: 300, windowSeconds: 60 };

interface PlacesRoutesOptions {
  env: Env;
  /** 'Tarjeta' is offered only where one takes cards. */
  cardGateway: RequestGateways;
}

export default async function placesRoutes(app: FastifyInstance, { env, cardGateway }: PlacesRoutesOptions) {
  const places = createPlaces(env);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/config',
    { schema: { response: { 200: appConfigOut } }, config: { database: false } },
    async (request) => {
      return {
        googleMapsApiKey: env.GOOGLE_MAPS_API_KEY ?? null,
        placesBackend: places.backend,
        placesAttribution: places.attribution,
        paymentMethods: requestMethods(cardGateway(request)),
      };
    },
  );

  routes.get(
    '/api/places',
    {
      schema: { querystring: placesQuery, response: { 200: placesOut } },
      config: { errors: rateLimited('from this IP address') },
    },
    async (request) => {
      await app.rateLimit(request, PLACES_RATE_LIMIT);
      const { q, limit } = request.query;
      return { results: await places.search(q, limit, request.log) };
    },
  );
}
