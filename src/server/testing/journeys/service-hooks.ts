import { and, eq, like, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceParams } from '#shared/schemas/services';
import type { Database } from '#server/db/client';
import { isUuid } from '#server/db/errors';
import { jobs, NO_EXACT_CONTACT, serviceRequests, tasks } from '#server/db/schema';
import { NotFoundError } from '#server/domain/errors';
import { SERVICE_REMINDER } from '#server/modules/jobs/notify';
import { SERVICE_TIMER } from '#server/modules/jobs/transitions';

export const FORGET_CONTACT_PATH = '/api/test/services/:serviceId/forget-contact';

const ageInput = z.object({
  hours: z.number().min(0).max(100_000),
  /** Its end too (when it was completed or cancelled), so that what counts from it has run: a conversation closes. */
  ended: z.boolean().default(false),
});

/**
 * Browser journeys cannot wait a day for a service to start. With E2E_TEST_HOOKS (never in production: env.ts
 * refuses it), this moves one service's instants, and its pending timers, `hours` into the past (its end only when
 * asked: `ended`); nothing else on the server changes its clock, so journeys running beside it are untouched.
 * Only a party to the service may move it: a guest gets 401, anyone else 404, as for the service itself.
 */
export default async function jobTestHooks(app: FastifyInstance, { db }: { db: Database }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/test/services/:serviceId/age',
      { schema: { hide: true, params: serviceParams, body: ageInput }, preValidation: app.requireUser },
      async (request) => {
        const id = request.params.serviceId;
        const userId = request.user!.id;
        if (!isUuid(id)) throw new NotFoundError('NOT_FOUND', 'no such service');
        const shift = sql`make_interval(secs => ${request.body.hours * 3600})`;
        const moved = await db.transaction(async (tx) => {
          const rows = await tx
            .update(jobs)
            .set({
              scheduledAt: sql`${jobs.scheduledAt} - ${shift}`,
              createdAt: sql`${jobs.createdAt} - ${shift}`,
              answerBy: sql`${jobs.answerBy} - ${shift}`,
              doneAt: sql`${jobs.doneAt} - ${shift}`,
              noShowAt: sql`${jobs.noShowAt} - ${shift}`,
              ...(request.body.ended && {
                completedAt: sql`${jobs.completedAt} - ${shift}`,
                cancelledAt: sql`${jobs.cancelledAt} - ${shift}`,
              }),
            })
            .where(and(eq(jobs.id, id), or(eq(jobs.customerId, userId), eq(jobs.providerId, userId))))
            .returning({ id: jobs.id });
          if (rows.length === 0) return 0;
          await tx
            .update(tasks)
            .set({ runAt: sql`${tasks.runAt} - ${shift}` })
            .where(
              or(
                like(tasks.dedupeKey, `${SERVICE_TIMER}:${id}:%`),
                eq(tasks.dedupeKey, `${SERVICE_REMINDER}:${id}`),
              ),
            );
          return rows.length;
        });
        if (moved === 0) throw new NotFoundError('NOT_FOUND', 'no such service');
        app.tasks.wake();
        return { ok: true };
      },
    );

  // The request form asks for the exact address now, so a journey cannot agree a service without one. This
  // leaves the customer's service, and its request, as one agreed before it asked, with nothing in Perfil.
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      FORGET_CONTACT_PATH,
      { schema: { hide: true, params: serviceParams }, preValidation: app.requireUser },
      async (request) => {
        const id = request.params.serviceId;
        if (!isUuid(id)) throw new NotFoundError('NOT_FOUND', 'no such service');
        const forgotten = await db.transaction(async (tx) => {
          const [job] = await tx
            .update(jobs)
            .set(NO_EXACT_CONTACT)
            .where(and(eq(jobs.id, id), eq(jobs.customerId, request.user!.id)))
            .returning({ requestId: jobs.requestId });
          if (job)
            await tx
              .update(serviceRequests)
              .set(NO_EXACT_CONTACT)
              .where(eq(serviceRequests.id, job.requestId));
          return job !== undefined;
        });
        if (!forgotten) throw new NotFoundError('NOT_FOUND', 'no such service');
        return { ok: true };
      },
    );
}
