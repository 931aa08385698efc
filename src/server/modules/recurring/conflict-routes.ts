import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { planCreatedOut, planVisitParams } from '#shared/schemas/recurring';
import { visitMovedOut, visitMoveInputAt } from '#shared/schemas/recurring-changes';
import type { Database } from '#server/db/client';
import type { RequestGateways } from '#server/modules/payments/gateways';
import { bookConflict, skipConflict } from './conflicts';
import { lockPlan } from './plan-end';
import { summarize } from './service';

const CONFLICT_NOT_FOUND = {
  NOT_FOUND: 'no plan with this id is this customer’s, or no visit of it on that day waits for a choice',
};

// A visit the scheduler could not book (issue 30): the customer skips it or books it at another free time.
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
}
