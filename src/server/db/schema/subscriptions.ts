import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PLAN_IDS } from '#shared/domain/plans';
// How a plan is paid: 'none' (activated on request, outside production), 'transfer' (SPEI confirmed by an
// operator), or an online gateway that renews it by itself.
import { PLAN_BILLINGS, PLAN_PAY_METHODS } from '#shared/domain/plans';
import { profileId } from './profiles';
import { oneOf } from './sql-helpers';
import { createdAtNow, uuidPrimaryKey } from './columns';

// 'pending_payment': chosen and waiting for its bank transfer ('Pago pendiente'); an operator's confirmation
// makes it active, a rejection or another choice cancels it.
export const SUBSCRIPTION_STATUSES = [
  'active',
  'replaced',
  'expired',
  'cancelled',
  'pending_payment',
] as const;

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuidPrimaryKey(),
    providerId: profileId('provider_id'),
    planType: text('plan_type', { enum: PLAN_IDS }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    amount: integer('amount').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    createdAt: createdAtNow(),
    billing: text('billing', { enum: PLAN_BILLINGS }).notNull().default('none'),
    // The gateway's own subscription id (Stripe 'sub_…', Mercado Pago preapproval id).
    externalId: text('external_id'),
    // 'Cancelar suscripción': the plan runs to its end date and is not renewed ('Reactivar' undoes it).
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    // A plan renewed by a gateway stays in force past its end date until this instant: while the renewal is
    // collected, and for the grace period after a failed renewal.
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    // A lower plan chosen while this one renews online: it takes over at the end date (the gateway already
    // charges its price from then on).
    nextPlanType: text('next_plan_type', { enum: PLAN_IDS }),
    // Plans paid online: 'oxxo' for a month paid in cash with a voucher (never renewed by the gateway; its
    // external id is the gateway's payment), 'card' or null for a subscription the gateway renews.
    payMethod: text('pay_method', { enum: PLAN_PAY_METHODS }),
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
    check('subscriptions_billing_valid', oneOf(table.billing, PLAN_BILLINGS)),
    check('subscriptions_pay_method_valid', oneOf(table.payMethod, PLAN_PAY_METHODS)),
    uniqueIndex('subscriptions_external_idx')
      .on(table.billing, table.externalId)
      .where(sql`${table.externalId} is not null`),
    uniqueIndex('subscriptions_one_pending_idx')
      .on(table.providerId)
      .where(sql`${table.status} = 'pending_payment'`),
  ],
);
