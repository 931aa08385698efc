import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  planActionOut,
  planActionParams,
  planAnswerInput,
  planCreatedOut,
  planInputAt,
  planParams,
  plansOut,
  planVisitParams,
  skipVisitInput,
  skipVisitOut,
} from '#shared/schemas/recurring';
import type { Database } from '#server/db/client';
import type { RequestGateways } from '#server/modules/payments/gateways';
import { mergeAnswers, providerNotVerified } from '#server/openapi/answers';
import { creationErrors } from '#server/modules/requests';
import { answerPlan, changePlan, createPlan, listPlans, skipVisit, summarize } from './service';
import planChangeRoutes from './change-routes';
import planConflictRoutes from './conflict-routes';

interface RecurringRoutesOptions {
  db: Database;
  cardGateway: RequestGateways;
}

// 'Limpieza recurrente' (issue 30): a customer's plans with one provider, and the provider's 'Clientes recurrentes'.
export default async function recurringRoutes(
  app: FastifyInstance,
  { db, cardGateway }: RecurringRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  await planChangeRoutes(app, { db });
  await planConflictRoutes(app, { db, cardGateway });

  routes.post(
    '/api/recurring-plans',
    {
      schema: {
        body: planInputAt(() => app.clock.now()),
        response: { 200: planCreatedOut, 201: planCreatedOut },
      },
      config: {
        errors: mergeAnswers(creationErrors, providerNotVerified, {
          400: {
            VALIDATION: 'as POST /api/bookings (the first visit is booked as a booking is), or no rhythm',
          },
          409: { SLOT_TAKEN: 'the first visit’s time is not one of the provider’s free start times' },
        }),
      },
      preValidation: app.requireRole('client', { verifiedEmail: true }),
    },
    async (request, reply) => {
      await app.limitPerAccount(request, app.limits.booking, request.user!.id);
      const now = app.clock.now();
      const { plan, created } = await createPlan(
        db,
        request.user!.id,
        request.body,
        now,
        cardGateway(request),
      );
      if (created) app.tasks.wake();
      return reply.code(created ? 201 : 200).send({ plan: await summarize(db, plan, now) });
    },
  );

  routes.get(
    '/api/recurring-plans',
    { schema: { response: { 200: plansOut } }, preValidation: app.requireRole('client') },
    async (request) => ({ plans: await listPlans(db, { customerId: request.user!.id }, app.clock.now()) }),
  );

  routes.get(
    '/api/provider/recurring-plans',
    { schema: { response: { 200: plansOut } }, preValidation: app.requireRole('provider') },
    async (request) => ({ plans: await listPlans(db, { providerId: request.user!.id }, app.clock.now()) }),
  );

  // 'Aceptar plan' / 'Rechazar plan': once, within the same 2-hour rule as a booking (its first visit's).
  routes.post(
    '/api/provider/recurring-plans/:planId/answer',
    {
      schema: { params: planParams, body: planAnswerInput, response: { 200: planCreatedOut } },
      config: {
        errors: {
          404: { NOT_FOUND: 'no plan with this id is this provider’s' },
          409: {
            ALREADY_ANSWERED: 'the plan was answered the other way already',
            BOOKING_EXPIRED: 'the 2 hours to answer its first visit have passed',
            WRONG_STATUS:
              'its first visit is no longer waiting for an answer (expired, or withdrawn by the customer)',
          },
        },
      },
      preValidation: app.requireRole('provider'),
    },
    async (request) => {
      const now = app.clock.now();
      const plan = await answerPlan(db, request.user!.id, request.params.planId, request.body.accept, now);
      app.tasks.wake();
      return { plan: await summarize(db, plan, now) };
    },
  );

  // 'Pausar', 'Reanudar', 'Cancelar plan': no fee, no minimum term.
  routes.post(
    '/api/recurring-plans/:planId/:action',
    {
      schema: { params: planActionParams, response: { 200: planActionOut } },
      config: {
        errors: {
          404: {
            NOT_FOUND:
              'no plan with this id is this customer’s, or the action is not pause, resume or cancel',
          },
          409: {
            WRONG_STATUS: 'the plan is not in a status the action applies to (a declined or ended plan)',
          },
        },
      },
      preValidation: app.requireRole('client'),
    },
    async (request) => {
      const now = app.clock.now();
      const { planId, action } = request.params;
      const { plan, keptVisits } = await changePlan(db, request.user!.id, planId, action, now);
      app.tasks.wake();
      return { plan: await summarize(db, plan, now), keptVisits };
    },
  );

  // 'Saltar esta visita': without `confirm` only says the fee; with it, skips the visit at that fee.
  routes.post(
    '/api/recurring-plans/:planId/visits/:visitDate/skip',
    {
      schema: { params: planVisitParams, body: skipVisitInput, response: { 200: skipVisitOut } },
      config: {
        errors: {
          404: { NOT_FOUND: 'no visit of this customer’s plan on that day' },
          409: {
            FEE_CHANGED: 'the fee is no longer the one previewed (the 24 h passed meanwhile)',
            WRONG_STATUS: 'the visit is no longer scheduled (cancelled, done)',
          },
        },
      },
      preValidation: app.requireRole('client'),
    },
    async (request) => {
      const { planId, visitDate } = request.params;
      const now = app.clock.now();
      const answer = await skipVisit(db, request.user!.id, planId, visitDate, request.body.confirm, now);
      if (answer.skipped) app.tasks.wake();
      return answer;
    },
  );
}
