import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { apiKeyMessages } from '#shared/api-key-messages';
import {
  API_KEY_PREFIX,
  API_KEY_SHOWN_LENGTH,
  API_PLAN,
  MAX_ACTIVE_API_KEYS,
  type ApiScope,
} from '#shared/api-keys';
import type { ApiKey, ApiKeyInput, ApiKeys, CreatedApiKey } from '#shared/schemas/api-keys';
import type { Database } from '#server/db/client';
import { isUuid } from '#server/db/errors';
import { apiKeys } from '#server/db/schema';
import { ConflictError, ForbiddenError, NotFoundError } from '#server/domain/errors';
import { findActiveSubscription, lockProvider } from '#server/modules/subscriptions';

type ApiKeyRow = typeof apiKeys.$inferSelect;

/** The hex SHA-256 a key is stored and looked up by: 32 random bytes need no slow hash to resist guessing. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new key: the prefix and 32 random bytes in base64url (43 characters). */
export function generateApiKey() {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, API_KEY_SHOWN_LENGTH), secretHash: hashApiKey(secret) };
}

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiScope[],
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** Whether the provider's plan in force at `now` (findActiveSubscription) is the one that includes the API. */
export async function hasApiPlan(db: Database, providerId: string, now: Date) {
  return (await findActiveSubscription(db, providerId, now))?.planType === API_PLAN;
}

export async function listApiKeys(db: Database, providerId: string, now: Date): Promise<ApiKeys> {
  const [enabled, rows] = await Promise.all([
    hasApiPlan(db, providerId, now),
    db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.providerId, providerId))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)),
  ]);
  return { enabled, keys: rows.map(toApiKey) };
}

// Behind the provider's row lock, as plan changes are: two clicks cannot both take the last of the ten places,
// and a plan that changes meanwhile is read after the change.
export async function createApiKey(
  db: Database,
  providerId: string,
  input: ApiKeyInput & { scopes: ApiScope[] },
  now: Date,
): Promise<CreatedApiKey> {
  return db.transaction(async (tx) => {
    await lockProvider(tx, providerId);
    if (!(await hasApiPlan(tx, providerId, now)))
      throw new ForbiddenError('PLAN_REQUIRED', apiKeyMessages.planRequired);
    const [active] = await tx
      .select({ value: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.providerId, providerId), isNull(apiKeys.revokedAt)));
    if ((active?.value ?? 0) >= MAX_ACTIVE_API_KEYS)
      throw new ConflictError(
        'TOO_MANY_KEYS',
        apiKeyMessages.tooManyKeys.replace('{max}', String(MAX_ACTIVE_API_KEYS)),
      );
    const { secret, prefix, secretHash } = generateApiKey();
    const [row] = await tx
      .insert(apiKeys)
      .values({ providerId, name: input.name, scopes: input.scopes, prefix, secretHash, createdAt: now })
      .returning();
    return { key: toApiKey(row!), secret };
  });
}

/** 'Revocar': for good, from the next request on. Revoking a revoked key answers it as it is. */
export async function revokeApiKey(db: Database, providerId: string, id: string, now: Date): Promise<ApiKey> {
  const notFound = new NotFoundError('NOT_FOUND', apiKeyMessages.notFound);
  if (!isUuid(id)) throw notFound;
  const own = and(eq(apiKeys.id, id), eq(apiKeys.providerId, providerId));
  const [revoked] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(own, isNull(apiKeys.revokedAt)))
    .returning();
  if (revoked) return toApiKey(revoked);
  const [row] = await db.select().from(apiKeys).where(own);
  if (!row) throw notFound;
  return toApiKey(row);
}
