import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiKeyMessages } from '#shared/api-key-messages';
import type { ApiScope } from '#shared/api-keys';
import { apiMessages } from '#shared/common-messages';
import { decodeCursor } from '#shared/schemas/cursor';
import { earningsOut, earningsQuery } from '#shared/schemas/money';
import { applicationResponse, nearbyOut, nearbyQuery } from '#shared/schemas/provider';
import { myReviewsOut } from '#shared/schemas/reviews';
import { sendOfferInput, sentOffersOut, sentOffersQuery } from '#shared/schemas/sent-offers';
import { apiServicesQuery, servicesOut, type ApiServicesQuery } from '#shared/schemas/services';
import type { Database } from '#server/db/client';
import { applicationErrors, apply, listSentOffers } from '#server/modules/applications';
import { listMyServices } from '#server/modules/service-views';
import { currentMonth } from '#server/domain/charges';
import { providerEarnings } from '#server/modules/money';
import { nearbyForProvider } from '#server/modules/requests';
import { listMyReviews } from '#server/modules/reviews';
import { AppError } from '#server/plugins/errors';
import { apiKeyGuard } from './bearer';

const calendarQuery = apiServicesQuery.pick({ month: true, cursor: true });

interface ApiV1Options {
  db: Database;
  /** Requests one key may make per minute (API_RATE_LIMIT_PER_MINUTE). */
  perMinute: number;
}

/**
 * The versioned API of 'Acceso a la API' (Empresarial): each route answers with what the panel's own route
 * answers, from the same function, for the key's provider only. No CORS: it is for servers, not browsers.
 */
export default async function apiV1Routes(app: FastifyInstance, { db, perMinute }: ApiV1Options) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = apiKeyGuard(app, db, {
    name: 'api-key',
    max: perMinute,
    windowSeconds: 60,
    message: apiKeyMessages.rateLimited,
  });
  const keyed = (scope: ApiScope) => ({ preValidation: guard(scope), config: { apiScope: scope } });
  const providerOf = (request: { apiKey?: { providerId: string } }) => request.apiKey!.providerId;

  // Every list but a month's a page at a time: a key reads what the panel reads, never an unbounded answer.
  const pages = (providerId: string, { cursor, ...query }: ApiServicesQuery) =>
    listMyServices(
      db,
      providerId,
      app.clock.now(),
      query.when === 'past' ? { ...query, before: cursor } : query,
      { paged: true, after: cursor },
    );

  routes.get(
    '/api/v1/services',
    { schema: { querystring: apiServicesQuery, response: { 200: servicesOut } }, ...keyed('services:read') },
    async (request) => pages(providerOf(request), request.query),
  );

  // Calendario: the services still ahead or under way, or every service of one month.
  routes.get(
    '/api/v1/calendar',
    { schema: { querystring: calendarQuery, response: { 200: servicesOut } }, ...keyed('services:read') },
    async (request) => {
      const { month, cursor } = request.query;
      return pages(providerOf(request), month ? { month } : { when: 'upcoming', cursor });
    },
  );

  routes.get(
    '/api/v1/requests/nearby',
    { schema: { querystring: nearbyQuery, response: { 200: nearbyOut } }, ...keyed('requests:read') },
    async (request) =>
      nearbyForProvider(
        db,
        providerOf(request),
        app.clock.now(),
        decodeCursor(request.query.cursor),
        request.query.service,
      ),
  );

  routes.get(
    '/api/v1/offers',
    { schema: { querystring: sentOffersQuery, response: { 200: sentOffersOut } }, ...keyed('offers:read') },
    async (request) => listSentOffers(db, providerOf(request), request.query.cursor),
  );

  // 'Aplicar': the panel's rules, through the panel's function (plan, Básico limit, verification, area…).
  routes.post(
    '/api/v1/offers',
    {
      schema: { body: sendOfferInput, response: { 201: applicationResponse } },
      ...keyed('offers:write'),
      config: { apiScope: 'offers:write', errors: applicationErrors },
    },
    async (request, reply) => {
      if (!request.user!.emailVerified)
        throw new AppError(403, 'EMAIL_NOT_VERIFIED', apiMessages.emailNotVerified);
      await app.limitPerAccount(request, app.limits.application, providerOf(request));
      const { requestId, ...offer } = request.body;
      const application = await apply(db, providerOf(request), requestId, offer, app.clock.now());
      return reply.code(201).send({ application });
    },
  );

  routes.get(
    '/api/v1/earnings',
    {
      schema: { querystring: earningsQuery, response: { 200: earningsOut } },
      ...keyed('earnings:read'),
      config: { apiScope: 'earnings:read', errors: { 400: { VALIDATION: 'a month that is not YYYY-MM' } } },
    },
    async (request) => {
      const now = app.clock.now();
      return providerEarnings(db, providerOf(request), request.query.month ?? currentMonth(now), now);
    },
  );

  routes.get(
    '/api/v1/reviews',
    { schema: { response: { 200: myReviewsOut } }, ...keyed('reviews:read') },
    async (request) => listMyReviews(db, providerOf(request), app.clock.now()),
  );
}
