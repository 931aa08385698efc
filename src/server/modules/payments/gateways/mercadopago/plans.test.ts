import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findPlan } from '#shared/catalog';
import { addOneMonth } from '#shared/domain/plans';
import { apiMessages } from '#shared/common-messages';
import { manualClock } from '#server/clock';
import { rowsOf } from '#server/db/client';
import { testDriver, useTestApp } from '#server/testing/harness';
import { useFakeMercadoPago, useFakeStripe } from '#server/testing/payments/stand-ins';
import { signUpProvider } from '#server/testing/marketplace';
import {
  MERCADOPAGO_TEST_ENV,
  mercadoPagoTestGateway,
  mpNotification,
  postMercadoPagoNotification,
} from '#server/testing/payments/fake-mercadopago';
import { STRIPE_TEST_ENV, stripeTestGateway } from '#server/testing/payments/fake-stripe';

const DAY = 86_400_000;
const premium = findPlan('premium')!;
const basic = findPlan('basic')!;
const pesos = (centavos: number) => centavos / 100;

describe(`plans paid online through Mercado Pago (${testDriver})`, () => {
  const clock = manualClock();
  const mp = useFakeMercadoPago();
  const t = useTestApp(() => ({
    env: MERCADOPAGO_TEST_ENV,
    clock,
    paymentGateways: [mercadoPagoTestGateway(mp, clock)],
  }));

  type Provider = Awaited<ReturnType<typeof signUpProvider>>;
  const mine = async (provider: Provider) => (await provider.client.get('/api/subscription')).json();
  const choose = (provider: Provider, planType: string) =>
    provider.client.post('/api/subscription', { planType });
  const deliver = (notification: ReturnType<typeof mpNotification>) =>
    postMercadoPagoNotification(t.app, notification);
  const notify = (type: string, dataId: string) => deliver(mpNotification({ type, dataId, at: clock.now() }));
  const waitingRow = async (providerId: string) =>
    rowsOf<{ id: string; external_id: string }>(
      await t.database.db.execute(sql`select id, external_id from subscriptions
        where provider_id = ${providerId} and status = 'pending_payment'`),
    )[0]!;
  const paymentsOf = async (providerId: string) =>
    rowsOf<{ status: string; amount: number; description: string; gateway_reference: string | null }>(
      await t.database.db.execute(sql`select status, amount, description, gateway_reference from payments
        where provider_id = ${providerId} order by created_at, id`),
    );
  const eventsFor = async (like: string) =>
    rowsOf<{ event_id: string; outcome: string }>(
      await t.database.db.execute(sql`select event_id, outcome from payment_events
        where gateway = 'mercadopago' and event_id like ${like} order by received_at, event_id`),
    );
  const lastCall = (method: string, path: string) =>
    mp.calls.findLast((call) => call.method === method && call.path === path);

  /** A provider who chose `plan`, authorized it on Mercado Pago's page, and whose first month was charged. */
  async function subscribed(plan = premium) {
    const provider = await signUpProvider(t.app);
    expect((await choose(provider, plan.id)).statusCode).toBe(201);
    const waiting = await waitingRow(provider.userId);
    mp.authorize(waiting.external_id, clock.now());
    expect((await notify('subscription_preapproval', waiting.external_id)).statusCode).toBe(200);
    const chargeId = mp.charge(waiting.external_id, { approved: true, at: clock.now() });
    expect((await notify('subscription_authorized_payment', chargeId)).statusCode).toBe(200);
    await t.runTasks();
    return {
      provider,
      subscriptionId: waiting.id,
      externalId: waiting.external_id,
      periodEnd: addOneMonth(clock.now()),
    };
  }

  it('opens a pending Mercado Pago subscription at the catalogue price in pesos, and sends the browser to its page', async () => {
    const provider = await signUpProvider(t.app);
    const response = await provider.client.post('/api/subscription', { planType: 'premium', amount: 1 });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ subscription: null, paymentMode: 'online', gateways: ['mercadopago'] });
    expect(body.pendingOnline).toMatchObject({ planType: 'premium', method: 'card' });
    const waiting = await waitingRow(provider.userId);
    expect(body.checkout).toEqual({
      gateway: 'mercadopago',
      publishableKey: '',
      clientSecret: '',
      scriptUrl: '',
      method: 'card',
      redirectUrl: mp.preapprovals.get(waiting.external_id)!['init_point'],
    });
    const created = lastCall('POST', '/preapproval/')!;
    expect(created.body).toEqual({
      reason: 'LimpiaHogar: Plan Premium',
      external_reference: waiting.id,
      payer_email: provider.email,
      back_url: 'http://localhost:3000/proveedor/suscripcion',
      status: 'pending',
      auto_recurring: {
        frequency: 1,
        frequency_type: 'months',
        transaction_amount: pesos(premium.monthlyPrice),
        currency_id: 'MXN',
      },
    });
    expect(created.idempotencyKey).toBe(`plan-${waiting.id}`);
    expect(await paymentsOf(provider.userId)).toEqual([
      expect.objectContaining({ status: 'pending', amount: premium.monthlyPrice, gateway_reference: null }),
    ]);
  });

  it('refuses a bad signature, a stale timestamp and an unsigned notification with 401, and records nothing', async () => {
    const provider = await signUpProvider(t.app);
    await choose(provider, 'basic');
    const waiting = await waitingRow(provider.userId);
    const chargeId = mp.charge(waiting.external_id, { approved: true, at: clock.now() });
    const type = 'subscription_authorized_payment';
    const forged = mpNotification({ type, dataId: chargeId, at: clock.now(), secret: 'not-the-secret' });
    const stale = mpNotification({
      type,
      dataId: chargeId,
      at: new Date(clock.now().getTime() - 6 * 60_000),
    });
    const genuine = mpNotification({ type, dataId: chargeId, at: clock.now() });
    // The signature covers the query string's data.id: another id under it does not verify.
    const moved = { ...genuine, url: genuine.url.replace(chargeId, `${chargeId}0`) };
    const unsigned = { ...genuine, headers: { 'x-request-id': genuine.headers['x-request-id'] } };
    for (const notification of [forged, stale, moved, unsigned]) {
      const response = await deliver(notification as typeof genuine);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'INVALID_SIGNATURE', message: apiMessages.webhookSignature },
      });
    }
    expect((await mine(provider)).subscription).toBeNull();
    expect(await eventsFor(`${type}:${chargeId}%`)).toEqual([]);
  });

  it('answers 502 in Spanish, never 500, when Mercado Pago cannot say what a notification is about, so that it is delivered again', async () => {
    const { provider, externalId } = await subscribed(basic);
    const chargeId = mp.charge(externalId, { approved: false, at: clock.now() });
    mp.failNext(3);
    const down = await notify('subscription_authorized_payment', chargeId);
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({
      error: { code: 'PAYMENT_GATEWAY_UNAVAILABLE', message: apiMessages.webhookGatewayUnavailable },
    });
    mp.failNext(0);
    expect(await eventsFor(`subscription_authorized_payment:${chargeId}:%`)).toEqual([]);
    expect((await notify('subscription_authorized_payment', chargeId)).statusCode).toBe(200);
    expect((await paymentsOf(provider.userId)).map((row) => row.status).sort()).toEqual(['failed', 'paid']);
  });

  it('copes with notifications out of order: a pause before the activation is ignored, the charge activates', async () => {
    const provider = await signUpProvider(t.app);
    await choose(provider, 'basic');
    const waiting = await waitingRow(provider.userId);
    const chargeId = mp.charge(waiting.external_id, { approved: true, at: clock.now() });
    mp.preapprovals.get(waiting.external_id)!['status'] = 'paused';
    expect((await notify('subscription_preapproval', waiting.external_id)).statusCode).toBe(200);
    expect((await mine(provider)).pendingOnline).toMatchObject({ planType: 'basic' });
    // The charge's notification arrives before our record of Mercado Pago's id: found by external_reference.
    await t.database.db.execute(sql`update subscriptions set external_id = null where id = ${waiting.id}`);
    expect((await notify('subscription_authorized_payment', chargeId)).statusCode).toBe(200);
    expect((await mine(provider)).subscription).toMatchObject({ planType: 'basic', billing: 'mercadopago' });
  });

  it('cancels the renewal here when the provider pauses the subscription from their Mercado Pago account', async () => {
    // Cancelar suscripción and Reactivar themselves are the contract's (contract.test.ts).
    const { provider, externalId } = await subscribed(basic);
    mp.preapprovals.get(externalId)!['status'] = 'paused';
    mp.preapprovals.get(externalId)!['last_modified'] = new Date(Date.now() + 60_000).toISOString();
    expect((await notify('subscription_preapproval', externalId)).statusCode).toBe(200);
    expect((await mine(provider)).subscription).toMatchObject({ renews: false });
  });

  it('upgrades at once: the next charges at the new price, the rest of the month paid once on Mercado Pago', async () => {
    const { provider, subscriptionId, externalId, periodEnd } = await subscribed(basic);
    // Ten days into the month: the difference is charged for the days left.
    clock.advance(10 * DAY);
    try {
      const chosen = await choose(provider, 'premium');
      expect(chosen.statusCode).toBe(201);
      const body = chosen.json();
      expect(body).toMatchObject({ planChange: 'upgrade', subscription: { planType: 'basic' } });
      // Not before the difference is paid: an upgrade left unpaid renews at Básico's price.
      expect(lastCall('PUT', `/preapproval/${externalId}`)).toBeUndefined();
      const preferenceCall = lastCall('POST', '/checkout/preferences/')!;
      const start = new Date(periodEnd);
      start.setUTCMonth(start.getUTCMonth() - 1);
      const share = (periodEnd.getTime() - clock.now().getTime()) / (periodEnd.getTime() - start.getTime());
      const difference = Math.round((premium.monthlyPrice - basic.monthlyPrice) * share);
      expect(preferenceCall.body).toMatchObject({
        external_reference: subscriptionId,
        items: [{ quantity: 1, unit_price: pesos(difference), currency_id: 'MXN' }],
        metadata: { kind: 'plan-change', preapproval_id: externalId },
      });
      const [preferenceId] = [...mp.preferences.keys()].slice(-1);
      expect(body.checkout).toMatchObject({
        gateway: 'mercadopago',
        redirectUrl: mp.preferences.get(preferenceId!)!['init_point'],
      });

      const paid = mp.payPreference(preferenceId!, clock.now());
      expect((await notify('payment', paid)).statusCode).toBe(200);
      await t.runTasks();
      expect(lastCall('PUT', `/preapproval/${externalId}`)!.body).toMatchObject({
        auto_recurring: { transaction_amount: pesos(premium.monthlyPrice), currency_id: 'MXN' },
      });
      expect(mp.preapprovals.get(externalId)!['auto_recurring']).toMatchObject({
        transaction_amount: pesos(premium.monthlyPrice),
      });
      expect((await mine(provider)).subscription).toMatchObject({
        planType: 'premium',
        amount: premium.monthlyPrice,
        endDate: periodEnd.toISOString(),
        renews: true,
      });
      expect(await paymentsOf(provider.userId)).toEqual([
        expect.objectContaining({ description: 'Plan Básico (mensual)', amount: basic.monthlyPrice }),
        expect.objectContaining({
          description: 'Cambio al plan Premium (resto del mes)',
          amount: difference,
          status: 'paid',
          gateway_reference: `pay-${paid}`,
        }),
      ]);
    } finally {
      clock.set(new Date());
    }
  });

  it('opens a new payment page for the same upgrade chosen again on a later day, not the expired one', async () => {
    const { provider, externalId, periodEnd } = await subscribed(basic);
    clock.advance(10 * DAY);
    try {
      const first = (await choose(provider, 'premium')).json().checkout.redirectUrl;
      // Chosen again the same day (a double click, a second tab): the same page.
      expect((await choose(provider, 'premium')).json().checkout.redirectUrl).toBe(first);
      // Two days later the first page has expired: a new one.
      clock.advance(2 * DAY);
      const later = (await choose(provider, 'premium')).json().checkout.redirectUrl;
      expect(later).not.toBe(first);
      // Left unpaid; the next month is charged (at Básico's price) and the upgrade chosen again.
      clock.set(new Date(periodEnd.getTime() + 3_600_000));
      const renewal = mp.charge(externalId, { approved: true, at: periodEnd });
      expect((await notify('subscription_authorized_payment', renewal)).statusCode).toBe(200);
      clock.advance(10 * DAY);
      const again = (await choose(provider, 'premium')).json().checkout.redirectUrl;
      expect(again).not.toBe(first);
      expect(again).not.toBe(later);
      const [preferenceId] = [...mp.preferences.keys()].slice(-1);
      expect(mp.preferences.get(preferenceId!)!['init_point']).toBe(again);
    } finally {
      clock.set(new Date());
    }
  });

  it('refuses OXXO through Mercado Pago with 409 in Spanish: a month in cash is Stripe only', async () => {
    const provider = await signUpProvider(t.app);
    const response = await provider.client.post('/api/subscription', { planType: 'basic', method: 'oxxo' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('OXXO_UNAVAILABLE');
    expect((await mine(provider)).pendingOnline).toBeNull();
  });
});

describe(`plans paid online with Stripe and Mercado Pago both configured (${testDriver})`, () => {
  const clock = manualClock();
  const mp = useFakeMercadoPago();
  const stripe = useFakeStripe();
  const t = useTestApp(() => ({
    env: { ...STRIPE_TEST_ENV, ...MERCADOPAGO_TEST_ENV },
    clock,
    paymentGateways: [stripeTestGateway(stripe, clock), mercadoPagoTestGateway(mp, clock)],
  }));

  it('offers both, opens Stripe by default and Mercado Pago when chosen, and cancels at the plan’s own gateway', async () => {
    const provider = await signUpProvider(t.app);
    const byDefault = (await provider.client.post('/api/subscription', { planType: 'basic' })).json();
    expect(byDefault.gateways).toEqual(['stripe', 'mercadopago']);
    expect(byDefault.checkout).toMatchObject({ gateway: 'stripe' });
    expect(byDefault.checkout).not.toHaveProperty('redirectUrl');

    const chosen = await provider.client.post('/api/subscription', {
      planType: 'basic',
      gateway: 'mercadopago',
    });
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().checkout).toMatchObject({ gateway: 'mercadopago', redirectUrl: expect.any(String) });
    expect(chosen.json().pendingOnline).toMatchObject({ planType: 'basic', gateway: 'mercadopago' });
    const [waiting] = rowsOf<{ external_id: string }>(
      await t.database.db.execute(sql`select external_id from subscriptions
        where provider_id = ${provider.userId} and status = 'pending_payment'`),
    );
    const chargeId = mp.charge(waiting!.external_id, { approved: true, at: clock.now() });
    const notification = mpNotification({
      type: 'subscription_authorized_payment',
      dataId: chargeId,
      at: clock.now(),
    });
    await postMercadoPagoNotification(t.app, notification);
    expect((await provider.client.get('/api/subscription')).json().subscription).toMatchObject({
      billing: 'mercadopago',
    });
    expect((await provider.client.post('/api/subscription/cancel', {})).statusCode).toBe(200);
    expect(mp.preapprovals.get(waiting!.external_id)!['status']).toBe('paused');
    // A month in cash is Stripe's: asked of Mercado Pago, it is refused.
    const oxxo = await provider.client.post('/api/subscription', {
      planType: 'premium',
      method: 'oxxo',
      gateway: 'mercadopago',
    });
    expect(oxxo.statusCode).toBe(409);
  });
});
