import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlan } from '#shared/catalog';
import { addOneMonth, RENEWAL_WINDOW_DAYS } from '#shared/domain/plans';
import { formatDateTime } from '#shared/format';
import { planPaymentMessages } from '#shared/plan-payment-messages';
import { manualClock } from '#server/clock';
import { rowsOf } from '#server/db/client';
import { createTestApp, testDriver, type TestApp } from '#server/testing/harness';
import { signUpProvider } from '#server/testing/marketplace';
import { facturapiIssuer } from '#server/modules/invoices/cfdi';
import { startFakeFacturapi, type FakeFacturapi } from '#server/modules/invoices/test/fake-facturapi';
import {
  invoiceObject,
  oxxoIntentObject,
  signedEvent,
  startFakeStripe,
  type FakeStripe,
  STRIPE_TEST_ENV,
  stripeTestGateway,
} from '#server/testing/payments/fake-stripe';
import { planCheckoutContract } from '#server/testing/payments/plan-checkout-contract';
import { eventOutcome } from '#server/testing/payments/support';

const DAY = 86_400_000;
const premium = findPlan('premium')!;
const basic = findPlan('basic')!;
const texts = planPaymentMessages.oxxo;

describe(`plans paid in cash at OXXO through Stripe, one month at a time (${testDriver})`, () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let pac: FakeFacturapi;
  const clock = manualClock();

  beforeAll(async () => {
    stripe = await startFakeStripe();
    pac = await startFakeFacturapi();
    const gateway = stripeTestGateway(stripe, clock);
    t = await createTestApp(STRIPE_TEST_ENV, undefined, undefined, {
      clock,
      paymentGateways: [gateway],
      cfdiIssuer: facturapiIssuer({ apiKey: 'sk_test_facturapi', baseUrl: pac.baseUrl }),
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
    await pac.close();
  });

  type Provider = Awaited<ReturnType<typeof signUpProvider>>;
  const mine = async (provider: Provider) => (await provider.client.get('/api/subscription')).json();
  const chooseOxxo = (provider: Provider, planType: string) =>
    provider.client.post('/api/subscription', { planType, method: 'oxxo' });
  const deliver = (event: { payload: string; signature: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    });
  const waitingRow = async (providerId: string) =>
    rowsOf<{ id: string; external_id: string; cancel_at_period_end: boolean; pay_method: string }>(
      await t.database.db
        .execute(sql`select id, external_id, cancel_at_period_end, pay_method from subscriptions
        where provider_id = ${providerId} and status = 'pending_payment'`),
    )[0]!;
  const paymentsOf = async (providerId: string) =>
    rowsOf<{
      status: string;
      amount: number;
      gateway_reference: string | null;
      voucher_number: string | null;
    }>(
      await t.database.db.execute(sql`select status, amount, gateway_reference, voucher_number from payments
        where provider_id = ${providerId} order by created_at, id`),
    );
  const outcomeOf = (eventId: string) => eventOutcome(t.database.db, eventId);
  const mailsTo = (email: string) => t.mailer.sent.filter((mail) => mail.to === email);
  const voucherOf = (intentId: string) => ({
    number: '93000012345678',
    expiresAt: new Date(Math.floor((clock.now().getTime() + 3 * DAY) / 1000) * 1000),
    url: `https://payments.stripe.com/oxxo/voucher/${intentId}`,
  });

  /** A provider who chose `plan` in cash, and the event helpers for its intent. */
  async function waiting(plan = premium, provider?: Provider) {
    const who = provider ?? (await signUpProvider(t.app));
    const chosen = await chooseOxxo(who, plan.id);
    expect(chosen.statusCode, chosen.body).toBe(201);
    const row = await waitingRow(who.userId);
    const intent = (status: Parameters<typeof oxxoIntentObject>[0]['status'], extra = {}) =>
      oxxoIntentObject({
        intentId: row.external_id,
        subscriptionId: row.id,
        amount: plan.monthlyPrice,
        status,
        ...extra,
      });
    return { provider: who, row, intent, checkout: chosen.json().checkout };
  }
  const pay = async (intent: Awaited<ReturnType<typeof waiting>>['intent']) => {
    const paid = signedEvent('payment_intent.succeeded', intent('succeeded'), clock.now());
    expect((await deliver(paid)).statusCode).toBe(200);
    return paid;
  };

  it('opens a one-off OXXO PaymentIntent at the catalogue price, waiting, and never renewing', async () => {
    const provider = await signUpProvider(t.app);
    const response = await provider.client.post('/api/subscription', {
      planType: 'premium',
      method: 'oxxo',
      amount: 1,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.subscription).toBeNull();
    expect(body.pendingOnline).toMatchObject({ planType: 'premium', method: 'oxxo', voucher: null });
    expect(body.checkout).toEqual({
      gateway: 'stripe',
      publishableKey: 'pk_test_limpiahogar',
      clientSecret: expect.stringMatching(/^pi_[0-9a-f]+_secret_/),
      scriptUrl: 'https://js.stripe.com/v3/',
      method: 'oxxo',
    });

    const row = await waitingRow(provider.userId);
    expect(row).toMatchObject({
      external_id: expect.stringMatching(/^pi_/),
      cancel_at_period_end: true,
      pay_method: 'oxxo',
    });
    const created = stripe.calls.findLast(
      (call) => call.method === 'POST' && call.path === '/v1/payment_intents',
    )!;
    expect(created.body).toEqual({
      amount: String(premium.monthlyPrice),
      currency: 'mxn',
      customer: expect.stringMatching(/^cus_/),
      allowed_payment_method_types: ['oxxo'],
      payment_method_options: { oxxo: { expires_after_days: '3' } },
      description: 'LimpiaHogar: Plan Premium (un mes)',
      metadata: { subscriptionId: row.id },
    });
    expect(created.idempotencyKey).toBe(`oxxo-${row.id}`);
    expect(body.checkout.clientSecret.startsWith(`${row.external_id}_secret_`)).toBe(true);
    expect(await paymentsOf(provider.userId)).toEqual([
      {
        status: 'pending',
        amount: premium.monthlyPrice,
        gateway_reference: row.external_id,
        voucher_number: null,
      },
    ]);
    // Nothing of Stripe Billing: no subscription, no price.
    expect(stripe.calls.filter((call) => call.idempotencyKey === `plan-${row.id}`)).toEqual([]);
  });

  planCheckoutContract(
    () => ({
      t,
      choose: chooseOxxo,
      openedAtGateway: () => stripe.paymentIntents.size,
      checkoutOf: (answer) => answer.json().checkout.clientSecret,
      paymentsOf,
      failNext: (count) => stripe.failNext(count),
    }),
    // Stripe unreachable is checked with its subscriptions (stripe-plans.test.ts).
    { gateway: 'Stripe', opened: 'PaymentIntent', unreachable: false },
  );

  it('refuses OXXO when plans are not paid online, and a method it does not know', async () => {
    const provider = await signUpProvider(t.app);
    const unknown = await provider.client.post('/api/subscription', { planType: 'basic', method: 'cheque' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ method: expect.any(String) });
    const offline = await createTestApp({}, undefined, t.database);
    try {
      const other = await signUpProvider(offline.app);
      const refused = await other.client.post('/api/subscription', { planType: 'basic', method: 'oxxo' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: { code: 'OXXO_UNAVAILABLE', message: texts.unavailable } });
    } finally {
      await offline.close();
    }
  });

  it('keeps the voucher Stripe issued, shows it on the waiting plan and e-mails it once', async () => {
    const { provider, row, intent } = await waiting(premium);
    const voucher = voucherOf(row.external_id);
    const issued = signedEvent(
      'payment_intent.requires_action',
      intent('requires_action', { voucher }),
      clock.now(),
    );
    expect((await deliver(issued)).statusCode).toBe(200);
    expect(
      await deliver(
        signedEvent('payment_intent.requires_action', intent('requires_action', { voucher }), clock.now()),
      ),
    ).toMatchObject({ statusCode: 200 });
    expect(await outcomeOf(issued.eventId)).toBe('applied');

    expect((await mine(provider)).pendingOnline).toEqual({
      planType: 'premium',
      gateway: 'stripe',
      createdAt: expect.any(String),
      method: 'oxxo',
      voucher: {
        number: voucher.number,
        amount: premium.monthlyPrice,
        expiresAt: voucher.expiresAt.toISOString(),
        url: voucher.url,
      },
    });
    await t.runTasks();
    const mails = mailsTo(provider.email).filter(
      (mail) => mail.subject === 'Tu ficha de pago OXXO: plan Premium',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Referencia OXXO: ${voucher.number}`);
    expect(mails[0]!.text).toContain('Monto: $999');
    expect(mails[0]!.text).toContain(`Vence el: ${formatDateTime(voucher.expiresAt)}`);
    expect(mails[0]!.text).toContain(`Ver ficha de pago: ${voucher.url}`);
    const [bell] = rowsOf<{ title: string }>(
      await t.database.db.execute(sql`select title from notifications where user_id = ${provider.userId}
        and kind = 'plan-oxxo-voucher'`),
    );
    expect(bell?.title).toBe('Tu ficha de pago OXXO: plan Premium');
  });

  it('activates the plan for one calendar month when the cash is paid, not renewing, and asks for its CFDI in cash', async () => {
    const { provider, row, intent } = await waiting(premium);
    await t.database.db
      .execute(sql`insert into fiscal_profiles (profile_id, rfc, legal_name, tax_regime, zip, cfdi_use)
      values (${provider.userId}, 'GODE561231GR8', 'EMILIA GOMEZ DIAZ', '612', '06000', 'G03')`);
    const paid = await pay(intent);
    expect(await outcomeOf(paid.eventId)).toBe('applied');
    const { subscription, pendingOnline } = await mine(provider);
    expect(pendingOnline).toBeNull();
    expect(subscription).toMatchObject({
      id: row.id,
      planType: 'premium',
      billing: 'stripe',
      payMethod: 'oxxo',
      renews: false,
      startDate: clock.now().toISOString(),
      endDate: addOneMonth(clock.now()).toISOString(),
    });
    expect((await paymentsOf(provider.userId)).map((payment) => payment.status)).toEqual(['paid']);
    const billing = (await provider.client.get('/api/provider/billing')).json();
    expect(billing.nextCharge).toEqual({
      dueBy: addOneMonth(clock.now()).toISOString(),
      amount: premium.monthlyPrice,
    });
    await t.runTasks();
    expect(mailsTo(provider.email).map((mail) => mail.subject)).toContain(
      'Recibimos tu pago: plan Premium activo',
    );
    expect(pac.calls.findLast((call) => call.method === 'POST')?.body).toMatchObject({ payment_form: '01' });
    // 'Reactivar' has nothing to renew.
    expect((await provider.client.post('/api/subscription/reactivate', {})).statusCode).toBe(409);
  });

  it('applies a payment delivered twice, or under two event ids, once: one payment, one e-mail', async () => {
    const { provider, intent } = await waiting(basic);
    const paid = signedEvent('payment_intent.succeeded', intent('succeeded'), clock.now());
    const answers = await Promise.all([deliver(paid), deliver(paid)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const again = await pay(intent);
    expect(await outcomeOf(again.eventId)).toBe('ignored: already paid');
    expect((await paymentsOf(provider.userId)).map((row) => row.status)).toEqual(['paid']);
    await t.runTasks();
    expect(
      mailsTo(provider.email).filter((mail) => mail.subject.startsWith('Recibimos tu pago')),
    ).toHaveLength(1);
  });

  it('never trusts an amount it did not set: cash paid for another amount activates nothing', async () => {
    const { provider, row } = await waiting(premium);
    const cheap = signedEvent(
      'payment_intent.succeeded',
      oxxoIntentObject({
        intentId: row.external_id,
        subscriptionId: row.id,
        amount: 100,
        status: 'succeeded',
      }),
      clock.now(),
    );
    expect((await deliver(cheap)).statusCode).toBe(200);
    expect(await outcomeOf(cheap.eventId)).toMatch(/^ignored: paid 100 mxn/);
    expect((await mine(provider)).subscription).toBeNull();
    expect((await paymentsOf(provider.userId)).map((payment) => payment.status)).toEqual(['pending']);
  });

  it('cancels the waiting plan when its voucher expires unpaid, and tells the provider', async () => {
    const { provider, row, intent } = await waiting(premium);
    const voucher = voucherOf(row.external_id);
    await deliver(
      signedEvent('payment_intent.requires_action', intent('requires_action', { voucher }), clock.now()),
    );
    const expired = signedEvent(
      'payment_intent.payment_failed',
      intent('requires_payment_method'),
      clock.now(),
    );
    expect((await deliver(expired)).statusCode).toBe(200);
    expect(await outcomeOf(expired.eventId)).toBe('applied');
    const body = await mine(provider);
    expect([body.subscription, body.pendingOnline]).toEqual([null, null]);
    expect((await paymentsOf(provider.userId)).map((payment) => payment.status)).toEqual(['cancelled']);
    await t.runTasks();
    expect(mailsTo(provider.email).map((mail) => mail.subject)).toContain(
      'Tu ficha de pago OXXO del plan Premium venció',
    );
    // Cancelled at Stripe too: nothing more happens.
    const cancelled = signedEvent('payment_intent.canceled', intent('canceled'), clock.now());
    await deliver(cancelled);
    expect(await outcomeOf(cancelled.eventId)).toBe('ignored: plan not waiting');
  });

  it('closes a voucher a day after it expired when Stripe never says so, and cancels the payment at Stripe', async () => {
    const { provider, row, intent } = await waiting(basic);
    const voucher = voucherOf(row.external_id);
    await deliver(
      signedEvent('payment_intent.requires_action', intent('requires_action', { voucher }), clock.now()),
    );
    const start = clock.now();
    try {
      // Expired, but within the day Stripe has to report it: still waiting.
      clock.set(new Date(voucher.expiresAt.getTime() + 60_000));
      await t.runTasks();
      expect((await mine(provider)).pendingOnline).toMatchObject({ planType: 'basic' });

      clock.set(new Date(voucher.expiresAt.getTime() + DAY + 60_000));
      await t.runTasks();
      const body = await mine(provider);
      expect([body.subscription, body.pendingOnline]).toEqual([null, null]);
      expect((await paymentsOf(provider.userId)).map((payment) => payment.status)).toEqual(['cancelled']);
      expect(stripe.paymentIntents.get(row.external_id)!['status']).toBe('canceled');
      const notices = mailsTo(provider.email).filter((mail) => mail.subject.includes('venció'));
      expect(notices).toHaveLength(1);
      // Stripe's own word arriving late changes nothing and tells nobody again.
      const late = signedEvent('payment_intent.canceled', intent('canceled'), clock.now());
      await deliver(late);
      expect(await outcomeOf(late.eventId)).toBe('ignored: plan not waiting');
    } finally {
      clock.set(start);
    }
  });

  it('keeps the plan waiting when Stripe refused the payment before any voucher (the form says why)', async () => {
    const { provider, intent } = await waiting(basic);
    const refused = signedEvent(
      'payment_intent.payment_failed',
      intent('requires_payment_method'),
      clock.now(),
    );
    await deliver(refused);
    expect((await mine(provider)).pendingOnline).toMatchObject({ planType: 'basic', method: 'oxxo' });
  });

  it('reminds the provider 7 days before the month ends, and adds the next month paid in cash after the end', async () => {
    const start = clock.now();
    const { provider, intent } = await waiting(basic);
    await pay(intent);
    const firstEnd = addOneMonth(start);
    // Choosing the plan again before its last days: too early.
    const early = await chooseOxxo(provider, 'basic');
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toEqual({ code: 'SAME_PLAN', message: planPaymentMessages.renewLater });
    try {
      clock.set(new Date(firstEnd.getTime() - RENEWAL_WINDOW_DAYS * DAY + 1000));
      await t.runTasks();
      const reminder = mailsTo(provider.email).find((mail) => mail.subject === 'Tu plan Básico vence pronto');
      expect(reminder?.text).toContain('en efectivo en OXXO');

      const next = await waiting(basic, provider);
      expect(next.checkout.method).toBe('oxxo');
      expect((await mine(provider)).subscription).toMatchObject({
        planType: 'basic',
        endDate: firstEnd.toISOString(),
      });
      clock.advance(DAY);
      await pay(next.intent);
      const { subscription } = await mine(provider);
      expect(subscription).toMatchObject({
        id: next.row.id,
        endDate: addOneMonth(firstEnd).toISOString(),
        renews: false,
      });
      expect((await paymentsOf(provider.userId)).map((payment) => payment.status)).toEqual(['paid', 'paid']);
    } finally {
      clock.set(new Date());
    }
  });

  it('cancels the waiting voucher at Stripe when another plan or the card is chosen instead', async () => {
    const { provider, row } = await waiting(basic);
    const card = await provider.client.post('/api/subscription', { planType: 'basic', method: 'card' });
    expect(card.statusCode).toBe(201);
    expect(card.json().checkout.method).toBe('card');
    expect(card.json().pendingOnline).toMatchObject({ planType: 'basic', method: 'card', voucher: null });
    await expect.poll(() => stripe.paymentIntents.get(row.external_id)?.['status']).toBe('canceled');
    // Both made at the same instant of the test's clock: compared as a set.
    expect((await paymentsOf(provider.userId)).map((payment) => payment.status).sort()).toEqual([
      'cancelled',
      'pending',
    ]);
  });

  it('leaves card plans alone: their invoices still activate them, and their intents are not read as OXXO', async () => {
    const provider = await signUpProvider(t.app);
    expect((await provider.client.post('/api/subscription', { planType: 'premium' })).statusCode).toBe(201);
    const row = await waitingRow(provider.userId);
    expect(row.pay_method).toBe('card');
    const foreign = signedEvent(
      'payment_intent.succeeded',
      {
        ...oxxoIntentObject({
          intentId: 'pi_card',
          subscriptionId: row.id,
          amount: premium.monthlyPrice,
          status: 'succeeded',
        }),
        payment_method_types: ['card'],
      },
      clock.now(),
    );
    expect((await deliver(foreign)).statusCode).toBe(200);
    expect(await outcomeOf(foreign.eventId)).toBe('ignored: payment_intent.succeeded');
    const oxxoOnCard = signedEvent(
      'payment_intent.succeeded',
      oxxoIntentObject({
        intentId: 'pi_other',
        subscriptionId: row.id,
        amount: premium.monthlyPrice,
        status: 'succeeded',
      }),
      clock.now(),
    );
    await deliver(oxxoOnCard);
    expect(await outcomeOf(oxxoOnCard.eventId)).toBe('ignored: not a month paid in cash');
    const [payment] = await paymentsOf(provider.userId);
    const paid = signedEvent(
      'invoice.paid',
      invoiceObject({
        invoiceId: payment!.gateway_reference!,
        externalId: row.external_id,
        subscriptionId: row.id,
        amount: premium.monthlyPrice,
        billingReason: 'subscription_create',
        periodEnd: new Date(Math.floor((clock.now().getTime() + 30 * DAY) / 1000) * 1000),
      }),
      clock.now(),
    );
    expect((await deliver(paid)).statusCode).toBe(200);
    expect((await mine(provider)).subscription).toMatchObject({ payMethod: 'card', renews: true });
  });

  it('ignores intents of nobody it knows, with 200', async () => {
    const stranger = signedEvent(
      'payment_intent.succeeded',
      oxxoIntentObject({
        intentId: 'pi_stranger',
        subscriptionId: null,
        amount: 99_900,
        status: 'succeeded',
      }),
      clock.now(),
    );
    expect((await deliver(stranger)).statusCode).toBe(200);
    expect(await outcomeOf(stranger.eventId)).toBe('ignored: no plan of ours');
  });
});
