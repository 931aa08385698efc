import Stripe from 'stripe';
import type { StripeSettings } from './settings';

/** The Stripe client both gateways (plans.ts, services.ts) call through. */
export const stripeClient = (settings: StripeSettings) =>
  new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'LimpiaHogar' },
    ...settings.api,
  });

/** The person as Stripe's customer: the one they have there, else a new one (made once, by its key). */
export async function stripeCustomer(
  stripe: Stripe,
  customer: { profileId: string; email: string; name: string; externalId: string | null },
) {
  return (
    customer.externalId ??
    (
      await stripe.customers.create(
        { email: customer.email, name: customer.name, metadata: { profileId: customer.profileId } },
        { idempotencyKey: `customer-${customer.profileId}` },
      )
    ).id
  );
}

/** Stripe's answer for an object that is already where the call wanted it (cancelled, captured) or gone. */
export const alreadyEnded = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError &&
  (error.code === 'resource_missing' ||
    error.code === 'payment_intent_unexpected_state' ||
    error.code === 'setup_intent_unexpected_state');

/** Cancels something at Stripe; already cancelled (or paid, or expired) there, nothing is left to stop. */
export async function cancelUnlessEnded(cancel: () => Promise<unknown>) {
  try {
    await cancel();
  } catch (error) {
    if (!alreadyEnded(error)) throw error;
  }
}
