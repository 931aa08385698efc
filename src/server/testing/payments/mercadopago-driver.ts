import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { findPlan } from '#shared/catalog';
import { addOneMonth } from '#shared/domain/plans';
import { apiMessages } from '#shared/common-messages';
import { mercadoPagoMessages } from '#shared/mercadopago-messages';
import { manualClock } from '#server/clock';
import { rowsOf } from '#server/db/client';
import { createTestApp, type TestApp } from '#server/testing/harness';
import {
  MERCADOPAGO_TEST_ENV,
  MP_DECLINED_CARD,
  mercadoPagoTestGateway,
  mpNotification,
  postMercadoPagoNotification,
  startFakeMercadoPago,
} from './fake-mercadopago';
import { startMercadoPagoServices } from './mercadopago-world';
import type { PlanGatewayDriver } from './plan-checkout-contract';
import type { CardService, ServiceCardDriver } from './service-card-contract';
import type { Notice } from './support';

const pesos = (centavos: number) => centavos / 100;
const basic = findPlan('basic')!;

/**
 * Mercado Pago's notification of `dataId` (of topic `type`), signed on the app's clock; `again` is a second
 * notification of the same. The app keeps one row per state of what it names: the rows whose id starts so.
 */
export function mercadoPagoNotice(
  t: TestApp,
  type: string,
  dataId: string,
  options: { userId?: string } = {},
): Notice {
  const send = () => {
    const notification = mpNotification({ type, dataId, at: t.clock.now(), ...options });
    return () => postMercadoPagoNotification(t.app, notification);
  };
  const stored = () => mercadoPagoEvents(t, `${type}:${dataId}:%`);
  return {
    deliver: send(),
    again: () => send()(),
    stored,
    // The latest state's: a notification is read as what it names is now.
    outcome: async () => (await stored()).at(-1)?.outcome,
  };
}

/** The events the app kept of Mercado Pago's notifications whose id is `like`, oldest first. */
export async function mercadoPagoEvents(t: TestApp, like: string) {
  return rowsOf<{ event_id: string; outcome: string }>(
    await t.database.db.execute(sql`select event_id, outcome from payment_events
      where gateway = 'mercadopago' and event_id like ${like} order by received_at, event_id`),
  );
}

/** Plans paid by card through Mercado Pago: a preapproval the payer authorises, whose monthly charges it reports. */
export const mercadoPagoPlans: PlanGatewayDriver = {
  gateway: 'Mercado Pago',
  billing: 'mercadopago',
  opened: 'Mercado Pago subscription',
  notice: 'a notification',
  kinds: 'topics',
  async start() {
    const clock = manualClock();
    const mp = await startFakeMercadoPago();
    const t = await createTestApp(MERCADOPAGO_TEST_ENV, undefined, undefined, {
      clock,
      paymentGateways: [mercadoPagoTestGateway(mp, clock)],
    });
    const charged = (chargeId: string) => mercadoPagoNotice(t, 'subscription_authorized_payment', chargeId);
    const lastCall = (method: string, path: string) =>
      mp.calls.findLast((call) => call.method === method && call.path === path);

    return {
      t,
      close: async () => {
        await t.close();
        await mp.close();
      },
      callsAtGateway: () => mp.calls.length,
      openedAtGateway: () => mp.preapprovals.size,
      checkoutOf: (answer) => answer.json().checkout.redirectUrl,
      failNext: (count) => mp.failNext(count),
      async authorize(waiting) {
        mp.authorize(waiting.external_id, clock.now());
        const authorized = mercadoPagoNotice(t, 'subscription_preapproval', waiting.external_id);
        expect((await authorized.deliver()).statusCode).toBe(200);
      },
      async firstPayment(_provider, waiting) {
        const chargeId = mp.charge(waiting.external_id, { approved: true, at: clock.now() });
        return {
          notice: charged(chargeId),
          periodEnd: addOneMonth(clock.now()),
          reference: `ap-${chargeId}`,
          eventId: expect.stringMatching(/:processed-approved:/),
        };
      },
      wrongPayments: async (waiting, plan) => [
        {
          notice: charged(mp.charge(waiting.external_id, { approved: true, at: clock.now(), amount: 1 })),
          outcome: `ignored: paid 100 MXN, the plan costs ${plan.monthlyPrice} mxn`,
        },
        {
          notice: charged(
            mp.charge(waiting.external_id, { approved: true, at: clock.now(), currency: 'USD' }),
          ),
          outcome: `ignored: paid ${plan.monthlyPrice} USD, the plan costs ${plan.monthlyPrice} mxn`,
        },
      ],
      unusedNotice: () => ({
        notice: mercadoPagoNotice(t, 'merchant_order', '998877'),
        kind: 'merchant_order',
      }),
      renewal: async (paid, { approved }) => ({
        notice: charged(mp.charge(paid.externalId, { approved, at: paid.periodEnd })),
        endDate: addOneMonth(paid.periodEnd),
      }),
      renewalAtGateway(externalId) {
        const status = String(mp.preapprovals.get(externalId)!['status']);
        return status === 'paused' ? 'stops' : status === 'authorized' ? 'renews' : status;
      },
      async expectEndedAtGateway(paid) {
        expect(mp.preapprovals.get(paid.externalId)!['status']).toBe('cancelled');
        expect(lastCall('PUT', `/preapproval/${paid.externalId}`)!.body).toEqual({ status: 'cancelled' });
        // Mercado Pago's word on the cancellation changes nothing more.
        const told = mercadoPagoNotice(t, 'subscription_preapproval', paid.externalId);
        expect((await told.deliver()).statusCode).toBe(200);
        expect((await paid.provider.client.get('/api/subscription')).json().subscription).toBeNull();
      },
      downgradeAtGateway(paid) {
        const preferencesBefore = mp.preferences.size;
        return () => {
          expect(mp.preapprovals.get(paid.externalId)!['auto_recurring']).toMatchObject({
            transaction_amount: pesos(basic.monthlyPrice),
          });
          expect(mp.preferences.size).toBe(preferencesBefore);
        };
      },
      renewalPrice: (externalId) =>
        Math.round(
          Number(
            (mp.preapprovals.get(externalId)!['auto_recurring'] as Record<string, unknown>)[
              'transaction_amount'
            ],
          ) * 100,
        ),
    };
  },
};

/** The card the customer types in Mercado Pago's form, as the browser posts its token to us. */
export const mercadoPagoCard = (token = 'card-token-approved') => ({
  token,
  paymentMethodId: 'visa',
  issuerId: '160',
  payer: { email: 'cliente@example.com', identification: { type: 'RFC', number: 'XAXX010101000' } },
});

/** Services paid by card through the provider's Mercado Pago account: the card posted to us, held with their token. */
export const mercadoPagoCards: ServiceCardDriver = {
  gateway: 'Mercado Pago',
  async start() {
    const world = await startMercadoPagoServices();
    const { t, mp } = world;
    const callsTo = (method: string, path: string) =>
      mp.calls.filter((call) => call.method === method && call.path === path);
    const pay = (made: CardService, token?: string) =>
      made.customer.client.post(
        `/api/services/${made.service.id}/card-payment/mercadopago`,
        mercadoPagoCard(token),
      );
    const sellerOf = (made: CardService) => made.provider.sellerId!;
    const paymentNotice = (made: CardService, id: string) =>
      mercadoPagoNotice(t, 'payment', id, { userId: sellerOf(made) });
    const paymentRows = async (made: CardService) =>
      rowsOf<{ id: string; status: string }>(
        await t.database.db.execute(sql`select id, status from payments where job_id = ${made.service.id}
          order by created_at, id`),
      );

    return {
      t,
      close: world.close,
      failNext: (count) => mp.failNext(count),
      cardService: (hoursAhead) => world.cardService(hoursAhead),
      async hold(made) {
        const paid = await pay(made);
        expect(paid.statusCode, paid.body).toBe(200);
      },
      holdAgain: (made) => pay(made),
      async decline(made) {
        const declined = await pay(made, MP_DECLINED_CARD);
        expect(declined.statusCode, declined.body).toBe(200);
        expect(declined.json().service.card).toMatchObject({
          state: 'failed',
          reason: mercadoPagoMessages.cardDeclined,
        });
      },
      declineReason: mercadoPagoMessages.cardDeclined,
      async afterRetry(made) {
        const paid = await pay(made);
        expect(paid.json().service.card.state).toBe('authorized');
        const payments = await t.database.db.execute(sql`select status, gateway_reference from payments
          where job_id = ${made.service.id} order by created_at, id`);
        const rows = rowsOf<{ status: string; gateway_reference: string | null }>(payments);
        expect(rows.map((row) => row.status)).toEqual(['failed', 'authorized']);
        expect(rows[1]!.gateway_reference).not.toBe(rows[0]!.gateway_reference);
      },
      async whileDown(made) {
        await made.customer.client.post(`/api/services/${made.service.id}/card-payment`);
        mp.failNext(3);
        return pay(made);
      },
      async afterDown(made) {
        expect((await paymentRows(made))[0]!.status).toBe('pending');
      },
      async holdOtherAmount(made) {
        const [payment] = await paymentRows(made);
        const token = (await world.sellers.tokensOf(made.provider.userId))!.accessToken;
        const cheap = await holdAtMercadoPago(mp.url, token, {
          transaction_amount: 1,
          capture: false,
          external_reference: payment!.id,
          metadata: { payment_id: payment!.id, job_id: made.service.id },
        });
        // Its notification while Mercado Pago cannot say what the payment is: 502, never 500, and delivered again.
        const told = paymentNotice(made, String(cheap.id));
        mp.failNext(3);
        const unread = await told.deliver();
        expect(unread.statusCode).toBe(502);
        expect(unread.json()).toEqual({
          error: { code: 'PAYMENT_GATEWAY_UNAVAILABLE', message: apiMessages.webhookGatewayUnavailable },
        });
        await told.again();
        return told.outcome();
      },
      otherAmountOutcome: 'ignored: authorised 100 MXN, the service costs 70000 mxn',
      async expectStarted(_made, started) {
        expect(started.json().checkout).toEqual({
          gateway: 'mercadopago',
          publishableKey: 'TEST-public-key-limpiahogar',
          scriptUrl: 'https://sdk.mercadopago.com/js/v2',
          clientSecret: '',
          mode: 'authorize',
          amount: 70_000,
        });
        // Nothing is asked of Mercado Pago until the form has the card.
        expect(callsTo('POST', '/v1/payments')).toHaveLength(0);
      },
      async expectHeld(held) {
        const [payment] = await paymentRows(held);
        const created = callsTo('POST', '/v1/payments').at(-1)!;
        expect(created.body).toMatchObject({
          transaction_amount: 700,
          token: 'card-token-approved',
          payment_method_id: 'visa',
          issuer_id: 160,
          installments: 1,
          capture: false,
          external_reference: payment!.id,
          metadata: { payment_id: payment!.id, job_id: held.service.id },
        });
        expect(created.body).not.toHaveProperty('application_fee');
        expect(created.idempotencyKey).toBe(`service-${payment!.id}`);
        expect(mp.payments.get(held.reference)!['collector_id']).toBe(Number(sellerOf(held)));
        // Mercado Pago's word on the hold arrives after: applied once, changes nothing.
        const told = paymentNotice(held, held.reference);
        expect((await told.deliver()).statusCode).toBe(200);
        expect(await told.outcome()).toBe('ignored: payment authorized');
      },
      afterDone: async () => undefined,
      expectCaptured(held, amount) {
        expect(callsTo('PUT', `/v1/payments/${held.reference}`).map((call) => call.body)).toEqual([
          { capture: true, transaction_amount: amount / 100 },
        ]);
        expect(mp.payments.get(held.reference)).toMatchObject({
          status: 'approved',
          transaction_amount: amount / 100,
        });
      },
      expectReleased(held) {
        expect(callsTo('PUT', `/v1/payments/${held.reference}`).map((call) => call.body)).toEqual([
          { status: 'cancelled' },
        ]);
        expect(mp.payments.get(held.reference)!['status']).toBe('cancelled');
      },
      noticeOf: (held) => paymentNotice(held, held.reference),
      refundNotice: (held) => paymentNotice(held, held.reference),
      expectRefunded(held, amount) {
        const refund = callsTo('POST', `/v1/payments/${held.reference}/refunds`);
        expect(refund).toHaveLength(1);
        expect(refund[0]!.body).toEqual({ amount: amount / 100 });
        expect(refund[0]!.idempotencyKey).toMatch(/^refund-/);
      },
      dispute: { hoursAhead: 5 * 24, runsOutAfterDays: 2 },
      expectLongHold: () => undefined,
    };
  },
};

/** A payment made straight at the stand-in with a seller's token, as the app would (or would not) make it. */
export const holdAtMercadoPago = (url: string, sellerToken: string, body: Record<string, unknown>) =>
  fetch(`${url}/v1/payments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sellerToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((answer) => answer.json() as Promise<{ id: number }>);
