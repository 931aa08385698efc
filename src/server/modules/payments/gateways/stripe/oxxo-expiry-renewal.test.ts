import { describe, expect, it } from 'vitest';
import { addOneMonth, RENEWAL_WINDOW_DAYS } from '#shared/domain/plans';
import { planPaymentMessages } from '#shared/plan-payment-messages';
import { testDriver } from '#server/testing/harness';
import { signedEvent } from '#server/testing/payments/fake-stripe';
import { basic, DAY, oxxoWorld, premium } from '#server/testing/payments/oxxo-world';

describe(`plans paid in cash at OXXO through Stripe: vouchers left unpaid, the next month and changes of mind (${testDriver})`, () => {
  const world = oxxoWorld();
  const { clock, mine, chooseOxxo, deliver, paymentsOf, outcomeOf, mailsTo, voucherOf, waiting, pay } = world;

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
    await world.t.runTasks();
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
      await world.t.runTasks();
      expect((await mine(provider)).pendingOnline).toMatchObject({ planType: 'basic' });

      clock.set(new Date(voucher.expiresAt.getTime() + DAY + 60_000));
      await world.t.runTasks();
      const body = await mine(provider);
      expect([body.subscription, body.pendingOnline]).toEqual([null, null]);
      expect((await paymentsOf(provider.userId)).map((payment) => payment.status)).toEqual(['cancelled']);
      expect(world.stripe.paymentIntents.get(row.external_id)!['status']).toBe('canceled');
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
      await world.t.runTasks();
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
    await expect.poll(() => world.stripe.paymentIntents.get(row.external_id)?.['status']).toBe('canceled');
    // Both made at the same instant of the test's clock: compared as a set.
    expect((await paymentsOf(provider.userId)).map((payment) => payment.status).sort()).toEqual([
      'cancelled',
      'pending',
    ]);
  });
});
