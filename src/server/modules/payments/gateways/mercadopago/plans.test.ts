import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlan } from '#shared/catalog';
import { addOneMonth, GRACE_DAYS } from '#shared/domain/plans';
import { apiMessages } from '#shared/messages';
import { manualClock } from '#server/clock';
import { rowsOf } from '#server/db/client';
import { createTestApp, testDriver, type TestApp } from '#server/testing/harness';
import { signUpProvider } from '#server/testing/marketplace';
import {
  MERCADOPAGO_TEST_ENV,
  mercadoPagoTestGateway,
  mpNotification,
  startFakeMercadoPago,
  type FakeMercadoPago,
} from '#server/testing/payments/fake-mercadopago';
import { planCheckoutContract } from '#server/testing/payments/plan-checkout-contract';
import {
  startFakeStripe,
  STRIPE_TEST_ENV,
  stripeTestGateway,
  type FakeStripe,
} from '#server/testing/payments/fake-stripe';

const DAY = 86_400_000;
const premium = findPlan('premium')!;
const basic = findPlan('basic')!;
const pesos = (centavos: number) => centavos / 100;

describe(`plans paid online through Mercado Pago (${testDriver})`, () => {
  let t: TestApp;
  let mp: FakeMercadoPago;
  const clock = manualClock();

  beforeAll(async () => {
    mp = await startFakeMercadoPago();
    const gateway = mercadoPagoTestGateway(mp, clock);
    t = await createTestApp(MERCADOPAGO_TEST_ENV, undefined, undefined, {
      clock,
      paymentGateways: [gateway],
    });
  });
  afterAll(async () => {
    await t.close();
    await mp.close();
  });

  type Provider = Awaited<ReturnType<typeof signUpProvider>>;
  const mine = async (provider: Provider) => (await provider.client.get('/api/subscription')).json();
  const choose = (provider: Provider, planType: string) =>
    provider.client.post('/api/subscription', { planType });
  const deliver = (notification: ReturnType<typeof mpNotification>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payments/webhooks/mercadopago${notification.url}`,
      headers: { 'content-type': 'application/json', ...notification.headers },
      payload: notification.payload,
    });
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
  const mailsTo = (email: string) => t.mailer.sent.filter((mail) => mail.to === email);
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

  planCheckoutContract(
    () => ({
      t,
      choose,
      openedAtGateway: () => mp.preapprovals.size,
      checkoutOf: (answer) => answer.json().checkout.redirectUrl,
      paymentsOf,
      failNext: (count) => mp.failNext(count),
    }),
    { gateway: 'Mercado Pago', opened: 'Mercado Pago subscription', unreachable: true },
  );

  it('activates the plan only when the first charge is reported approved, not when it is authorized', async () => {
    const provider = await signUpProvider(t.app);
    await choose(provider, 'premium');
    const waiting = await waitingRow(provider.userId);
    mp.authorize(waiting.external_id, clock.now());
    expect((await notify('subscription_preapproval', waiting.external_id)).statusCode).toBe(200);
    expect(await mine(provider)).toMatchObject({
      subscription: null,
      pendingOnline: { planType: 'premium' },
    });

    const chargeId = mp.charge(waiting.external_id, { approved: true, at: clock.now() });
    expect((await notify('subscription_authorized_payment', chargeId)).statusCode).toBe(200);
    const { subscription, pendingOnline } = await mine(provider);
    expect(pendingOnline).toBeNull();
    expect(subscription).toMatchObject({
      planType: 'premium',
      status: 'active',
      billing: 'mercadopago',
      renews: true,
      endDate: addOneMonth(clock.now()).toISOString(),
    });
    expect(await paymentsOf(provider.userId)).toEqual([
      expect.objectContaining({
        status: 'paid',
        amount: premium.monthlyPrice,
        gateway_reference: `ap-${chargeId}`,
      }),
    ]);
    await t.runTasks();
    expect(mailsTo(provider.email).map((mail) => mail.subject)).toContain(
      'Recibimos tu pago: plan Premium activo',
    );
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

  it('applies a notification delivered twice, or two of one state, once: one payment, one e-mail', async () => {
    const provider = await signUpProvider(t.app);
    await choose(provider, 'basic');
    const waiting = await waitingRow(provider.userId);
    const chargeId = mp.charge(waiting.external_id, { approved: true, at: clock.now() });
    const notification = mpNotification({
      type: 'subscription_authorized_payment',
      dataId: chargeId,
      at: clock.now(),
    });
    const answers = await Promise.all([deliver(notification), deliver(notification)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    // Mercado Pago's 'created' and 'updated' notifications of the same state.
    expect((await notify('subscription_authorized_payment', chargeId)).statusCode).toBe(200);
    expect((await paymentsOf(provider.userId)).map((row) => row.status)).toEqual(['paid']);
    expect(await eventsFor(`subscription_authorized_payment:${chargeId}:%`)).toEqual([
      { event_id: expect.stringMatching(/:processed-approved:/), outcome: 'applied' },
    ]);
    await t.runTasks();
    expect(mailsTo(provider.email)).toHaveLength(2); // the address confirmation, then the plan
  });

  it('never trusts an amount it did not set: a charge of another amount or currency activates nothing', async () => {
    const provider = await signUpProvider(t.app);
    await choose(provider, 'premium');
    const waiting = await waitingRow(provider.userId);
    const cheap = mp.charge(waiting.external_id, { approved: true, at: clock.now(), amount: 1 });
    const dollars = mp.charge(waiting.external_id, { approved: true, at: clock.now(), currency: 'USD' });
    for (const id of [cheap, dollars])
      expect((await notify('subscription_authorized_payment', id)).statusCode).toBe(200);
    expect((await mine(provider)).subscription).toBeNull();
    const outcomes = [
      ...(await eventsFor(`subscription_authorized_payment:${cheap}:%`)),
      ...(await eventsFor(`subscription_authorized_payment:${dollars}:%`)),
    ].map((row) => row.outcome);
    expect(outcomes).toEqual([
      `ignored: paid 100 MXN, the plan costs ${premium.monthlyPrice} mxn`,
      `ignored: paid ${premium.monthlyPrice} USD, the plan costs ${premium.monthlyPrice} mxn`,
    ]);
  });

  it('answers 200 to topics it does not use, without asking Mercado Pago, and keeps them as ignored', async () => {
    const before = mp.calls.length;
    expect((await notify('merchant_order', '998877')).statusCode).toBe(200);
    expect(mp.calls.length).toBe(before);
    const [stored] = await eventsFor('merchant_order:998877:%');
    expect(stored!.outcome).toBe('ignored: merchant_order');
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

  it('renews every month when Mercado Pago reports the next charge approved', async () => {
    const { provider, externalId, periodEnd } = await subscribed(basic);
    clock.set(new Date(periodEnd.getTime() + 3_600_000));
    try {
      const renewal = mp.charge(externalId, { approved: true, at: periodEnd });
      expect((await notify('subscription_authorized_payment', renewal)).statusCode).toBe(200);
      expect((await mine(provider)).subscription.endDate).toBe(addOneMonth(periodEnd).toISOString());
      expect((await paymentsOf(provider.userId)).map((row) => [row.status, row.description])).toEqual([
        ['paid', 'Plan Básico (mensual)'],
        ['paid', 'Plan Básico (mensual)'],
      ]);
    } finally {
      clock.set(new Date());
    }
  });

  it('keeps a plan whose renewal was refused for the grace days, then ends it here and at Mercado Pago', async () => {
    const { provider, externalId, periodEnd } = await subscribed(basic);
    const failedAt = new Date(periodEnd.getTime() + 3_600_000);
    clock.set(failedAt);
    try {
      const refused = mp.charge(externalId, { approved: false, at: periodEnd });
      expect((await notify('subscription_authorized_payment', refused)).statusCode).toBe(200);
      const graceEnd = new Date(failedAt.getTime() + GRACE_DAYS * DAY);
      expect((await mine(provider)).subscription).toMatchObject({
        planType: 'basic',
        renewalFailedUntil: graceEnd.toISOString(),
      });
      await t.runTasks();
      const notices = mailsTo(provider.email).filter((mail) => mail.subject.startsWith('No pudimos cobrar'));
      expect(notices).toHaveLength(1);

      clock.set(new Date(graceEnd.getTime() + 1000));
      await t.runTasks();
      expect((await mine(provider)).subscription).toBeNull();
      expect(mp.preapprovals.get(externalId)!['status']).toBe('cancelled');
      expect(lastCall('PUT', `/preapproval/${externalId}`)!.body).toEqual({ status: 'cancelled' });
      // Mercado Pago's word on the cancellation changes nothing more.
      expect((await notify('subscription_preapproval', externalId)).statusCode).toBe(200);
      expect((await mine(provider)).subscription).toBeNull();
    } finally {
      clock.set(new Date());
    }
  });

  it('pauses the subscription at Mercado Pago on Cancelar suscripción, and Reactivar authorizes it again', async () => {
    const { provider, externalId, periodEnd } = await subscribed(basic);
    const cancelled = await provider.client.post('/api/subscription/cancel', {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({ renews: false, endDate: periodEnd.toISOString() });
    expect(mp.preapprovals.get(externalId)!['status']).toBe('paused');
    expect((await provider.client.get('/api/provider/billing')).json().nextCharge).toBeNull();

    const renewed = await provider.client.post('/api/subscription/reactivate', {});
    expect(renewed.json().subscription).toMatchObject({ renews: true });
    expect(mp.preapprovals.get(externalId)!['status']).toBe('authorized');

    // Paused from the provider's Mercado Pago account: its notification cancels the renewal here too.
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
      expect(lastCall('PUT', `/preapproval/${externalId}`)!.body).toMatchObject({
        auto_recurring: { transaction_amount: pesos(premium.monthlyPrice), currency_id: 'MXN' },
      });
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

  it('downgrades at the end of the period: the plan paid for runs its month, then renews at the lower price', async () => {
    const { provider, externalId, periodEnd } = await subscribed(premium);
    const preferencesBefore = mp.preferences.size;
    const chosen = await choose(provider, 'basic');
    expect(chosen.json()).toMatchObject({ planChange: 'downgrade', checkout: null });
    expect(chosen.json().subscription).toMatchObject({ planType: 'premium', nextPlanType: 'basic' });
    expect(mp.preapprovals.get(externalId)!['auto_recurring']).toMatchObject({
      transaction_amount: pesos(basic.monthlyPrice),
    });
    expect(mp.preferences.size).toBe(preferencesBefore);

    clock.set(new Date(periodEnd.getTime() + 3_600_000));
    try {
      const renewal = mp.charge(externalId, { approved: true, at: periodEnd });
      expect((await notify('subscription_authorized_payment', renewal)).statusCode).toBe(200);
      expect((await mine(provider)).subscription).toMatchObject({
        planType: 'basic',
        amount: basic.monthlyPrice,
        nextPlanType: null,
        endDate: addOneMonth(periodEnd).toISOString(),
      });
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
  let t: TestApp;
  let mp: FakeMercadoPago;
  let stripe: FakeStripe;
  const clock = manualClock();

  beforeAll(async () => {
    mp = await startFakeMercadoPago();
    stripe = await startFakeStripe();
    t = await createTestApp({ ...STRIPE_TEST_ENV, ...MERCADOPAGO_TEST_ENV }, undefined, undefined, {
      clock,
      paymentGateways: [stripeTestGateway(stripe, clock), mercadoPagoTestGateway(mp, clock)],
    });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([mp.close(), stripe.close()]);
  });

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
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/webhooks/mercadopago${notification.url}`,
      headers: { 'content-type': 'application/json', ...notification.headers },
      payload: notification.payload,
    });
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
