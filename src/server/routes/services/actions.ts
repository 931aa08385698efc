import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REFUSAL_REASONS } from '#shared/domain/service-lifecycle';
import { serviceActionInput, serviceParams, serviceResponse } from '#shared/schemas/services';
import type { Database } from '#server/db/client';
import { mergeAnswers } from '#server/openapi/answers';
import { performStep } from '#server/modules/jobs';
import { serviceAnswer } from './service-answer';

// Every refusal of the graph but 'not_your_action' (403) answers 409 under its own code.
const REFUSAL_CODES = REFUSAL_REASONS.filter((reason) => reason !== 'not_your_action').map((reason) =>
  reason.toUpperCase(),
);

/** POST /api/services/:id/actions: one step of a service by one of its parties. */
export default async function actionRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/services/:serviceId/actions',
    {
      schema: { params: serviceParams, body: serviceActionInput, response: { 200: serviceResponse } },
      config: {
        errors: mergeAnswers({
          400: {
            VALIDATION:
              'a problem report or its answer without its text, or an action this API does not know',
          },
          403: { NOT_YOUR_ACTION: 'the other party’s step (a customer marking the service done…)' },
          404: { NOT_FOUND: 'no service with this id has this person as a party' },
          409: {
            ...Object.fromEntries(
              REFUSAL_CODES.map((code) => [
                code,
                'the service’s status or time does not allow this step now',
              ]),
            ),
            FEE_CHANGED: 'the cancellation charge is no longer the one the person was shown',
          },
        }),
      },
      preValidation: app.requireUser,
    },
    async (request) => {
      const { job, changed } = await performStep(db, request.params.serviceId, {
        ...request.body,
        userId: request.user!.id,
        now: app.clock.now(),
      });
      if (changed) app.tasks.wake();
      return serviceAnswer(db, job, request.user!.id, app.clock.now());
    },
  );
}
