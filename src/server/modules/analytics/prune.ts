import { sql, type SQL } from 'drizzle-orm';
import { analyticsRetention } from '#shared/domain/analytics-retention';
import { rowsOf, type Database } from '#server/db/client';
import { enqueue } from '#server/tasks/queue';
import type { TaskHandler } from '#server/tasks/worker';

export const ANALYTICS_PRUNE = 'analytics-prune';
const DAY_MS = 86_400_000;
// Each statement deletes at most this many rows and commits on its own, so a large backlog (a first run after
// months) never holds its locks long, and on PGlite other queries get their turn between batches.
export const PRUNE_BATCH = 10_000;

// One run per UTC day: every instance books one when it starts, and the chain meets them on the same key.
const dayKey = (at: Date) => `${ANALYTICS_PRUNE}:${at.toISOString().slice(0, 10)}`;

/** Books a run now unless one is booked for today already (this instance starting; the chain's own). */
export async function scheduleAnalyticsPrune(db: Database, now: Date): Promise<boolean> {
  return enqueue(db, { kind: ANALYTICS_PRUNE, payload: {}, dedupeKey: dayKey(now) });
}

/** Runs `batch`, a delete of at most PRUNE_BATCH rows, until one deletes fewer; answers how many in all. */
async function deleteInBatches(db: Database, batch: SQL): Promise<number> {
  let deleted = 0;
  for (;;) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`with gone as (${batch} returning 1) select count(*)::int as n from gone`),
    );
    deleted += row!.n;
    if (row!.n < PRUNE_BATCH) return deleted;
  }
}

/**
 * The daily pruning: events and counts past what 'Estadísticas' keeps are deleted, then the next run is booked
 * a day later in the transaction that marks this one done. Deleting again what is gone deletes nothing, so a
 * run repeated (a lease that ran out) is harmless.
 */
export const pruneAnalytics: TaskHandler<Record<string, never>> = async (_payload, context) => {
  const { db, now, log, completeInTransaction } = context;
  const { eventsSince, daysSince } = analyticsRetention(now);
  const events = await deleteInBatches(
    db,
    // An array, not `in (select …)`: PostgreSQL then deletes by the primary key rather than hashing the whole table.
    sql`delete from provider_events where id = any(array(
      select id from provider_events where at < ${eventsSince.toISOString()}::timestamptz limit ${PRUNE_BATCH}))`,
  );
  const days = await deleteInBatches(
    db,
    sql`delete from provider_event_days where (provider_id, day, kind) in
      (select provider_id, day, kind from provider_event_days where day < ${daysSince}::date limit ${PRUNE_BATCH})`,
  );
  if (events + days > 0) log.info({ events, days }, 'analytics pruned');
  await completeInTransaction(async (tx) => {
    const next = new Date(now.getTime() + DAY_MS);
    await enqueue(tx, { kind: ANALYTICS_PRUNE, payload: {}, runAt: next, dedupeKey: dayKey(next) });
  });
};
