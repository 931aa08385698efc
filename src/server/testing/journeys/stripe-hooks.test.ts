import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { manualClock } from '#server/clock';
import { rowsOf } from '#server/db/client';
import { loadEnv } from '#server/env';
import { TEST_ORIGIN, testDriver, type TestApp, useTestApp } from '#server/testing/harness';
import { useFakeStripe } from '#server/testing/payments/stand-ins';
import { publishRequest, signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';
import { configuredGateways, configuredServiceGateway } from '#server/modules/payments/gateways/configured';
import { journeyTesting, TEST_CARD_HEADER, TEST_TRANSFER_HEADER } from './journey-testing';
import { WEBHOOK_SECRET } from '#server/testing/payments/fake-stripe';

const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_limpiahogar',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_limpiahogar',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
};

describe(`the journeys' Stripe stand-in, with E2E_TEST_HOOKS (${testDriver})`, () => {
  const clock = manualClock();
  const stripe = useFakeStripe();
  let env: ReturnType<typeof loadEnv>;
  const t = useTestApp(() => {
    // As the journeys' server is configured: plans free by default, Stripe's API on a local stand-in.
    const hooks = {
      ...KEYS,
      PLAN_PAYMENTS: 'immediate',
      E2E_TEST_HOOKS: 'true',
      STRIPE_API_URL: `http://127.0.0.1:${stripe.settings.port}`,
    };
    env = loadEnv({ ...hooks, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'stripe-hooks-')) });
    return {
      env: hooks,
      clock,
      paymentGateways: configuredGateways(env, clock, null, journeyTesting(env)?.scripts),
      serviceGateway: configuredServiceGateway(env, journeyTesting(env)?.scripts),
    };
  });
  const plain = useTestApp(() => ({
    env: { ...KEYS, PLAN_PAYMENTS: 'immediate' },
    database: t.database,
    clock,
    paymentGateways: configuredGateways({ ...env, E2E_TEST_HOOKS: false }, clock),
  }));

  type Party = { client: { cookieHeader: string } };
  type Method = 'GET' | 'POST' | 'PUT';
  /** A request of `party`'s browser with one of the journeys' headers set to 'online'. */
  const journeyRequest = (
    app: TestApp,
    header: string,
    party: Party,
    method: Method,
    url: string,
    body?: object,
  ) =>
    app.app.inject({
      method,
      url,
      headers: {
        origin: TEST_ORIGIN,
        cookie: party.client.cookieHeader,
        [header]: 'online',
        ...(body && { 'content-type': 'application/json' }),
      },
      payload: body && JSON.stringify(body),
    });
  /** A request of a browser that is offered plans paid online (the journeys' header). */
  const online = (app: TestApp, provider: Party, method: Method, url: string, body?: object) =>
    journeyRequest(app, TEST_TRANSFER_HEADER, provider, method, url, body);
  const pay = (clientSecret: string) =>
    t.app.inject({ method: 'POST', url: '/api/test/stripe/pay', payload: { clientSecret } });

  it('serves a stand-in for Stripe.js from this origin, as a script the browser runs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/stripe.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.body).toContain('Número de tarjeta (prueba)');
    expect(() => new Function(response.body)).not.toThrow();
  });

  it('pays a plan chosen online as Stripe would: a signed invoice.paid through the webhook activates it', async () => {
    const provider = await signUpProvider(t.app);
    const chosen = await online(t, provider, 'POST', '/api/subscription', { planType: 'premium' });
    expect(chosen.statusCode).toBe(201);
    const { checkout, paymentMode } = chosen.json();
    expect(paymentMode).toBe('online');
    expect(checkout).toMatchObject({ gateway: 'stripe', scriptUrl: '/api/test/stripe.js' });
    expect(stripe.calls.some((call) => call.path === '/v1/subscriptions')).toBe(true);

    expect((await pay(checkout.clientSecret)).statusCode).toBe(200);
    const after = (await online(t, provider, 'GET', '/api/subscription')).json();
    expect(after).toMatchObject({ subscription: { planType: 'premium', renews: true }, pendingOnline: null });
    const events = rowsOf<{ type: string; outcome: string }>(
      await t.database.db.execute(sql`select e.type, e.outcome from payment_events e
        where e.payload->'data'->'object'->>'id' = ${checkout.clientSecret.split('_secret_')[0].slice(3)}`),
    );
    expect(events).toEqual([{ type: 'invoice.paid', outcome: 'applied' }]);
    // Paid once: no payment waits for that secret any more.
    expect((await pay(checkout.clientSecret)).statusCode).toBe(404);
  });

  it('plays an upgrade charged to the saved card: plan-change-paid delivers its invoice.paid, and the plan changes', async () => {
    const provider = await signUpProvider(t.app);
    const chosen = await online(t, provider, 'POST', '/api/subscription', { planType: 'basic' });
    expect((await pay(chosen.json().checkout.clientSecret)).statusCode).toBe(200);
    const { subscription } = (await online(t, provider, 'GET', '/api/subscription')).json();
    const changePaid = (planType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/test/stripe/plan-change-paid',
        payload: { subscriptionId: subscription.id, planType },
      });
    // Only a higher plan has a difference to charge.
    expect((await changePaid('basic')).statusCode).toBe(404);

    const upgrade = await online(t, provider, 'POST', '/api/subscription', { planType: 'premium' });
    expect(upgrade.json()).toMatchObject({ planChange: 'upgrade', subscription: { planType: 'basic' } });
    expect((await changePaid('premium')).statusCode).toBe(200);
    expect((await online(t, provider, 'GET', '/api/subscription')).json().subscription).toMatchObject({
      id: subscription.id,
      planType: 'premium',
      endDate: subscription.endDate,
      renews: true,
    });
  });

  it('plays an OXXO payment: confirming issues the voucher, and the oxxo-paid hook pays it in cash', async () => {
    const provider = await signUpProvider(t.app);
    const chosen = await online(t, provider, 'POST', '/api/subscription', {
      planType: 'basic',
      method: 'oxxo',
    });
    const { checkout } = chosen.json();
    expect(checkout).toMatchObject({
      method: 'oxxo',
      clientSecret: expect.stringMatching(/^pi_[0-9a-f]+_secret_/),
    });
    expect(await kindOf(checkout.clientSecret)).toEqual({ kind: 'oxxo' });
    const confirmed = await pay(checkout.clientSecret);
    expect(confirmed.json()).toEqual({ paid: false });
    const waiting = (await online(t, provider, 'GET', '/api/subscription')).json();
    expect(waiting.pendingOnline.voucher).toMatchObject({ number: expect.stringMatching(/^\d{14}$/) });

    const paid = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/test/stripe/oxxo-paid',
        payload: { clientSecret: checkout.clientSecret },
      });
    expect((await paid()).statusCode).toBe(200);
    const after = (await online(t, provider, 'GET', '/api/subscription')).json();
    expect(after).toMatchObject({
      subscription: { planType: 'basic', payMethod: 'oxxo', renews: false },
      pendingOnline: null,
    });
    expect((await paid()).statusCode).toBe(404);
  });

  /** A request of a browser that pays services by card online (the journeys' header). */
  const byCard = (party: Party, method: Method, url: string, body?: object) =>
    journeyRequest(t, TEST_CARD_HEADER, party, method, url, body);
  const kindOf = async (clientSecret: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/test/stripe/kind', payload: { clientSecret } })).json();

  /** A service accepted to be paid by card online, `hoursAhead` from the clock, with a provider taking cards. */
  async function cardService(hoursAhead: number) {
    const provider = await signUpProvider(t.app, {
      area: ZOCALO,
      plan: 'premium',
      radius: 10,
      displayName: `Brillo ${Math.random().toString(36).slice(2, 8)}`,
    });
    expect((await byCard(provider, 'POST', '/api/provider/payouts/onboarding')).statusCode).toBe(200);
    const [account] = rowsOf<{ external_id: string }>(
      await t.database.db.execute(
        sql`select external_id from payout_accounts where provider_id = ${provider.userId}`,
      ),
    );
    stripe.enableAccount(account!.external_id);
    const refreshed = await byCard(provider, 'POST', '/api/provider/payouts/refresh');
    expect(refreshed.json().account.status).toBe('enabled');
    const customer = await signUpCustomer(t.app);
    const requestId = await publishRequest(customer, ZOCALO, {
      requiredDate: new Date(clock.now().getTime() + hoursAhead * 3_600_000).toISOString(),
    });
    const offer = await provider.client.post(`/api/requests/${requestId}/applications`, {
      proposedPrice: 700,
      message: 'Llevo mis productos y termino en tres horas.',
    });
    const accepted = await byCard(
      customer,
      'POST',
      `/api/applications/${offer.json().application.id}/accept`,
      {
        paymentMethod: 'card',
      },
    );
    expect(accepted.statusCode, accepted.body).toBe(201);
    const serviceId = accepted.json().service.id as string;
    const cardOf = async () =>
      (await byCard(customer, 'GET', '/api/services'))
        .json()
        .services.find((service: { id: string }) => service.id === serviceId).card;
    const checkout = async () =>
      (await byCard(customer, 'POST', `/api/services/${serviceId}/card-payment`)).json().checkout as {
        clientSecret: string;
        mode: string;
      };
    return { cardOf, checkout };
  }

  it('plays a service’s card hold: Stripe.js is told it takes a card, a refusal fails it, another card holds it', async () => {
    const { cardOf, checkout } = await cardService(72);
    const first = await checkout();
    expect(first).toMatchObject({
      mode: 'authorize',
      clientSecret: expect.stringMatching(/^pi_[0-9a-f]+_secret_/),
    });
    expect(await kindOf(first.clientSecret)).toEqual({ kind: 'card' });

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/test/stripe/pay',
      payload: { clientSecret: first.clientSecret, outcome: 'declined' },
    });
    expect(refused.json()).toEqual({ paid: false });
    expect(await cardOf()).toMatchObject({ state: 'failed', reason: 'Tu tarjeta fue rechazada.' });

    const second = await checkout();
    expect(second.clientSecret).not.toBe(first.clientSecret);
    expect((await pay(second.clientSecret)).json()).toEqual({ paid: true });
    expect(await cardOf()).toMatchObject({ state: 'authorized', reason: null });
    // Held once: nothing waits for that secret any more.
    expect((await pay(second.clientSecret)).statusCode).toBe(404);
  });

  it('plays a service’s card kept for later (a SetupIntent) as saved', async () => {
    const { cardOf, checkout } = await cardService(24 * 30);
    const setup = await checkout();
    expect(setup).toMatchObject({
      mode: 'save',
      clientSecret: expect.stringMatching(/^seti_[0-9a-f]+_secret_/),
    });
    expect(await kindOf(setup.clientSecret)).toEqual({ kind: 'card' });
    expect((await pay(setup.clientSecret)).json()).toEqual({ paid: true });
    expect(await cardOf()).toMatchObject({ state: 'saved' });
  });

  it('refuses a client secret no payment waits for', async () => {
    expect((await pay('pi_in_0000_secret_x')).statusCode).toBe(404);
    expect((await pay('otra-cosa')).statusCode).toBe(404);
  });

  it('without E2E_TEST_HOOKS: no stand-in, Stripe.js from Stripe, and the online header changes nothing', async () => {
    expect((await plain.app.inject({ method: 'GET', url: '/api/test/stripe.js' })).statusCode).toBe(404);
    const provider = await signUpProvider(plain.app);
    const chosen = await online(plain, provider, 'POST', '/api/subscription', { planType: 'basic' });
    expect(chosen.json()).toMatchObject({
      subscription: { planType: 'basic', status: 'active' },
      paymentMode: 'immediate',
      checkout: null,
    });
    expect(configuredGateways({ ...t.env, E2E_TEST_HOOKS: false }, clock)[0]?.scriptUrl).toBe(
      'https://js.stripe.com/v3/',
    );
  });
});
