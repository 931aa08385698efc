import type { FastifyRequest, RouteOptions } from 'fastify';
import type { UserRole } from '#shared/site-map';

/** Error answers by status: each code the operation may answer with, and when. */
export type ErrorAnswers = { [status: number]: Record<string, string> };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route's own code refuses with, beyond what its shape implies (see errorAnswers). */
    errors?: ErrorAnswers;
    /** False on a route that never reads the database, so it cannot answer 503. */
    database?: boolean;
    /** A route that checks the session itself rather than through a guard (better-auth's endpoints). */
    session?: 'required' | 'optional' | 'two-factor';
    /** A link opened in the browser: every failure redirects to this page (302), none answers 400. */
    errorPage?: string;
    /** A /api/v1 route: an API key in `Authorization: Bearer …` with this scope, never a session. */
    apiScope?: string;
  }
}

type Guard = (request: FastifyRequest) => Promise<void>;
/** The role a guard asks for: a side of the marketplace, or an operator of the console. */
export type GuardRole = UserRole | 'operator';
const guards = new WeakMap<Guard, { role: GuardRole | null }>();

/** Marks app.requireUser and app.requireRole(role), so a route's document shows its session and role. */
export function sessionGuard<T extends Guard>(guard: T, role: GuardRole | null): T {
  guards.set(guard, { role });
  return guard;
}

export function guardOf(route: RouteOptions): { role: GuardRole | null } | undefined {
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flat();
  for (const hook of hooks) {
    const guard = hook && guards.get(hook as unknown as Guard);
    if (guard) return guard;
  }
  return undefined;
}

export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function mergeAnswers(...parts: (ErrorAnswers | undefined)[]): ErrorAnswers {
  const merged: ErrorAnswers = {};
  for (const part of parts) {
    for (const [status, codes] of Object.entries(part ?? {})) {
      const into = (merged[Number(status)] ??= {});
      for (const [code, when] of Object.entries(codes))
        into[code] = into[code] ? `${into[code]}; ${when}` : when;
    }
  }
  return merged;
}

export const rateLimited = (who: string): ErrorAnswers => ({
  429: {
    RATE_LIMITED: `too many attempts ${who} in the window; \`Retry-After\` says in how many seconds to retry`,
  },
});

export const emailNotVerified: ErrorAnswers = {
  403: { EMAIL_NOT_VERIFIED: 'the account has not confirmed its e-mail address yet' },
};

/** The console's guard (operatorGuard) to an operator without two-factor authentication. */
export const twoFactorRequired: ErrorAnswers = {
  403: { TWO_FACTOR_REQUIRED: 'an operator without two-factor authentication on: the console stays shut' },
};

/** A card chosen where no gateway takes cards (GET /api/config's `paymentMethods` leaves it out). */
export const cardUnavailable: ErrorAnswers = {
  409: {
    CARD_UNAVAILABLE:
      'a card chosen, but no gateway takes cards on this server (GET /api/config leaves `card` out of `paymentMethods`); `fields.paymentMethod` says so',
  },
};

/** Offers and bookings need a provider who may serve customers (shared/domain/serving.ts). */
export const verificationRequired: ErrorAnswers = {
  403: {
    VERIFICATION_REQUIRED:
      'the provider’s verification (official ID and proof of address) is not approved, and no grace period is left',
  },
};
export const providerNotVerified: ErrorAnswers = {
  403: {
    PROVIDER_NOT_VERIFIED:
      'the provider’s verification is not approved and no grace period is left, so they take no bookings; `fields.providerId` says so',
  },
};

/** What the bearer guard of /api/v1 refuses with (modules/api-v1/bearer.ts). */
const apiKeyAnswers = (scope: string): ErrorAnswers => ({
  401: {
    UNAUTHORIZED:
      'no `Authorization: Bearer` key, or one that is unknown or revoked (a session cookie counts for nothing here); `WWW-Authenticate: Bearer` is sent',
  },
  403: {
    FORBIDDEN: 'the key’s account is suspended or deleted',
    PLAN_REQUIRED: 'the key’s provider has no Empresarial plan in force now (keys work again if it returns)',
    SCOPE_REQUIRED: `the key was not created with the \`${scope}\` scope`,
  },
  ...rateLimited('with this key (per minute, across every server)'),
});

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/**
 * Every error answer an operation can give: those its shape implies (input schemas, session guard, a body,
 * the database) plus the ones its route declares in `config.errors`. One place, so the document cannot forget
 * a status that a new route gets from the same machinery.
 */
export function errorAnswers(route: RouteOptions, serverBodyLimit: number): ErrorAnswers {
  const schema = (route.schema ?? {}) as {
    body?: unknown;
    querystring?: unknown;
    params?: unknown;
    consumes?: unknown;
  };
  const takesBody = [route.method].flat().some((method) => UNSAFE_METHODS.has(method));
  const rawBody = Boolean(schema.consumes);
  const guard = guardOf(route);
  const answers: ErrorAnswers[] = [];

  if ((schema.body && !rawBody) || (schema.querystring && !route.config?.errorPage)) {
    answers.push({
      400: {
        VALIDATION: 'a field breaks its rule; `fields` maps each one (dotted path) to its Spanish message',
      },
    });
  }
  if (schema.params) {
    answers.push({
      400: { BAD_REQUEST: 'the path does not decode (broken percent-encoding) or holds a NUL character' },
      404: { NOT_FOUND: 'a path parameter is malformed or too long, so it names nothing' },
    });
  }
  if (takesBody) {
    answers.push({
      400: {
        BAD_REQUEST: rawBody
          ? 'the body does not decode with its Content-Encoding'
          : 'the body is not JSON, holds a NUL character, or does not decode with its Content-Encoding',
      },
      403: { FORBIDDEN: 'the Origin header names another site, or Sec-Fetch-Site says cross-site' },
      415: {
        BAD_REQUEST: rawBody
          ? 'the Content-Encoding is not gzip, deflate or br'
          : 'the Content-Type is not one the operation reads (application/json), or the Content-Encoding is not gzip, deflate or br',
      },
    });
    if (!rawBody) {
      answers.push({
        413: { PAYLOAD_TOO_LARGE: `the body is over ${kb(route.bodyLimit ?? serverBodyLimit)}` },
      });
    }
  }
  if (guard || route.config?.session === 'required') {
    answers.push({ 401: { UNAUTHORIZED: 'no valid session cookie (absent, expired or signed out)' } });
  }
  if (guard) {
    answers.push({
      400: { AMBIGUOUS_SESSION: 'the session cookie came more than once' },
      401: { ACCOUNT_SUSPENDED: 'the cookie’s session was ended by a suspension of the account' },
    });
  }
  if (guard?.role) {
    answers.push({ 403: { FORBIDDEN: `signed in, but not with a ${guard.role} account` } });
  }
  if (route.config?.apiScope) answers.push(apiKeyAnswers(route.config.apiScope));
  if (route.config?.database !== false) {
    answers.push({
      503: { UNAVAILABLE: 'the database cannot be reached; `Retry-After` says in how many seconds to retry' },
    });
  }
  answers.push({ 500: { INTERNAL: 'an unexpected failure, logged with the request id' } });
  return mergeAnswers(...answers, route.config?.errors);
}
