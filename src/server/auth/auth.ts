import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { BRAND } from '#shared/brand';
import { operatorMessages } from '#shared/operator-messages';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#shared/schemas/auth';
import { isReturnPath, panelPathFor, type UserRole } from '#shared/site-map';
import type { Database } from '#server/db/client';
import * as schema from '#server/db/schema';
import type { Env } from '#server/env';
import type { Mailer } from '#server/mail/mailer';
import { allowedOrigins } from '#server/plugins/allowed-origins';
import { accountExistsEmail } from '#server/mail/templates/account-exists';
import { resetPasswordEmail } from '#server/mail/templates/reset-password';
import { verifyEmail } from '#server/mail/templates/verify-email';
import { authLogger, recordAuthFailure } from './failures';
import { totpReplayHooks } from './one-time-codes';
import { passwordHasher } from './password-hash';
import { forgetResetLinks } from './reset-links';

const DAY_SECONDS = 24 * 60 * 60;
export const VERIFICATION_LINK_HOURS = 24;

export interface AuthDeps {
  db: Database;
  env: Pick<Env, 'APP_URL' | 'AUTH_SECRET' | 'PASSWORD_HASH_COST' | 'NODE_ENV'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export function resetPasswordLink(appUrl: string, token: string): string {
  return `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

// Built here rather than taken from better-auth, whose link returns to `/` unless told otherwise: this one lands
// the person, signed in, on the page they were on when they signed up (a guest who was booking: the booking's
// summary), or else in their own panel. `returnTo` is checked again here, whoever passed it.
export function verificationLink(
  appUrl: string,
  token: string,
  role: UserRole,
  returnTo?: string | null,
): string {
  const callbackURL = encodeURIComponent(isReturnPath(returnTo) ? returnTo : panelPathFor(role));
  return `${appUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${callbackURL}`;
}

/** The callbackURL the sign-up, sign-in or resend body carried, as better-auth put it into its own link. */
function returnPathIn(betterAuthLink: string): string | null {
  try {
    return new URL(betterAuthLink).searchParams.get('callbackURL');
  } catch {
    return null;
  }
}

export function createAuth({ db, env, mailer, log }: AuthDeps) {
  const totpReplay = totpReplayHooks(db);
  return betterAuth({
    appName: BRAND.name,
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret: env.AUTH_SECRET,
    trustedOrigins: allowedOrigins(env.APP_URL, env.NODE_ENV === 'production'),
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
      // Nobody is signed in before the address is confirmed, and a sign-up with an address that already has an
      // account gets the same answer as a new one (better-auth still hashes the password, so it takes as long).
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      password: passwordHasher(env.PASSWORD_HASH_COST),
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await mailer.send(resetPasswordEmail(user.email, resetPasswordLink(env.APP_URL, token)));
      },
      // Every other reset link stops working; and following one proves the inbox is theirs, as the
      // verification link would.
      onPasswordReset: async ({ user }) => {
        await forgetResetLinks(db, user.id);
        if (!user.emailVerified)
          await db.update(schema.users).set({ emailVerified: true }).where(eq(schema.users.id, user.id));
      },
      onExistingUserSignUp: async ({ user }) => {
        const links = { login: `${env.APP_URL}/login`, resetPassword: `${env.APP_URL}/reset-password` };
        await mailer.send(accountExistsEmail(user.email, links));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unverified sign-in is refused (403 EMAIL_NOT_VERIFIED) and gets a fresh link.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_HOURS * 60 * 60,
      sendVerificationEmail: async ({ user, token, url }) => {
        const role = (user as typeof user & { userType: UserRole }).userType;
        const link = verificationLink(env.APP_URL, token, role, returnPathIn(url));
        await mailer.send(verifyEmail(user.email, link, VERIFICATION_LINK_HOURS));
      },
    },
    // A suspended account opens no session: sign-in (or a verification link) answers why, in Spanish.
    databaseHooks: {
      session: {
        create: {
          before: async (session, context) => {
            // Changing the password makes the new session inside better-auth's transaction, which on the
            // embedded database holds the only connection: a query here would wait for it forever. The caller
            // is signed in there, so not suspended (a suspension ends every session at once).
            if (context?.path === '/change-password') return;
            const [profile] = await db
              .select({ suspendedAt: schema.profiles.suspendedAt })
              .from(schema.profiles)
              .where(eq(schema.profiles.id, session.userId));
            if (profile?.suspendedAt)
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_SUSPENDED',
                message: operatorMessages.suspendedSignIn,
              });
          },
        },
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
