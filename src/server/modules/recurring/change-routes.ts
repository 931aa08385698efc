import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { planCreatedOut, planParams, planVisitParams, priceChangeInput } from '#shared/schemas/recurring';
import {
  planEndedOut,
  planMovedOut,
  priceAnswerInput,
  unreliablePlansOut,
  visitMovedOut,
  visitMoveInputAt,
} from '#shared/schemas/recurring-changes';
import type { Database } from '#server/db/client';
import { operatorGuard } from '#server/auth/operator-guard';
import { mergeAnswers, twoFactorRequired } from '#server/openapi/answers';
import { describePlan } from '#shared/domain/recurring-plan';
import { moveVisit } from './moves';
import { movePlan } from './plan-move';
import { endPlanByProvider } from './plan-end';
import { answerPrice, proposePrice } from './price-change';
import { listUnreliablePlans } from './reliability';
import { rhythmOf } from './rhythm';
import { summarize } from './service';

const PLAN_NOT_FOUND = { NOT_FOUND: 'no plan with this id is this person’s' };

// Changes to a running plan (issue 30): 'Cambiar día u hora' for one visit, a new price per visit and its answer,
// 'Terminar plan' by the provider, and the operator console's list of plans a provider let down.
export default async function planChangeRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/recurring-plans/:planId/visits/:visitDate/move',
    {
      schema: {
        params: planVisitParams,
        body: visitMoveInputAt(() => app.clock.now()),
        response: { 200: visitMovedOut },
      },
      config: {
        errors: {
          404: { NOT_FOUND: 'no visit of this customer’s plan on that day' },
          409: {
            SLOT_TAKEN: 'the new start is not one of the provider’s free start times',
            VISIT_INSIDE_24H: 'the visit starts within 24 h: it stays as it is',
            WRONG_STATUS: 'the visit is no longer scheduled (cancelled, done)',
          },
        },
      },
      preValidation: app.requireRole('client'),
    },
    async (request) => {
      const { planId, visitDate } = request.params;
      const start = new Date(request.body.requiredDate);
      const visit = await moveVisit(db, request.user!.id, planId, visitDate, start, app.clock.now());
      app.tasks.wake();
      return { visit };
    },
  );

  // From now on: the plan's new first start; its visits at least 24 h ahead follow the new day and time.
  routes.post(
    '/api/recurring-plans/:planId/move',
    {
      schema: {
        params: planParams,
        body: visitMoveInputAt(() => app.clock.now()),
        response: { 200: planMovedOut },
      },
      config: {
        errors: {
          404: PLAN_NOT_FOUND,
          409: {
            SLOT_TAKEN:
              'the new start is not one of the provider’s free starts, or a later visit would meet another service',
            VISIT_INSIDE_24H: 'the new start is within 24 h, or no visit is at least 24 h ahead to move',
            WRONG_STATUS: 'the plan is not running (pending, cancelled, ended or ending)',
          },
        },
      },
      preValidation: app.requireRole('client'),
    },
    async (request) => {
      const now = app.clock.now();
      const start = new Date(request.body.requiredDate);
      const { plan, keptVisits } = await movePlan(db, request.user!.id, request.params.planId, start, now);
      app.tasks.wake();
      return { plan: await summarize(db, plan, now), keptVisits };
    },
  );

  routes.post(
    '/api/provider/recurring-plans/:planId/price',
    {
      schema: { params: planParams, body: priceChangeInput, response: { 200: planCreatedOut } },
      config: {
        errors: {
          404: PLAN_NOT_FOUND,
          409: {
            PRICE_PENDING: 'another new price waits for its answer, or an accepted one is not in force yet',
            PRICE_SAME: 'the price is the plan’s price already',
            WRONG_STATUS: 'the plan is not running (pending, cancelled, ended or ending)',
          },
        },
      },
      preValidation: app.requireRole('provider'),
    },
    async (request) => {
      const now = app.clock.now();
      const { planId } = request.params;
      const plan = await proposePrice(db, request.user!.id, planId, request.body.price, now);
      app.tasks.wake();
      return { plan: await summarize(db, plan, now) };
    },
  );

  // 'Aceptar nuevo precio' / 'Rechazar nuevo precio'.
  routes.post(
    '/api/recurring-plans/:planId/price',
    {
      schema: { params: planParams, body: priceAnswerInput, response: { 200: planCreatedOut } },
      config: {
        errors: {
          404: PLAN_NOT_FOUND,
          409: {
            NO_PRICE_CHANGE: 'no new price waits for an answer (or it was answered the other way)',
            PRICE_ANSWER_CLOSED: 'the visits at the new price are within 24 h: the plan ends before them',
          },
        },
      },
      preValidation: app.requireRole('client'),
    },
    async (request) => {
      const now = app.clock.now();
      const { planId } = request.params;
      const plan = await answerPrice(db, request.user!.id, planId, request.body.accept, now);
      app.tasks.wake();
      return { plan: await summarize(db, plan, now) };
    },
  );

  // 'Terminar plan': visits within the notice stay, later ones are cancelled free for the customer.
  routes.post(
    '/api/provider/recurring-plans/:planId/end',
    {
      schema: { params: planParams, response: { 200: planEndedOut } },
      config: {
        errors: {
          404: PLAN_NOT_FOUND,
          409: { WRONG_STATUS: 'the plan is pending, cancelled, declined or ended' },
        },
      },
      preValidation: app.requireRole('provider'),
    },
    async (request) => {
      const now = app.clock.now();
      const { plan, cancelled } = await endPlanByProvider(db, request.user!.id, request.params.planId, now);
      app.tasks.wake();
      return { plan: await summarize(db, plan, now), cancelledVisits: cancelled };
    },
  );

  routes.get(
    '/api/operator/recurring-plans/unreliable',
    {
      schema: { response: { 200: unreliablePlansOut } },
      config: { errors: mergeAnswers(twoFactorRequired, {}) },
      preValidation: operatorGuard(app, db),
    },
    async () => {
      const rows = await listUnreliablePlans(db, app.clock.now());
      return {
        plans: rows.map(({ plan, customer, provider, strikes }) => ({
          id: plan.id,
          status: plan.status,
          description: describePlan(rhythmOf(plan)),
          customerId: plan.customerId,
          customerName: customer,
          providerId: plan.providerId,
          providerName: provider,
          strikes: strikes
            .map((at) => at.toISOString())
            .sort()
            .reverse(),
        })),
      };
    },
  );
}
