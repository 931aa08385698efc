import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { REFUSAL_REASONS } from '#shared/domain/service-lifecycle';
import { reviewInput, reviewResponse } from '#shared/schemas/reviews';
import { serviceParams } from '#shared/schemas/services';
import type { Database } from '#server/db/client';
import { findReview, writeReview } from '#server/modules/reviews';

const REVIEW_REFUSALS = ['wrong_status', 'review_window_closed'] satisfies (typeof REFUSAL_REASONS)[number][];

/** POST /api/services/:id/review: 'Calificar'. */
export default async function reviewRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/services/:serviceId/review',
    {
      schema: {
        params: serviceParams,
        body: reviewInput,
        response: { 200: reviewResponse, 201: reviewResponse },
      },
      config: {
        errors: {
          400: { VALIDATION: 'stars outside 1–5, or a comment over 1000 characters' },
          404: { NOT_FOUND: 'no service with this id has this person as a party' },
          409: Object.fromEntries(
            REVIEW_REFUSALS.map((reason) => [
              reason.toUpperCase(),
              'the service is not completed, or its 14 days are over',
            ]),
          ),
        },
      },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const now = app.clock.now();
      const { review, created } = await writeReview(
        db,
        request.user!.id,
        request.params.serviceId,
        request.body,
        now,
      );
      if (created) app.tasks.wake();
      return reply
        .code(created ? 201 : 200)
        .send({ review: await findReview(db, review.id, request.user!.id, now) });
    },
  );
}
