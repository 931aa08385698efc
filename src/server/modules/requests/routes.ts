import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decodeCursor } from '#shared/schemas/cursor';
import { nearbyOut, nearbyQuery } from '#shared/schemas/provider';
import {
  clientSummaryOut,
  createRequestInputAt,
  myRequestsOut,
  serviceRequestResponse,
} from '#shared/schemas/requests';
import type { Database } from '#server/db/client';
import { cardUnavailable, emailNotVerified, mergeAnswers, rateLimited } from '#server/openapi/answers';
import type { RequestGateways } from '#server/modules/payments/gateways';
import { nearbyForProvider } from './nearby';
import { clientSummary, listMyRequests } from './mine';
import { createRequest, toServiceRequest } from './service';

/** A new request or booking: limited per account, for verified e-mails, once per idempotency key. */
export const creationErrors = mergeAnswers(
  emailNotVerified,
  rateLimited('from this account or this IP address'),
  cardUnavailable,
  {
    // JSON Schema cannot say "after now": the field's description does, and this is the refusal.
    400: { VALIDATION: '`requiredDate` is not in the future when the server reads it' },
    409: { IDEMPOTENCY_KEY_REUSED: 'the idempotency key was spent on another endpoint or with another body' },
  },
);

interface RequestRoutesOptions {
  db: Database;
  /** A card needs one that takes cards. */
  cardGateway: RequestGateways;
}

export default async function requestRoutes(app: FastifyInstance, { db, cardGateway }: RequestRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/requests',
    {
      schema: {
        body: createRequestInputAt(() => app.clock.now()),
        response: { 200: serviceRequestResponse, 201: serviceRequestResponse },
      },
      config: { errors: creationErrors },
      preValidation: app.requireRole('client', { verifiedEmail: true }),
    },
    async (request, reply) => {
      await app.limitPerAccount(request, app.limits.request, request.user!.id);
      const { row, created } = await createRequest(db, request.user!.id, request.body, cardGateway(request));
      if (created) app.tasks.wake();
      return reply.code(created ? 201 : 200).send({ request: toServiceRequest(row) });
    },
  );

  routes.get(
    '/api/requests/mine',
    { schema: { response: { 200: myRequestsOut } }, preValidation: app.requireRole('client') },
    // The replica unless this person just wrote (plugins/read-replica.ts): a request published a moment ago is here.
    async (request) => ({
      requests: await listMyRequests(app.readDb(request), request.user!.id, app.clock.now()),
    }),
  );

  routes.get(
    '/api/requests/summary',
    { schema: { response: { 200: clientSummaryOut } }, preValidation: app.requireRole('client') },
    async (request) => clientSummary(db, request.user!.id),
  );

  routes.get(
    '/api/requests/nearby',
    {
      schema: { querystring: nearbyQuery, response: { 200: nearbyOut } },
      preValidation: app.requireRole('provider'),
    },
    async (request) =>
      nearbyForProvider(
        app.readDb(request),
        request.user!.id,
        app.clock.now(),
        decodeCursor(request.query.cursor),
        request.query.service,
      ),
  );
}
