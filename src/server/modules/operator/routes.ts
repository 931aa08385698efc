import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SECURITY_PATHS } from '#shared/site-map';
import {
  arcoRequestsOut,
  auditOut,
  auditQuery,
  contactMessageOut,
  contactMessagesOut,
  contactQuery,
  contactReplyInput,
  disputesOut,
  idParams,
  operatorMeOut,
  reasonInput,
  resolveDisputeInput,
  resolveDisputeOut,
  serviceIdParams,
  summaryOut,
  userDetailOut,
  userListOut,
  userSearchQuery,
} from '#shared/schemas/operator';
import type { Database } from '#server/db/client';
import { mergeAnswers, twoFactorRequired, type ErrorAnswers } from '#server/openapi/answers';
import { listArcoRequests } from '#server/modules/account';
import { listAudit } from '#server/modules/audit';
import { handleContactMessage, listContactMessages } from './contact';
import { listDisputes, resolveDispute } from './disputes';
import { operatorActor, operatorGuard } from '#server/auth/operator-guard';
import { operatorSummary } from './summary';
import { searchUsers, setSuspension, userDetail } from './users';

const USER_NOT_FOUND = { 404: { NOT_FOUND: 'no user has this id' } };

// The Consola de Operación's API. Every route but /me needs an operator with two-factor authentication on;
// every action is written to the audit log in the transaction that does it.
export default async function operatorRoutes(
  app: FastifyInstance,
  { db, supportEmail }: { db: Database; supportEmail: string },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = operatorGuard(app, db);
  // Every route but /me: the guard, with its two-factor refusal documented beside the route's own (`errors`).
  const consoleRoute = (errors: ErrorAnswers = {}) => ({
    config: { errors: mergeAnswers(twoFactorRequired, errors) },
    preValidation: guard,
  });

  // Whether the console may open: the web shows the 2FA instructions when it may not.
  routes.get(
    '/api/operator/me',
    {
      schema: { response: { 200: operatorMeOut } },
      preValidation: operatorGuard(app, db, { allowWithoutTwoFactor: true }),
    },
    async (request) => ({
      email: request.operator!.email,
      twoFactorEnabled: request.operator!.twoFactorEnabled,
      securityPath: SECURITY_PATHS[request.user!.userType],
    }),
  );

  routes.get(
    '/api/operator/summary',
    { schema: { response: { 200: summaryOut } }, ...consoleRoute() },
    async () => operatorSummary(db, app.clock.now()),
  );

  routes.get(
    '/api/operator/users',
    { schema: { querystring: userSearchQuery, response: { 200: userListOut } }, ...consoleRoute() },
    async (request) => ({ users: await searchUsers(db, request.query.q) }),
  );

  routes.get(
    '/api/operator/users/:id',
    { schema: { params: idParams, response: { 200: userDetailOut } }, ...consoleRoute(USER_NOT_FOUND) },
    async (request) => userDetail(db, request.params.id, app.clock.now()),
  );

  for (const suspend of [true, false]) {
    routes.post(
      `/api/operator/users/:id/${suspend ? 'suspend' : 'reinstate'}`,
      {
        schema: { params: idParams, body: reasonInput, response: { 200: userDetailOut.shape.user } },
        ...consoleRoute({
          ...USER_NOT_FOUND,
          409: suspend
            ? { OPERATOR: 'operators are not suspended', ALREADY_SUSPENDED: 'already suspended' }
            : { NOT_SUSPENDED: 'not suspended' },
        }),
      },
      async (request) => {
        const user = await setSuspension(db, request.params.id, {
          suspend,
          reason: request.body.reason,
          actor: operatorActor(request),
          now: app.clock.now(),
          supportEmail,
        });
        // This server stops trusting its cached checks at once; others within SESSION_CACHE_SECONDS.
        if (suspend) app.forgetSessions();
        app.tasks.wake();
        return user;
      },
    );
  }

  routes.get(
    '/api/operator/disputes',
    { schema: { response: { 200: disputesOut } }, ...consoleRoute() },
    async () => ({ disputes: await listDisputes(db) }),
  );

  routes.post(
    '/api/operator/disputes/:serviceId/resolve',
    {
      schema: { params: serviceIdParams, body: resolveDisputeInput, response: { 200: resolveDisputeOut } },
      ...consoleRoute({
        400: { VALIDATION: 'a split amount that is not more than 0 and less than the price' },
        404: { NOT_FOUND: 'no service has this id' },
        409: {
          NOT_DISPUTED: 'the service is not (or no longer) in dispute',
          NO_SHOW_SPLIT: 'a split asked for a contested no-show, which is only upheld or refunded',
        },
      }),
    },
    async (request) => {
      const { job, amount } = await resolveDispute(db, request.params.serviceId, request.body, {
        actor: operatorActor(request),
        now: app.clock.now(),
      });
      app.tasks.wake();
      return { status: job.status, amount };
    },
  );

  routes.get(
    '/api/operator/contact-messages',
    { schema: { querystring: contactQuery, response: { 200: contactMessagesOut } }, ...consoleRoute() },
    async (request) => ({
      messages: await listContactMessages(db, request.query.status ?? 'open', app.clock.now()),
    }),
  );

  const MESSAGE_NOT_FOUND = { 404: { NOT_FOUND: 'no contact message has this id' } };
  routes.post(
    '/api/operator/contact-messages/:id/handled',
    {
      schema: { params: idParams, response: { 200: contactMessageOut } },
      ...consoleRoute(MESSAGE_NOT_FOUND),
    },
    async (request) =>
      handleContactMessage(db, request.params.id, {
        actor: operatorActor(request),
        now: app.clock.now(),
        supportEmail,
      }),
  );

  routes.post(
    '/api/operator/contact-messages/:id/reply',
    {
      schema: { params: idParams, body: contactReplyInput, response: { 200: contactMessageOut } },
      ...consoleRoute(MESSAGE_NOT_FOUND),
    },
    async (request) => {
      const message = await handleContactMessage(db, request.params.id, {
        reply: request.body.body,
        actor: operatorActor(request),
        now: app.clock.now(),
        supportEmail,
      });
      app.tasks.wake();
      return message;
    },
  );

  routes.get(
    '/api/operator/audit',
    { schema: { querystring: auditQuery, response: { 200: auditOut } }, ...consoleRoute() },
    async (request) => listAudit(db, request.query.before),
  );

  // Solicitudes ARCO: every data export and account deletion, refused ones included.
  routes.get(
    '/api/operator/arco',
    { schema: { response: { 200: arcoRequestsOut } }, ...consoleRoute() },
    async () => ({ requests: await listArcoRequests(db) }),
  );
}
