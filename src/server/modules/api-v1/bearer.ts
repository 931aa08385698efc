import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiKeyMessages } from '#shared/api-key-messages';
import { API_KEY_PREFIX, API_PLAN, type ApiScope } from '#shared/api-keys';
import type { Database } from '#server/db/client';
import { preparedStatement } from '#server/db/prepared';
import { AppError } from '#server/plugins/errors';
import type { RateLimitRule } from '#server/rate-limits';
import { aliasColumns, isActivePlan } from '#server/domain/active-plan';
import { hashApiKey } from '#server/modules/api-keys';

/** The key a /api/v1 request was made with; its provider is the request's user. */
export interface ApiKeyActor {
  id: string;
  providerId: string;
  scopes: readonly ApiScope[];
}

declare module 'fastify' {
  interface FastifyRequest {
    apiKey?: ApiKeyActor;
  }
}

// 'Bearer', any case, then the key: the prefix and 43 base64url characters. Anything else never reaches the database.
const BEARER = new RegExp(`^bearer +(${API_KEY_PREFIX}[A-Za-z0-9_-]{43})$`, 'i');
const TOUCH_EVERY_MS = 60_000;

interface KeyRow {
  id: string;
  provider_id: string;
  scopes: string[];
  revoked_at: Date | string | null;
  last_used_at: Date | string | null;
  user_type: string;
  email: string;
  email_verified: boolean;
  unavailable: boolean;
  plan_type: string | null;
}

// One round trip per request: the key by its hash (a unique index), its account, and the plan in force at the
// app's `now` as findActiveSubscription reads it (isActivePlan; one active row per provider). Never cached, so a
// revocation or a plan change counts on the next request on every server.
const findKey = preparedStatement<'hash' | 'now', KeyRow>(
  'api-key-by-hash',
  ['hash', 'now'],
  (p) => sql`select k.id, k.provider_id, k.scopes, k.revoked_at, k.last_used_at, u.user_type, u.email,
      u.email_verified, (p.suspended_at is not null or p.deleted_at is not null) as unavailable,
      (select s.plan_type from subscriptions s
        where s.provider_id = k.provider_id and ${isActivePlan(aliasColumns('s'), p.now)}
        order by s.created_at desc limit 1) as plan_type
    from api_keys k
    join users u on u.id = k.provider_id
    join profiles p on p.id = k.provider_id
    where k.secret_hash = ${p.hash}::text`,
);

// Written only when the last write is a minute old: a busy key costs one write a minute, not one per request.
const touchKey = preparedStatement<'id' | 'now', never>(
  'api-key-touch',
  ['id', 'now'],
  (p) => sql`update api_keys set last_used_at = ${p.now}::timestamptz
    where id = ${p.id}::uuid and (last_used_at is null or last_used_at <= ${p.now}::timestamptz - interval '1 minute')`,
);

const refused = () =>
  new AppError(401, 'UNAUTHORIZED', apiKeyMessages.keyInvalid, undefined, {
    'www-authenticate': 'Bearer realm="LimpiaHogar API"',
  });

const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/**
 * The guard of every /api/v1 route: a key in `Authorization: Bearer …` (a session cookie counts for nothing
 * here), not revoked, of a provider whose plan in force is Empresarial, with `scope`. Counted per key
 * (`rule`, in the database, so every server shares the count) once the key is known.
 */
export function apiKeyGuard(app: FastifyInstance, db: Database, rule: RateLimitRule) {
  return (scope: ApiScope) => async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = typeof header === 'string' ? BEARER.exec(header.trim())?.[1] : undefined;
    if (!token) throw refused();
    const now = app.clock.now();
    const [row] = await findKey(db, { hash: hashApiKey(token), now: now.toISOString() });
    if (!row || row.revoked_at !== null) throw refused();
    await app.rateLimit(request, rule, row.id);
    if (row.unavailable || row.user_type !== 'provider')
      throw new AppError(403, 'FORBIDDEN', apiKeyMessages.accountUnavailable);
    if (row.plan_type !== API_PLAN) throw new AppError(403, 'PLAN_REQUIRED', apiKeyMessages.planRequired);
    if (!row.scopes.includes(scope))
      throw new AppError(403, 'SCOPE_REQUIRED', apiKeyMessages.scopeRequired.replace('{scope}', scope));
    request.apiKey = { id: row.id, providerId: row.provider_id, scopes: row.scopes as ApiScope[] };
    request.user = {
      id: row.provider_id,
      email: row.email,
      userType: 'provider',
      emailVerified: row.email_verified,
    };
    const lastUsed = time(row.last_used_at);
    if (lastUsed === null || now.getTime() - lastUsed >= TOUCH_EVERY_MS)
      await touchKey(db, { id: row.id, now: now.toISOString() });
  };
}
