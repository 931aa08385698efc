import type { Clock } from '#server/clock';
import type { Env } from '#server/env';
import type { PaymentGateway } from './plan-gateway';
import { mercadoPagoGateway } from './mercadopago/plans';
import { stripeGateway, type StripeSettings } from './stripe/plans';
import type { ServiceGateway } from './service-gateway';
import type { Database } from '#server/db/client';
import { mercadoPagoSellers } from './mercadopago/sellers';
import { mercadoPagoServiceGateway, type MercadoPagoServiceGateway } from './mercadopago/services';
import { stripeServiceGateway } from './stripe/services';

/** STRIPE_API_URL (local testing only) as stripe-node's host, port and protocol. */
function localApi(url: string | undefined): StripeSettings['api'] {
  if (!url) return undefined;
  const { hostname, port, protocol } = new URL(url);
  const scheme = protocol === 'https:' ? 'https' : 'http';
  return { host: hostname, port: Number(port) || (scheme === 'https' ? 443 : 80), protocol: scheme };
}

/** Where checkouts load the gateways' scripts from, when not from Stripe and Mercado Pago (AppTesting). */
export interface GatewayScripts {
  stripe: string;
  mercadoPago: string;
}

/**
 * The gateways this server's configuration names, first the one plans are paid through unless the provider
 * chooses another (Stripe, when both are configured).
 */
export function configuredGateways(
  env: Env,
  clock: Clock,
  mercadoPagoServices: MercadoPagoServiceGateway | null = null,
  scripts?: GatewayScripts,
): PaymentGateway[] {
  const gateways: PaymentGateway[] = [];
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET)
    gateways.push(
      stripeGateway(
        {
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          api: localApi(env.STRIPE_API_URL),
          // Journeys: the browser pays in a same-origin stand-in for Stripe.js (testing/journeys).
          ...(scripts && { scriptUrl: scripts.stripe }),
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
          sellerNotification: mercadoPagoServices?.readNotification,
        },
        clock,
      ),
    );
  return gateways;
}

/**
 * Mercado Pago for services: on when the marketplace application's OAuth credentials and public key are set
 * beside the access token and webhook secret that plans use.
 */
export function configuredMercadoPagoServices(
  env: Env,
  db: Database,
  scripts?: GatewayScripts,
): MercadoPagoServiceGateway | null {
  const { MERCADOPAGO_ACCESS_TOKEN, MERCADOPAGO_WEBHOOK_SECRET, MERCADOPAGO_CLIENT_ID } = env;
  const { MERCADOPAGO_CLIENT_SECRET, MERCADOPAGO_PUBLIC_KEY } = env;
  if (!MERCADOPAGO_ACCESS_TOKEN || !MERCADOPAGO_WEBHOOK_SECRET || !MERCADOPAGO_CLIENT_ID) return null;
  if (!MERCADOPAGO_CLIENT_SECRET || !MERCADOPAGO_PUBLIC_KEY) return null;
  return mercadoPagoServiceGateway(
    {
      accessToken: MERCADOPAGO_ACCESS_TOKEN,
      clientId: MERCADOPAGO_CLIENT_ID,
      clientSecret: MERCADOPAGO_CLIENT_SECRET,
      publicKey: MERCADOPAGO_PUBLIC_KEY,
      apiUrl: env.MERCADOPAGO_API_URL,
      // Journeys: the browser pays in a same-origin stand-in for Mercado Pago's SDK (testing/journeys).
      ...(scripts && { scriptUrl: scripts.mercadoPago }),
    },
    mercadoPagoSellers(db, env.AUTH_SECRET),
  );
}

/** Where services are paid by card: Stripe (Connect) when its keys are set, else none (cards paid in person). */
export function configuredServiceGateway(env: Env, scripts?: GatewayScripts): ServiceGateway | null {
  if (!(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET)) return null;
  return stripeServiceGateway({
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    api: localApi(env.STRIPE_API_URL),
    ...(scripts && { scriptUrl: scripts.stripe }),
  });
}
