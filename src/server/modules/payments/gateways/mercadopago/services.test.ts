import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mercadoPagoMessages } from '#shared/mercadopago-messages';
import { rowsOf } from '#server/db/client';
import { testDriver } from '#server/testing/harness';
import { signUpProvider } from '#server/testing/marketplace';
import { takeStep } from '#server/modules/jobs/transitions';
import { MP_TOKEN_REFRESH, TOKEN_REVOKED } from './tokens';
import { MP_WEBHOOK_SECRET } from '#server/testing/payments/fake-mercadopago';
import { holdAtMercadoPago as holdAt, mercadoPagoCard } from '#server/testing/payments/mercadopago-driver';
import { useMercadoPagoServices } from '#server/testing/payments/mercadopago-world';
import { eventOutcome } from '#server/testing/payments/support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe(`services paid by card through the provider's Mercado Pago account (${testDriver})`, () => {
  const { world, t, mp } = useMercadoPagoServices();

  type Party = Awaited<ReturnType<typeof world.connectedProvider>>;
  const outcomeOf = () => eventOutcome(t.database.db, world.lastEventId());
  const serviceOf = async (party: { client: Party['client'] }, id: string) =>
    (await party.client.get('/api/services')).json().services.find((row: { id: string }) => row.id === id);
  const paymentsOf = async (jobId: string) =>
    rowsOf<{
      id: string;
      status: string;
      amount: number;
      captured_amount: number | null;
      refunded_amount: number | null;
      gateway: string;
      gateway_reference: string | null;
    }>(
      await t.database.db.execute(sql`select id, status, amount, captured_amount, refunded_amount, gateway,
          gateway_reference from payments where job_id = ${jobId} order by created_at, id`),
    );
  const callsTo = (method: string, path: string | RegExp) =>
    mp.calls.filter(
      (call) =>
        call.method === method && (typeof path === 'string' ? call.path === path : path.test(call.path)),
    );
  const step = (party: { client: Party['client'] }, id: string, body: Record<string, unknown>) =>
    party.client.post(`/api/services/${id}/actions`, body);
  const card = () => mercadoPagoCard();

  /** $700 held straight at the stand-in with a seller's token, naming our payment row as the app would. */
  const holdAtMercadoPago = (sellerToken: string, paymentId: string, jobId: string) =>
    holdAt(mp.url, sellerToken, {
      transaction_amount: 700,
      token: 'card-token-approved',
      capture: false,
      external_reference: paymentId,
      metadata: { payment_id: paymentId, job_id: jobId },
    });

  async function authorized(hoursAhead = 72) {
    const made = await world.cardService(hoursAhead);
    const started = await made.customer.client.post(`/api/services/${made.service.id}/card-payment`);
    expect(started.statusCode, started.body).toBe(200);
    const paid = await made.customer.client.post(
      `/api/services/${made.service.id}/card-payment/mercadopago`,
      card(),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const [payment] = await paymentsOf(made.service.id);
    return { ...made, paymentId: payment!.id, mpId: payment!.gateway_reference! };
  }

  /**
   * A card held five days ahead, the service done and then disputed, and two days on the hold about to run out is
   * captured in full while the dispute is still open.
   */
  async function capturedInDispute(reason: string) {
    const made = await authorized(5 * 24);
    const { customer, provider, service } = made;
    t.clock.set(service.scheduledAt);
    expect((await step(provider, service.id, { action: 'mark_done' })).statusCode).toBe(200);
    expect((await step(customer, service.id, { action: 'report_problem', reason })).statusCode).toBe(200);
    t.clock.set(new Date(t.clock.now().getTime() + 2 * DAY));
    await t.runTasks();
    expect(await paymentsOf(service.id)).toMatchObject([{ status: 'paid', captured_amount: 70_000 }]);
    return made;
  }

  it('connects a provider’s Mercado Pago account by OAuth and keeps its tokens sealed', async () => {
    const provider = await signUpProvider(t.app);
    expect((await provider.client.get('/api/provider/payouts')).json().mercadopago).toEqual({
      available: true,
      account: null,
    });
    const connect = await provider.client.post('/api/provider/payouts/mercadopago/connect');
    expect(connect.statusCode).toBe(200);
    const url = new URL(connect.json().url);
    expect(`${url.origin}${url.pathname}`).toBe('https://auth.mercadopago.com.mx/authorization');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: '1234567890123456',
      response_type: 'code',
      platform_id: 'mp',
      redirect_uri: 'http://localhost:3000/proveedor/cobros/mercadopago',
    });
    const { userId, code } = mp.seller();
    const back = await provider.client.post('/api/provider/payouts/mercadopago/callback', {
      state: url.searchParams.get('state'),
      code,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().mercadopago.account).toMatchObject({ status: 'connected', userId });
    expect(callsTo('POST', '/oauth/token').at(-1)!.body).toMatchObject({
      grant_type: 'authorization_code',
      code,
      client_id: '1234567890123456',
      client_secret: 'mp-client-secret-limpiahogar',
      redirect_uri: 'http://localhost:3000/proveedor/cobros/mercadopago',
    });
    const [row] = rowsOf<{ access_token: string; refresh_token: string; charges_enabled: boolean }>(
      await t.database.db.execute(sql`select access_token, refresh_token, charges_enabled from payout_accounts
        where provider_id = ${provider.userId} and gateway = 'mercadopago'`),
    );
    const issued = mp.sellerTokens.get(userId)!;
    expect(row!.charges_enabled).toBe(true);
    // Sealed at rest: neither token is in the database as Mercado Pago gave it.
    expect(row!.access_token).not.toContain(issued.accessToken);
    expect(row!.refresh_token).not.toContain(issued.refreshToken);
    expect((await world.sellers.tokensOf(provider.userId))!.accessToken).toBe(issued.accessToken);
    const [refresh] = rowsOf<{ run_at: string | Date }>(
      await t.database.db.execute(sql`select run_at from tasks where kind = ${MP_TOKEN_REFRESH}
        and payload->>'providerId' = ${provider.userId}`),
    );
    // Refreshed at half the token's 180 days.
    expect(new Date(refresh!.run_at).getTime()).toBe(t.clock.now().getTime() + 90 * DAY);

    // Another provider cannot take over the same Mercado Pago account.
    const other = await signUpProvider(t.app);
    const otherState = new URL(
      (await other.client.post('/api/provider/payouts/mercadopago/connect')).json().url,
    ).searchParams.get('state');
    mp.sellerTokens.delete(userId);
    const again = mp.seller(userId);
    const taken = await other.client.post('/api/provider/payouts/mercadopago/callback', {
      state: otherState,
      code: again.code,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('ACCOUNT_TAKEN');
  });

  it('refuses a forged, someone else’s, expired or reused state in Spanish, and stores nothing', async () => {
    const provider = await signUpProvider(t.app);
    const other = await signUpProvider(t.app);
    const stateOf = async (party: typeof provider) =>
      new URL(
        (await party.client.post('/api/provider/payouts/mercadopago/connect')).json().url,
      ).searchParams.get('state')!;
    const callback = (party: typeof provider, state: string, code = mp.seller().code) =>
      party.client.post('/api/provider/payouts/mercadopago/callback', { state, code });

    const forged = await callback(provider, 'bm9uY2U.ZmFrZS1zaWduYXR1cmU');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toEqual({ code: 'STATE_INVALID', message: mercadoPagoMessages.stateInvalid });
    // A state made for another provider is not this one's, signature and all.
    const theirs = await callback(provider, await stateOf(other));
    expect(theirs.json().error.code).toBe('STATE_INVALID');

    const stale = await stateOf(provider);
    t.clock.set(new Date(t.clock.now().getTime() + 16 * 60_000));
    const expired = await callback(provider, stale);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toEqual({
      code: 'STATE_EXPIRED',
      message: mercadoPagoMessages.stateExpired,
    });
    t.clock.set(new Date());

    const fresh = await stateOf(provider);
    const denied = await provider.client.post('/api/provider/payouts/mercadopago/callback', { state: fresh });
    expect(denied.json().error).toEqual({ code: 'OAUTH_DENIED', message: mercadoPagoMessages.denied });
    const reused = await callback(provider, fresh);
    expect(reused.json().error.code).toBe('STATE_EXPIRED');
    const empty = await provider.client.post('/api/provider/payouts/mercadopago/callback', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ state: mercadoPagoMessages.stateInvalid });

    const stored = rowsOf(
      await t.database.db.execute(sql`select 1 from payout_accounts where provider_id = ${provider.userId}`),
    );
    expect(stored).toHaveLength(0);
    expect((await provider.client.get('/api/provider/payouts')).json().mercadopago.account).toBeNull();
  });

  it('refreshes a seller’s token at half its life, and asks to connect again when Mercado Pago refuses', async () => {
    const provider = await world.connectedProvider();
    const first = mp.sellerTokens.get(provider.sellerId)!.accessToken;
    t.clock.set(new Date(t.clock.now().getTime() + 91 * DAY));
    await t.runTasks();
    const renewed = mp.sellerTokens.get(provider.sellerId)!;
    expect(renewed.accessToken).not.toBe(first);
    expect(callsTo('POST', '/oauth/token').at(-1)!.body).toMatchObject({ grant_type: 'refresh_token' });
    expect((await world.sellers.tokensOf(provider.userId))!.accessToken).toBe(renewed.accessToken);

    // The seller revoked the application: the next refresh is refused, and cards stop going through it.
    renewed.revoked = true;
    t.clock.set(new Date(t.clock.now().getTime() + 91 * DAY));
    await t.runTasks();
    const payouts = (await provider.client.get('/api/provider/payouts')).json();
    expect(payouts.mercadopago.account.status).toBe('reconnect');
    const [row] = rowsOf<{ disabled_reason: string }>(
      await t.database.db.execute(sql`select disabled_reason from payout_accounts
        where provider_id = ${provider.userId} and gateway = 'mercadopago'`),
    );
    expect(row!.disabled_reason).toBe(TOKEN_REVOKED);
    t.clock.set(new Date());
  });

  it('asks for the card of a service more than 6 days away only once Mercado Pago can hold it that long', async () => {
    const { customer, service } = await world.cardService(10 * 24);
    const early = await customer.client.post(`/api/services/${service.id}/card-payment`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('CARD_TOO_EARLY');
    expect(early.json().error.message).toMatch(
      /^Con Mercado Pago, la tarjeta se autoriza en los 6 días previos/,
    );
    const direct = await customer.client.post(`/api/services/${service.id}/card-payment/mercadopago`, card());
    expect(direct.json().error.code).toBe('CARD_TOO_EARLY');
    expect(
      callsTo('POST', '/v1/payments').filter(
        (call) =>
          call.body['metadata'] && (call.body['metadata'] as { job_id: string }).job_id === service.id,
      ),
    ).toHaveLength(0);

    t.clock.set(new Date(new Date(service.scheduledAt).getTime() - 6 * DAY + HOUR));
    expect((await customer.client.post(`/api/services/${service.id}/card-payment`)).statusCode).toBe(200);
    const paid = await customer.client.post(`/api/services/${service.id}/card-payment/mercadopago`, card());
    expect(paid.json().service.card.state).toBe('authorized');
    t.clock.set(new Date());
  });

  it('checks each notification’s signature and age, applies each state once, and ignores what is not ours', async () => {
    const { customer, provider, service, paymentId } = await world.cardService(72).then(async (made) => {
      await made.customer.client.post(`/api/services/${made.service.id}/card-payment`);
      const [payment] = await paymentsOf(made.service.id);
      return { ...made, paymentId: payment!.id };
    });
    // The hold is placed, but the app's answer is lost: Mercado Pago's notification is what records it.
    const token = (await world.sellers.tokensOf(provider.userId))!.accessToken;
    const held = await holdAtMercadoPago(token, paymentId, service.id);
    const mpId = String(held.id);

    const forged = await world.notify(mpId, provider.sellerId, { secret: 'not-the-secret' });
    expect(forged.statusCode).toBe(401);
    const stale = await world.notify(mpId, provider.sellerId, {
      at: new Date(t.clock.now().getTime() - 10 * 60_000),
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error.code).toBe('INVALID_SIGNATURE');
    expect((await paymentsOf(service.id))[0]!.status).toBe('pending');

    expect((await world.notify(mpId, provider.sellerId)).statusCode).toBe(200);
    expect(await outcomeOf()).toBe('applied');
    expect(await paymentsOf(service.id)).toMatchObject([{ status: 'authorized', gateway_reference: mpId }]);
    expect((await serviceOf(customer, service.id)).card.state).toBe('authorized');
    const events = async () =>
      rowsOf(
        await t.database.db.execute(
          sql`select 1 from payment_events where event_id like ${`payment:${mpId}:%`}`,
        ),
      ).length;
    const before = await events();
    // The same state again (Mercado Pago retries): one row, applied once.
    expect((await world.notify(mpId, provider.sellerId)).statusCode).toBe(200);
    expect(await events()).toBe(before);

    // Out of order: a notification sent at authorisation but delivered after the capture reads the payment as it
    // is now (captured), which the payment already says.
    t.clock.set(service.scheduledAt);
    await step(provider, service.id, { action: 'mark_done' });
    await step(customer, service.id, { action: 'confirm_completion' });
    await t.runTasks();
    expect((await world.notify(mpId, provider.sellerId)).statusCode).toBe(200);
    expect(await outcomeOf()).toBe('ignored: already paid');
    t.clock.set(new Date());

    // A topic the product does not read, and a seller's payment made for something else: answered, ignored.
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/payments/webhooks/mercadopago?data.id=123&type=point_integration_wh`,
      headers: { 'content-type': 'application/json', ...signed('123') },
      payload: '{}',
    });
    expect(other.statusCode).toBe(200);
    const stray = await fetch(`${mp.url}/v1/payments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ transaction_amount: 50, token: 'x', capture: true }),
    }).then((answer) => answer.json() as Promise<{ id: number }>);
    expect((await world.notify(String(stray.id), provider.sellerId)).statusCode).toBe(200);
    expect(await outcomeOf()).toBe('ignored: payment');
  });

  it('ignores a notified payment naming one of ours that another seller’s account received', async () => {
    const { customer, provider, service } = await world.cardService(72);
    await customer.client.post(`/api/services/${service.id}/card-payment`);
    const [payment] = await paymentsOf(service.id);
    // Another connected provider makes a payment in their own account that names this service's payment.
    const intruder = await world.connectedProvider();
    const theirs = (await world.sellers.tokensOf(intruder.userId))!.accessToken;
    const forged = await holdAtMercadoPago(theirs, payment!.id, service.id);
    expect((await world.notify(String(forged.id), intruder.sellerId)).statusCode).toBe(200);
    expect(await outcomeOf()).toBe(
      `ignored: collected by Mercado Pago account ${intruder.sellerId}, the provider's is ${provider.sellerId}`,
    );
    expect(await paymentsOf(service.id)).toMatchObject([{ status: 'pending', gateway_reference: null }]);
    expect((await serviceOf(customer, service.id)).card.state).toBe('unpaid');

    // A payment of ours whose provider has no Mercado Pago account any more is not applied either.
    const stray = await fetch(`${mp.url}/v1/payments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${theirs}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        transaction_amount: 700,
        token: 'card-token-approved',
        capture: false,
        external_reference: 'not-a-payment-of-ours',
        metadata: { payment_id: 'not-a-payment-of-ours', job_id: service.id },
      }),
    }).then((answer) => answer.json() as Promise<{ id: number }>);
    await world.notify(String(stray.id), intruder.sellerId);
    expect(await outcomeOf()).toBe(
      'ignored: no Mercado Pago account of the provider of payment not-a-payment-of-ours',
    );
  });

  it('refuses to disconnect while a captured amount may still be refunded, and allows it once settled', async () => {
    // The hold about to run out is captured while the dispute is open: a refund may still follow.
    const { provider, service, mpId } = await capturedInDispute('Faltó el baño.');
    const disputed = await provider.client.post('/api/provider/payouts/mercadopago/disconnect');
    expect(disputed.statusCode).toBe(409);
    expect(disputed.json().error.code).toBe('OPEN_PAYMENTS');

    // Resolved with a refund: while the refund is still queued, the tokens are kept.
    await t.database.db.transaction((tx) =>
      takeStep(tx, service.id, {
        action: 'resolve_as_completed',
        userId: null,
        now: t.clock.now(),
        support: { settledAmount: 50_000 },
      }),
    );
    const queued = await provider.client.post('/api/provider/payouts/mercadopago/disconnect');
    expect(queued.json().error.code).toBe('OPEN_PAYMENTS');
    await t.runTasks();
    expect(callsTo('POST', `/v1/payments/${mpId}/refunds`).at(-1)!.body).toEqual({ amount: 200 });
    const done = await provider.client.post('/api/provider/payouts/mercadopago/disconnect');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().mercadopago.account).toBeNull();
    t.clock.set(new Date());
  });

  it('refuses to disconnect while a card is held in the account, and forgets the tokens after', async () => {
    const { provider, customer, service } = await authorized(72);
    const refused = await provider.client.post('/api/provider/payouts/mercadopago/disconnect');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'OPEN_PAYMENTS',
      message: mercadoPagoMessages.openPayments,
    });
    expect((await step(customer, service.id, { action: 'cancel_by_customer' })).statusCode).toBe(200);
    await t.runTasks();
    const done = await provider.client.post('/api/provider/payouts/mercadopago/disconnect');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().mercadopago).toEqual({ available: true, account: null });
    // Without an account, the provider's next card service is refused.
    const next = await world.cardService(72, provider).catch((error: Error) => error);
    expect(next).toBeInstanceOf(Error);
  });
});

/** Signature headers for a notification of `dataId` (a topic with no payment behind it). */
function signed(dataId: string) {
  const ts = Math.floor(Date.now() / 1000);
  const requestId = 'req-1';
  const v1 = createHmac('sha256', MP_WEBHOOK_SECRET)
    .update(`id:${dataId};request-id:${requestId};ts:${ts};`)
    .digest('hex');
  return { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId };
}
