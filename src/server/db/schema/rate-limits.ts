import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Fixed-window counters shared by every server instance on the same database.
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
