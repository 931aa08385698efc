import type { Clock } from '../../clock';
import type { Env } from '../../env';
import type { PaymentGateway } from './gateway';
import { stripeGateway } from './stripe';

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
        },
        clock,
      ),
    );
  return gateways;
}
