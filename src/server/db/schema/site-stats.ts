import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The home page's figures as the daily count left them (modules/site-stats): one row, so GET /api/site-stats
 * reads it instead of counting services and reviews on every visit. The thresholds apply when it is read.
 */
export const siteStats = pgTable(
  'site_stats',
  {
    id: integer('id').primaryKey(),
    customers: integer('customers').notNull(),
    completedServices: integer('completed_services').notNull(),
    reviews: integer('reviews').notNull(),
    ratingSum: integer('rating_sum').notNull(),
    highRatings: integer('high_ratings').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('site_stats_one_row', sql`${table.id} = 1`)],
);
