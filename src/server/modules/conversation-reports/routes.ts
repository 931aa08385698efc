import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversationReportOut,
  conversationReportsQuery,
  moderatedConversationOut,
  moderatedMessageParams,
  moderatedPhotoParams,
  reportConversationInput,
  reportedConversationParams,
  reportedConversationsOut,
} from '#shared/schemas/conversation-reports';
import { reasonInput } from '#shared/schemas/operator';
import { conversationMessages } from '#shared/conversation-messages';
import type { Database } from '#server/db/client';
import { NotFoundError } from '#server/domain/errors';
import { rateLimited, twoFactorRequired, type ErrorAnswers } from '#server/openapi/answers';
import { sendPrivateFile } from '#server/storage';
import { operatorActor, operatorGuard } from '#server/auth/operator-guard';
import { listReportedConversations, moderatedPhotoKey, readReportedConversation } from './read';
import {
  hideConversationMessage,
  reportConversation,
  resolveConversationReports,
  type OperatorStep,
} from './service';

const done = z.object({ ok: z.literal(true) });
const NOT_REPORTED = { NOT_FOUND: 'no conversation with this id was ever reported' };

// 'Reportar conversación' for the two sides, and the console's reported conversations (issue 31).
export default async function conversationReportRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const operator = operatorGuard(app, db);

  routes.post(
    '/api/conversations/:id/reports',
    {
      schema: {
        params: reportedConversationParams,
        body: reportConversationInput,
        response: { 200: conversationReportOut, 201: conversationReportOut },
      },
      config: {
        errors: {
          ...rateLimited('from this account or this IP address'),
          404: { NOT_FOUND: 'no conversation with this id has this person as one of its two sides' },
        },
      },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const me = request.user!.id;
      const hit = await app.limitPerAccount(request, app.limits.report, me);
      const made = await reportConversation(db, me, request.params.id, request.body, app.clock.now());
      // Reporting again while the first waits answers that one and does not count.
      if (!made.created) await hit.refund();
      reply.code(made.created ? 201 : 200);
      return { report: made.report };
    },
  );

  routes.get(
    '/api/operator/conversations',
    {
      schema: { querystring: conversationReportsQuery, response: { 200: reportedConversationsOut } },
      config: { errors: twoFactorRequired },
      preValidation: operator,
    },
    async (request) => ({ conversations: await listReportedConversations(db, request.query.status) }),
  );

  routes.get(
    '/api/operator/conversations/:id',
    {
      schema: { params: reportedConversationParams, response: { 200: moderatedConversationOut } },
      config: { errors: { ...twoFactorRequired, 404: NOT_REPORTED } },
      preValidation: operator,
    },
    async (request) =>
      readReportedConversation(db, {
        id: request.params.id,
        actor: operatorActor(request),
        now: app.clock.now(),
      }),
  );

  app.get<{ Params: z.infer<typeof moderatedPhotoParams> }>(
    '/api/operator/conversations/:id/photos/:photoId',
    {
      schema: {
        params: moderatedPhotoParams,
        response: {
          200: {
            description:
              'A sent photo of a reported conversation (a hidden message’s too), for operators; never cached.',
            content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } },
          },
        },
      },
      config: {
        errors: {
          ...twoFactorRequired,
          404: { NOT_FOUND: 'no sent photo with this id in a reported conversation' },
        },
      },
      preValidation: operator,
    },
    async (request, reply) => {
      const key = await moderatedPhotoKey(db, request.params.id, request.params.photoId);
      const file = await app.storage.get(key);
      if (!file) throw new NotFoundError('NOT_FOUND', conversationMessages.photos.notFound);
      return sendPrivateFile(reply, file);
    },
  );

  /** 'Ocultar mensaje' and 'Resolver': an operator's step with a reason on a reported conversation, audited. */
  function operatorStep<Params extends typeof reportedConversationParams | typeof moderatedMessageParams>(
    url: string,
    params: Params,
    errors: ErrorAnswers,
    take: (step: OperatorStep, params: z.infer<Params>) => Promise<void>,
  ) {
    routes.post(
      url,
      {
        schema: { params, body: reasonInput, response: { 200: done } },
        config: { errors: { ...twoFactorRequired, ...errors } },
        preValidation: operator,
      },
      async (request) => {
        // The type provider cannot resolve a generic schema's output: it is this one's, checked.
        const params = request.params as z.infer<Params>;
        const step = {
          id: params.id,
          reason: request.body.reason,
          actor: operatorActor(request),
          now: app.clock.now(),
        };
        await take(step, params);
        return { ok: true as const };
      },
    );
  }

  operatorStep(
    '/api/operator/conversations/:id/messages/:messageId/hide',
    moderatedMessageParams,
    {
      404: { ...NOT_REPORTED, MESSAGE_NOT_FOUND: 'the reported conversation has no message with this id' },
      409: { ALREADY_HIDDEN: 'the message is hidden already' },
    },
    (step, { messageId }) => hideConversationMessage(db, { ...step, messageId }),
  );

  operatorStep(
    '/api/operator/conversations/:id/resolve',
    reportedConversationParams,
    { 404: NOT_REPORTED, 409: { NO_OPEN_REPORTS: 'every report of it is resolved already' } },
    (step) => resolveConversationReports(db, step),
  );
}
