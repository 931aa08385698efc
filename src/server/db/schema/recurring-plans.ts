import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { SERVICE_IDS } from '#shared/catalog';
import { PAYMENT_METHOD_VALUES } from '#shared/domain/payment-methods';
import { PLAN_CONFLICT_REASONS, PLAN_STATUSES, RHYTHMS } from '#shared/domain/recurring-plan';
import { PLACE_PRECISIONS } from '#shared/schemas/places';
import type { EstimateInput } from '#shared/domain/estimate';
import { profileId } from './profiles';
import { isServiceLength, oneOf } from './sql-helpers';
import { createdAtNow, uuidPrimaryKey, uuidReference } from './columns';

/**
 * Issue 30: a 'Limpieza recurrente', one customer and one provider, the same service, place, estimate and length
 * at a rhythm. Each visit is an ordinary service (service_requests with plan_id and visit_date); the exact
 * address and phone stay on those services, as on any booking. The rhythm is anchored on `first_date` at
 * `visit_time` in `provider_zone` (the weekday, or the day of the month, is that date's): 'from now on' at
 * another day or hour moves the anchor.
 */
export const recurringPlans = pgTable(
  'recurring_plans',
  {
    id: uuidPrimaryKey(),
    customerId: profileId('customer_id'),
    providerId: profileId('provider_id'),
    serviceId: text('service_id', { enum: SERVICE_IDS }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHOD_VALUES }).notNull(),
    // The place as any provider may see it (the services carry the exact address).
    location: text('location').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    precision: text('precision', { enum: PLACE_PRECISIONS }).notNull(),
    estimateInput: jsonb('estimate_input').$type<EstimateInput>(),
    durationMinutes: smallint('duration_minutes').notNull(),
    // Centavos per visit.
    price: integer('price').notNull(),
    rhythm: text('rhythm', { enum: RHYTHMS }).notNull(),
    firstDate: date('first_date').notNull(),
    visitTime: text('visit_time').notNull(),
    providerZone: text('provider_zone').notNull(),
    status: text('status', { enum: PLAN_STATUSES }).notNull().default('pending'),
    // A new price per visit the provider proposed: from when it may apply, and when the customer accepted it.
    newPrice: integer('new_price'),
    newPriceFrom: timestamp('new_price_from', { withTimezone: true }),
    newPriceAcceptedAt: timestamp('new_price_accepted_at', { withTimezone: true }),
    // With 'Terminar plan' or a declined price: no visit from this instant on.
    endsAt: timestamp('ends_at', { withTimezone: true }),
    // The plan this one takes over from (its provider let it down): that one ends once this one is accepted.
    replacesPlanId: uuid('replaces_plan_id').references((): AnyPgColumn => recurringPlans.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAtNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('recurring_plans_status_valid', oneOf(table.status, PLAN_STATUSES)),
    check('recurring_plans_rhythm_valid', oneOf(table.rhythm, RHYTHMS)),
    check('recurring_plans_service_id_valid', oneOf(table.serviceId, SERVICE_IDS)),
    check('recurring_plans_payment_method_valid', oneOf(table.paymentMethod, PAYMENT_METHOD_VALUES)),
    check('recurring_plans_precision_valid', oneOf(table.precision, PLACE_PRECISIONS)),
    check('recurring_plans_duration_valid', isServiceLength(table.durationMinutes)),
    check('recurring_plans_price_range', sql`${table.price} between 1 and 100000000`),
    check(
      'recurring_plans_new_price',
      sql`(${table.newPrice} is null) = (${table.newPriceFrom} is null) and (${table.newPrice} is null or ${table.newPrice} between 1 and 100000000) and (${table.newPriceAcceptedAt} is null or ${table.newPrice} is not null)`,
    ),
    check('recurring_plans_visit_time_valid', sql`${table.visitTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('recurring_plans_distinct_people', sql`${table.customerId} <> ${table.providerId}`),
    check('recurring_plans_lat_range', sql`${table.lat} is null or ${table.lat} between -90 and 90`),
    check('recurring_plans_lng_range', sql`${table.lng} is null or ${table.lng} between -180 and 180`),
    check('recurring_plans_coordinates_pair', sql`(${table.lat} is null) = (${table.lng} is null)`),
    check('recurring_plans_answered', sql`${table.status} = 'pending' or ${table.answeredAt} is not null`),
    index('recurring_plans_customer_idx').on(table.customerId, table.createdAt),
    index('recurring_plans_provider_idx').on(table.providerId, table.createdAt),
    // The scheduler walks the active plans only.
    index('recurring_plans_active_idx')
      .on(table.id)
      .where(sql`${table.status} = 'active'`),
  ],
);

/**
 * A visit the scheduler could not book (a day off, another service at that time): kept, not dropped, until the
 * customer skips it or picks another time; both sides are told when it is written.
 */
export const recurringPlanConflicts = pgTable(
  'recurring_plan_conflicts',
  {
    planId: uuidReference('plan_id', () => recurringPlans.id, 'cascade'),
    visitDate: date('visit_date').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAtNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.visitDate] }),
    check('recurring_plan_conflicts_reason_valid', oneOf(table.reason, PLAN_CONFLICT_REASONS)),
  ],
);

/** A column on a service naming its plan (null for a one-off booking). */
export const planReference = () =>
  uuid('plan_id').references(() => recurringPlans.id, { onDelete: 'restrict' });
