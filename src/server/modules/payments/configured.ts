import type { Clock } from '../../clock';
import type { Env } from '../../env';
import type { PaymentGateway } from './gateway';
import { stripeGateway, type StripeSettings } from './stripe';
import { STRIPE_JS_STAND_IN_PATH } from './test-hooks';

/** STRIPE_API_URL (local testing only) as stripe-node's host, port and protocol. */
function localApi(url: string | undefined): StripeSettings['api'] {
  if (!url) return undefined;
  const { hostname, port, protocol } = new URL(url);
  const scheme = protocol === 'https:' ? 'https' : 'http';
  return { host: hostname, port: Number(port) || (scheme === 'https' ? 443 : 80), protocol: scheme };
}

/** The gateways this server's configuration names, first the one plans are paid through. */
export function configuredGateways(env: Env, clock: Clock): PaymentGateway[] {
  const gateways: PaymentGateway[] = [];
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET)
    gateways.push(
      stripeGateway(
        {
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          api: localApi(env.STRIPE_API_URL),
          // Journeys: the browser pays in a same-origin stand-in for Stripe.js (test-hooks.ts).
          ...(env.E2E_TEST_HOOKS && { scriptUrl: STRIPE_JS_STAND_IN_PATH }),
        },
        clock,
      ),
    );
  return gateways;
}
