import { manualClock } from '#server/clock';
import { startFakeFacturapi } from '#server/modules/invoices/test/fake-facturapi';
import { useBeforeAll } from '#server/testing/before-all';
import { useTestApp, type TestApp, type UseTestAppOptions } from '#server/testing/harness';
import { startFakeMercadoPago } from './fake-mercadopago';
import { startFakeStripe, STRIPE_TEST_ENV, stripeTestGateway } from './fake-stripe';

// The gateways' local stand-ins for the tests of a `describe`: each started before its tests and closed after
// them, late-bound (see useBeforeAll). Declare one before the app whose options read it.

export const useFakeStripe = () =>
  useBeforeAll(
    'the Stripe stand-in',
    () => startFakeStripe(),
    (fake) => fake.close(),
  );

export const useFakeMercadoPago = () =>
  useBeforeAll(
    'the Mercado Pago stand-in',
    () => startFakeMercadoPago(),
    (fake) => fake.close(),
  );

export const useFakeFacturapi = () =>
  useBeforeAll(
    'the Facturapi stand-in',
    () => startFakeFacturapi(),
    (fake) => fake.close(),
  );

/** A signed Stripe event posted to the app's webhook, as Stripe sends it. */
export const postToStripeWebhook = (t: TestApp, event: { payload: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });

/**
 * An app whose plans are paid through Stripe's adapter pointed at the stand-in, on a clock the tests move, and
 * `deliver` to post it Stripe's signed events. `more` adds to the app's options when it is made (a PAC).
 */
export function useStripePlans(more: () => UseTestAppOptions = () => ({})) {
  const clock = manualClock();
  const stripe = useFakeStripe();
  const t = useTestApp(() => ({
    env: STRIPE_TEST_ENV,
    clock,
    paymentGateways: [stripeTestGateway(stripe, clock)],
    ...more(),
  }));
  const deliver = (event: { payload: string; signature: string }) => postToStripeWebhook(t, event);
  return { clock, stripe, t, deliver };
}
