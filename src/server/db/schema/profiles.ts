import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { PLACE_PRECISIONS } from '#shared/schemas/places';
import { userId } from './auth';
import { createdAtNow, type OnDelete } from './columns';

export const DEFAULT_SERVICE_RADIUS_KM = 5;

// Rows are created by the users_create_profile trigger (migration 0001) in the sign-up transaction.
export const profiles = pgTable(
  'profiles',
  {
    id: userId('id').primaryKey(),
    email: text('email').notNull().unique(),
    userType: text('user_type', { enum: ['client', 'provider'] }).notNull(),
    fullName: text('full_name'),
    phone: text('phone'),
    // 'Calle y número' (an address saved before the parts existed is all here), then the other parts.
    address: text('address'),
    addressInterior: text('address_interior'),
    addressColonia: text('address_colonia'),
    addressReferences: text('address_references'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    formattedAddress: text('formatted_address'),
    // How exact lat/lng are: 'locality' when chosen from the offline gazetteer.
    precision: text('precision', { enum: PLACE_PRECISIONS }),
    serviceRadius: integer('service_radius').notNull().default(DEFAULT_SERVICE_RADIUS_KM),
    // A customer's choice: an e-mail for each offer received (the bell lists them either way).
    notifyOffers: boolean('notify_offers').notNull().default(true),
    // Either side's choice: an e-mail when a message waits unread (issue 31; the bell counts them either way).
    notifyMessages: boolean('notify_messages').notNull().default(true),
    // Set by an operator (Consola de Operación): sign-in refused, sessions ended, requests, offers and the
    // public page hidden; cleared when reinstated.
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    // 'Eliminar mi cuenta': the person's data is erased and the row kept, anonymised, for the records others
    // still need (services, charges, reviews).
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAtNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('profiles_user_type_valid', sql`${table.userType} in ('client', 'provider')`),
    check('profiles_service_radius_range', sql`${table.serviceRadius} between 1 and 50`),
    check('profiles_lat_range', sql`${table.lat} is null or ${table.lat} between -90 and 90`),
    check('profiles_lng_range', sql`${table.lng} is null or ${table.lng} between -180 and 180`),
    check(
      'profiles_precision_valid',
      sql`${table.precision} is null or ${table.precision} in ('locality', 'street', 'address')`,
    ),
    check('profiles_coordinates_pair', sql`(${table.lat} is null) = (${table.lng} is null)`),
    index('profiles_user_type_idx').on(table.userType),
    // Finds the providers whose area may contain a new request (the e-mail notice).
    index('profiles_user_type_lat_lng_idx').on(table.userType, table.lat, table.lng),
    // The few suspended accounts, probed by the queries that hide them.
    index('profiles_suspended_idx')
      .on(table.id)
      .where(sql`${table.suspendedAt} is not null`),
  ],
);

/**
 * A column naming a person by their profile: the row goes with them ('cascade'), or keeps their account from
 * being removed while it exists ('restrict').
 */
export const profileId = (name: string, onDelete: OnDelete = 'cascade') =>
  text(name)
    .notNull()
    .references((): AnyPgColumn => profiles.id, { onDelete });
