import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/**
 * Stripe's webhook events as Stripe delivers them, signed: for the API tests (testing/payments/fake-stripe.ts)
 * and for the journeys' stand-in that plays Stripe's side of a payment (testing/journeys/stripe-hooks.ts). Never
 * used to trust anything.
 */

type Json = Record<string, unknown>;

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** A Stripe event of `type` about `object`, signed with `secret` at `at` (the app clock's, or the event's). */
export function signStripeEvent({
  type,
  object,
  secret,
  at,
  eventId = id('evt'),
}: {
  type: string;
  object: Json;
  secret: string;
  at: Date;
  eventId?: string;
}) {
  const created = Math.floor(at.getTime() / 1000);
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: created });
  return { payload, signature, eventId };
}

/** An invoice of a subscription, as in invoice.paid / invoice.payment_failed (API 2026-10-28). */
export function invoiceObject({
  invoiceId,
  externalId,
  subscriptionId,
  amount,
  currency = 'mxn',
  billingReason,
  periodEnd,
  priceId = null,
  creditPriceId = null,
}: {
  invoiceId: string;
  externalId: string;
  subscriptionId: string | null;
  amount: number;
  currency?: string;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  periodEnd: Date;
  /** The price charged; null leaves the line without pricing. */
  priceId?: string | null;
  /** An upgrade's credit line: the unused time of the old price, as a negative amount. */
  creditPriceId?: string | null;
}): Json {
  const end = Math.floor(periodEnd.getTime() / 1000);
  const line = (amountOfLine: number, price: string | null) => ({
    id: id('il'),
    object: 'line_item',
    amount: amountOfLine,
    period: { start: end - 30 * 86_400, end },
    pricing: price
      ? {
          type: 'price_details',
          price_details: { price, product: 'prod_limpiahogar' },
          unit_amount_decimal: null,
        }
      : null,
  });
  const lines = creditPriceId
    ? [line(-Math.round(amount / 2), creditPriceId), line(amount + Math.round(amount / 2), priceId)]
    : [line(amount, priceId)];
  return {
    id: invoiceId,
    object: 'invoice',
    amount_due: amount,
    amount_paid: amount,
    currency,
    billing_reason: billingReason,
    status: 'paid',
    period_start: end - 30 * 86_400,
    period_end: end - 30 * 86_400,
    last_finalization_error: null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: {
        subscription: externalId,
        metadata: subscriptionId ? { subscriptionId } : {},
      },
    },
    lines: {
      object: 'list',
      data: lines,
      has_more: false,
    },
  };
}

/**
 * A PaymentIntent that takes OXXO, as in payment_intent.* events: `voucher` fills the next action of one
 * waiting to be paid at a store (payment_intent.requires_action).
 */
export function oxxoIntentObject({
  intentId,
  subscriptionId,
  amount,
  currency = 'mxn',
  status,
  voucher = null,
}: {
  intentId: string;
  subscriptionId: string | null;
  amount: number;
  currency?: string;
  status: 'requires_action' | 'succeeded' | 'requires_payment_method' | 'canceled';
  voucher?: { number: string; expiresAt: Date; url: string } | null;
}): Json {
  return {
    id: intentId,
    object: 'payment_intent',
    amount,
    amount_received: status === 'succeeded' ? amount : 0,
    currency,
    status,
    customer: 'cus_limpiahogar',
    metadata: subscriptionId ? { subscriptionId } : {},
    payment_method_types: ['oxxo'],
    cancellation_reason: status === 'canceled' ? 'abandoned' : null,
    last_payment_error:
      status === 'requires_payment_method'
        ? { type: 'invalid_request_error', message: 'La ficha venció.' }
        : null,
    next_action: voucher
      ? {
          type: 'oxxo_display_details',
          oxxo_display_details: {
            number: voucher.number,
            expires_after: Math.floor(voucher.expiresAt.getTime() / 1000),
            hosted_voucher_url: voucher.url,
          },
        }
      : null,
  };
}
