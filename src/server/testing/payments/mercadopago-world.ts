import { expect } from 'vitest';
import { manualClock } from '#server/clock';
import { lateBound, useBeforeAll } from '#server/testing/before-all';
import { createTestApp, openTestDatabase, type TestApp } from '#server/testing/harness';
import { mercadoPagoSellers } from '#server/modules/payments/gateways/mercadopago/sellers';
import {
  MERCADOPAGO_MARKETPLACE_ENV,
  MERCADOPAGO_TEST_ENV,
  mercadoPagoServiceTestGateway,
  mercadoPagoTestGateway,
  mpNotification,
  postMercadoPagoNotification,
  startFakeMercadoPago,
  type FakeMercadoPago,
} from './fake-mercadopago';
import { offerAcceptedToPay, providerToPay } from './online-offer';

/**
 * What the tests of services paid through Mercado Pago share: an app whose plans stay free and whose services'
 * cards go through the real adapters pointed at the local stand-in, signed notifications delivered to it, a
 * provider who connected their Mercado Pago account, and an offer of $700 accepted to be paid by card.
 */
export async function startMercadoPagoServices() {
  const clock = manualClock();
  const mp: FakeMercadoPago = await startFakeMercadoPago();
  const database = await openTestDatabase();
  const sellers = mercadoPagoSellers(database.db, 'mercadopago-world-secret-0123456789abcdef');
  const services = mercadoPagoServiceTestGateway(mp, sellers);
  const t: TestApp = await createTestApp(
    { ...MERCADOPAGO_TEST_ENV, ...MERCADOPAGO_MARKETPLACE_ENV, PLAN_PAYMENTS: 'immediate' },
    undefined,
    database,
    { clock, paymentGateways: [mercadoPagoTestGateway(mp, clock, services)], serviceGateway: [services] },
  );
  let lastEventId = '';

  /** Mercado Pago's notification of `dataId` (a payment of `seller`), signed at `at`, delivered now. */
  const notify = async (
    dataId: string,
    seller: string | null,
    options: { at?: Date; secret?: string } = {},
  ) => {
    const notification = mpNotification({
      type: 'payment',
      dataId,
      at: options.at ?? t.clock.now(),
      secret: options.secret,
      ...(seller && { userId: seller }),
    });
    const answer = await postMercadoPagoNotification(t.app, notification);
    // The id the app keeps for a payment's notification: the payment's state as Mercado Pago has it now.
    const payment = mp.payments.get(dataId);
    lastEventId = payment ? `payment:${dataId}:${payment['status']}:${payment['date_last_updated']}` : '';
    return answer;
  };

  /** A provider with a plan who connected their Mercado Pago account (the whole OAuth trip). */
  async function connectedProvider() {
    const provider = await providerToPay(t);
    const connect = await provider.client.post('/api/provider/payouts/mercadopago/connect');
    expect(connect.statusCode, connect.body).toBe(200);
    const state = new URL(connect.json().url as string).searchParams.get('state')!;
    const { userId, code } = mp.seller();
    const back = await provider.client.post('/api/provider/payouts/mercadopago/callback', { state, code });
    expect(back.statusCode, back.body).toBe(200);
    return { ...provider, sellerId: userId };
  }

  /** An offer of $700, `hoursAhead` from the clock's now, accepted to be paid by card. */
  async function cardService(hoursAhead: number, provider?: Awaited<ReturnType<typeof connectedProvider>>) {
    const taker = provider ?? (await connectedProvider());
    const { customer, accepted } = await offerAcceptedToPay(t, taker, 'card', hoursAhead);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const service = accepted.json().service as { id: string; scheduledAt: string; title: string };
    return { provider: taker, customer, service };
  }

  return {
    t,
    mp,
    sellers,
    notify,
    lastEventId: () => lastEventId,
    connectedProvider,
    cardService,
    close: async () => {
      await t.close();
      await database.close();
      await mp.close();
    },
  };
}

/**
 * startMercadoPagoServices's world for the tests of a `describe`: started before them, closed after them. `t` and `mp` stand for
 * the world's own, late-bound like the world (see useBeforeAll), so a test file can name them at once.
 */
export function useMercadoPagoServices() {
  const world = useBeforeAll(
    'the world of services paid through Mercado Pago',
    startMercadoPagoServices,
    (started) => started.close(),
  );
  return { world, t: lateBound(() => world.t), mp: lateBound(() => world.mp) };
}
