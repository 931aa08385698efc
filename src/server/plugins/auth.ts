import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { UserRole } from '#shared/site-map';
import { apiMessages } from '#shared/common-messages';
import { operatorMessages } from '#shared/operator-messages';
import type { Auth } from '#server/auth/auth';
import {
  AUTH_BODY_LIMIT,
  authRoutes,
  documentedAuthRoute,
  type AuthLimit,
  type AuthRoute,
} from '#server/auth/routes';
import { translateAuthError } from '#server/auth/error-map';
import { shapeAuthResponse } from '#server/auth/responses';
import { withAuthFailures } from '#server/auth/failures';
import { endedBySuspension } from '#server/auth/suspended-sessions';
import { plainSession, type SessionRules } from '#server/auth/session-lookup';
import { systemClock } from '#server/clock';
import type { Database } from '#server/db/client';
import { isDatabaseUnavailable } from '#server/db/errors';
import {
  AMBIGUOUS,
  readSessionCookie,
  SessionCache,
  sessionKey,
  tokenOf,
  type FoundSession,
} from '#server/auth/session-cache';
import type { Env } from '#server/env';
import { sessionGuard } from '#server/openapi/answers';
import { AppError, errorBody, fieldErrors } from './errors';
import { sendMethodNotAllowed } from './method-not-allowed';

export interface SessionUser {
  id: string;
  email: string;
  userType: UserRole;
  emailVerified: boolean;
}

type Guard = (request: FastifyRequest) => Promise<void>;

/** The answer to a cookie a suspension ended: the sentence a refused sign-in gives, so /login can show it. */
const suspendedSessionError = () => new AppError(401, 'ACCOUNT_SUSPENDED', operatorMessages.suspendedSignIn);

export interface RoleOptions {
  /** Publishing, applying and booking: refused (403 EMAIL_NOT_VERIFIED) until the address is confirmed. */
  verifiedEmail?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireRole: (role: UserRole, options?: RoleOptions) => Guard;
    /** The signed-in account on a public route that treats members differently; null for anyone else. */
    sessionUserOf: (request: FastifyRequest) => Promise<SessionUser | null>;
    /** Drops this server's cached session checks: the next request of each session asks the database. */
    forgetSessions: () => void;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'x-client-ip') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set('x-client-ip', request.ip);
  return headers;
}

// better-auth answers the database's refusal of a NUL character with a 500; refuse it here as bad input.
function refuseNul(_key: string, value: unknown): unknown {
  if (typeof value === 'string' && value.includes('\u0000')) throw new SyntaxError('NUL in a string');
  return value;
}

function parseJson(body: unknown): unknown {
  if (!Buffer.isBuffer(body) || body.length === 0) return {};
  try {
    return JSON.parse(body.toString('utf8'), refuseNul);
  } catch {
    throw new AppError(400, 'BAD_REQUEST', apiMessages.badRequest);
  }
}

function validate(route: AuthRoute, raw: unknown): unknown {
  if (!route.body) return raw;
  const parsed = (route.body as z.ZodType).safeParse(raw);
  if (!parsed.success) {
    throw new AppError(400, 'VALIDATION', apiMessages.validation, fieldErrors(parsed.error.issues));
  }
  return route.toAuthBody ? route.toAuthBody(parsed.data as never) : parsed.data;
}

interface AuthPluginOptions {
  auth: Auth;
  env: Env;
  db: Database;
  /** Throws while the database cannot be reached. */
  ping: () => Promise<void>;
}

// better-auth answers a plain 500, or a 401 or 422, when its queries fail; with the database down that must read
// as the 503 every other route gives, and no cookie it set on the way (a cleared session) may reach the browser.
// The failed queries' own errors decide; for a 500 without one, a ping. A ping alone is not enough: while
// PostgreSQL shuts down, it can still get an answer on a pooled connection the server has not closed yet.
async function failIfDatabaseDown(status: number, errors: unknown[], ping: AuthPluginOptions['ping']) {
  const down =
    errors.some(isDatabaseUnavailable) ||
    (status >= 500 &&
      (await ping().then(
        () => false,
        () => true,
      )));
  if (down)
    throw new AppError(503, 'UNAVAILABLE', apiMessages.unavailable, undefined, { 'retry-after': '5' });
}

// Who is attempting a signed-in action (or the two-factor step of a sign-in): their session, or the half-way
// cookie better-auth gives between password and code. Hashed, as the session cache keys are.
function attemptOwner(cookieHeader: string | undefined, sessionCookie: string): string | null {
  for (const name of [sessionCookie, sessionCookie.replace('session_token', 'two_factor')]) {
    const value = readSessionCookie(cookieHeader, name);
    if (typeof value === 'string') return `session:${sessionKey(value)}`;
  }
  return null;
}

async function forward(
  { auth, env, ping }: AuthPluginOptions,
  route: AuthRoute,
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  suspendedCookie: (request: FastifyRequest) => Promise<boolean>,
) {
  const init: RequestInit = { method: request.method, headers: toHeaders(request) };
  if (route.ignoreSession) (init.headers as Headers).delete('cookie');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = JSON.stringify(body ?? {});
    (init.headers as Headers).set('content-type', 'application/json');
    (init.headers as Headers).delete('content-length');
  }
  const url = new URL(request.url, env.APP_URL);
  if (route.toAuthQuery) url.search = new URLSearchParams(route.toAuthQuery(url.searchParams)).toString();
  const { result: answer, errors } = await withAuthFailures(() => auth.handler(new Request(url, init)));
  if (answer.status >= 500)
    request.log.error({ err: errors[0], status: answer.status }, 'auth handler failed');
  await failIfDatabaseDown(answer.status, errors, ping);
  const response = await shapeAuthResponse(route, answer);
  reply.code(response.status);
  // A Location means something only on a redirect (better-auth adds one to a sign-in that names a callbackURL).
  const redirect = response.status >= 300 && response.status < 400;
  response.headers.forEach((value, name) => {
    if (name === 'location' && !redirect) return;
    if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding')
      reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  // No session behind the cookie: its holder learns whether a suspension ended it (the cookie is cleared anyway).
  if (
    route.tellsSuspension &&
    response.status === 200 &&
    text === 'null' &&
    (await suspendedCookie(request))
  ) {
    const refusal = suspendedSessionError();
    return reply.code(refusal.statusCode).send(errorBody(refusal.code, refusal.message));
  }
  if (response.status < 400) return reply.send(text.length ? text : null);
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {}
  return reply.type('application/json; charset=utf-8').send(translateAuthError(response.status, parsed));
}

export default fp(
  async function authPlugin(app: FastifyInstance, options: AuthPluginOptions) {
    const { auth, env, db } = options;
    app.decorate('auth', auth);
    app.decorateRequest('user', null);

    // The system's clock, not app.clock: the cache stands in for better-auth's answer, whose session times are
    // the system's.
    const sessions = new SessionCache(env.SESSION_CACHE_SECONDS * 1000, systemClock);
    const context = await auth.$context;
    // The one name better-auth validates (with the __Secure- prefix over https); the cache reads no other.
    const cookieName = context.authCookies.sessionToken.name;
    const rules: SessionRules = {
      secret: context.secret,
      expiresIn: context.sessionConfig.expiresIn,
      updateAge: context.sessionConfig.updateAge,
    };
    const lookup = async (request: FastifyRequest, cookie: string | null): Promise<FoundSession | null> => {
      // A plainly live session is read here; better-auth decides everything else (session-lookup.ts).
      const plain =
        cookie === null ? undefined : await plainSession(db, rules, cookie, systemClock.now().getTime());
      if (plain) return plain;
      const token = cookie === null ? null : tokenOf(cookie);
      const result = await auth.api.getSession({ headers: toHeaders(request) });
      if (!result) return null;
      // Cached under the cookie it was read for: the session must be the one that cookie names.
      if (token !== null && result.session.token !== token) return null;
      const user = result.user as typeof result.user & { userType: UserRole };
      return {
        user: { id: user.id, email: user.email, userType: user.userType, emailVerified: user.emailVerified },
        expiresAt: new Date(result.session.expiresAt).getTime(),
      };
    };
    // Asked only once a cookie turned out to name no session: a hashed lookup of its token.
    const suspendedCookie = async (request: FastifyRequest) => {
      const cookie = readSessionCookie(request.headers.cookie, cookieName);
      return typeof cookie === 'string' && endedBySuspension(db, tokenOf(cookie), app.clock.now());
    };
    const requireUser = async (request: FastifyRequest) => {
      const cookie = readSessionCookie(request.headers.cookie, cookieName);
      if (cookie === AMBIGUOUS) throw new AppError(400, 'AMBIGUOUS_SESSION', apiMessages.ambiguousSession);
      const user = cookie
        ? await sessions.load(sessionKey(cookie), () => lookup(request, cookie))
        : ((await lookup(request, null))?.user ?? null);
      if (!user) {
        if (cookie && (await suspendedCookie(request))) throw suspendedSessionError();
        throw new AppError(401, 'UNAUTHORIZED', apiMessages.unauthorized);
      }
      request.user = user;
    };
    const requireRole = (role: UserRole, options?: RoleOptions) => async (request: FastifyRequest) => {
      await app.requireUser(request);
      if (request.user?.userType !== role) throw new AppError(403, 'FORBIDDEN', apiMessages.forbidden);
      // Sign-in already needs a confirmed address; this catches sessions opened before that rule existed.
      if (options?.verifiedEmail && !request.user.emailVerified)
        throw new AppError(403, 'EMAIL_NOT_VERIFIED', apiMessages.emailNotVerified);
    };
    // Marked, so the OpenAPI document shows the session and role of every route that uses them.
    app.decorate('requireUser', sessionGuard(requireUser, null));
    app.decorate('requireRole', (role: UserRole, options?: RoleOptions) =>
      sessionGuard(requireRole(role, options), role),
    );
    // A missing, ended, suspended or ambiguous session makes a guest here, never an error: the route is public.
    app.decorate('sessionUserOf', async (request: FastifyRequest) => {
      try {
        await requireUser(request);
        return request.user;
      } catch (error) {
        if (error instanceof AppError && error.statusCode < 500) return null;
        throw error;
      }
    });
    app.decorate('forgetSessions', () => sessions.clear());
    app.decorate('authCookieNames', {
      session: cookieName,
      twoFactor: cookieName.replace('session_token', 'two_factor'),
    });

    const limitAttempt = (request: FastifyRequest, limit: AuthLimit, body: unknown) => {
      const email = (body as { email?: unknown } | undefined)?.email;
      const account =
        limit.account === 'email' && typeof email === 'string'
          ? email
          : (attemptOwner(request.headers.cookie, cookieName) ?? `ip:${request.ip}`);
      return app.limitPerAccount(request, app.limits[limit.rule], account);
    };

    const answer = async (route: AuthRoute, request: FastifyRequest, reply: FastifyReply) => {
      const body = request.method === 'POST' ? validate(route, parseJson(request.body)) : undefined;
      const hit = route.limit && (await limitAttempt(request, route.limit, body));
      let status = 500;
      try {
        const answered = await forward(options, route, request, reply, body, suspendedCookie);
        status = reply.statusCode;
        return answered;
      } finally {
        if (hit && route.limit?.failuresOnly && status < 400) await hit.refund();
        // Any of these may end sessions (sign-out, password change or reset, revoking sessions); a verified
        // address changes what an open session may do.
        if (request.method === 'POST' || route.errorPage) sessions.clear();
      }
    };

    // Encapsulated so the raw body reaches better-auth untouched (an empty JSON body is valid there).
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: AUTH_BODY_LIMIT }, (_req, body, done) =>
        done(null, body),
      );
      // The handler parses and validates the raw body itself (answer); the schemas are for the OpenAPI document.
      scope.setValidatorCompiler(() => (value) => ({ value }));
      // One route per allow-listed endpoint, so each is an operation of the document with its own schemas.
      for (const [path, route] of Object.entries(authRoutes)) {
        scope.route({
          method: route.method,
          url: `/api/auth${path}`,
          exposeHeadRoute: false,
          bodyLimit: AUTH_BODY_LIMIT,
          ...documentedAuthRoute(route),
          handler: (request, reply) => answer(route, request, reply),
        });
      }
      // The same endpoints spelled with a trailing slash; anything else under /api/auth is not there.
      scope.route({
        method: ['GET', 'POST'],
        url: '/api/auth/*',
        schema: { hide: true },
        handler: async (request, reply) => {
          const path = `/${(request.params as { '*': string })['*']}`.replace(/\/+$/, '');
          const route = authRoutes[path];
          if (route?.method === request.method) return answer(route, request, reply);
          if (route) return sendMethodNotAllowed(reply, [route.method]);
          return reply.code(404).send(errorBody('NOT_FOUND', apiMessages.notFound));
        },
      });
    });
  },
  { name: 'auth', dependencies: ['rate-limit'] },
);
