import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '#server/db/client';
import { enqueue } from '#server/tasks/queue';
import type { TaskHandler } from '#server/tasks/worker';
import type { Storage } from './storage';

export const STORED_FILE_SWEEP = 'stored-file-sweep';
const DAY_MS = 86_400_000;
// A file is put before the row that names it is written: one younger than this may be an upload in flight.
export const ORPHAN_AFTER_MS = DAY_MS;
// Keys looked up in the database at once.
const BATCH = 500;

/**
 * The kinds of file kept through the port: the prefix of their keys, and the table whose `storage_key` names each
 * one. The sweep looks under these prefixes alone (a bucket may hold other things); a table that names files must
 * be listed here (the sweep's test checks every `storage_key` column is).
 */
export const FILE_OWNERS = [
  { prefix: 'message-photos/', table: 'conversation_photos' },
  { prefix: 'verification-documents/', table: 'verification_documents' },
  { prefix: 'provider-photos/', table: 'provider_photos' },
  { prefix: 'provider-logos/', table: 'provider_logos' },
] as const;

/** Of these keys, those no row of `table` names. */
async function unnamed(db: Database, table: string, keys: readonly string[]): Promise<string[]> {
  const rows = rowsOf<{ key: string }>(
    await db.execute(sql`select k.key from unnest(${sql.param(keys)}::text[]) as k(key)
      where not exists (select 1 from ${sql.identifier(table)} t where t.storage_key = k.key)`),
  );
  return rows.map((row) => row.key);
}

/**
 * Deletes the files stored before `before` that no row names: the rows went without them (a cascade, a delete
 * whose file failed to go, a crash between the bytes and the row). Answers how many it looked at and deleted.
 */
export async function sweepOrphanFiles(
  db: Database,
  storage: Storage,
  before: Date,
  log?: { warn(details: object, message: string): void },
): Promise<{ checked: number; deleted: number }> {
  let checked = 0;
  let deleted = 0;
  for (const { prefix, table } of FILE_OWNERS) {
    let batch: string[] = [];
    const flush = async () => {
      const orphans = await unnamed(db, table, batch);
      batch = [];
      for (const key of orphans) {
        try {
          await storage.delete(key);
          deleted += 1;
        } catch (error) {
          log?.warn({ key, error }, 'orphan file not deleted');
        }
      }
    };
    for await (const file of storage.list(prefix)) {
      if (file.storedAt >= before) continue;
      checked += 1;
      batch.push(file.key);
      if (batch.length >= BATCH) await flush();
    }
    if (batch.length > 0) await flush();
  }
  return { checked, deleted };
}

// One run per UTC day: every instance books one when it starts, and the chain meets them on the same key.
const dayKey = (at: Date) => `${STORED_FILE_SWEEP}:${at.toISOString().slice(0, 10)}`;

/** Books a sweep now unless one is booked for today already (this instance starting; the chain's own). */
export async function scheduleFileSweep(db: Database, now: Date): Promise<boolean> {
  return enqueue(db, { kind: STORED_FILE_SWEEP, payload: {}, dedupeKey: dayKey(now) });
}

/**
 * The daily sweep of orphan files, then the next run booked a day later with this one marked done. A file's age
 * is the store's own stamp (the database's now(), the bucket's LastModified) against the app's clock.
 */
export function sweepStoredFiles(storage: Storage): TaskHandler<Record<string, never>> {
  return async (_payload, { db, now, log, completeInTransaction }) => {
    const swept = await sweepOrphanFiles(db, storage, new Date(now.getTime() - ORPHAN_AFTER_MS), log);
    if (swept.deleted > 0) log.info(swept, 'orphan files deleted');
    await completeInTransaction(async (tx) => {
      const next = new Date(now.getTime() + DAY_MS);
      await enqueue(tx, { kind: STORED_FILE_SWEEP, payload: {}, runAt: next, dedupeKey: dayKey(next) });
    });
  };
}
