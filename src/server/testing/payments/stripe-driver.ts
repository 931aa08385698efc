import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { findPlan } from '#shared/catalog';
import { cardPaymentMessages } from '#shared/service-payment-messages';
import { manualClock } from '#server/clock';
import { rowsOf } from '#server/db/client';
import { createTestApp, type TestApp } from '#server/testing/harness';
import {
  invoiceObject,
  signedEvent,
  startFakeStripe,
  STRIPE_TEST_ENV,
  stripeTestGateway,
} from './fake-stripe';
import type { PlanGatewayDriver } from './plan-checkout-contract';
import type { CardService, HeldCard, ServiceCardDriver } from './service-card-contract';
import { startServicePayments } from './service-world';
import { eventOutcome, type Notice } from './support';

const DAY = 86_400_000;
const basic = findPlan('basic')!;
// Stripe speaks in whole seconds.
const inSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);

/** Stripe's event of `type` about `object`, signed on the app's clock; `again` signs it anew under another id. */
export const stripeNotice = (t: TestApp, type: string, object: Record<string, unknown>) =>
  stripeEvent(t, type, object).notice;

function stripeEvent(
  t: TestApp,
  type: string,
  object: Record<string, unknown>,
): { notice: Notice; eventId: string } {
  const event = signedEvent(type, object, t.clock.now());
  const send = (signed: { payload: string; signature: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
      payload: signed.payload,
    });
  const notice: Notice = {
    deliver: () => send(event),
    again: () => send(signedEvent(type, object, t.clock.now())),
    stored: async () => {
      const outcome = await eventOutcome(t.database.db, event.eventId);
      return outcome === undefined ? [] : [{ event_id: event.eventId, outcome }];
    },
    outcome: () => eventOutcome(t.database.db, event.eventId),
  };
  return { notice, eventId: event.eventId };
}

/** Plans paid by card through Stripe Billing: a subscription whose invoices Stripe reports paid or failed. */
export const stripePlans: PlanGatewayDriver = {
  gateway: 'Stripe',
  billing: 'stripe',
  opened: 'Stripe subscription',
  notice: 'an event',
  kinds: 'event types',
  async start() {
    const clock = manualClock();
    const stripe = await startFakeStripe();
    const t = await createTestApp(STRIPE_TEST_ENV, undefined, undefined, {
      clock,
      paymentGateways: [stripeTestGateway(stripe, clock)],
    });
    const priceOf = async (plan: string) =>
      rowsOf<{ external_id: string }>(
        await t.database.db.execute(
          sql`select external_id from gateway_prices where plan_type = ${plan} order by created_at limit 1`,
        ),
      )[0]!.external_id;
    const invoicePaid = (
      waiting: { id: string; external_id: string },
      amount: number,
      invoiceId: string,
      periodEnd = new Date(clock.now().getTime() + 30 * DAY),
    ) =>
      stripeEvent(
        t,
        'invoice.paid',
        invoiceObject({
          invoiceId,
          externalId: waiting.external_id,
          subscriptionId: waiting.id,
          amount,
          billingReason: 'subscription_create',
          periodEnd,
        }),
      );
    const lastUpdate = (externalId: string) =>
      stripe.calls.findLast(
        (call) => call.method === 'POST' && call.path === `/v1/subscriptions/${externalId}`,
      );

    return {
      t,
      close: async () => {
        await t.close();
        await stripe.close();
      },
      callsAtGateway: () => stripe.calls.length,
      openedAtGateway: () => stripe.subscriptions.size,
      checkoutOf: (answer) => answer.json().checkout.clientSecret,
      failNext: (count) => stripe.failNext(count),
      // The card is confirmed in Stripe's form and its invoice paid at once: nothing to authorise first.
      authorize: async () => undefined,
      async firstPayment(provider, waiting, plan) {
        const [payment] = rowsOf<{ gateway_reference: string }>(
          await t.database.db.execute(sql`select gateway_reference from payments
            where provider_id = ${provider.userId} order by created_at, id`),
        );
        const periodEnd = inSeconds(clock.now().getTime() + 30 * DAY);
        const reference = payment!.gateway_reference;
        const { notice, eventId } = invoicePaid(waiting, plan.monthlyPrice, reference, periodEnd);
        return { notice, periodEnd, reference, eventId };
      },
      wrongPayments: async (waiting) => [
        {
          notice: invoicePaid(waiting, 100, 'in_cheap').notice,
          outcome: expect.stringMatching(/^ignored: paid 100 mxn/),
        },
      ],
      unusedNotice: () => ({
        notice: stripeNotice(t, 'charge.refund.updated', { id: 're_1', object: 'refund' }),
        kind: 'charge.refund.updated',
      }),
      async renewal(paid, { approved, plan, atNewPrice = false }) {
        const endDate = inSeconds(paid.periodEnd.getTime() + 31 * DAY);
        const invoice = invoiceObject({
          invoiceId: `in_cycle_${randomBytes(4).toString('hex')}`,
          externalId: paid.externalId,
          subscriptionId: paid.subscriptionId,
          amount: plan.monthlyPrice,
          billingReason: 'subscription_cycle',
          periodEnd: approved ? endDate : new Date(paid.periodEnd.getTime() + 31 * DAY),
          priceId: atNewPrice ? await priceOf(plan.id) : null,
        });
        return {
          notice: stripeNotice(t, approved ? 'invoice.paid' : 'invoice.payment_failed', invoice),
          endDate,
        };
      },
      renewalAtGateway: (externalId) =>
        stripe.subscriptions.get(externalId)!['cancel_at_period_end'] ? 'stops' : 'renews',
      async expectEndedAtGateway(paid) {
        expect(stripe.subscriptions.get(paid.externalId)!['status']).toBe('canceled');
      },
      downgradeAtGateway: (paid) => () => {
        expect(lastUpdate(paid.externalId)!.body).toMatchObject({ proration_behavior: 'none' });
        expect(lastUpdate(paid.externalId)!.body).not.toHaveProperty('payment_behavior');
        const items = stripe.subscriptions.get(paid.externalId)!['items'] as {
          data: Record<string, unknown>[];
        };
        expect(items.data[0]!['price']).toMatchObject({ unit_amount: basic.monthlyPrice });
      },
      renewalPrice(externalId) {
        const items = stripe.subscriptions.get(externalId)!['items'] as { data: Record<string, unknown>[] };
        return Number((items.data[0]!['price'] as Record<string, unknown>)['unit_amount']);
      },
    };
  },
};

/** Services paid by card through Stripe Connect: a manual-capture intent the customer confirms in Stripe's form. */
export const stripeCards: ServiceCardDriver = {
  gateway: 'Stripe',
  async start() {
    const world = await startServicePayments();
    const { t, stripe } = world;
    const callsTo = (path: string) => stripe.calls.filter((call) => call.path === path);
    const referenceOf = async (made: CardService) =>
      rowsOf<{ gateway_reference: string }>(
        await t.database.db
          .execute(sql`select gateway_reference from payments where job_id = ${made.service.id}
          order by created_at desc, id desc limit 1`),
      )[0]!.gateway_reference;
    const capturesOf = (held: HeldCard) => callsTo(`/v1/payment_intents/${held.reference}/capture`);
    const intentNotice = (type: string, intent: Record<string, unknown>) => stripeNotice(t, type, intent);

    return {
      t,
      close: world.close,
      failNext: (count) => stripe.failNext(count),
      async cardService(hoursAhead) {
        const made = await world.acceptOffer('card', hoursAhead);
        expect(made.accepted.statusCode, made.accepted.body).toBe(201);
        return { customer: made.customer, provider: made.provider, service: made.accepted.json().service };
      },
      async hold(made) {
        const intent = stripe.confirmCard(await referenceOf(made));
        expect(
          (await intentNotice('payment_intent.amount_capturable_updated', intent).deliver()).statusCode,
        ).toBe(200);
      },
      holdAgain: (made) => made.customer.client.post(`/api/services/${made.service.id}/card-payment`),
      async decline(made) {
        const declined = stripe.confirmCard(await referenceOf(made), 'declined');
        expect((await intentNotice('payment_intent.payment_failed', declined).deliver()).statusCode).toBe(
          200,
        );
      },
      declineReason: 'Your card was declined.',
      async afterRetry(made, payments) {
        expect(payments[1]!.gateway_reference).not.toBe(payments[0]!.gateway_reference);
        // Nobody confirms it: 24 h before the start the service is cancelled free, both told, the intent abandoned.
        t.clock.set(new Date(new Date(made.service.scheduledAt).getTime() - DAY));
        await t.runTasks();
        const cancelled = (await made.customer.client.get('/api/services'))
          .json()
          .services.find((row: { id: string }) => row.id === made.service.id);
        expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'system', cancellationFee: 0 });
        const subjectsTo = (email: string) =>
          t.mailer.sent.filter((mail) => mail.to === email).map((mail) => mail.subject);
        const title = made.service.title;
        expect(subjectsTo(made.customer.email)).toContain(
          cardPaymentMessages.unpaidCustomer.subject.replace('{title}', title),
        );
        expect(subjectsTo(made.provider.email)).toContain(
          cardPaymentMessages.unpaidProvider.subject.replace('{title}', title),
        );
        expect(stripe.paymentIntents.get(payments[1]!.gateway_reference!)!['status']).toBe('canceled');
      },
      whileDown(made) {
        stripe.failNext(3);
        return made.customer.client.post(`/api/services/${made.service.id}/card-payment`);
      },
      async afterDown(made) {
        expect(
          (await made.customer.client.post(`/api/services/${made.service.id}/card-payment`)).statusCode,
        ).toBe(200);
      },
      async holdOtherAmount(made) {
        const intent = { ...stripe.confirmCard(await referenceOf(made)), amount_capturable: 100 };
        const told = intentNotice('payment_intent.amount_capturable_updated', intent);
        await told.deliver();
        return told.outcome();
      },
      otherAmountOutcome: 'ignored: authorised 100 mxn, the service costs 70000 mxn',
      async expectStarted(made, started) {
        expect(started.json().checkout).toMatchObject({ gateway: 'stripe', mode: 'authorize' });
        const [intentCall] = callsTo('/v1/payment_intents').slice(-1);
        expect(intentCall!.body).toMatchObject({
          amount: '70000',
          currency: 'mxn',
          capture_method: 'manual',
          transfer_data: { destination: made.provider.accountId },
          metadata: { jobId: made.service.id },
        });
        expect(intentCall!.body).not.toHaveProperty('application_fee_amount');
        // A second tab gets the same intent back (Stripe replays the idempotent call).
        const again = await made.customer.client.post(`/api/services/${made.service.id}/card-payment`);
        expect(again.json().checkout.clientSecret).toBe(started.json().checkout.clientSecret);
        const rows = await t.database.db.execute(
          sql`select 1 from payments where job_id = ${made.service.id}`,
        );
        expect(rowsOf(rows)).toHaveLength(1);
      },
      expectHeld: async () => undefined,
      async afterDone(made) {
        // Done, not yet confirmed: Ganancias shows the charge with its hold, not yet paid.
        const earnings = (await made.provider.client.get('/api/earnings')).json();
        expect(
          earnings.charges.find((row: { serviceId: string }) => row.serviceId === made.service.id),
        ).toMatchObject({ paid: false, cardState: 'authorized' });
      },
      expectCaptured(held, amount) {
        expect(capturesOf(held).map((call) => call.body)).toEqual([{ amount_to_capture: String(amount) }]);
      },
      expectReleased(held) {
        expect(capturesOf(held)).toHaveLength(0);
        expect(stripe.paymentIntents.get(held.reference)!['status']).toBe('canceled');
      },
      noticeOf: (held) =>
        intentNotice('payment_intent.succeeded', stripe.paymentIntents.get(held.reference)!),
      refundNotice: (held, amount) =>
        intentNotice('charge.refunded', {
          object: 'charge',
          id: 'ch_refunded',
          payment_intent: held.reference,
          amount_refunded: amount,
          currency: 'mxn',
          metadata: { jobId: held.service.id },
        }),
      expectRefunded(held, amount) {
        expect(callsTo('/v1/refunds').at(-1)!.body).toEqual({
          payment_intent: held.reference,
          amount: String(amount),
          reverse_transfer: 'true',
        });
      },
      dispute: { hoursAhead: 6 * 24, runsOutAfterDays: 3 },
      expectLongHold() {
        expect(callsTo('/v1/payment_intents').at(-1)!.body).toMatchObject({
          setup_future_usage: 'off_session',
        });
      },
    };
  },
};
