// How the server reaches Stripe: read by the plan gateway (stripe.ts) and the services gateway
// (services.ts), which the plan gateway imports; kept apart so that the two do not import each other.
export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests only: a local server that speaks Stripe's wire format. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** Journeys only: a local stand-in for Stripe.js. */
  scriptUrl?: string;
}

export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';
