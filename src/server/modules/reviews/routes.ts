import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { myReviewsOut, replyInput, reviewParams, reviewResponse } from '#shared/schemas/reviews';
import type { Database } from '#server/db/client';
import { listMyReviews, findReview, replyToReview } from './service';

export default async function reviewRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/reviews',
    { schema: { response: { 200: myReviewsOut } }, preValidation: app.requireUser },
    async (request) => listMyReviews(db, request.user!.id, app.clock.now()),
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
