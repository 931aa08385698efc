import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PLAN_IDS } from '#shared/domain/plans';
import { OPEN_PAYMENT_STATUSES, PAYMENT_STATUSES, REFUND_STATUSES } from '#shared/domain/payment-lifecycle';
import { jobId, jobs } from './jobs';
import { profileId } from './profiles';
import { oneOf } from './sql-helpers';
import { subscriptions } from './subscriptions';
import { createdAtNow, uuidPrimaryKey, uuidReference } from './columns';

export const PAYMENT_KINDS = ['plan', 'service'] as const;
export const SERVICE_PAYMENT_METHODS = ['card', 'spei', 'oxxo'] as const;
export const PAYMENT_GATEWAYS = ['none', 'transfer', 'stripe', 'mercadopago'] as const;

/**
 * The ledger: every amount the business asked someone to pay, for a plan or a service, in centavos, with what
 * became of it. Rows outlive what they paid for (no cascade: a payment is a financial record the law keeps for
 * years), and an account deleted under ARCO keeps its payments under its anonymised profile.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuidPrimaryKey(),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull().default('plan'),
    // The provider the payment concerns: the payer of a plan, the payee of a service.
    providerId: profileId('provider_id', 'restrict'),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'restrict' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('MXN'),
    description: text('description').notNull(),
    // Moved only by server/domain/move-payment.ts, as the table in shared/domain/payment-lifecycle.ts allows.
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    gateway: text('gateway', { enum: PAYMENT_GATEWAYS }).notNull(),
    // The gateway's id of what collects this amount (a Stripe invoice 'in_…', a Mercado Pago payment id).
    gatewayReference: text('gateway_reference'),
    // A bank transfer's numeric reference (gateway 'transfer'), unique among the payments still waiting.
    reference: text('reference'),
    // When and by which operator a transfer was confirmed or rejected, and why it was rejected.
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    rejectionReason: text('rejection_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // The gateway's reason when a charge failed (a declined card), as it reported it.
    failureReason: text('failure_reason'),
    // An OXXO voucher the gateway issued for this amount: its reference, when it stops being payable, and the
    // gateway's page to print it.
    voucherNumber: text('voucher_number'),
    voucherExpiresAt: timestamp('voucher_expires_at', { withTimezone: true }),
    voucherUrl: text('voucher_url'),
    // A service paid by card: the card saved for a later authorisation (Stripe SetupIntent 'seti_…' and its
    // PaymentMethod 'pm_…'), when the hold was placed, and what was finally captured of it (≤ amount).
    setupReference: text('setup_reference'),
    savedMethod: text('saved_method'),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    capturedAmount: integer('captured_amount'),
    // What was given back of a captured card (a dispute resolved in the customer's favour), ≤ captured.
    refundedAmount: integer('refunded_amount'),
    // A service paid online: how ('card', 'spei', 'oxxo'); null for plans. SPEI's instructions as Stripe gave
    // them: the CLABE and reference to transfer to, and what is still missing after a partial transfer (the
    // hosted instructions page is kept in voucher_url, as OXXO's voucher page).
    method: text('method', { enum: SERVICE_PAYMENT_METHODS }),
    bankClabe: text('bank_clabe'),
    bankReference: text('bank_reference'),
    amountRemaining: integer('amount_remaining'),
    createdAt: createdAtNow(),
  },
  (table) => [
    check('payments_status_valid', oneOf(table.status, PAYMENT_STATUSES)),
    check('payments_kind_valid', oneOf(table.kind, PAYMENT_KINDS)),
    check('payments_gateway_valid', oneOf(table.gateway, PAYMENT_GATEWAYS)),
    check('payments_method_valid', oneOf(table.method, SERVICE_PAYMENT_METHODS)),
    check('payments_amount_positive', sql`${table.amount} >= 0`),
    check(
      'payments_purpose',
      sql`(${table.kind} = 'plan' and ${table.subscriptionId} is not null) or (${table.kind} = 'service' and ${table.jobId} is not null)`,
    ),
    index('payments_subscription_idx').on(table.subscriptionId),
    index('payments_job_idx').on(table.jobId),
    index('payments_provider_created_idx').on(table.providerId, table.createdAt),
    uniqueIndex('payments_pending_reference_idx')
      .on(table.reference)
      .where(sql`${table.status} = 'pending'`),
    // One card payment at a time per service: a failed or released one stays as a record beside the next.
    uniqueIndex('payments_service_open_idx')
      .on(table.jobId)
      .where(sql`${table.kind} = 'service' and ${oneOf(table.status, OPEN_PAYMENT_STATUSES)}`),
    uniqueIndex('payments_setup_reference_idx')
      .on(table.gateway, table.setupReference)
      .where(sql`${table.setupReference} is not null`),
    check(
      'payments_captured_within',
      sql`${table.capturedAmount} is null or (${table.capturedAmount} >= 0 and ${table.capturedAmount} <= ${table.amount})`,
    ),
    check(
      'payments_refunded_within',
      sql`${table.refundedAmount} is null or (${table.refundedAmount} >= 0 and ${table.refundedAmount} <= coalesce(${table.capturedAmount}, ${table.amount}))`,
    ),
    uniqueIndex('payments_gateway_reference_idx')
      .on(table.gateway, table.gatewayReference)
      .where(sql`${table.gatewayReference} is not null`),
  ],
);

/** A column naming a payment, which it keeps from being removed: payments are kept as financial records. */
export const paymentId = () => uuidReference('payment_id', () => payments.id, 'restrict');

/**
 * Every webhook event a gateway delivered, kept by its own id: an event is applied once however often it is
 * delivered (gateways retry, duplicate and reorder), in the transaction that records it.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    gateway: text('gateway', { enum: PAYMENT_GATEWAYS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    // 'applied', or 'ignored' with why (an event type the product does not use, an object it does not know).
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.gateway, table.eventId] })],
);

/** A person's customer record at a gateway (Stripe 'cus_…'), made the first time they pay there. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    profileId: profileId('profile_id'),
    gateway: text('gateway', { enum: PAYMENT_GATEWAYS }).notNull(),
    externalId: text('external_id').notNull(),
    createdAt: createdAtNow(),
  },
  (table) => [
    primaryKey({ columns: [table.profileId, table.gateway] }),
    uniqueIndex('payment_customers_external_idx').on(table.gateway, table.externalId),
  ],
);

/**
 * The gateway's price of each plan at each amount (Stripe 'price_…'), made the first time that plan is sold
 * there: a webhook names the price an invoice charged, and this says which plan that is.
 */
export const gatewayPrices = pgTable(
  'gateway_prices',
  {
    gateway: text('gateway', { enum: PAYMENT_GATEWAYS }).notNull(),
    externalId: text('external_id').notNull(),
    planType: text('plan_type', { enum: PLAN_IDS }).notNull(),
    amount: integer('amount').notNull(),
    createdAt: createdAtNow(),
  },
  (table) => [primaryKey({ columns: [table.gateway, table.externalId] })],
);

/**
 * Where a provider receives the money of services paid online: their connected account at a gateway (Stripe
 * Connect Express 'acct_…'), with what the gateway last said of it. Charges go to it only while
 * `chargesEnabled`; the gateway, not this row, pays the provider out.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    providerId: profileId('provider_id'),
    gateway: text('gateway', { enum: PAYMENT_GATEWAYS }).notNull(),
    externalId: text('external_id').notNull(),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    // The gateway's reason the account cannot take charges or be paid out, as it reported it.
    disabledReason: text('disabled_reason'),
    // Mercado Pago (OAuth): the seller's tokens, sealed (secret-box.ts), and when the access token runs out.
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    createdAt: createdAtNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.gateway] }),
    uniqueIndex('payout_accounts_external_idx').on(table.gateway, table.externalId),
  ],
);

/**
 * The `state` of a provider's trip to a gateway's OAuth page ('Conectar Mercado Pago'): the signed value names
 * this row, which is used once (`usedAt`) and only until `expiresAt`, by the provider who asked for it.
 */
export const payoutOauthStates = pgTable('payout_oauth_states', {
  nonce: text('nonce').primaryKey(),
  providerId: profileId('provider_id'),
  gateway: text('gateway', { enum: PAYMENT_GATEWAYS }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAtNow(),
});

/**
 * Money owed back to a customer that the gateway cannot refund (a service paid in cash at OXXO): the customer
 * gives a CLABE ('Recibir reembolso'), an operator sends the transfer from the bank and marks it sent. `key`
 * makes a settlement retried (or a dispute settled twice at the same amount) owe it once.
 */
export const serviceRefunds = pgTable(
  'service_refunds',
  {
    id: uuidPrimaryKey(),
    paymentId: paymentId(),
    jobId: jobId('restrict'),
    customerId: profileId('customer_id', 'restrict'),
    key: text('key').notNull(),
    // Centavos.
    amount: integer('amount').notNull(),
    // Moved only by server/domain/move-payment.ts, as the table in shared/domain/payment-lifecycle.ts allows.
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('owed'),
    clabe: text('clabe'),
    holder: text('holder'),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: text('sent_by'),
    // The provider's share taken back at the gateway (a Stripe transfer reversal 'trr_…'), when there was one.
    reversalReference: text('reversal_reference'),
    createdAt: createdAtNow(),
  },
  (table) => [
    check('service_refunds_status_valid', oneOf(table.status, REFUND_STATUSES)),
    check('service_refunds_amount_positive', sql`${table.amount} > 0`),
    check(
      'service_refunds_account_given',
      sql`${table.status} = 'owed' or (${table.clabe} is not null and ${table.holder} is not null)`,
    ),
    uniqueIndex('service_refunds_key_idx').on(table.key),
    index('service_refunds_job_idx').on(table.jobId),
    index('service_refunds_status_idx').on(table.status, table.createdAt),
  ],
);
