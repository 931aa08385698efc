import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtNow } from './columns';

export const DEFAULT_MAX_ATTEMPTS = 10;

// The outbox and the scheduler: work that must happen after a commit or at a time, run by src/server/tasks.
export const tasks = pgTable(
  'tasks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    // Null: due at once on any instance, whatever its clock reads; otherwise not before this instant.
    runAt: timestamp('run_at', { withTimezone: true }),
    // Claims so far; a claim bumps it, so it also tells the current lease holder from an earlier one.
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(DEFAULT_MAX_ATTEMPTS),
    // A claimed task is left alone until then; a worker that dies mid-task leaves it to be claimed again.
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    // Scheduling the same thing twice ("auto-complete service X", "e-mail provider P about request R") keeps one.
    dedupeKey: text('dedupe_key').unique('tasks_dedupe_key'),
    createdAt: createdAtNow(),
  },
  (table) => [
    check('tasks_max_attempts_positive', sql`${table.maxAttempts} >= 1`),
    // Only pending tasks, in the order the claim reads them.
    index('tasks_due_idx')
      .on(table.runAt.asc().nullsFirst(), table.id)
      .where(sql`${table.doneAt} is null and ${table.failedAt} is null`),
  ],
);
