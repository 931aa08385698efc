import type { IncomingHttpHeaders } from 'node:http';
import type Stripe from 'stripe';
import type { Clock } from '#server/clock';
import { cancelUnlessEnded, stripeClient, stripeCustomer } from './client';
import { serviceEventOf } from './services';
import { STRIPE_JS_URL, type StripeSettings } from './settings';

export type { StripeSettings } from './settings';
import { OXXO_VOUCHER_DAYS } from '#shared/domain/plans';
import {
  gatewayCall,
  WebhookSignatureError,
  type GatewayEvent,
  type PaymentGateway,
  type PlanCharge,
  type PlanEvent,
  type PlanStart,
} from '#server/modules/payments/gateways/plan-gateway';

/** Stripe's own limit for trusting a signed timestamp (its library's default): five minutes either way. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const unix = (seconds: number) => new Date(seconds * 1000);

/** The subscription an invoice belongs to, with our id from its metadata (API 2025-03 and later). */
function subscriptionOf(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details;
  if (!details) return null;
  const externalId =
    typeof details.subscription === 'string' ? details.subscription : details.subscription.id;
  return { externalId, subscriptionId: details.metadata?.['subscriptionId'] ?? null };
}

/** The end of the service period an invoice pays (its subscription line), not the invoice's own period. */
function paidPeriodEnd(invoice: Stripe.Invoice) {
  const ends = invoice.lines.data.map((line) => line.period.end);
  return unix(ends.length ? Math.max(...ends) : invoice.period_end);
}

/**
 * The price the invoice charges for: its largest line (a renewal has one; an upgrade's proration has the
 * unused time of the old price as a credit and the rest of the period at the new price as a charge).
 */
function chargedPrice(invoice: Stripe.Invoice): string | null {
  const [line] = [...invoice.lines.data].sort((a, b) => b.amount - a.amount);
  const price = line?.pricing?.price_details?.price;
  if (!price) return null;
  return typeof price === 'string' ? price : price.id;
}

const CHARGES: Partial<Record<string, PlanCharge>> = {
  subscription_create: 'first',
  subscription_cycle: 'renewal',
  subscription_update: 'change',
};

/** An invoice of a plan: whose plan, the invoice as the charge, and what it charged for; null for any other. */
function planInvoice(invoice: Stripe.Invoice) {
  const owner = subscriptionOf(invoice);
  const charge = CHARGES[invoice.billing_reason ?? ''];
  if (!owner || !invoice.id || !charge) return null;
  return { ...owner, chargeId: invoice.id, charge };
}

/** A month paid in cash: only intents that take OXXO are ours to read (invoices' own intents are not). */
function monthOf(intent: Stripe.PaymentIntent) {
  const types = [...(intent.payment_method_types ?? []), ...(intent.allowed_payment_method_types ?? [])];
  // A service paid at OXXO (ledger/service-events.ts reads it) is no plan's month.
  if (!types.includes('oxxo') || intent.metadata?.['jobId']) return null;
  return { subscriptionId: intent.metadata?.['subscriptionId'] ?? null, externalId: intent.id };
}

function planEventOf(event: Stripe.Event): PlanEvent | null {
  switch (event.type) {
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const charged = planInvoice(invoice);
      if (!charged) return null;
      return event.type === 'invoice.paid'
        ? {
            kind: 'plan-paid',
            ...charged,
            amount: invoice.amount_paid,
            currency: invoice.currency,
            periodEnd: paidPeriodEnd(invoice),
            priceId: chargedPrice(invoice),
          }
        : {
            kind: 'plan-payment-failed',
            ...charged,
            amount: invoice.amount_due,
            reason: invoice.last_finalization_error?.message ?? null,
          };
    }
    case 'customer.subscription.updated': {
      const subscription = event.data.object;
      return {
        kind: 'plan-updated',
        externalId: subscription.id,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        expired: subscription.status === 'incomplete_expired',
      };
    }
    case 'customer.subscription.deleted':
      return { kind: 'plan-ended', externalId: event.data.object.id };
    case 'payment_intent.requires_action': {
      const intent = event.data.object;
      const owner = monthOf(intent);
      const details = intent.next_action?.oxxo_display_details;
      if (!owner || !details?.number || !details.hosted_voucher_url || !details.expires_after) return null;
      return {
        kind: 'month-voucher',
        ...owner,
        voucher: {
          number: details.number,
          expiresAt: unix(details.expires_after),
          url: details.hosted_voucher_url,
        },
      };
    }
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      const owner = monthOf(intent);
      if (!owner) return null;
      return { kind: 'month-paid', ...owner, amount: intent.amount_received, currency: intent.currency };
    }
    // An OXXO voucher that expired unpaid fails its intent; one cancelled (another choice) cancels it.
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      const intent = event.data.object;
      const owner = monthOf(intent);
      if (!owner) return null;
      const reason = intent.last_payment_error?.message ?? intent.cancellation_reason ?? null;
      return { kind: 'month-failed', ...owner, reason, cancelled: event.type === 'payment_intent.canceled' };
    }
    default:
      return null;
  }
}

/**
 * Stripe Billing: a plan is a Stripe subscription at a monthly MXN price, paid by card or SPEI (customer
 * balance); its first invoice is paid in the browser with the Payment Element, renewals are charged by Stripe.
 */
export function stripeGateway(settings: StripeSettings, clock: Clock): PaymentGateway {
  const stripe = stripeClient(settings);
  // Plan prices by catalogue id and amount: a price change in the catalogue makes a new Stripe price.
  const prices = new Map<string, Promise<string>>();

  const priceFor = (plan: PlanStart['plan']) => {
    const lookupKey = `limpiahogar-plan-${plan.id}-${plan.amount}`;
    let price = prices.get(lookupKey);
    if (!price) {
      price = (async () => {
        const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
        if (found.data[0]) return found.data[0].id;
        const created = await stripe.prices.create(
          {
            currency: 'mxn',
            unit_amount: plan.amount,
            recurring: { interval: 'month' },
            product_data: { name: `LimpiaHogar: Plan ${plan.name}` },
            lookup_key: lookupKey,
          },
          { idempotencyKey: lookupKey },
        );
        return created.id;
      })();
      prices.set(lookupKey, price);
      price.catch(() => prices.delete(lookupKey));
    }
    return price;
  };

  const customerFor = (customer: PlanStart['customer']) => stripeCustomer(stripe, customer);

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    scriptUrl: settings.scriptUrl ?? STRIPE_JS_URL,

    startPlan: ({ subscriptionId, customer, plan }) =>
      gatewayCall(async () => {
        const priceId = await priceFor(plan);
        const customerId = await customerFor(customer);
        const created = await stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: priceId }],
            payment_behavior: 'default_incomplete',
            payment_settings: {
              save_default_payment_method: 'on_subscription',
              payment_method_types: ['card', 'customer_balance'],
              payment_method_options: {
                customer_balance: {
                  funding_type: 'bank_transfer',
                  bank_transfer: { type: 'mx_bank_transfer' },
                },
              },
            },
            metadata: { subscriptionId },
            expand: ['latest_invoice.confirmation_secret'],
          },
          // A second click, a retry after a timeout: the same subscription comes back, never a second one.
          { idempotencyKey: `plan-${subscriptionId}` },
        );
        const invoice = created.latest_invoice as Stripe.Invoice | null;
        const clientSecret = invoice?.confirmation_secret?.client_secret;
        if (!clientSecret) throw new Error('Stripe did not return the first invoice to pay');
        return { customerId, externalId: created.id, chargeId: invoice.id ?? null, clientSecret, priceId };
      }),

    startOneMonth: ({ subscriptionId, customer, plan }) =>
      gatewayCall(async () => {
        const customerId = await customerFor(customer);
        const intent = await stripe.paymentIntents.create(
          {
            amount: plan.amount,
            currency: 'mxn',
            customer: customerId,
            // API 2026-10-28 names the create parameter `allowed_payment_method_types`.
            allowed_payment_method_types: ['oxxo'],
            payment_method_options: { oxxo: { expires_after_days: OXXO_VOUCHER_DAYS } },
            description: `LimpiaHogar: Plan ${plan.name} (un mes)`,
            metadata: { subscriptionId },
          },
          // A second click, a retry after a timeout: the same payment (and voucher) comes back.
          { idempotencyKey: `oxxo-${subscriptionId}` },
        );
        if (!intent.client_secret) throw new Error('Stripe did not return the payment to confirm');
        return { customerId, externalId: intent.id, clientSecret: intent.client_secret };
      }),

    changePlan: (externalId, plan, { prorate, key }) =>
      gatewayCall(async () => {
        const priceId = await priceFor(plan);
        const current = await stripe.subscriptions.retrieve(externalId);
        const item = current.items.data[0];
        if (!item) throw new Error(`Stripe subscription ${externalId} has no item`);
        await stripe.subscriptions.update(
          externalId,
          {
            items: [{ id: item.id, price: priceId }],
            // An upgrade charges the rest of the period at once and applies only when that is paid; a downgrade
            // charges the lower price from the next renewal, with nothing refunded for the month already paid.
            ...(prorate
              ? { proration_behavior: 'always_invoice', payment_behavior: 'pending_if_incomplete' }
              : { proration_behavior: 'none' }),
          },
          // Only the upgrade, which invoices, is keyed: a downgrade chosen again after a change of mind carries
          // the first one's key, and Stripe would replay its answer without changing the price (plan-gateway.ts).
          prorate ? { idempotencyKey: `change-${key}` } : undefined,
        );
        return { priceId };
      }),

    // The upgrade's update was pending on its invoice (pending_if_incomplete): paying it applied the new price.
    renewAt: () => Promise.resolve(),

    setCancelAtPeriodEnd: (externalId, cancel) =>
      gatewayCall(async () => {
        await stripe.subscriptions.update(externalId, { cancel_at_period_end: cancel });
      }),

    endPlan: (externalId) =>
      gatewayCall(() =>
        cancelUnlessEnded(() =>
          // A month paid in cash is a PaymentIntent: cancelled, its voucher can no longer be paid.
          externalId.startsWith('pi_')
            ? stripe.paymentIntents.cancel(externalId)
            : stripe.subscriptions.cancel(externalId),
        ),
      ),

    async parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<GatewayEvent> {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw new WebhookSignatureError('missing Stripe-Signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          // Milliseconds, from the server's clock (so tests move it).
          clock.now().getTime(),
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid signature');
      }
      // Stripe's library refuses only a timestamp too far in the past; one as far ahead is no more trustworthy.
      const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
      if (!(Math.abs(clock.now().getTime() / 1000 - signedAt) <= WEBHOOK_TOLERANCE_SECONDS))
        throw new WebhookSignatureError('timestamp more than five minutes off the server clock');
      return {
        id: event.id,
        type: event.type,
        change: planEventOf(event),
        service: serviceEventOf(event),
        payload: event,
      };
    },
  };
}
