import { sql } from 'drizzle-orm';
import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

// The column groups most tables repeat, written once. Each is a function: a column builder belongs to one table.

/** A row's own id: a random uuid the database draws, so that no insert has to make one. */
export const uuidPrimaryKey = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

/** When the row was written: the database's clock unless the insert says otherwise. */
export const createdAtNow = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** What a row naming another does when that one is removed: goes with it, or keeps it from being removed. */
export type OnDelete = 'cascade' | 'restrict';

/** A column naming a row of another table by its uuid (`target` is read late, so tables may name each other). */
export const uuidReference = (name: string, target: () => AnyPgColumn, onDelete: OnDelete) =>
  uuid(name).notNull().references(target, { onDelete });
