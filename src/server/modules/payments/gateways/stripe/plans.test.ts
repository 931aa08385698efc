import { describe, expect, it } from 'vitest';
import { findPlan } from '#shared/catalog';
import { apiMessages } from '#shared/common-messages';
import { planPaymentMessages } from '#shared/plan-payment-messages';
import { rowsOf } from '#server/db/client';
import { testDriver } from '#server/testing/harness';
import { signUpProvider } from '#server/testing/marketplace';
import { sql } from 'drizzle-orm';
import { invoiceObject, signedEvent } from '#server/testing/payments/fake-stripe';
import { useStripePlans } from '#server/testing/payments/stand-ins';

const DAY = 86_400_000;
// Stripe speaks in whole seconds.
const inSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);
const premium = findPlan('premium')!;
const basic = findPlan('basic')!;

describe(`plans paid online through Stripe (${testDriver})`, () => {
  const { clock, stripe, t, deliver } = useStripePlans();

  type Provider = Awaited<ReturnType<typeof signUpProvider>>;
  const mine = async (provider: Provider) => (await provider.client.get('/api/subscription')).json();
  const choose = (provider: Provider, planType: string) =>
    provider.client.post('/api/subscription', { planType });
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

  /**
   * A provider who chose `plan` and has not paid yet, and the first invoice Stripe would send for it: by default
   * for the payment we asked for, carrying our subscription's id in its metadata.
   */
  async function waitingToPay(plan = premium) {
    const provider = await signUpProvider(t.app);
    expect((await choose(provider, plan.id)).statusCode).toBe(201);
    const waiting = await subscriptionRow(provider.userId, 'pending_payment');
    const [payment] = await paymentsOf(provider.userId);
    const periodEnd = inSeconds(clock.now().getTime() + 30 * DAY);
    const firstInvoice = ({
      invoiceId = payment!.gateway_reference!,
      subscriptionId = waiting.id as string | null,
    } = {}) =>
      invoiceObject({
        invoiceId,
        externalId: waiting.external_id,
        subscriptionId,
        amount: plan.monthlyPrice,
        billingReason: 'subscription_create',
        periodEnd,
      });
    return { provider, waiting, periodEnd, firstInvoice };
  }

  /** A provider who chose `plan` and whose first invoice Stripe reports paid. */
  async function subscribed(plan = premium) {
    const { provider, waiting, periodEnd, firstInvoice } = await waitingToPay(plan);
    expect((await deliver(signedEvent('invoice.paid', firstInvoice(), clock.now()))).statusCode).toBe(200);
    await t.runTasks();
    return { provider, subscriptionId: waiting.id, externalId: waiting.external_id, periodEnd };
  }

  /** Each event is answered 401 with the signature's error. */
  async function expectSignatureRefused(events: Parameters<typeof deliver>[0][]) {
    for (const event of events) {
      const response = await deliver(event);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'INVALID_SIGNATURE', message: apiMessages.webhookSignature },
      });
    }
  }
  const storedEvents = async (eventIds: string[]) => {
    const ids = sql.join(
      eventIds.map((eventId) => sql`${eventId}`),
      sql`, `,
    );
    return rowsOf(await t.database.db.execute(sql`select 1 from payment_events where event_id in (${ids})`));
  };

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

  it('refuses a bad signature and a stale timestamp with 401, and records nothing', async () => {
    const { provider, firstInvoice } = await waitingToPay(basic);
    const invoice = firstInvoice({ invoiceId: 'in_forged' });
    const genuine = signedEvent('invoice.paid', invoice, clock.now());
    const forged = {
      payload: genuine.payload.replace('"livemode":false', '"livemode":true'),
      signature: genuine.signature,
    };
    const stale = signedEvent('invoice.paid', invoice, new Date(clock.now().getTime() - 6 * 60_000));
    await expectSignatureRefused([forged, stale, { payload: genuine.payload, signature: 't=1,v1=00' }]);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: genuine.payload,
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await mine(provider)).subscription).toBeNull();
    expect(await storedEvents([genuine.eventId, stale.eventId])).toHaveLength(0);
  });

  it('trusts a signed timestamp only within five minutes of the server clock, ahead or behind', async () => {
    const { firstInvoice } = await waitingToPay(basic);
    const invoice = firstInvoice({ invoiceId: 'in_clock' });
    const signedAt = (minutes: number) =>
      signedEvent('invoice.payment_failed', invoice, new Date(clock.now().getTime() + minutes * 60_000));
    const refused = [signedAt(10), signedAt(-10), signedAt(5.5)];
    await expectSignatureRefused(refused);
    for (const event of [signedAt(4), signedAt(-4)]) expect((await deliver(event)).statusCode).toBe(200);
    expect(await storedEvents(refused.map((event) => event.eventId))).toHaveLength(0);
  });

  it('copes with events out of order: a cancellation before the activation is applied after it', async () => {
    const { provider, waiting, firstInvoice } = await waitingToPay(basic);
    const early = signedEvent(
      'customer.subscription.updated',
      { id: waiting.external_id, object: 'subscription', status: 'incomplete', cancel_at_period_end: false },
      clock.now(),
    );
    expect((await deliver(early)).statusCode).toBe(200);
    expect((await mine(provider)).pendingOnline).toMatchObject({ planType: 'basic' });
    // An invoice made before the metadata reached it: the plan is found by Stripe's id.
    const paid = signedEvent('invoice.paid', firstInvoice({ subscriptionId: null }), clock.now());
    expect((await deliver(paid)).statusCode).toBe(200);
    expect((await mine(provider)).subscription).toMatchObject({ planType: 'basic', billing: 'stripe' });
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
