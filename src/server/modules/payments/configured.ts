import type { Clock } from '../../clock';
import type { Env } from '../../env';
import type { PaymentGateway } from './gateway';
import { mercadoPagoGateway } from './mercadopago';
import { stripeGateway, type StripeSettings } from './stripe';
import { STRIPE_JS_STAND_IN_PATH } from './test-hooks';
import type { ServiceGateway } from './service-gateway';
import { stripeServiceGateway } from './stripe-services';

/** STRIPE_API_URL (local testing only) as stripe-node's host, port and protocol. */
function localApi(url: string | undefined): StripeSettings['api'] {
  if (!url) return undefined;
  const { hostname, port, protocol } = new URL(url);
  const scheme = protocol === 'https:' ? 'https' : 'http';
  return { host: hostname, port: Number(port) || (scheme === 'https' ? 443 : 80), protocol: scheme };
}

/**
 * The gateways this server's configuration names, first the one plans are paid through unless the provider
 * chooses another (Stripe, when both are configured).
 */
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
  if (env.MERCADOPAGO_ACCESS_TOKEN && env.MERCADOPAGO_WEBHOOK_SECRET)
    gateways.push(
      mercadoPagoGateway(
        {
          accessToken: env.MERCADOPAGO_ACCESS_TOKEN,
          webhookSecret: env.MERCADOPAGO_WEBHOOK_SECRET,
          backUrl: `${env.APP_URL}/proveedor/suscripcion`,
          apiUrl: env.MERCADOPAGO_API_URL,
        },
        clock,
      ),
    );
  return gateways;
}

/** Where services are paid by card: Stripe (Connect) when its keys are set, else none (cards paid in person). */
export function configuredServiceGateway(env: Env): ServiceGateway | null {
  if (!(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET)) return null;
  return stripeServiceGateway({
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    api: localApi(env.STRIPE_API_URL),
    ...(env.E2E_TEST_HOOKS && { scriptUrl: STRIPE_JS_STAND_IN_PATH }),
  });
}
