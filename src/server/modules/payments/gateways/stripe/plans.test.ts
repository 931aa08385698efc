import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlan } from '#shared/catalog';
import { COLLECTION_HOURS, GRACE_DAYS } from '#shared/domain/plans';
import { apiMessages, planPaymentMessages } from '#shared/messages';
import { rowsOf } from '#server/db/client';
import { manualClock } from '#server/clock';
import { createTestApp, testDriver, type TestApp } from '#server/testing/harness';
import { signUpProvider } from '#server/testing/marketplace';
import { sql } from 'drizzle-orm';
import {
  invoiceObject,
  signedEvent,
  startFakeStripe,
  type FakeStripe,
  STRIPE_TEST_ENV,
  stripeTestGateway,
} from '#server/testing/payments/fake-stripe';
import { planCheckoutContract } from '#server/testing/payments/plan-checkout-contract';

const DAY = 86_400_000;
// Stripe speaks in whole seconds.
const inSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);
const premium = findPlan('premium')!;
const basic = findPlan('basic')!;

describe(`plans paid online through Stripe (${testDriver})`, () => {
  let t: TestApp;
  let stripe: FakeStripe;
  const clock = manualClock();

  beforeAll(async () => {
    stripe = await startFakeStripe();
    const gateway = stripeTestGateway(stripe, clock);
    t = await createTestApp(STRIPE_TEST_ENV, undefined, undefined, { clock, paymentGateways: [gateway] });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  type Provider = Awaited<ReturnType<typeof signUpProvider>>;
  const mine = async (provider: Provider) => (await provider.client.get('/api/subscription')).json();
  const choose = (provider: Provider, planType: string) =>
    provider.client.post('/api/subscription', { planType });
  const deliver = (event: { payload: string; signature: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    });
  const subscriptionRow = async (providerId: string, status: string) =>
    rowsOf<{ id: string; external_id: string; end_date: string | Date; grace_until: string | Date | null }>(
      await t.database.db.execute(
        sql`select id, external_id, end_date, grace_until from subscriptions where provider_id = ${providerId}
          and status = ${status}`,
      ),
    )[0]!;
  const paymentsOf = async (providerId: string) =>
    rowsOf<{ status: string; amount: number; gateway: string; gateway_reference: string | null }>(
      await t.database.db.execute(sql`select status, amount, gateway, gateway_reference from payments
        where provider_id = ${providerId} order by created_at, id`),
    );
  const mailsTo = (email: string) => t.mailer.sent.filter((mail) => mail.to === email);

  /** A provider who chose `plan` and whose first invoice Stripe reports paid. */
  async function subscribed(plan = premium) {
    const provider = await signUpProvider(t.app);
    expect((await choose(provider, plan.id)).statusCode).toBe(201);
    const waiting = await subscriptionRow(provider.userId, 'pending_payment');
    const [payment] = await paymentsOf(provider.userId);
    const periodEnd = inSeconds(clock.now().getTime() + 30 * DAY);
    const paid = signedEvent(
      'invoice.paid',
      invoiceObject({
        invoiceId: payment!.gateway_reference!,
        externalId: waiting.external_id,
        subscriptionId: waiting.id,
        amount: plan.monthlyPrice,
        billingReason: 'subscription_create',
        periodEnd,
      }),
      clock.now(),
    );
    expect((await deliver(paid)).statusCode).toBe(200);
    await t.runTasks();
    return { provider, subscriptionId: waiting.id, externalId: waiting.external_id, periodEnd };
  }

  it('opens a Stripe subscription waiting for its first payment, at the catalogue price, and activates nothing', async () => {
    const provider = await signUpProvider(t.app);
    const response = await provider.client.post('/api/subscription', { planType: 'premium', amount: 1 });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.subscription).toBeNull();
    expect(body.paymentMode).toBe('online');
    expect(body.pendingOnline).toMatchObject({ planType: 'premium' });
    expect(body.checkout).toEqual({
      gateway: 'stripe',
      publishableKey: 'pk_test_limpiahogar',
      clientSecret: expect.stringMatching(/^pi_in_\w+_secret_/),
      scriptUrl: 'https://js.stripe.com/v3/',
      method: 'card',
    });

    const waiting = await subscriptionRow(provider.userId, 'pending_payment');
    expect(waiting.external_id).toMatch(/^sub_/);
    const created = stripe.calls.findLast(
      (call) => call.method === 'POST' && call.path === '/v1/subscriptions',
    )!;
    expect(created.body).toMatchObject({
      payment_behavior: 'default_incomplete',
      metadata: { subscriptionId: waiting.id },
      payment_settings: { payment_method_types: ['card', 'customer_balance'] },
    });
    expect(created.idempotencyKey).toBe(`plan-${waiting.id}`);
    const price = stripe.calls.findLast((call) => call.path === '/v1/prices' && call.method === 'POST');
    expect(price?.body).toMatchObject({ currency: 'mxn', unit_amount: String(premium.monthlyPrice) });
    expect(await paymentsOf(provider.userId)).toEqual([
      {
        status: 'pending',
        amount: premium.monthlyPrice,
        gateway: 'stripe',
        gateway_reference: expect.stringMatching(/^in_/),
      },
    ]);
  });

  planCheckoutContract(
    () => ({
      t,
      choose,
      openedAtGateway: () => stripe.subscriptions.size,
      checkoutOf: (answer) => answer.json().checkout.clientSecret,
      paymentsOf,
      failNext: (count) => stripe.failNext(count),
    }),
    { gateway: 'Stripe', opened: 'Stripe subscription', unreachable: true },
  );

  it('activates the plan when Stripe reports the first invoice paid, until the paid period ends', async () => {
    const { provider, periodEnd } = await subscribed();
    const { subscription, pendingOnline } = await mine(provider);
    expect(pendingOnline).toBeNull();
    expect(subscription).toMatchObject({
      planType: 'premium',
      status: 'active',
      billing: 'stripe',
      renews: true,
      renewalFailedUntil: null,
      endDate: periodEnd.toISOString(),
    });
    expect((await paymentsOf(provider.userId)).map((payment) => payment.status)).toEqual(['paid']);
    expect(mailsTo(provider.email).map((mail) => mail.subject)).toContain(
      'Recibimos tu pago: plan Premium activo',
    );
    const billing = (await provider.client.get('/api/provider/billing')).json();
    expect(billing.nextCharge).toEqual({ dueBy: periodEnd.toISOString(), amount: premium.monthlyPrice });
    expect(billing.lines[0]).toMatchObject({
      method: 'stripe',
      status: 'paid',
      paidAt: clock.now().toISOString(),
    });
  });

  it('refuses a bad signature and a stale timestamp with 401, and records nothing', async () => {
    const provider = await signUpProvider(t.app);
    await choose(provider, 'basic');
    const waiting = await subscriptionRow(provider.userId, 'pending_payment');
    const invoice = invoiceObject({
      invoiceId: 'in_forged',
      externalId: waiting.external_id,
      subscriptionId: waiting.id,
      amount: basic.monthlyPrice,
      billingReason: 'subscription_create',
      periodEnd: new Date(clock.now().getTime() + 30 * DAY),
    });
    const genuine = signedEvent('invoice.paid', invoice, clock.now());
    const forged = {
      payload: genuine.payload.replace('"livemode":false', '"livemode":true'),
      signature: genuine.signature,
    };
    const stale = signedEvent('invoice.paid', invoice, new Date(clock.now().getTime() - 6 * 60_000));
    for (const event of [forged, stale, { payload: genuine.payload, signature: 't=1,v1=00' }]) {
      const response = await deliver(event);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'INVALID_SIGNATURE', message: apiMessages.webhookSignature },
      });
    }
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: genuine.payload,
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await mine(provider)).subscription).toBeNull();
    const stored = rowsOf(
      await t.database.db.execute(
        sql`select 1 from payment_events where event_id in (${genuine.eventId}, ${stale.eventId})`,
      ),
    );
    expect(stored).toHaveLength(0);
  });

  it('trusts a signed timestamp only within five minutes of the server clock, ahead or behind', async () => {
    const provider = await signUpProvider(t.app);
    await choose(provider, 'basic');
    const waiting = await subscriptionRow(provider.userId, 'pending_payment');
    const invoice = invoiceObject({
      invoiceId: 'in_clock',
      externalId: waiting.external_id,
      subscriptionId: waiting.id,
      amount: basic.monthlyPrice,
      billingReason: 'subscription_create',
      periodEnd: new Date(clock.now().getTime() + 30 * DAY),
    });
    const signedAt = (minutes: number) =>
      signedEvent('invoice.payment_failed', invoice, new Date(clock.now().getTime() + minutes * 60_000));
    const refused = [signedAt(10), signedAt(-10), signedAt(5.5)];
    for (const event of refused) {
      const response = await deliver(event);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'INVALID_SIGNATURE', message: apiMessages.webhookSignature },
      });
    }
    for (const event of [signedAt(4), signedAt(-4)]) expect((await deliver(event)).statusCode).toBe(200);
    const [ahead, behind, justPast] = refused.map((event) => event.eventId);
    const stored = rowsOf(
      await t.database.db.execute(
        sql`select 1 from payment_events where event_id in (${ahead}, ${behind}, ${justPast})`,
      ),
    );
    expect(stored).toHaveLength(0);
  });

  it('applies an event delivered twice once: one payment, one e-mail', async () => {
    const provider = await signUpProvider(t.app);
    await choose(provider, 'basic');
    const waiting = await subscriptionRow(provider.userId, 'pending_payment');
    const [payment] = await paymentsOf(provider.userId);
    const event = signedEvent(
      'invoice.paid',
      invoiceObject({
        invoiceId: payment!.gateway_reference!,
        externalId: waiting.external_id,
        subscriptionId: waiting.id,
        amount: basic.monthlyPrice,
        billingReason: 'subscription_create',
        periodEnd: new Date(clock.now().getTime() + 30 * DAY),
      }),
      clock.now(),
    );
    const answers = await Promise.all([deliver(event), deliver(event)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await deliver(event)).toMatchObject({ statusCode: 200 });
    expect((await paymentsOf(provider.userId)).map((row) => row.status)).toEqual(['paid']);
    await t.runTasks();
    expect(mailsTo(provider.email)).toHaveLength(2); // the address confirmation, then the plan
  });

  it('never trusts an amount it did not set: a paid invoice for another amount activates nothing', async () => {
    const provider = await signUpProvider(t.app);
    await choose(provider, 'premium');
    const waiting = await subscriptionRow(provider.userId, 'pending_payment');
    const event = signedEvent(
      'invoice.paid',
      invoiceObject({
        invoiceId: 'in_cheap',
        externalId: waiting.external_id,
        subscriptionId: waiting.id,
        amount: 100,
        billingReason: 'subscription_create',
        periodEnd: new Date(clock.now().getTime() + 30 * DAY),
      }),
      clock.now(),
    );
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await mine(provider)).subscription).toBeNull();
    const [stored] = rowsOf<{ outcome: string }>(
      await t.database.db.execute(sql`select outcome from payment_events where event_id = ${event.eventId}`),
    );
    expect(stored!.outcome).toMatch(/^ignored: paid 100 mxn/);
  });

  it('answers 200 to event types it does not use, and keeps them as ignored', async () => {
    const event = signedEvent('charge.refund.updated', { id: 're_1', object: 'refund' }, clock.now());
    expect((await deliver(event)).statusCode).toBe(200);
    const [stored] = rowsOf<{ outcome: string }>(
      await t.database.db.execute(sql`select outcome from payment_events where event_id = ${event.eventId}`),
    );
    expect(stored!.outcome).toBe('ignored: charge.refund.updated');
  });

  it('copes with events out of order: a cancellation before the activation is applied after it', async () => {
    const provider = await signUpProvider(t.app);
    await choose(provider, 'basic');
    const waiting = await subscriptionRow(provider.userId, 'pending_payment');
    const early = signedEvent(
      'customer.subscription.updated',
      { id: waiting.external_id, object: 'subscription', status: 'incomplete', cancel_at_period_end: false },
      clock.now(),
    );
    expect((await deliver(early)).statusCode).toBe(200);
    expect((await mine(provider)).pendingOnline).toMatchObject({ planType: 'basic' });
    const [payment] = await paymentsOf(provider.userId);
    const paid = signedEvent(
      'invoice.paid',
      invoiceObject({
        invoiceId: payment!.gateway_reference!,
        externalId: waiting.external_id,
        // An invoice made before the metadata reached it: the plan is found by Stripe's id.
        subscriptionId: null,
        amount: basic.monthlyPrice,
        billingReason: 'subscription_create',
        periodEnd: new Date(clock.now().getTime() + 30 * DAY),
      }),
      clock.now(),
    );
    expect((await deliver(paid)).statusCode).toBe(200);
    expect((await mine(provider)).subscription).toMatchObject({ planType: 'basic', billing: 'stripe' });
  });

  it('renews every month when Stripe reports the cycle invoice paid', async () => {
    const { provider, subscriptionId, externalId, periodEnd } = await subscribed(basic);
    const nextEnd = inSeconds(periodEnd.getTime() + 31 * DAY);
    clock.set(new Date(periodEnd.getTime() + 3_600_000));
    try {
      // Between the end and the renewal's payment the plan stays in force (the collection allowance).
      expect((await mine(provider)).subscription).toMatchObject({
        planType: 'basic',
        renewalFailedUntil: null,
      });
      const renewal = signedEvent(
        'invoice.paid',
        invoiceObject({
          invoiceId: 'in_cycle_1',
          externalId,
          subscriptionId,
          amount: basic.monthlyPrice,
          billingReason: 'subscription_cycle',
          periodEnd: nextEnd,
        }),
        clock.now(),
      );
      expect((await deliver(renewal)).statusCode).toBe(200);
      expect((await mine(provider)).subscription.endDate).toBe(nextEnd.toISOString());
      expect((await paymentsOf(provider.userId)).map((row) => row.status)).toEqual(['paid', 'paid']);
    } finally {
      clock.set(new Date());
    }
  });

  it('keeps a plan whose renewal failed for the grace days, then ends it here and at Stripe', async () => {
    const { provider, subscriptionId, externalId, periodEnd } = await subscribed(basic);
    const failedAt = new Date(periodEnd.getTime() + 3_600_000);
    clock.set(failedAt);
    try {
      const failed = signedEvent(
        'invoice.payment_failed',
        invoiceObject({
          invoiceId: 'in_cycle_failed',
          externalId,
          subscriptionId,
          amount: basic.monthlyPrice,
          billingReason: 'subscription_cycle',
          periodEnd: new Date(periodEnd.getTime() + 31 * DAY),
        }),
        clock.now(),
      );
      expect((await deliver(failed)).statusCode).toBe(200);
      // Stripe retries and reports the same failure again: no second notice, no longer grace.
      expect(
        (
          await deliver(
            signedEvent('invoice.payment_failed', JSON.parse(failed.payload).data.object, clock.now()),
          )
        ).statusCode,
      ).toBe(200);
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
      expect(stripe.subscriptions.get(externalId)!['status']).toBe('canceled');
      expect(mailsTo(provider.email).map((mail) => mail.subject)).toContain('Tu plan Básico terminó');
      const apply = await provider.client.get('/api/provider/overview');
      expect(apply.json().subscription).toBeNull();
    } finally {
      clock.set(new Date());
    }
  });

  it('cancels the renewal at the end of the period, and Reactivar renews it again', async () => {
    const { provider, externalId, periodEnd } = await subscribed(basic);
    const cancelled = await provider.client.post('/api/subscription/cancel', {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({ renews: false, endDate: periodEnd.toISOString() });
    expect(stripe.subscriptions.get(externalId)!['cancel_at_period_end']).toBe(true);
    expect((await provider.client.get('/api/provider/billing')).json().nextCharge).toBeNull();

    // A plan that no longer renews ends exactly at its end date: no collection allowance.
    clock.set(new Date(periodEnd.getTime() + 1000));
    try {
      expect((await mine(provider)).subscription).toBeNull();
    } finally {
      clock.set(new Date());
    }

    const renewed = await provider.client.post('/api/subscription/reactivate', {});
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().subscription).toMatchObject({ renews: true });
    expect(stripe.subscriptions.get(externalId)!['cancel_at_period_end']).toBe(false);
    clock.set(new Date(periodEnd.getTime() + COLLECTION_HOURS * 3_600_000 - 1000));
    try {
      expect((await mine(provider)).subscription).toMatchObject({ planType: 'basic' });
    } finally {
      clock.set(new Date());
    }
  });

  const priceOf = async (plan: string) =>
    rowsOf<{ external_id: string }>(
      await t.database.db.execute(
        sql`select external_id from gateway_prices where plan_type = ${plan} order by created_at limit 1`,
      ),
    )[0]!.external_id;
  const lastUpdate = (externalId: string) =>
    stripe.calls.findLast(
      (call) => call.method === 'POST' && call.path === `/v1/subscriptions/${externalId}`,
    );

  it('upgrades at once: the rest of the month is charged by Stripe, and the plan changes when that is paid', async () => {
    const { provider, subscriptionId, externalId, periodEnd } = await subscribed(basic);
    const chosen = await choose(provider, 'premium');
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json()).toMatchObject({ planChange: 'upgrade', checkout: null });
    expect(chosen.json().subscription).toMatchObject({ planType: 'basic' });
    const premiumPrice = await priceOf('premium');
    expect(lastUpdate(externalId)!.body).toMatchObject({
      items: [{ price: premiumPrice }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });

    const difference = (premium.monthlyPrice - basic.monthlyPrice) / 2;
    const change = (amount: number, invoiceId: string) =>
      signedEvent(
        'invoice.paid',
        invoiceObject({
          invoiceId,
          externalId,
          subscriptionId,
          amount,
          billingReason: 'subscription_update',
          periodEnd,
          priceId: premiumPrice,
          creditPriceId: 'price_basic_unused',
        }),
        clock.now(),
      );
    // More than the new plan's month is not a difference we asked for.
    expect((await deliver(change(premium.monthlyPrice + 1, 'in_too_much'))).statusCode).toBe(200);
    expect((await mine(provider)).subscription).toMatchObject({ planType: 'basic' });
    expect((await deliver(change(difference, 'in_upgrade'))).statusCode).toBe(200);
    expect((await mine(provider)).subscription).toMatchObject({
      planType: 'premium',
      amount: premium.monthlyPrice,
      endDate: periodEnd.toISOString(),
      renews: true,
    });
    const ledger = rowsOf<{ description: string; amount: number; status: string }>(
      await t.database.db.execute(sql`select description, amount, status from payments
        where provider_id = ${provider.userId} order by created_at, id`),
    );
    expect(ledger).toEqual(
      expect.arrayContaining([
        { description: 'Plan Básico (mensual)', amount: basic.monthlyPrice, status: 'paid' },
        { description: 'Cambio al plan Premium (resto del mes)', amount: difference, status: 'paid' },
      ]),
    );
    expect(ledger).toHaveLength(2);
    // Facturación names each line for what it paid, not for the plan the subscription holds now (the test clock
    // stands still: both lines were made at the same instant, so their order is not the point).
    const { lines } = (await provider.client.get('/api/provider/billing')).json();
    const named = lines.map((line: { description: string; amount: number }) => [
      line.description,
      line.amount,
    ]);
    expect(named).toHaveLength(2);
    expect(named).toEqual(
      expect.arrayContaining([
        ['Cambio al plan Premium (resto del mes)', difference],
        ['Plan Básico (mensual)', basic.monthlyPrice],
      ]),
    );
  });

  it('downgrades at the end of the period: the plan paid for runs its month, then renews at the lower price', async () => {
    const { provider, subscriptionId, externalId, periodEnd } = await subscribed(premium);
    const chosen = await choose(provider, 'basic');
    expect(chosen.json()).toMatchObject({ planChange: 'downgrade', checkout: null });
    expect(chosen.json().subscription).toMatchObject({ planType: 'premium', nextPlanType: 'basic' });
    expect(lastUpdate(externalId)!.body).toMatchObject({ proration_behavior: 'none' });
    expect(lastUpdate(externalId)!.body).not.toHaveProperty('payment_behavior');

    // Premium again before the end keeps it; Básico once more schedules the change again.
    const kept = await choose(provider, 'premium');
    expect(kept.json()).toMatchObject({ planChange: 'kept' });
    expect(kept.json().subscription.nextPlanType).toBeNull();
    expect((await choose(provider, 'premium')).statusCode).toBe(409);
    expect((await choose(provider, 'basic')).json().subscription.nextPlanType).toBe('basic');

    const nextEnd = inSeconds(periodEnd.getTime() + 31 * DAY);
    clock.set(new Date(periodEnd.getTime() + 3_600_000));
    try {
      const renewal = signedEvent(
        'invoice.paid',
        invoiceObject({
          invoiceId: 'in_cycle_downgraded',
          externalId,
          subscriptionId,
          amount: basic.monthlyPrice,
          billingReason: 'subscription_cycle',
          periodEnd: nextEnd,
          priceId: await priceOf('basic'),
        }),
        clock.now(),
      );
      expect((await deliver(renewal)).statusCode).toBe(200);
      expect((await mine(provider)).subscription).toMatchObject({
        planType: 'basic',
        amount: basic.monthlyPrice,
        nextPlanType: null,
        endDate: nextEnd.toISOString(),
      });
    } finally {
      clock.set(new Date());
    }
  });

  it('lets a plan whose renewal was cancelled be replaced by a new subscription', async () => {
    const { provider } = await subscribed(basic);
    await provider.client.post('/api/subscription/cancel', {});
    const chosen = await choose(provider, 'premium');
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().checkout).toMatchObject({ gateway: 'stripe' });
  });

  it('answers Cancelar suscripción without a plan paid online with 409 in Spanish', async () => {
    const provider = await signUpProvider(t.app);
    const response = await provider.client.post('/api/subscription/cancel', {});
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'NO_RENEWING_PLAN',
      message: planPaymentMessages.noRenewingPlan,
    });
  });

  it('ends the plan at Stripe when its provider deletes their account, and keeps its payments', async () => {
    const { provider, externalId } = await subscribed(basic);
    const deleted = await provider.client.post('/api/account/delete', { password: provider.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await t.runTasks();
    expect(stripe.subscriptions.get(externalId)!['status']).toBe('canceled');
    expect((await paymentsOf(provider.userId)).map((row) => row.status)).toEqual(['paid']);
  });

  it('keeps every payment when its plan is gone: the ledger refuses the deletion', async () => {
    const { provider, subscriptionId } = await subscribed(basic);
    await expect(
      t.database.db.execute(sql`delete from subscriptions where id = ${subscriptionId}`),
    ).rejects.toThrow();
    expect(await paymentsOf(provider.userId)).toHaveLength(1);
  });
});
