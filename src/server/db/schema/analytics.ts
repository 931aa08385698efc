import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { ANALYTICS_EVENT_KINDS } from '#shared/domain/analytics';
import { profileId } from './profiles';
import { oneOf } from './sql-helpers';

/**
 * 'Estadísticas': each view of a provider's public page and each appearance in a list, as it happened. Appended
 * in batches by modules/analytics/recorder.ts, never on a request's path; the panel reads provider_event_days.
 */
export const providerEvents = pgTable(
  'provider_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    providerId: profileId('provider_id'),
    kind: text('kind', { enum: ANALYTICS_EVENT_KINDS }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('provider_events_kind_valid', oneOf(table.kind, ANALYTICS_EVENT_KINDS)),
    index('provider_events_provider_at_idx').on(table.providerId, table.at),
    // The daily pruning finds old events by their instant: appended in time order, a BRIN index of a few pages serves it.
    index('provider_events_at_brin').using('brin', table.at),
  ],
);

/**
 * The same events counted per provider, day (Mexico City) and kind, added to in the statement that appends them:
 * a year of the panel is at most 366 × 3 rows of one provider, however many views they had.
 */
export const providerEventDays = pgTable(
  'provider_event_days',
  {
    providerId: profileId('provider_id'),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ANALYTICS_EVENT_KINDS }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.day, table.kind] }),
    check('provider_event_days_kind_valid', oneOf(table.kind, ANALYTICS_EVENT_KINDS)),
    check('provider_event_days_count_positive', sql`${table.count} > 0`),
  ],
);
