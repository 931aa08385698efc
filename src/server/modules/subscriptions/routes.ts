import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { subscribeInput, subscriptionResponse } from '../../../shared/schemas/provider';
import type { Database } from '../../db/client';
import type { PaymentGatewayFactory } from './payments';
import { findActiveSubscription, subscribe, toSubscription } from './service';

interface SubscriptionRoutesOptions {
  db: Database;
  paymentGateway?: PaymentGatewayFactory;
}

export default async function subscriptionRoutes(
  app: FastifyInstance,
  { db, paymentGateway }: SubscriptionRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const provider = app.requireRole('provider');

  routes.get(
    '/api/subscription',
    { schema: { response: { 200: subscriptionResponse } }, preValidation: provider },
    async (request) => {
      const row = await findActiveSubscription(db, request.user!.id);
      return { subscription: row && toSubscription(row) };
    },
  );

  routes.post(
    '/api/subscription',
    {
      schema: { body: subscribeInput, response: { 201: subscriptionResponse } },
      config: { errors: { 409: { SAME_PLAN: 'the provider already has this plan active' } } },
      preValidation: provider,
    },
    async (request, reply) => {
      const row = await subscribe(db, request.user!.id, request.body.planType, paymentGateway);
      return reply.code(201).send({ subscription: toSubscription(row) });
    },
  );
}
