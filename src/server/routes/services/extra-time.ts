import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { extraTimeAnswerInput, extraTimeInput, extraTimeResponse } from '#shared/schemas/extra-time';
import { serviceParams } from '#shared/schemas/services';
import type { Database } from '#server/db/client';
import { mergeAnswers } from '#server/openapi/answers';
import { answerExtraTime, findExtraTime, requestExtraTime } from '#server/modules/jobs';

const notParty = {
  404: { NOT_FOUND: 'no service with this id has this person as the party that takes this step' },
};

/** 'Tiempo extra': the provider asks for more time during a service; the customer approves or declines it. */
export default async function extraTimeRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/services/:serviceId/extra-time',
    {
      schema: { params: serviceParams, response: { 200: extraTimeResponse } },
      config: { errors: { 404: { NOT_FOUND: 'no service with this id has this person as a party' } } },
      preValidation: app.requireUser,
    },
    async (request) => ({
      extraTime: await findExtraTime(db, request.params.serviceId, request.user!.id),
    }),
  );

  routes.post(
    '/api/services/:serviceId/extra-time',
    {
      schema: { params: serviceParams, body: extraTimeInput, response: { 201: extraTimeResponse } },
      config: {
        errors: mergeAnswers(notParty, {
          400: {
            VALIDATION: 'minutes not a half-hour step the service still has room for (`fields.minutes`)',
          },
          409: {
            EXTRA_TIME_NOT_NOW: 'the service is not confirmed, or has not started yet',
            EXTRA_TIME_WAITING: 'a request for more time already waits for the customer’s answer',
          },
        }),
      },
      preValidation: app.requireRole('provider'),
    },
    async (request, reply) => {
      const extraTime = await requestExtraTime(db, {
        jobId: request.params.serviceId,
        providerId: request.user!.id,
        minutes: request.body.minutes,
        now: app.clock.now(),
      });
      app.tasks.wake();
      return reply.code(201).send({ extraTime });
    },
  );

  routes.post(
    '/api/services/:serviceId/extra-time/answer',
    {
      schema: { params: serviceParams, body: extraTimeAnswerInput, response: { 200: extraTimeResponse } },
      config: {
        errors: mergeAnswers(notParty, {
          409: {
            EXTRA_TIME_NONE: 'no request for more time waits for an answer',
            EXTRA_TIME_NOT_NOW: 'approving, but the service is no longer confirmed',
            EXTRA_TIME_COLLIDES: 'approving, but the longer service would run into the provider’s next one',
          },
        }),
      },
      preValidation: app.requireRole('client'),
    },
    async (request) => {
      const extraTime = await answerExtraTime(db, {
        jobId: request.params.serviceId,
        customerId: request.user!.id,
        approve: request.body.approve,
        now: app.clock.now(),
      });
      app.tasks.wake();
      return { extraTime };
    },
  );
}
