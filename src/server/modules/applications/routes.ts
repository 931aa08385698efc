import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicationInput, applicationResponse } from '../../../shared/schemas/provider';
import type { Database } from '../../db/client';
import { errorOut } from '../../plugins/errors';
import { apply } from './service';

const requestParams = z.object({ id: z.string().max(100) });

export default async function applicationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/requests/:id/applications',
    {
      schema: {
        params: requestParams,
        body: applicationInput,
        response: {
          201: applicationResponse,
          400: errorOut,
          403: errorOut,
          404: errorOut,
          409: errorOut,
          429: errorOut,
        },
      },
      preValidation: app.requireRole('provider', { verifiedEmail: true }),
    },
    async (request, reply) => {
      await app.limitPerAccount(request, app.limits.application, request.user!.id);
      const application = await apply(db, request.user!.id, request.params.id, request.body);
      return reply.code(201).send({ application });
    },
  );
}
