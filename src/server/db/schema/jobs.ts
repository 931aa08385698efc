import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_METHOD_VALUES, SERVICE_IDS, SERVICE_TYPE_VALUES } from '../../../shared/catalog';
import { SERVICE_STATUSES } from '../../../shared/domain/service-lifecycle';
import { MEXICAN_TIME_ZONES } from '../../../shared/domain/time-zones';
import { profiles } from './profiles';
import { requestApplications, serviceRequests } from './service-requests';
import { oneOf } from './sql-helpers';

/**
 * A service that will happen (or happened): made when a customer accepts an offer, or when a direct booking
 * is made. Its own table: a request is what was asked for, this is what was agreed, with whom and for how
 * much. Status changes follow `shared/domain/service-lifecycle.ts`, one locked transaction each.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    // One service per request: a second acceptance finds this row and stops.
    requestId: uuid('request_id')
      .notNull()
      .unique('jobs_request_id')
      .references(() => serviceRequests.id, { onDelete: 'restrict' }),
    // The accepted offer; null for a direct booking.
    applicationId: uuid('application_id')
      .unique('jobs_application_id')
      .references(() => requestApplications.id, { onDelete: 'restrict' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    providerId: text('provider_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    serviceType: text('service_type', { enum: SERVICE_TYPE_VALUES }),
    serviceId: text('service_id', { enum: SERVICE_IDS }),
    // The instant it starts, and the zone of the place, in which it is shown.
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone', { enum: MEXICAN_TIME_ZONES }).notNull(),
    location: text('location').notNull(),
    // Shown to the provider only once the service is confirmed.
    address: text('address'),
    // Centavos, read on the server from the accepted offer or the provider's price list.
    price: integer('price').notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHOD_VALUES }).notNull(),
    status: text('status', { enum: SERVICE_STATUSES }).notNull(),
    paymentConfirmedAt: timestamp('payment_confirmed_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('jobs_status_valid', oneOf(table.status, SERVICE_STATUSES)),
    check('jobs_payment_method_valid', oneOf(table.paymentMethod, PAYMENT_METHOD_VALUES)),
    check('jobs_time_zone_valid', oneOf(table.timeZone, MEXICAN_TIME_ZONES)),
    check('jobs_price_range', sql`${table.price} between 1 and 100000000`),
    check('jobs_two_parties', sql`${table.customerId} <> ${table.providerId}`),
    index('jobs_customer_scheduled_idx').on(table.customerId, table.scheduledAt),
    index('jobs_provider_scheduled_idx').on(table.providerId, table.scheduledAt),
  ],
);
