import { APIError } from 'better-auth/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountMessages } from '#shared/account-messages';
import { authMessages } from '#shared/auth-messages';
import { deleteAccountInput } from '#shared/schemas/account';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema';
import { mergeAnswers, rateLimited } from '#server/openapi/answers';
import { AppError } from '#server/plugins/errors';
import { eq } from 'drizzle-orm';
import { deleteAccount, recordArco } from './delete';
import { exportAccount } from './export';

const refusedField = (field: 'password' | 'code', message: string) =>
  new AppError(400, 'VALIDATION', message, { [field]: message });

/** The password, then the two-factor code when it is on, checked by better-auth as its own endpoints check them. */
async function confirmIdentity(
  app: FastifyInstance,
  db: Database,
  request: FastifyRequest,
  { password, code }: { password: string; code?: string },
) {
  const headers = new Headers({ cookie: request.headers.cookie ?? '' });
  try {
    await app.auth.api.verifyPassword({ body: { password }, headers });
  } catch (error) {
    if (error instanceof APIError) throw refusedField('password', authMessages.wrongPassword);
    throw error;
  }
  const [user] = await db
    .select({ twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, request.user!.id));
  if (!user?.twoFactorEnabled) return;
  if (!code) throw refusedField('code', accountMessages.codeRequired);
  try {
    await app.auth.api.verifyTOTP({ body: { code }, headers });
  } catch (error) {
    if (error instanceof APIError) throw refusedField('code', authMessages.twoFactorFailed);
    throw error;
  }
}

export const EXPORT_FILE_NAME = 'mis-datos-limpiahogar.zip';

export default async function accountRoutes(app: FastifyInstance, { db }: { db: Database }) {
  // 'Descargar mis datos' (Seguridad, both panels).
  app.get(
    '/api/account/export',
    {
      schema: {
        response: {
          200: {
            description: 'A ZIP of JSON files (and the profile photo) with everything held about the person.',
            content: { 'application/zip': { schema: z.string() } },
          },
        },
      },
      config: { errors: rateLimited('from this account or this IP address') },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const userId = request.user!.id;
      await app.limitPerAccount(request, app.limits.dataExport, userId);
      // The views this instance still holds in memory are written first, so the file counts them too.
      await app.analytics.flush();
      const zip = await exportAccount(db, app.storage, userId, app.clock.now());
      await recordArco(db, { userId, kind: 'access', outcome: 'completed', at: app.clock.now() });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );

  // 'Eliminar mi cuenta' (Seguridad, both panels): the person is signed out and their data erased.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/account/delete',
    {
      schema: { body: deleteAccountInput, response: { 200: z.object({ deleted: z.literal(true) }) } },
      config: {
        errors: mergeAnswers(rateLimited('from this account or this IP address'), {
          400: { VALIDATION: 'the password or the two-factor code is missing or wrong' },
          409: {
            SERVICES_IN_PROGRESS:
              'a service of this person is confirmed or in dispute (the message lists them)',
            MONEY_OWED:
              'a charge in cash or by transfer between this person and the other party is not confirmed as paid (the message lists each, and how to settle it)',
          },
        }),
      },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const userId = request.user!.id;
      await app.limitPerAccount(request, app.limits.deleteAccount, userId);
      await confirmIdentity(app, db, request, request.body);
      await deleteAccount(db, app.storage, userId, app.clock.now());
      app.forgetSessions();
      app.tasks.wake();
      // The session is gone from the database; the browser forgets its cookies too.
      const { session, twoFactor } = app.authCookieNames!;
      reply.header(
        'set-cookie',
        [session, twoFactor].map(
          (name) =>
            `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith('__Secure-') ? '; Secure' : ''}`,
        ),
      );
      return { deleted: true as const };
    },
  );
}
