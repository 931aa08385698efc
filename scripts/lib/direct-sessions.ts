// Users and sessions inserted straight into the database, with the signed cookie better-auth expects, so a load
// run can sign in hundreds of users in a second instead of hashing hundreds of passwords through sign-up.
import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { API_SCOPES } from '#shared/api-keys';
import type { Database } from '#server/db/client';
import { generateApiKey } from '#server/modules/api-keys/service';
import type { NearbyArea } from '#server/modules/requests/nearby-query';
import { LOAD_AUTH_SECRET } from './server-process';

const SESSION_COOKIE = 'better-auth.session_token';

// better-call signs a cookie as `${value}.${base64(HMAC-SHA256(secret, value))}`, URI-encoded.
export function sessionCookie(token: string, secret = LOAD_AUTH_SECRET): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** One week, as sign-in would give; returns the Cookie header for each user, in order. */
export async function insertSessions(db: Database, userIds: string[]): Promise<string[]> {
  const tokens = userIds.map(() => randomBytes(24).toString('base64url'));
  await db.execute(sql`
    insert into sessions (id, token, user_id, expires_at)
    select 'load-session-' || t.token, t.token, t.user_id, now() + interval '7 days'
    from unnest(${sql.param(tokens)}::text[], ${sql.param(userIds)}::text[]) as t(token, user_id)`);
  return tokens.map((token) => sessionCookie(token));
}

/**
 * Providers with a confirmed address, a saved area, an active Premium plan and an approved verification (offers and
 * bookings ask for it), named load-provider-<i> (or `prefix`-<i>), <i> counted from `first`.
 */
export async function insertProviders(
  db: Database,
  areas: Omit<NearbyArea, 'providerId'>[],
  prefix = 'load-provider',
  first = 0,
) {
  const ids = areas.map((_, i) => `${prefix}-${first + i}`);
  await db.execute(sql`
    insert into users (id, email, user_type, name, email_verified)
    select id, id || '@load.limpiahogar.test', 'provider', '', true from unnest(${sql.param(ids)}::text[]) as id`);
  await db.execute(sql`
    update profiles p set lat = a.lat, lng = a.lng, service_radius = a.radius, precision = 'locality',
      formatted_address = 'Zona de prueba', full_name = 'Proveedor ' || substr(p.id, 15)
    from unnest(${sql.param(ids)}::text[], ${sql.param(areas.map((a) => a.center.lat))}::float8[],
      ${sql.param(areas.map((a) => a.center.lng))}::float8[], ${sql.param(areas.map((a) => a.radiusKm))}::int[])
      as a(id, lat, lng, radius)
    where p.id = a.id`);
  await db.execute(sql`
    insert into subscriptions (provider_id, plan_type, amount, end_date)
    select id, 'premium', 29900, now() + interval '1 month' from unnest(${sql.param(ids)}::text[]) as id`);
  await db.execute(sql`
    insert into provider_verifications (provider_id, status, adult_confirmed_at, submitted_at, decided_at)
    select id, 'approved', now(), now(), now() from unnest(${sql.param(ids)}::text[]) as id`);
  return ids;
}

/**
 * The providers move to the Empresarial plan and get one API key each with every scope, stored as the panel
 * stores it (its SHA-256); returns the Authorization header for each provider, in order.
 */
export async function insertApiKeys(db: Database, providerIds: string[]): Promise<string[]> {
  const keys = providerIds.map(() => generateApiKey());
  await db.execute(sql`
    update subscriptions set plan_type = 'enterprise', amount = 199900
    where provider_id = any(${sql.param(providerIds)}::text[]) and status = 'active'`);
  await db.execute(sql`
    insert into api_keys (provider_id, name, scopes, prefix, secret_hash)
    select k.provider_id, 'Carga', ${sql.param([...API_SCOPES])}::text[], k.prefix, k.secret_hash
    from unnest(${sql.param(providerIds)}::text[], ${sql.param(keys.map((key) => key.prefix))}::text[],
      ${sql.param(keys.map((key) => key.secretHash))}::text[]) as k(provider_id, prefix, secret_hash)`);
  return keys.map((key) => `Bearer ${key.secret}`);
}
