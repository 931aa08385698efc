import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { REFUSAL_REASONS } from '#shared/domain/service-lifecycle';
import { myReviewsOut, replyInput, reviewInput, reviewParams, reviewResponse } from '#shared/schemas/reviews';
import { serviceParams } from '#shared/schemas/services';
import type { Database } from '#server/db/client';
import { listMyReviews, findReview, replyToReview, writeReview } from './service';

const REVIEW_REFUSALS = ['wrong_status', 'review_window_closed'] satisfies (typeof REFUSAL_REASONS)[number][];

export default async function reviewRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/reviews',
    { schema: { response: { 200: myReviewsOut } }, preValidation: app.requireUser },
    async (request) => listMyReviews(db, request.user!.id, app.clock.now()),
  );

  // POST /api/services/:id/review: 'Calificar'.
  routes.post(
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

  routes.post(
    '/api/reviews/:id/reply',
    {
      schema: { params: reviewParams, body: replyInput, response: { 200: reviewResponse } },
      config: {
        errors: {
          400: { VALIDATION: 'an empty reply, or one over 1000 characters' },
          403: { NOT_YOUR_ACTION: 'a customer answering a provider’s review' },
          404: { NOT_FOUND: 'no published review with this id is about this person' },
          409: {
            ALREADY_REPLIED: 'the review already has a different reply',
          },
        },
      },
      preValidation: app.requireUser,
    },
    async (request) => {
      const now = app.clock.now();
      const review = await replyToReview(db, request.user!.id, request.params.id, request.body, now);
      return { review: await findReview(db, review.id, request.user!.id, now) };
    },
  );
}
