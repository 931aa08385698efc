import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerParams, serviceResponse, servicesOut } from '../../../shared/schemas/services';
import type { Database } from '../../db/client';
import { emailNotVerified, mergeAnswers } from '../../openapi/answers';
import { acceptOffer } from './accept';
import { listMyServices, toServices } from './service';

export default async function jobRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/applications/:id/accept',
    {
      schema: {
        params: offerParams,
        response: { 200: serviceResponse, 201: serviceResponse },
      },
      config: {
        errors: mergeAnswers(emailNotVerified, {
          404: { NOT_FOUND: 'no offer with this id was made on one of this customer’s requests' },
          409: {
            REQUEST_TAKEN: 'another offer on the same request was accepted first',
            REQUEST_NOT_OPEN: 'the request was cancelled or closed',
            REQUEST_EXPIRED: 'the request’s date has passed',
            OFFER_WITHDRAWN: 'the provider withdrew the offer',
          },
        }),
      },
      preValidation: app.requireRole('client', { verifiedEmail: true }),
    },
    async (request, reply) => {
      const { job, created } = await acceptOffer(db, request.user!.id, request.params.id, app.clock.now());
      if (created) app.tasks.wake();
      const [service] = await toServices(db, [job], request.user!.id);
      return reply.code(created ? 201 : 200).send({ service: service! });
    },
  );

  routes.get(
    '/api/services',
    { schema: { response: { 200: servicesOut } }, preValidation: app.requireUser },
    async (request) => ({ services: await listMyServices(db, request.user!.id) }),
  );
}
