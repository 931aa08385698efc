import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { SERVICE_IDS } from '#shared/catalog';
import { profileId } from './profiles';
import { bytea, oneOf } from './sql-helpers';

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

// A provider's image (the photo, the logo), one per provider, with its ETag for the browser's cache.
const providerImageColumns = () => ({
  providerId: profileId('provider_id').primaryKey(),
  image: bytea('image').notNull(),
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
    // Centavos.
    price: integer('price').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.serviceId] }),
    check('provider_services_service_valid', oneOf(table.serviceId, SERVICE_IDS)),
    check('provider_services_price_range', sql`${table.price} between 1 and 10000000`),
  ],
);

export const providerAvailability = pgTable(
  'provider_availability',
  {
    providerId: profileId('provider_id'),
    // 0 = domingo, as Date.getDay().
    weekday: smallint('weekday').notNull(),
    enabled: boolean('enabled').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.weekday] }),
    check('provider_availability_weekday_range', sql`${table.weekday} between 0 and 6`),
    check(
      'provider_availability_times_valid',
      sql`${table.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${table.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check(
      'provider_availability_times_ordered',
      sql`not ${table.enabled} or ${table.startTime} < ${table.endTime}`,
    ),
  ],
);
