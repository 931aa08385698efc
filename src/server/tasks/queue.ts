import { and, inArray, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { tasks } from '#server/db/schema';

export interface NewTask<P = unknown> {
  kind: string;
  /** Any JSON but null. */
  payload: NonNullable<P>;
  /** Not before this instant; unset: as soon as a worker is free. */
  runAt?: Date;
  /** A second task with the same key is not stored (the first one stays, done or not). */
  dedupeKey?: string;
  maxAttempts?: number;
}

/**
 * Stores a task in the caller's transaction, so it commits or rolls back with the change that caused it.
 * Returns false when a task with the same dedupe key already exists. Call `app.tasks.wake()` after the
 * commit for this process to run it at once rather than at its next poll.
 */
export async function enqueue<P>(tx: Database, task: NewTask<P>): Promise<boolean> {
  return (await enqueueAll(tx, [task])) === 1;
}

// A row takes five values; PostgreSQL takes at most 65,535 in a statement.
const ROWS_PER_INSERT = 1000;

/**
 * Stores several tasks in one statement (a fan-out: one e-mail per provider to tell), as `enqueue` does each.
 * Returns how many were stored: a task whose dedupe key exists already is not.
 */
export async function enqueueAll<P>(tx: Database, all: NewTask<P>[]): Promise<number> {
  let stored = 0;
  for (let start = 0; start < all.length; start += ROWS_PER_INSERT) {
    const rows = await tx
      .insert(tasks)
      .values(
        all.slice(start, start + ROWS_PER_INSERT).map((task) => ({
          kind: task.kind,
          payload: task.payload,
          runAt: task.runAt ?? null,
          dedupeKey: task.dedupeKey ?? null,
          maxAttempts: task.maxAttempts,
        })),
      )
      .onConflictDoNothing({ target: tasks.dedupeKey })
      .returning({ id: tasks.id });
    stored += rows.length;
  }
  return stored;
}

/**
 * Drops the pending tasks with these keys (a timer that no longer applies) and frees the keys. A task a
 * worker is finishing in its own transaction holds its row: this waits, then leaves it done.
 */
export async function cancelTasks(tx: Database, ...dedupeKeys: string[]): Promise<number> {
  if (dedupeKeys.length === 0) return 0;
  const dropped = await tx
    .delete(tasks)
    .where(and(inArray(tasks.dedupeKey, dedupeKeys), isNull(tasks.doneAt)))
    .returning({ id: tasks.id });
  return dropped.length;
}
