import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicationInput, applicationResponse, withdrawResponse } from '#shared/schemas/provider';
import { offerParams } from '#shared/schemas/services';
import type { Database } from '#server/db/client';
import { emailNotVerified, mergeAnswers, rateLimited, verificationRequired } from '#server/openapi/answers';
import { apply } from './service';
import { withdrawOffer } from './withdraw';

/** What an offer may be refused with: the panel's 'Aplicar' and POST /api/v1/offers send it through apply(). */
export const applicationErrors = mergeAnswers(
  emailNotVerified,
  verificationRequired,
  rateLimited('from this account or this IP address'),
  {
    403: {
      OWN_REQUEST: 'the request is the provider’s own',
      NO_ACTIVE_PLAN: 'the provider has no active plan',
      OUT_OF_AREA: 'the request lies outside the provider’s service area',
    },
    404: { NOT_FOUND: 'no request with this id is open to this provider' },
    409: {
      REQUEST_NOT_OPEN: 'the request no longer takes offers',
      REQUEST_EXPIRED: 'the request’s date has passed',
      ALREADY_APPLIED: 'the provider already sent an offer for it',
      PLAN_LIMIT_REACHED: 'the Básico plan’s 10 offers of this month are spent',
    },
  },
);

const requestParams = z.object({ id: z.string().max(100) });

export default async function applicationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/requests/:id/applications',
    {
      schema: {
        params: requestParams,
        body: applicationInput,
        response: { 201: applicationResponse },
      },
      config: { errors: applicationErrors },
      preValidation: app.requireRole('provider', { verifiedEmail: true }),
    },
    async (request, reply) => {
      await app.limitPerAccount(request, app.limits.application, request.user!.id);
      const application = await apply(db, request.user!.id, request.params.id, request.body, app.clock.now());
      return reply.code(201).send({ application });
    },
  );

  // 'Retirar propuesta': 200 also when the offer was already withdrawn, so a double click does it once.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/applications/:id/withdraw',
    {
      schema: { params: offerParams, response: { 200: withdrawResponse } },
      config: {
        errors: {
          404: { NOT_FOUND: 'no offer with this id was sent by this provider' },
          409: {
            OFFER_NOT_PENDING: 'the customer already accepted this offer or another one',
            REQUEST_NOT_OPEN: 'the request was cancelled or closed',
          },
        },
      },
      preValidation: app.requireRole('provider'),
    },
    async (request) => ({ application: await withdrawOffer(db, request.user!.id, request.params.id) }),
  );
}
