import type { Database } from '#server/db/client';
import type { Env } from '#server/env';
import { databaseStorage } from './database-storage';
import { s3Storage } from './s3-storage';
import type { Storage } from './storage';

export type { ListedFile, Storage, StoredFile } from './storage';
export { databaseStorage } from './database-storage';
export { s3Storage, type S3Settings } from './s3-storage';
export { sendPrivateFile } from './serve';
export {
  FILE_OWNERS,
  ORPHAN_AFTER_MS,
  STORED_FILE_SWEEP,
  scheduleFileSweep,
  sweepOrphanFiles,
  sweepStoredFiles,
} from './sweep';

/**
 * Writes go to `primary`; a key it lacks is read from `earlier`, where files were kept before (the database,
 * when a bucket is configured later), so nothing stored before the switch is lost; deletes reach both, and a
 * listing names the keys of both (a key in both, twice).
 */
export function withEarlierStore(primary: Storage, earlier: Storage): Storage {
  return {
    name: primary.name,
    put: (key, bytes, contentType) => primary.put(key, bytes, contentType),
    get: async (key) => (await primary.get(key)) ?? (await earlier.get(key)),
    async delete(key) {
      await primary.delete(key);
      await earlier.delete(key);
    },
    async *list(prefix) {
      yield* primary.list(prefix);
      yield* earlier.list(prefix);
    },
  };
}

/**
 * Deletes the files of rows already deleted (after their transaction committed: the database adapter does not
 * write inside another's transaction). One that fails is logged and left, an orphan no row names, never served.
 */
export async function deleteFiles(
  storage: Storage,
  keys: readonly string[],
  log?: { warn(details: object, message: string): void },
) {
  for (const key of keys)
    await storage.delete(key).catch((error: unknown) => log?.warn({ key, error }, 'stored file not deleted'));
}

/** The bucket when the S3_* variables are set (env.ts checks all four come together), else the database. */
export function configuredStorage(env: Env, db: Database): Storage & { close?(): void } {
  const database = databaseStorage(db);
  if (!env.S3_BUCKET || !env.S3_ENDPOINT || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)
    return database;
  const bucket = s3Storage({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
  return { ...withEarlierStore(bucket, database), close: bucket.close };
}
