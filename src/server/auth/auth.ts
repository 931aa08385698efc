import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { BRAND } from '../../shared/brand';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../shared/schemas/auth';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import type { Env } from '../env';
import type { Mailer } from '../mail/mailer';
import { resetPasswordEmail } from '../mail/templates/reset-password';
import { authLogger, recordAuthFailure } from './failures';
import { totpReplayHooks } from './one-time-codes';
import { forgetResetLinks } from './reset-links';

const DAY_SECONDS = 24 * 60 * 60;

export interface AuthDeps {
  db: Database;
  env: Pick<Env, 'APP_URL' | 'AUTH_SECRET'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export function resetPasswordLink(appUrl: string, token: string): string {
  return `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

export function createAuth({ db, env, mailer, log }: AuthDeps) {
  const totpReplay = totpReplayHooks(db);
  return betterAuth({
    appName: BRAND.name,
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret: env.AUTH_SECRET,
    trustedOrigins: [env.APP_URL],
    database: drizzleAdapter(db, { provider: 'pg', schema, transaction: true }),
    telemetry: { enabled: false },
    // Limits are enforced in front of the handler by the database-backed limiter (plugins/rate-limit.ts).
    rateLimit: { enabled: false },
    user: {
      modelName: 'users',
      additionalFields: { userType: { type: 'string', required: true, input: true } },
    },
    session: { modelName: 'sessions', expiresIn: 7 * DAY_SECONDS, updateAge: DAY_SECONDS },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => forgetResetLinks(db, user.id),
      sendResetPassword: async ({ user, token }) => {
        await mailer.send(resetPasswordEmail(user.email, resetPasswordLink(env.APP_URL, token)));
      },
    },
    plugins: [twoFactor({ issuer: BRAND.name, schema: { twoFactor: { modelName: 'twoFactors' } } })],
    advanced: {
      // Set by the Fastify mount from req.ip, which honours TRUST_PROXY; clients cannot forge it.
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
      useSecureCookies: env.APP_URL.startsWith('https:'),
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        await totpReplay.before(ctx);
      }),
      after: createAuthMiddleware(async (ctx) => {
        await totpReplay.after(ctx);
        if (ctx.path === '/change-password' && !(ctx.context.returned instanceof APIError)) {
          const userId = ctx.context.session?.user.id;
          if (userId) await forgetResetLinks(db, userId);
        }
      }),
    },
    // What better-auth logs, and what its handler throws, also tells the auth route whether the database
    // went away while it answered (plugins/auth.ts).
    logger: { level: 'error', log: authLogger(log) },
    onAPIError: { onError: recordAuthFailure },
  });
}

export type Auth = ReturnType<typeof createAuth>;
