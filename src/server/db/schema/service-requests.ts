import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { BUDGET_RANGE_VALUES, SERVICE_IDS } from '#shared/catalog';
import { PAYMENT_METHOD_VALUES } from '#shared/domain/payment-methods';
import { OFFER_STATUSES, REQUEST_STATUSES } from '#shared/schemas/requests';
import { PLACE_PRECISIONS } from '#shared/schemas/places';
import type { EstimateInput } from '#shared/domain/estimate';
import { profileId, profiles } from './profiles';
import { isServiceLength, oneOf } from './sql-helpers';
import { exactContactColumns } from './exact-contact';
import { createdAtNow, type OnDelete, uuidPrimaryKey, uuidReference } from './columns';
import { planReference } from './recurring-plans';

export const serviceRequests = pgTable(
  'service_requests',
  {
    id: uuidPrimaryKey(),
    customerId: profileId('customer_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    // A catalogue service, with a budget for an open request, or a price for a direct booking.
    serviceId: text('service_id', { enum: SERVICE_IDS }).notNull(),
    budgetRange: text('budget_range', { enum: BUDGET_RANGE_VALUES }),
    // Centavos: the booked provider's price, read from provider_services when the booking is made.
    price: integer('price'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHOD_VALUES }).notNull().default('cash'),
    requiredDate: timestamp('required_date', { withTimezone: true }).notNull(),
    // The 'Cotizador': the home as the customer described it (null for a service not estimated from a home, and
    // for requests made before it), and the length it gives, in minutes: a range for an open request (offers
    // start from it), one length for a direct booking (min = max, what was booked). Null before migration 0036.
    estimateInput: jsonb('estimate_input').$type<EstimateInput>(),
    minMinutes: smallint('min_minutes'),
    maxMinutes: smallint('max_minutes'),
    location: text('location').notNull(),
    ...exactContactColumns(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    precision: text('precision', { enum: PLACE_PRECISIONS }).notNull().default('locality'),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('open'),
    // Set for a direct booking: only this provider sees the request.
    providerId: text('provider_id').references(() => profiles.id, { onDelete: 'cascade' }),
    idempotencyKey: uuid('idempotency_key'),
    // Set with status 'hidden' by an operator (Moderación): the reason its customer was sent.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    // A visit of a recurring plan (issue 30): the plan and the visit's day in the provider's zone, one visit a day.
    planId: planReference(),
    visitDate: date('visit_date'),
    createdAt: createdAtNow(),
    // UTC day number of created_at: lets the nearby query read one day of an area at a time, newest first.
    createdDay: integer('created_day')
      .notNull()
      .generatedAlwaysAs(
        sql`floor(extract(epoch from (created_at - '1970-01-01 00:00:00+00'::timestamptz)) / 86400)::integer`,
      ),
  },
  (table) => [
    check('service_requests_status_valid', oneOf(table.status, REQUEST_STATUSES)),
    check('service_requests_budget_range_valid', oneOf(table.budgetRange, BUDGET_RANGE_VALUES)),
    check('service_requests_service_id_valid', oneOf(table.serviceId, SERVICE_IDS)),
    check(
      'service_requests_price_range',
      sql`${table.price} is null or ${table.price} between 1 and 100000000`,
    ),
    check(
      'service_requests_kind',
      sql`${table.budgetRange} is not null or (${table.price} is not null and ${table.providerId} is not null)`,
    ),
    check(
      'service_requests_length_range',
      sql`(${table.minMinutes} is null) = (${table.maxMinutes} is null) and ${table.minMinutes} <= ${table.maxMinutes}`,
    ),
    check(
      'service_requests_lengths_valid',
      sql`${isServiceLength(table.minMinutes)} and ${isServiceLength(table.maxMinutes)}`,
    ),
    check('service_requests_payment_method_valid', oneOf(table.paymentMethod, PAYMENT_METHOD_VALUES)),
    check('service_requests_precision_valid', oneOf(table.precision, PLACE_PRECISIONS)),
    check('service_requests_lat_range', sql`${table.lat} is null or ${table.lat} between -90 and 90`),
    check('service_requests_lng_range', sql`${table.lng} is null or ${table.lng} between -180 and 180`),
    check('service_requests_coordinates_pair', sql`(${table.lat} is null) = (${table.lng} is null)`),
    check('service_requests_plan_visit', sql`(${table.planId} is null) = (${table.visitDate} is null)`),
    unique('service_requests_plan_visit_date').on(table.planId, table.visitDate),
    unique('service_requests_customer_idempotency_key').on(table.customerId, table.idempotencyKey),
    index('service_requests_status_lat_lng_idx').on(table.status, table.lat, table.lng),
    index('service_requests_status_day_lat_lng_idx').on(table.status, table.createdDay, table.lat, table.lng),
    index('service_requests_customer_created_idx').on(table.customerId, table.createdAt),
    index('service_requests_provider_idx')
      .on(table.providerId)
      .where(sql`${table.providerId} is not null`),
  ],
);

/** A column naming a request: the row goes with it ('cascade'), or keeps it from being removed ('restrict'). */
export const requestId = (onDelete: OnDelete) =>
  uuidReference('request_id', () => serviceRequests.id, onDelete);

/** A request or booking as read from its table: what the modules pass around, typed from the schema. */
export type RequestRow = typeof serviceRequests.$inferSelect;

export const requestApplications = pgTable(
  'request_applications',
  {
    id: uuidPrimaryKey(),
    requestId: requestId('cascade'),
    providerId: profileId('provider_id'),
    // Centavos.
    proposedPrice: integer('proposed_price').notNull(),
    // 'Duración estimada' of the offer, whole half hours within SERVICE_HOURS: the service's length if accepted.
    durationMinutes: smallint('duration_minutes').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('pending'),
    createdAt: createdAtNow(),
  },
  (table) => [
    check('request_applications_status_valid', oneOf(table.status, OFFER_STATUSES)),
    unique('request_applications_request_provider').on(table.requestId, table.providerId),
    check('request_applications_duration_range', isServiceLength(table.durationMinutes)),
    check('request_applications_price_range', sql`${table.proposedPrice} between 1 and 100000000`),
    index('request_applications_provider_created_idx').on(table.providerId, table.createdAt),
  ],
);
