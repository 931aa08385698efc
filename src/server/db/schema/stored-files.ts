import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bytea } from './sql-helpers';

/**
 * The database's side of the storage port (src/server/storage): a file's bytes by key, when no S3-compatible
 * bucket is configured. One table for every kind of file, so the port is the same whatever it stores; what a
 * file is and who may read it stays with the row that names its key.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    size: integer('size').notNull(),
    storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('stored_files_size_matches', sql`${table.size} = octet_length(${table.content})`)],
);
