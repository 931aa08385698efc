import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PLAN_IDS } from '../../../shared/catalog';
import { profiles } from './profiles';
import { oneOf } from './sql-helpers';

// 'pending_payment': chosen and waiting for its bank transfer ('Pago pendiente'); an operator's confirmation
// makes it active, a rejection or another choice cancels it.
export const SUBSCRIPTION_STATUSES = [
  'active',
  'replaced',
  'expired',
  'cancelled',
  'pending_payment',
] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    providerId: text('provider_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    planType: text('plan_type', { enum: PLAN_IDS }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    amount: integer('amount').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('subscriptions_plan_type_valid', oneOf(table.planType, PLAN_IDS)),
    check('subscriptions_status_valid', oneOf(table.status, SUBSCRIPTION_STATUSES)),
    check('subscriptions_amount_positive', sql`${table.amount} >= 0`),
    check('subscriptions_dates_ordered', sql`${table.endDate} > ${table.startDate}`),
    index('subscriptions_provider_created_idx').on(table.providerId, table.createdAt),
    // A second concurrent plan change cannot leave two active subscriptions, whatever the code does.
    uniqueIndex('subscriptions_one_active_idx')
      .on(table.providerId)
      .where(sql`${table.status} = 'active'`),
    uniqueIndex('subscriptions_one_pending_idx')
      .on(table.providerId)
      .where(sql`${table.status} = 'pending_payment'`),
  ],
);

// What the payment gateway was asked to charge. The default gateway only records it as pending.
export const payments = pgTable(
  'payments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    providerId: text('provider_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('MXN'),
    description: text('description').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    gateway: text('gateway').notNull(),
    gatewayReference: text('gateway_reference'),
    // A bank transfer's numeric reference (gateway 'transfer'), unique among the payments still waiting.
    reference: text('reference'),
    // When and by which operator a transfer was confirmed or rejected, and why it was rejected.
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payments_status_valid', oneOf(table.status, PAYMENT_STATUSES)),
    check('payments_amount_positive', sql`${table.amount} >= 0`),
    index('payments_subscription_idx').on(table.subscriptionId),
    index('payments_provider_created_idx').on(table.providerId, table.createdAt),
    uniqueIndex('payments_pending_reference_idx')
      .on(table.reference)
      .where(sql`${table.status} = 'pending'`),
  ],
);
