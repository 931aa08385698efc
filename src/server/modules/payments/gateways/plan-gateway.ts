import type { IncomingHttpHeaders } from 'node:http';
import type { PlanId } from '#shared/domain/plans';
import { planPaymentMessages } from '#shared/plan-payment-messages';
import { UnavailableError } from '#server/domain/errors';
import type { GatewayName, ServiceEvent } from './service-gateway';

export type { GatewayName } from './service-gateway';

// The port every online payment provider plugs into (Stripe, Mercado Pago). The gateway is always called
// outside any database transaction: the caller records what it is about to ask (pending), asks, and records
// the answer; webhooks, not the browser, say whether money moved.

export interface PlanStart {
  /** Our subscription row: carried by the gateway as metadata, and the key that makes a retried call safe. */
  subscriptionId: string;
  customer: { profileId: string; email: string; name: string; externalId: string | null };
  plan: { id: PlanId; name: string; amount: number };
}

export interface PlanStarted {
  /** The person's customer id at the gateway (kept, so a second plan reuses it). */
  customerId: string;
  /** The gateway's subscription id. */
  externalId: string;
  /** The gateway's id of the first charge (a Stripe invoice), when it has one yet. */
  chargeId: string | null;
  /** What the browser needs to take the first payment without card data touching our server. */
  clientSecret: string;
  /** The gateway's price the plan is charged at (kept, so webhooks that name it say which plan). */
  priceId: string;
  /** Gateways that take the payment on their own page (Mercado Pago): where to send the browser. */
  redirectUrl?: string;
}

/** A month of a plan paid once in cash (OXXO): the browser confirms it in the gateway's form, which issues a voucher. */
export interface MonthStarted {
  customerId: string;
  /** The gateway's id of the one payment (a Stripe PaymentIntent 'pi_…'): the plan's external id and its charge. */
  externalId: string;
  clientSecret: string;
}

/** What a charge of a plan pays for: its first month, a month more, or the difference of a plan upgraded. */
export type PlanCharge = 'first' | 'renewal' | 'change';

/** What a webhook event means for a plan; events that change nothing here are not mapped. */
export type PlanEvent =
  | {
      kind: 'plan-paid';
      /** Our subscription id, from the gateway's copy of the metadata; absent on objects made elsewhere. */
      subscriptionId: string | null;
      externalId: string;
      chargeId: string;
      amount: number;
      currency: string;
      /** The paid period's end: the plan is in force until then. */
      periodEnd: Date;
      charge: PlanCharge;
      /** The gateway's price of the plan charged (for a change, the plan changed to). */
      priceId: string | null;
    }
  | {
      kind: 'plan-payment-failed';
      subscriptionId: string | null;
      externalId: string;
      chargeId: string;
      amount: number;
      charge: PlanCharge;
      reason: string | null;
    }
  | { kind: 'plan-updated'; externalId: string; cancelAtPeriodEnd: boolean; expired: boolean }
  /** A month paid in cash (OXXO): the voucher was issued, paid, or expired unpaid (`kind` month-…). */
  | {
      kind: 'month-voucher';
      subscriptionId: string | null;
      externalId: string;
      voucher: { number: string; expiresAt: Date; url: string };
    }
  | {
      kind: 'month-paid';
      subscriptionId: string | null;
      externalId: string;
      amount: number;
      currency: string;
    }
  | {
      kind: 'month-failed';
      subscriptionId: string | null;
      externalId: string;
      reason: string | null;
      /** Cancelled at the gateway (true), rather than refused or expired unpaid. */
      cancelled: boolean;
    }
  | { kind: 'plan-ended'; externalId: string };

export interface GatewayEvent {
  id: string;
  type: string;
  /** Null when the event type is not one the product acts on (answered 200 and kept as ignored). */
  change: PlanEvent | null;
  /** What it means for a service's card payment or a provider's payout account (service-gateway.ts). */
  service?: ServiceEvent | null;
  /** Why the adapter refuses to act on it although it names a payment of ours ('ignored: …', kept as the outcome). */
  ignored?: string;
  payload: unknown;
}

/** A webhook whose signature does not verify, or whose timestamp is too old to trust. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** The gateway could not be reached or refused the call: nothing was charged. */
export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}

/** Runs a call to a gateway: whatever fails in it is GatewayUnavailableError (the call did nothing). */
export async function gatewayCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw error;
    throw new GatewayUnavailableError(error instanceof Error ? error.message : String(error));
  }
}

/** What a caller answers when the gateway did not: 502 PAYMENT_GATEWAY_UNAVAILABLE in Spanish, nothing charged. */
export const gatewayDown = () =>
  new UnavailableError('PAYMENT_GATEWAY_UNAVAILABLE', planPaymentMessages.gatewayUnavailable);

export interface PaymentGateway {
  readonly name: GatewayName;
  /** The key the browser uses to load the gateway's own payment form. */
  readonly publishableKey: string;
  /** Where the browser loads the gateway's script from. */
  readonly scriptUrl: string;
  /** Starts a monthly plan waiting for its first payment. Safe to call again with the same subscription. */
  startPlan(input: PlanStart): Promise<PlanStarted>;
  /**
   * One month of a plan paid once in cash at OXXO (gateways cannot renew such a payment). Safe to call again
   * with the same subscription: the same payment comes back.
   */
  startOneMonth(input: PlanStart): Promise<MonthStarted>;
  /**
   * Another plan for a subscription that renews: at once with the difference charged now (`prorate`, an
   * upgrade, applied only once that charge is paid: until then the subscription renews at the old price), or
   * from the next renewal on (a downgrade). Safe to call again with the same `key`. The key names only the
   * charge an upgrade opens: the price the subscription renews at is set without it, because a provider who
   * changes their mind (Básico, Premium, Básico again in one month) sends the same key twice, and the gateway
   * would answer the second change with the first one's answer and leave the higher price in place.
   */
  changePlan(
    externalId: string,
    plan: PlanStart['plan'],
    options: { prorate: boolean; key: string },
  ): Promise<{ priceId: string; redirectUrl?: string }>;
  /**
   * An upgrade's difference was paid: the subscription renews at `plan`'s price from now on. Safe to call again.
   * Mercado Pago's subscription is raised only now, so that an upgrade never paid never changes what is charged;
   * Stripe applied the new price itself when the upgrade's invoice was paid.
   */
  renewAt(externalId: string, plan: PlanStart['plan']): Promise<void>;
  /** 'Cancelar suscripción' (true) or 'Reactivar' (false): renew or not at the end of the period. */
  setCancelAtPeriodEnd(externalId: string, cancel: boolean): Promise<void>;
  /**
   * Ends a plan at once (its grace period ran out): the gateway stops retrying the renewal. For a month paid in
   * cash, cancels its payment if still unpaid, so its voucher can no longer be paid.
   */
  endPlan(externalId: string): Promise<void>;
  /**
   * Verifies a webhook delivery on its raw bytes (and, for gateways that sign a query parameter, its `url`)
   * and says what it means, asking the gateway for the resource when the notification names only its id;
   * throws WebhookSignatureError.
   */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, url: string): Promise<GatewayEvent>;
}
