import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_METHOD_VALUES } from '#shared/domain/payment-methods';
import { SERVICE_IDS } from '#shared/catalog';
import {
  SERVICE_ACTIONS,
  SERVICE_ACTORS,
  SERVICE_STATUSES,
  UPCOMING_STATUSES,
  type ServiceAction,
} from '#shared/domain/service-lifecycle';
import { HIGH_RATING } from '#shared/domain/site-stats';
import { EXTRA_TIME_STATUSES } from '#shared/domain/extra-time';
import { MEXICAN_TIME_ZONES } from '#shared/domain/time-zones';
import { profileId, profiles } from './profiles';
import { requestApplications, requestId } from './service-requests';
import { isServiceLength, oneOf } from './sql-helpers';
import { exactContactColumns } from './exact-contact';
import { createdAtNow, type OnDelete, uuidPrimaryKey, uuidReference } from './columns';

// 'created': the service came to be (an offer accepted, a booking made).
const EVENT_ACTIONS = ['created', ...SERVICE_ACTIONS] as ['created', ...ServiceAction[]];

export const CANCELLED_BY = ['customer', 'provider', 'system', 'support'] as const;

/**
 * A service that will happen (or happened): made when a customer accepts an offer, or when a direct booking
 * is made. Its own table: a request is what was asked for, this is what was agreed, with whom and for how
 * much. Status changes follow `shared/domain/service-lifecycle.ts`, one locked transaction each.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuidPrimaryKey(),
    // One service per request: a second acceptance finds this row and stops.
    requestId: requestId('restrict').unique('jobs_request_id'),
    // The accepted offer; null for a direct booking.
    applicationId: uuid('application_id')
      .unique('jobs_application_id')
      .references(() => requestApplications.id, { onDelete: 'restrict' }),
    customerId: profileId('customer_id', 'restrict'),
    providerId: profileId('provider_id', 'restrict'),
    title: text('title').notNull(),
    serviceId: text('service_id', { enum: SERVICE_IDS }).notNull(),
    // The instant it starts, and the zone of the place, in which it is shown.
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone', { enum: MEXICAN_TIME_ZONES }).notNull(),
    // Its length, whole half hours within SERVICE_HOURS (migration 0036 gave 3 h to the services before it).
    durationMinutes: smallint('duration_minutes').notNull(),
    // The provider's 'Tiempo de traslado' when it was agreed: kept free after it (and before: see busyUntil).
    travelMinutes: smallint('travel_minutes').notNull().default(0),
    // The end of its length and its travel time, computed by the database. While the service is pending or
    // confirmed no other service of the provider may hold any of [scheduled_at, busy_until): the exclusion
    // constraint jobs_no_overlap of migration 0036, which reads both columns. Epoch arithmetic, because a
    // generated column must be immutable and timestamptz + interval is not.
    busyUntil: timestamp('busy_until', { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(
        sql`to_timestamp(extract(epoch from (scheduled_at - '1970-01-01 00:00:00+00'::timestamptz)) + (duration_minutes + travel_minutes) * 60)`,
      ),
    // Set by migration 0036 on a service that already overlapped an earlier one of its provider: it stays as it
    // was, outside the constraint, rather than being cancelled by a migration. Never set afterwards.
    overlapsBefore: boolean('overlaps_before').notNull().default(false),
    // A booking waiting for its provider: the instant it is declined unanswered, two hours of the provider's
    // working time after it was made (shared/domain/booking-answer.ts). Null for any other service, and for
    // bookings made before migration 0036 (they keep the 48 h of their time).
    answerBy: timestamp('answer_by', { withTimezone: true }),
    location: text('location').notNull(),
    // Copied from the request when the service is agreed (a later Perfil edit does not move it): shown to the
    // provider only once the service is confirmed.
    ...exactContactColumns(),
    // Centavos, read on the server from the accepted offer or the provider's price list.
    price: integer('price').notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHOD_VALUES }).notNull(),
    status: text('status', { enum: SERVICE_STATUSES }).notNull(),
    paymentConfirmedAt: timestamp('payment_confirmed_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // Who ended it without it happening (a cancellation, a no-show, a booking declined or left unanswered).
    cancelledBy: text('cancelled_by', { enum: CANCELLED_BY }),
    // Centavos the customer owes for it (cancellation-fee.ts): 0 when free.
    cancellationFee: integer('cancellation_fee'),
    // What the customer reported when disputing it, and the provider's answer to that.
    problem: text('problem'),
    providerStatement: text('provider_statement'),
    // Centavos the customer pays after support split a dispute (null otherwise): the charge instead of the price.
    settledAmount: integer('settled_amount'),
    // When the provider reported that nobody was there, and when its fee was settled for good: the 48 h to
    // contest it closed, or support decided the contest. Between the two nothing of it is collected.
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    noShowSettledAt: timestamp('no_show_settled_at', { withTimezone: true }),
    // A plan visit the provider's new 'Disponibilidad' left out after it was booked (a day off, fewer hours):
    // the customer may skip it for free however close it is (cancellation-fee.ts). Cleared when it is moved.
    leftOutAt: timestamp('left_out_at', { withTimezone: true }),
    createdAt: createdAtNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('jobs_status_valid', oneOf(table.status, SERVICE_STATUSES)),
    check('jobs_service_id_valid', oneOf(table.serviceId, SERVICE_IDS)),
    check('jobs_payment_method_valid', oneOf(table.paymentMethod, PAYMENT_METHOD_VALUES)),
    check('jobs_time_zone_valid', oneOf(table.timeZone, MEXICAN_TIME_ZONES)),
    check('jobs_duration_range', isServiceLength(table.durationMinutes)),
    check('jobs_travel_range', sql`${table.travelMinutes} between 0 and 240`),
    check('jobs_price_range', sql`${table.price} between 1 and 100000000`),
    check('jobs_two_parties', sql`${table.customerId} <> ${table.providerId}`),
    check('jobs_cancelled_by_valid', oneOf(table.cancelledBy, CANCELLED_BY)),
    check('jobs_cancellation_fee_range', sql`${table.cancellationFee} between 0 and ${table.price}`),
    check('jobs_settled_amount_range', sql`${table.settledAmount} between 1 and ${table.price}`),
    // Each side's services in the order its lists read them, a page at a time from a (scheduled_at, id) cursor;
    // those still ahead or under way (Programados, Calendario's agenda) in partial indexes of their own, so a
    // page of them never steps over the person's whole history (issue 32).
    index('jobs_customer_scheduled_idx').on(table.customerId, table.scheduledAt, table.id),
    index('jobs_provider_scheduled_idx').on(table.providerId, table.scheduledAt, table.id),
    index('jobs_customer_upcoming_idx')
      .on(table.customerId, table.scheduledAt, table.id)
      .where(oneOf(table.status, UPCOMING_STATUSES)),
    index('jobs_provider_upcoming_idx')
      .on(table.providerId, table.scheduledAt, table.id)
      .where(oneOf(table.status, UPCOMING_STATUSES)),
    // Disputas: the few services in dispute, never a scan of every service.
    index('jobs_disputed_idx')
      .on(table.id)
      .where(sql`${table.status} = 'disputed'`),
    // A provider's reliability on every card (public-card.ts) counts their services by status and joins their
    // ids to the cancellations: read from this index alone, not from every row of the provider's history.
    index('jobs_provider_status_idx').on(table.providerId, table.status, table.id),
  ],
);

/** A column naming a service: the row goes with it ('cascade'), or keeps it from being removed ('restrict'). */
export const jobId = (onDelete: OnDelete) => uuidReference('job_id', () => jobs.id, onDelete);

/** A service as read from its table: what the modules pass around, typed from the schema. */
export type JobRow = typeof jobs.$inferSelect;

/**
 * Every step a service took, in order: who did what, from which status to which. The audit trail support
 * reads in a dispute, the count behind a provider's reliability, and how a repeated call (a double click, a
 * retry) is recognised as already done.
 */
export const jobEvents = pgTable(
  'job_events',
  {
    id: uuidPrimaryKey(),
    // The order the steps were taken in, even within one instant of the clock.
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    jobId: jobId('cascade'),
    action: text('action', { enum: EVENT_ACTIONS }).notNull(),
    actor: text('actor', { enum: SERVICE_ACTORS }).notNull(),
    // The person, for a customer's or provider's step; null for the system's.
    actorId: text('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    fromStatus: text('from_status', { enum: SERVICE_STATUSES }),
    toStatus: text('to_status', { enum: SERVICE_STATUSES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('job_events_action_valid', oneOf(table.action, EVENT_ACTIONS)),
    check('job_events_actor_valid', oneOf(table.actor, SERVICE_ACTORS)),
    index('job_events_job_seq_idx').on(table.jobId, table.seq),
    // The few lines a provider's reliability counts, without reading every service's history.
    index('job_events_cancel_by_provider_idx')
      .on(table.jobId)
      .where(sql`${table.action} = 'cancel_by_provider'`),
  ],
);

export const REVIEW_AUTHORS = ['customer', 'provider'] as const;

/**
 * What each party of a completed service says of the other: 1–5 stars and a comment, at most one per side.
 * Hidden from everyone but its author until `published_at`: set when the second side writes, or when the
 * 14-day window closes (a task), so that neither side answers the other's review. The subject may reply once.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuidPrimaryKey(),
    jobId: jobId('cascade'),
    authorRole: text('author_role', { enum: REVIEW_AUTHORS }).notNull(),
    authorId: profileId('author_id'),
    subjectId: profileId('subject_id'),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // Hidden by an operator (Moderación), with the reason its author was sent: no public read shows it.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    // 'Permitir que LimpiaHogar muestre mi reseña', ticked by the customer who wrote it: it may then be a home
    // page testimonial (first name and initial). Never set on a provider's review.
    showcaseConsent: boolean('showcase_consent').notNull().default(false),
  },
  (table) => [
    unique('reviews_one_per_side').on(table.jobId, table.authorRole),
    check('reviews_author_role_valid', oneOf(table.authorRole, REVIEW_AUTHORS)),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    index('reviews_subject_published_idx').on(table.subjectId, table.publishedAt),
    // A provider's average on every card: the visible customers' ratings, read from the index alone.
    index('reviews_subject_visible_rating_idx')
      .on(table.subjectId, table.rating)
      .where(
        sql`${table.authorRole} = 'customer' and ${table.publishedAt} is not null and ${table.hiddenAt} is null`,
      ),
    index('reviews_author_idx').on(table.authorId),
    // The home page's testimonials (modules/site-stats): the newest few of these, read from this index alone.
    index('reviews_showcase_idx')
      .on(table.publishedAt)
      .where(
        sql`${table.showcaseConsent} and ${table.authorRole} = 'customer' and ${table.rating} >= ${sql.raw(String(HIGH_RATING))} and ${table.publishedAt} is not null and ${table.hiddenAt} is null`,
      ),
  ],
);

/**
 * 'Tiempo extra': more time a provider asked for during a service, and the customer's answer. Approved, the
 * service's length and price grew by these minutes and centavos in the same transaction. At most one waits for an
 * answer per service.
 */
export const serviceExtraTime = pgTable(
  'service_extra_time',
  {
    id: uuidPrimaryKey(),
    jobId: jobId('cascade'),
    minutes: smallint('minutes').notNull(),
    // Centavos the minutes add, fixed when asked (extraTimePrice): what the customer is shown and approves.
    price: integer('price').notNull(),
    status: text('status', { enum: EXTRA_TIME_STATUSES }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    check('service_extra_time_status_valid', oneOf(table.status, EXTRA_TIME_STATUSES)),
    check(
      'service_extra_time_minutes_range',
      sql`${table.minutes} between 30 and 240 and ${table.minutes} % 30 = 0`,
    ),
    check('service_extra_time_price_range', sql`${table.price} between 0 and 100000000`),
    index('service_extra_time_job_idx').on(table.jobId, table.requestedAt),
    uniqueIndex('service_extra_time_one_waiting')
      .on(table.jobId)
      .where(sql`${table.status} = 'requested'`),
  ],
);
