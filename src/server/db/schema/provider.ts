import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { SERVICE_IDS } from '#shared/catalog';
import { HOURLY_PRICE } from '#shared/domain/estimate';
import { MAX_SERVICES_PER_DAY, TRAVEL_MINUTES } from '#shared/domain/working-hours';
import { profileId } from './profiles';
import { oneOf } from './sql-helpers';
import { uuidPrimaryKey } from './columns';

// The public face of a provider. Created on first save; phone lives in profiles with the other contact data.
export const providerProfiles = pgTable(
  'provider_profiles',
  {
    providerId: profileId('provider_id').primaryKey(),
    displayName: text('display_name'),
    bio: text('bio').notNull().default(''),
    yearsExperience: integer('years_experience').notNull().default(0),
    notifyNewRequests: boolean('notify_new_requests').notNull().default(true),
    // Providers already on the marketplace when verification became required got VERIFICATION_GRACE_DAYS from
    // the migration that added this column; null for everyone who signed up later (shared/domain/serving.ts).
    verificationGraceUntil: timestamp('verification_grace_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('provider_profiles_years_range', sql`${table.yearsExperience} between 0 and 60`)],
);

// A provider's image (the photo, the logo), one per provider, with its ETag for the browser's cache. The bytes are
// kept through the storage port (src/server/storage) under `storage_key`, a new key for each upload.
const providerImageColumns = () => ({
  providerId: profileId('provider_id').primaryKey(),
  storageKey: text('storage_key').notNull().unique(),
  contentType: text('content_type').notNull(),
  etag: text('etag').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  // Hidden by an operator (Moderación) until the provider uploads another image.
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  hiddenReason: text('hidden_reason'),
});

// Kept apart from provider_profiles so reading a profile never drags the image along.
export const providerPhotos = pgTable('provider_photos', providerImageColumns());

// 'Logotipo' (Empresarial): kept apart like the photo. Kept when the plan lapses, shown only while the plan in
// force includes it (shared/domain/logo.ts).
export const providerLogos = pgTable('provider_logos', providerImageColumns());

export const providerServices = pgTable(
  'provider_services',
  {
    providerId: profileId('provider_id'),
    serviceId: text('service_id', { enum: SERVICE_IDS }).notNull(),
    // 'Precio por hora', centavos: a service costs it times its length (shared/domain/estimate.ts). Migration 0036
    // turned each per-service price into a price per hour for 3 h, the length it gave every existing service.
    hourlyPrice: integer('hourly_price').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.serviceId] }),
    check('provider_services_service_valid', oneOf(table.serviceId, SERVICE_IDS)),
    check(
      'provider_services_hourly_price_range',
      sql`${table.hourlyPrice} between ${sql.raw(String(HOURLY_PRICE.min))} and ${sql.raw(String(HOURLY_PRICE.max))}`,
    ),
  ],
);

const CLOCK_PATTERN = `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

/**
 * How a provider takes services ('Disponibilidad'), beside their working hours and days off. No row: the provider
 * never saved the page, and the defaults of shared/domain/working-hours.ts hold (DEFAULT_SCHEDULE).
 */
export const providerSchedules = pgTable(
  'provider_schedules',
  {
    providerId: profileId('provider_id').primaryKey(),
    // 'Tiempo de traslado entre servicios': kept free after each of their services, and before.
    travelMinutes: smallint('travel_minutes').notNull(),
    // 'Máximo de servicios por día'; null for no limit.
    maxPerDay: smallint('max_per_day'),
    // 'Reserva inmediata': a wizard booking of a free time is confirmed at once.
    instantBooking: boolean('instant_booking').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'provider_schedules_travel_range',
      sql`${table.travelMinutes} between ${sql.raw(String(TRAVEL_MINUTES.min))} and ${sql.raw(String(TRAVEL_MINUTES.max))}`,
    ),
    check(
      'provider_schedules_max_range',
      sql`${table.maxPerDay} between 1 and ${sql.raw(String(MAX_SERVICES_PER_DAY))}`,
    ),
  ],
);

/** A range of a weekday the provider works, on their own wall clock; several per weekday, not overlapping. */
export const providerWorkingHours = pgTable(
  'provider_working_hours',
  {
    providerId: profileId('provider_id'),
    // 0 = domingo, as Date.getDay().
    weekday: smallint('weekday').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.weekday, table.startTime] }),
    check('provider_working_hours_weekday_range', sql`${table.weekday} between 0 and 6`),
    check(
      'provider_working_hours_times_valid',
      sql`${table.startTime} ~ ${sql.raw(CLOCK_PATTERN)} and ${table.endTime} ~ ${sql.raw(CLOCK_PATTERN)}`,
    ),
    check('provider_working_hours_times_ordered', sql`${table.startTime} < ${table.endTime}`),
  ],
);

/** 'Días no disponibles': calendar days of the provider's zone, both ends included, with an optional note. */
export const providerDaysOff = pgTable(
  'provider_days_off',
  {
    id: uuidPrimaryKey(),
    providerId: profileId('provider_id'),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
  },
  (table) => [
    check('provider_days_off_ordered', sql`${table.firstDay} <= ${table.lastDay}`),
    check('provider_days_off_note_length', sql`char_length(${table.note}) <= 200`),
    index('provider_days_off_provider_last_idx').on(table.providerId, table.lastDay),
  ],
);
