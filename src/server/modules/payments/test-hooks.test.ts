import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock';
import { rowsOf } from '../../db/client';
import { loadEnv } from '../../env';
import { createTestApp, TEST_ORIGIN, testDriver, type TestApp } from '../../test/harness';
import { signUpProvider } from '../../test/marketplace';
import { TEST_TRANSFER_HEADER } from '../subscriptions/routes';
import { configuredGateways } from './configured';
import { startFakeStripe, WEBHOOK_SECRET, type FakeStripe } from './test/fake-stripe';

const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_limpiahogar',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_limpiahogar',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
};

describe(`the journeys' Stripe stand-in, with E2E_TEST_HOOKS (${testDriver})`, () => {
  let t: TestApp;
  let plain: TestApp;
  let stripe: FakeStripe;
  const clock = manualClock();

  beforeAll(async () => {
    stripe = await startFakeStripe();
    // As the journeys' server is configured: plans free by default, Stripe's API on a local stand-in.
    const hooks = {
      ...KEYS,
      PLAN_PAYMENTS: 'immediate',
      E2E_TEST_HOOKS: 'true',
      STRIPE_API_URL: `http://127.0.0.1:${stripe.settings.port}`,
    };
    const env = loadEnv({ ...hooks, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'stripe-hooks-')) });
    t = await createTestApp(hooks, undefined, undefined, {
      clock,
      paymentGateways: configuredGateways(env, clock),
    });
    plain = await createTestApp({ ...KEYS, PLAN_PAYMENTS: 'immediate' }, undefined, t.database, {
      clock,
      paymentGateways: configuredGateways({ ...env, E2E_TEST_HOOKS: false }, clock),
    });
  });
  afterAll(async () => {
    await plain?.close();
    await t?.close();
    await stripe?.close();
  });

  type Provider = Awaited<ReturnType<typeof signUpProvider>>;
  const online = (app: TestApp, provider: Provider, method: 'GET' | 'POST', url: string, body?: object) =>
    app.app.inject({
      method,
      url,
      headers: {
        origin: TEST_ORIGIN,
        cookie: provider.client.cookieHeader,
        [TEST_TRANSFER_HEADER]: 'online',
        ...(body && { 'content-type': 'application/json' }),
      },
      payload: body && JSON.stringify(body),
    });
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
