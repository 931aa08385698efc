import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { API_SCOPES } from '#shared/api-keys';
import { profileId } from './profiles';
import { createdAtNow, uuidPrimaryKey } from './columns';

/**
 * 'Claves de API' (Empresarial): a provider's personal keys for /api/v1. Only the SHA-256 of a key is kept, so
 * a copy of the database cannot be used to call the API; the list shows its first characters (`prefix`).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuidPrimaryKey(),
    providerId: profileId('provider_id'),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole key: what a request's bearer token is looked up by. */
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAtNow(),
    // Written at most once a minute per key, so reading the API costs no write per request.
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_keys_secret_hash_idx').on(table.secretHash),
    index('api_keys_provider_created_idx').on(table.providerId, table.createdAt),
    check(
      'api_keys_scopes_valid',
      sql`cardinality(${table.scopes}) > 0 and ${table.scopes} <@ array[${sql.raw(
        API_SCOPES.map((scope) => `'${scope}'`).join(', '),
      )}]::text[]`,
    ),
    check('api_keys_name_length', sql`char_length(${table.name}) between 1 and 60`),
  ],
);
