import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reasonInput } from '#shared/schemas/operator';
import {
  moderationListOut,
  moderationParams,
  moderationQuery,
  reportInput,
} from '#shared/schemas/moderation';
import type { Database } from '#server/db/client';
import { rateLimited, twoFactorRequired } from '#server/openapi/answers';
import { operatorActor, operatorGuard } from '#server/auth/operator-guard';
import { dismissReports, hideContent, listModeration, reportContent, restoreContent } from './service';

const done = z.object({ ok: z.literal(true) });

// 'Reportar' for everyone signed in, and the console's Moderación.
export default async function moderationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const operator = operatorGuard(app, db);

  routes.post(
    '/api/reports',
    {
      schema: { body: reportInput, response: { 201: done } },
      config: {
        errors: {
          ...rateLimited('from this account or this IP address'),
          403: { OWN_CONTENT: 'the review or the request is the reporter’s own' },
          404: { NOT_FOUND: 'nothing this person can read has that id' },
          409: { ALREADY_REPORTED: 'this person reported it before' },
        },
      },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const user = request.user!;
      await app.limitPerAccount(request, app.limits.report, user.id);
      await reportContent(db, { id: user.id, role: user.userType }, request.body, app.clock.now());
      return reply.code(201).send({ ok: true });
    },
  );

  routes.get(
    '/api/operator/moderation',
    {
      schema: { querystring: moderationQuery, response: { 200: moderationListOut } },
      config: { errors: twoFactorRequired },
      preValidation: operator,
    },
    async (request) => ({
      items: await listModeration(db, request.query.kind, request.query.status, app.clock.now()),
    }),
  );

  const decision = (request: FastifyRequest & { params: z.infer<typeof moderationParams> }) => ({
    kind: request.params.type,
    id: request.params.id,
    actor: operatorActor(request),
    now: app.clock.now(),
  });

  routes.post(
    '/api/operator/moderation/:type/:id/hide',
    {
      schema: { params: moderationParams, body: reasonInput, response: { 200: done } },
      config: {
        errors: {
          ...twoFactorRequired,
          404: { NOT_FOUND: 'no published review, public request, photo or logo has that id' },
          409: {
            ALREADY_HIDDEN: 'it is hidden already',
            NOT_HIDEABLE: 'the request is no longer open',
          },
        },
      },
      preValidation: operator,
    },
    async (request) => {
      await hideContent(db, { ...decision(request), reason: request.body.reason });
      app.tasks.wake();
      return { ok: true as const };
    },
  );

  routes.post(
    '/api/operator/moderation/:type/:id/restore',
    {
      schema: { params: moderationParams, response: { 200: done } },
      config: {
        errors: {
          ...twoFactorRequired,
          404: { NOT_FOUND: 'no published review, public request, photo or logo has that id' },
          409: { NOT_HIDDEN: 'it is not hidden' },
        },
      },
      preValidation: operator,
    },
    async (request) => {
      await restoreContent(db, decision(request));
      return { ok: true as const };
    },
  );

  routes.post(
    '/api/operator/moderation/:type/:id/dismiss',
    {
      schema: { params: moderationParams, response: { 200: done } },
      config: {
        errors: { ...twoFactorRequired, 409: { NO_OPEN_REPORTS: 'nothing reported about it is waiting' } },
      },
      preValidation: operator,
    },
    async (request) => {
      await dismissReports(db, decision(request));
      return { ok: true as const };
    },
  );
}
