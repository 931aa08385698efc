import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addOneMonth } from '#shared/domain/plans';
import { formatDateTime } from '#shared/format';
import { planPaymentMessages } from '#shared/plan-payment-messages';
import { rowsOf } from '#server/db/client';
import { createTestApp, testDriver } from '#server/testing/harness';
import { signUpProvider } from '#server/testing/marketplace';
import { invoiceObject, oxxoIntentObject, signedEvent } from '#server/testing/payments/fake-stripe';
import { basic, DAY, oxxoWorld, premium } from '#server/testing/payments/oxxo-world';
import { planCheckoutContract } from '#server/testing/payments/plan-checkout-contract';

const texts = planPaymentMessages.oxxo;

describe(`plans paid in cash at OXXO through Stripe: the voucher and the month it pays for (${testDriver})`, () => {
  const world = oxxoWorld();
  const {
    clock,
    mine,
    chooseOxxo,
    deliver,
    waitingRow,
    paymentsOf,
    outcomeOf,
    mailsTo,
    voucherOf,
    waiting,
    pay,
  } = world;

  it('opens a one-off OXXO PaymentIntent at the catalogue price, waiting, and never renewing', async () => {
    const provider = await signUpProvider(world.t.app);
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
    const created = world.stripe.calls.findLast(
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
    expect(world.stripe.calls.filter((call) => call.idempotencyKey === `plan-${row.id}`)).toEqual([]);
  });

  planCheckoutContract(
    () => ({
      t: world.t,
      choose: chooseOxxo,
      openedAtGateway: () => world.stripe.paymentIntents.size,
      checkoutOf: (answer) => answer.json().checkout.clientSecret,
      paymentsOf,
      failNext: (count) => world.stripe.failNext(count),
    }),
    // Stripe unreachable is checked with its subscriptions (stripe-plans.test.ts).
    { gateway: 'Stripe', opened: 'PaymentIntent', unreachable: false },
  );

  it('refuses OXXO when plans are not paid online, and a method it does not know', async () => {
    const provider = await signUpProvider(world.t.app);
    const unknown = await provider.client.post('/api/subscription', { planType: 'basic', method: 'cheque' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ method: expect.any(String) });
    const offline = await createTestApp({}, undefined, world.t.database);
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
    await world.t.runTasks();
    const mails = mailsTo(provider.email).filter(
      (mail) => mail.subject === 'Tu ficha de pago OXXO: plan Premium',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Referencia OXXO: ${voucher.number}`);
    expect(mails[0]!.text).toContain('Monto: $999');
    expect(mails[0]!.text).toContain(`Vence el: ${formatDateTime(voucher.expiresAt)}`);
    expect(mails[0]!.text).toContain(`Ver ficha de pago: ${voucher.url}`);
    const [bell] = rowsOf<{ title: string }>(
      await world.t.database.db.execute(sql`select title from notifications where user_id = ${provider.userId}
        and kind = 'plan-oxxo-voucher'`),
    );
    expect(bell?.title).toBe('Tu ficha de pago OXXO: plan Premium');
  });

  it('activates the plan for one calendar month when the cash is paid, not renewing, and asks for its CFDI in cash', async () => {
    const { provider, row, intent } = await waiting(premium);
    await world.t.database.db
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
    await world.t.runTasks();
    expect(mailsTo(provider.email).map((mail) => mail.subject)).toContain(
      'Recibimos tu pago: plan Premium activo',
    );
    expect(world.pac.calls.findLast((call) => call.method === 'POST')?.body).toMatchObject({
      payment_form: '01',
    });
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
    await world.t.runTasks();
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

  it('leaves card plans alone: their invoices still activate them, and their intents are not read as OXXO', async () => {
    const provider = await signUpProvider(world.t.app);
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
