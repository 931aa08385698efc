import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { manualClock } from '#server/clock';
import { rowsOf } from '#server/db/client';
import { lateBound, useBeforeAll } from '#server/testing/before-all';
import { createTestApp, type TestApp } from '#server/testing/harness';
import {
  signedEvent,
  startFakeStripe,
  STRIPE_TEST_ENV,
  stripeServiceTestGateway,
  stripeTestGateway,
  type FakeStripe,
} from './fake-stripe';
import { offerAcceptedToPay, providerToPay } from './online-offer';
import { postToStripeWebhook } from './stand-ins';

/**
 * What the tests of services paid online share: an app whose plans stay free and whose services are paid
 * through Stripe's real adapters pointed at the local stand-in, signed webhooks delivered to it, a provider whose
 * Stripe account finished onboarding, and an offer of $700 accepted to be paid a given way.
 */
export async function startServicePayments() {
  const clock = manualClock();
  const stripe: FakeStripe = await startFakeStripe({ now: () => clock.now() });
  const t: TestApp = await createTestApp(
    { ...STRIPE_TEST_ENV, PLAN_PAYMENTS: 'immediate' },
    undefined,
    undefined,
    {
      clock,
      paymentGateways: [stripeTestGateway(stripe, clock)],
      serviceGateway: stripeServiceTestGateway(stripe),
    },
  );
  let lastEventId = '';

  /** Stripe's event of `type` about `object`, signed and delivered to the app's webhook now. */
  const deliver = (type: string, object: Record<string, unknown>) => {
    const event = signedEvent(type, object, t.clock.now());
    lastEventId = event.eventId;
    return postToStripeWebhook(t, event);
  };

  /** A provider with a plan whose Stripe account finished onboarding (the webhook says so). */
  async function providerTakingPayments() {
    const provider = await providerToPay(t);
    const link = await provider.client.post('/api/provider/payouts/onboarding');
    expect(link.statusCode, link.body).toBe(200);
    const [account] = rowsOf<{ external_id: string }>(
      await t.database.db.execute(
        sql`select external_id from payout_accounts where provider_id = ${provider.userId}`,
      ),
    );
    const enabled = await deliver('account.updated', stripe.enableAccount(account!.external_id));
    expect(enabled.statusCode).toBe(200);
    return { ...provider, accountId: account!.external_id };
  }

  /** An offer of $700, `hoursAhead` from the clock's now, accepted to be paid by `method` (the answer as is). */
  async function acceptOffer(
    method: 'card' | 'spei' | 'oxxo',
    hoursAhead: number,
    provider?: Awaited<ReturnType<typeof providerTakingPayments>>,
  ) {
    const taker = provider ?? (await providerTakingPayments());
    return { provider: taker, ...(await offerAcceptedToPay(t, taker, method, hoursAhead)) };
  }

  return {
    t,
    stripe,
    deliver,
    lastEventId: () => lastEventId,
    providerTakingPayments,
    acceptOffer,
    close: async () => {
      await t.close();
      await stripe.close();
    },
  };
}

/**
 * startServicePayments's world for the tests of a `describe`: started before them, closed after them. `t` and `stripe` stand for
 * the world's own, late-bound like the world (see useBeforeAll), so a test file can name them at once.
 */
export function useServicePayments() {
  const world = useBeforeAll('the world of services paid through Stripe', startServicePayments, (started) =>
    started.close(),
  );
  return { world, t: lateBound(() => world.t), stripe: lateBound(() => world.stripe) };
}
