import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { planCreatedOut, planParams, planVisitParams } from '#shared/schemas/recurring';
import { planTransferInputAt, visitMovedOut, visitMoveInputAt } from '#shared/schemas/recurring-changes';
import type { Database } from '#server/db/client';
import type { RequestGateways } from '#server/modules/payments/gateways';
import { bookConflict, skipConflict } from './conflicts';
import { lockPlan } from './plan-end';
import { summarize } from './service';
import { transferPlan } from './transfer';
import { mergeAnswers, providerNotVerified } from '#server/openapi/answers';
import { creationErrors } from '#server/modules/requests';

const CONFLICT_NOT_FOUND = {
  NOT_FOUND: 'no plan with this id is this customer’s, or no visit of it on that day waits for a choice',
};

// When a plan's provider fails the customer (issue 30): a visit the scheduler could not book, skipped or booked at
// another free time; a plan whose provider cancelled twice in 28 days, moved to a favourite provider.
export default async function planConflictRoutes(
  app: FastifyInstance,
  { db, cardGateway }: { db: Database; cardGateway: RequestGateways },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/recurring-plans/:planId/conflicts/:visitDate/skip',
    {
      schema: { params: planVisitParams, response: { 200: planCreatedOut } },
      config: { errors: { 404: CONFLICT_NOT_FOUND } },
      preValidation: app.requireRole('client'),
    },
    async (request) => {
      const { planId, visitDate } = request.params;
      const now = app.clock.now();
      await skipConflict(db, request.user!.id, planId, visitDate, now);
      app.tasks.wake();
      const plan = await lockPlan(db, planId, { customerId: request.user!.id }, { lock: false });
      return { plan: await summarize(db, plan, now) };
    },
  );

  routes.post(
    '/api/recurring-plans/:planId/conflicts/:visitDate/book',
    {
      schema: {
        params: planVisitParams,
        body: visitMoveInputAt(() => app.clock.now()),
        response: { 200: visitMovedOut },
      },
      config: {
        errors: {
          404: CONFLICT_NOT_FOUND,
          409: {
            SLOT_TAKEN: 'the start is not one of the provider’s free start times',
            WRONG_STATUS: 'the plan is not active (paused, ended, cancelled)',
            PROVIDER_NO_CARDS: 'the plan is paid online and the provider no longer takes that way to pay',
            OXXO_UNAVAILABLE: 'an OXXO voucher cannot be paid in time for that start',
          },
        },
      },
      preValidation: app.requireRole('client'),
    },
    async (request) => {
      const { planId, visitDate } = request.params;
      const start = new Date(request.body.requiredDate);
      const now = app.clock.now();
      const visit = await bookConflict(
        db,
        request.user!.id,
        planId,
        visitDate,
        start,
        now,
        cardGateway(request),
      );
      app.tasks.wake();
      return { visit };
    },
  );

  routes.post(
    '/api/recurring-plans/:planId/transfer',
    {
      schema: {
        params: planParams,
        body: planTransferInputAt(() => app.clock.now()),
        response: { 200: planCreatedOut, 201: planCreatedOut },
      },
      config: {
        errors: mergeAnswers(creationErrors, providerNotVerified, {
          400: { VALIDATION: 'the provider is not one of the customer’s favourites, or is the plan’s own' },
          404: { NOT_FOUND: 'no plan with this id is this customer’s' },
          409: {
            NOT_UNRELIABLE: 'the plan’s provider has not cancelled two visits within 28 days',
            WRONG_STATUS: 'the plan is not active or paused',
            SLOT_TAKEN: 'the start is not one of the favourite provider’s free start times',
            PLAN_NOT_TRANSFERABLE: 'the plan’s first booking no longer passes the wizard’s checks',
          },
        }),
      },
      preValidation: app.requireRole('client', { verifiedEmail: true }),
    },
    async (request, reply) => {
      await app.limitPerAccount(request, app.limits.booking, request.user!.id);
      const now = app.clock.now();
      const { plan, created } = await transferPlan(
        db,
        request.user!.id,
        request.params.planId,
        request.body,
        now,
        cardGateway(request),
      );
      if (created) app.tasks.wake();
      return reply.code(created ? 201 : 200).send({ plan: await summarize(db, plan, now) });
    },
  );
}
