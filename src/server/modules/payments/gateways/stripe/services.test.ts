import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardPaymentMessages } from '#shared/service-payment-messages';
import { rowsOf } from '#server/db/client';
import { testDriver } from '#server/testing/harness';
import { bookableStartFrom } from '#server/testing/bookable';
import { signUpOperator } from '#server/testing/operator';
import { serviceEmails } from '#shared/service-email-messages';
import {
  bookingBody,
  publishRequest,
  signUpCustomer,
  signUpProvider,
  ZOCALO,
} from '#server/testing/marketplace';
import { DECLINED_CARD } from '#server/testing/payments/fake-stripe';
import { useServicePayments } from '#server/testing/payments/service-world';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe(`services paid by card through Stripe Connect (${testDriver})`, () => {
  const { world, t, stripe } = useServicePayments();

  type Party = Awaited<ReturnType<typeof signUpCustomer>>;
  const deliver = (type: string, object: Record<string, unknown>) => world.deliver(type, object);
  const serviceOf = async (party: Party, id: string) =>
    (await party.client.get('/api/services')).json().services.find((row: { id: string }) => row.id === id);
  const paymentsOf = async (jobId: string) =>
    rowsOf<{
      status: string;
      amount: number;
      captured_amount: number | null;
      gateway_reference: string | null;
    }>(
      await t.database.db.execute(sql`select status, amount, captured_amount, gateway_reference from payments
        where job_id = ${jobId} order by created_at, id`),
    );
  const callsTo = (path: string) => stripe.calls.filter((call) => call.path === path);

  const providerTakingCards = () => world.providerTakingPayments();

  /** An offer of $700 accepted to be paid by card, `hoursAhead` from the clock's now. */
  async function cardService(hoursAhead = 72, provider?: Awaited<ReturnType<typeof providerTakingCards>>) {
    const made = await world.acceptOffer('card', hoursAhead, provider);
    expect(made.accepted.statusCode, made.accepted.body).toBe(201);
    const service = made.accepted.json().service as { id: string; scheduledAt: string; card: unknown };
    return { customer: made.customer, provider: made.provider, service };
  }

  async function authorized(hoursAhead = 72) {
    const made = await cardService(hoursAhead);
    const started = await made.customer.client.post(`/api/services/${made.service.id}/card-payment`);
    expect(started.statusCode, started.body).toBe(200);
    const [payment] = await paymentsOf(made.service.id);
    const intent = stripe.confirmCard(payment!.gateway_reference!);
    expect((await deliver('payment_intent.amount_capturable_updated', intent)).statusCode).toBe(200);
    return { ...made, intentId: payment!.gateway_reference! };
  }

  const step = (party: Party, id: string, body: Record<string, unknown>) =>
    party.client.post(`/api/services/${id}/actions`, body);

  it('onboards a provider through Stripe Connect and follows the account by webhook', async () => {
    const provider = await signUpProvider(t.app);
    expect((await provider.client.get('/api/provider/payouts')).json()).toEqual({
      available: true,
      account: null,
      mercadopago: { available: false, account: null },
    });
    const first = await provider.client.post('/api/provider/payouts/onboarding');
    expect(first.statusCode).toBe(200);
    expect(first.json().url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\//);
    const second = await provider.client.post('/api/provider/payouts/onboarding');
    expect(second.statusCode).toBe(200);
    // One account, however often the provider comes back to finish it.
    const created = callsTo('/v1/accounts');
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toMatchObject({
      country: 'MX',
      controller: { stripe_dashboard: { type: 'express' }, fees: { payer: 'application' } },
      capabilities: { card_payments: { requested: 'true' }, transfers: { requested: 'true' } },
    });
    const linkCall = callsTo('/v1/account_links').at(-1)!;
    expect(linkCall.body['return_url']).toBe('http://localhost:3000/proveedor/cobros?registro=listo');
    expect((await provider.client.get('/api/provider/payouts')).json().account).toEqual({
      status: 'incomplete',
      chargesEnabled: false,
      payoutsEnabled: false,
      disabledReason: 'requirements.past_due',
    });
    expect((await provider.client.post('/api/provider/payouts/dashboard')).statusCode).toBe(409);

    const accountId = String(created[0] && [...stripe.accounts.keys()].at(-1));
    expect((await deliver('account.updated', stripe.enableAccount(accountId))).statusCode).toBe(200);
    expect((await provider.client.get('/api/provider/payouts')).json().account.status).toBe('enabled');
    const dashboard = await provider.client.post('/api/provider/payouts/dashboard');
    expect(dashboard.json().url).toBe(`https://connect.stripe.com/express/${accountId}`);
  });

  it('tells the web where a card is offered: with Stripe for services, and only with a provider who takes cards', async () => {
    const config = await t.app.inject({ url: '/api/config' });
    expect(config.json().paymentMethods).toEqual(['cash', 'card', 'transfer']);
    const taking = await providerTakingCards();
    const notTaking = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium', radius: 10 });
    const methods = async (providerId: string) =>
      (await t.app.inject({ url: `/api/payments/online-methods?providerId=${providerId}` })).json();
    expect(await methods(taking.userId)).toMatchObject({ card: true });
    expect(await methods(notTaking.userId)).toEqual({ online: false, card: false });
  });

  it('refuses a card for a provider who cannot take cards yet, and agrees nothing', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium', radius: 10 });
    const customer = await signUpCustomer(t.app);
    const requestId = await publishRequest(customer, ZOCALO, {
      requiredDate: new Date(t.clock.now().getTime() + 72 * HOUR).toISOString(),
    });
    const offer = await provider.client.post(`/api/requests/${requestId}/applications`, {
      proposedPrice: 700,
      message: 'Llevo mis productos y termino en tres horas.',
    });
    const offerId = offer.json().application.id;
    const refused = await customer.client.post(`/api/applications/${offerId}/accept`, {
      paymentMethod: 'card',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'PROVIDER_NO_CARDS',
      message: cardPaymentMessages.providerNoCards,
    });
    const cash = await customer.client.post(`/api/applications/${offerId}/accept`, { paymentMethod: 'cash' });
    expect(cash.statusCode).toBe(201);
    expect(cash.json().service).toMatchObject({ paymentMethod: 'cash', card: null });
  });

  it('saves the card of a service more than 7 days away and authorises it off-session 48 h before', async () => {
    const { customer, service } = await cardService(10 * 24);
    const started = await customer.client.post(`/api/services/${service.id}/card-payment`);
    expect(started.json().checkout.mode).toBe('save');
    const [setup] = [...stripe.setupIntents.values()].slice(-1);
    expect(setup).toMatchObject({ usage: 'off_session', metadata: { jobId: service.id } });
    expect(
      (await deliver('setup_intent.succeeded', stripe.confirmCard(setup!['id'] as string))).statusCode,
    ).toBe(200);
    expect((await serviceOf(customer, service.id)).card.state).toBe('saved');
    // Nothing is authorised before its time; then the hold is placed without the customer.
    await t.runTasks();
    expect(callsTo('/v1/payment_intents').filter((call) => call.body['off_session'])).toHaveLength(0);
    t.clock.set(new Date(new Date(service.scheduledAt).getTime() - 48 * HOUR));
    await t.runTasks();
    const offSession = callsTo('/v1/payment_intents').filter((call) => call.body['off_session']);
    expect(offSession).toHaveLength(1);
    expect(offSession[0]!.body).toMatchObject({ confirm: 'true', capture_method: 'manual', amount: '70000' });
    expect((await serviceOf(customer, service.id)).card.state).toBe('authorized');
    // The deadline passes with the card authorised: the service stays.
    t.clock.set(new Date(new Date(service.scheduledAt).getTime() - DAY));
    await t.runTasks();
    expect((await serviceOf(customer, service.id)).status).toBe('confirmed');
    t.clock.set(new Date());
  });

  it('fails an off-session authorisation the bank declines, and the customer can pay another way', async () => {
    const { customer, service } = await cardService(10 * 24);
    await customer.client.post(`/api/services/${service.id}/card-payment`);
    const [setup] = [...stripe.setupIntents.values()].slice(-1);
    const saved = { ...stripe.confirmCard(setup!['id'] as string), payment_method: DECLINED_CARD };
    await deliver('setup_intent.succeeded', saved);
    t.clock.set(new Date(new Date(service.scheduledAt).getTime() - 48 * HOUR));
    await t.runTasks();
    expect((await serviceOf(customer, service.id)).card).toMatchObject({ state: 'failed' });
    const cash = await customer.client.request('PUT', `/api/services/${service.id}/payment-method`, {
      paymentMethod: 'cash',
    });
    expect(cash.statusCode, cash.body).toBe(200);
    expect(cash.json().service).toMatchObject({ paymentMethod: 'cash', card: null });
    t.clock.set(new Date(new Date(service.scheduledAt).getTime() - DAY));
    await t.runTasks();
    expect((await serviceOf(customer, service.id)).status).toBe('confirmed');
    t.clock.set(new Date());
  });

  it('releases the hold when the customer changes to cash, and asks a new payment when back to card', async () => {
    const { customer, service, intentId } = await authorized(72);
    const cash = await customer.client.request('PUT', `/api/services/${service.id}/payment-method`, {
      paymentMethod: 'cash',
    });
    expect(cash.statusCode).toBe(200);
    await t.runTasks();
    expect(stripe.paymentIntents.get(intentId)!['status']).toBe('canceled');
    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    const card = await customer.client.request('PUT', `/api/services/${service.id}/payment-method`, {
      paymentMethod: 'card',
    });
    expect(card.json().service.card.state).toBe('unpaid');
    expect((await paymentsOf(service.id)).map((row) => row.status)).toEqual(['cancelled', 'pending']);
    const same = await customer.client.request('PUT', `/api/services/${service.id}/payment-method`, {
      paymentMethod: 'card',
    });
    expect(same.json().error.code).toBe('SAME_METHOD');
  });

  it('places the hold again off-session when it would run out before the service, and releases the old one', async () => {
    const { customer, service, intentId } = await authorized(6 * 24 + 23);
    t.clock.set(new Date(t.clock.now().getTime() + 6.5 * DAY));
    await t.runTasks();
    const renewal = callsTo('/v1/payment_intents').filter((call) => call.body['off_session']);
    expect(renewal.at(-1)!.body).toMatchObject({
      confirm: 'true',
      capture_method: 'manual',
      amount: '70000',
    });
    expect(stripe.paymentIntents.get(intentId)!['status']).toBe('canceled');
    const [payment] = await paymentsOf(service.id);
    expect(payment).toMatchObject({ status: 'authorized' });
    expect(payment!.gateway_reference).not.toBe(intentId);
    expect((await serviceOf(customer, service.id)).card.state).toBe('authorized');
    t.clock.set(new Date());
  });

  it('gives a hold confirmed again after a decline back to its payment, and refunds a cancelled dispute in full', async () => {
    const { customer, provider, service } = await cardService(72);
    await customer.client.post(`/api/services/${service.id}/card-payment`);
    const [first] = await paymentsOf(service.id);
    await deliver('payment_intent.payment_failed', stripe.confirmCard(first!.gateway_reference!, 'declined'));
    expect((await serviceOf(customer, service.id)).card.state).toBe('failed');
    // The customer types another card in the same form: the same intent is authorised after all.
    await deliver('payment_intent.amount_capturable_updated', stripe.confirmCard(first!.gateway_reference!));
    expect((await serviceOf(customer, service.id)).card.state).toBe('authorized');

    t.clock.set(service.scheduledAt);
    await step(provider, service.id, { action: 'mark_done' });
    await step(customer, service.id, { action: 'report_problem', reason: 'No vino nadie.' });
    t.clock.set(new Date(t.clock.now().getTime() + 4 * DAY));
    await t.runTasks();
    // Support decides in the console: the e-mail says the card gets its money back by itself.
    const operator = await signUpOperator(t);
    const resolved = await operator.client.post(`/api/operator/disputes/${service.id}/resolve`, {
      outcome: 'refund',
      reason: 'El proveedor no se presentó.',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    await t.runTasks();
    const told = t.mailer.sent.filter((mail) => mail.to === customer.email).at(-1)!;
    expect(told.text).toContain(serviceEmails.cardOutcomes.refund);
    expect(callsTo('/v1/refunds').at(-1)!.body).toMatchObject({ amount: '70000' });
    expect(await paymentsOf(service.id)).toMatchObject([{ status: 'refunded' }]);
    expect((await serviceOf(customer, service.id)).card.state).toBe('refunded');
    t.clock.set(new Date());
  });

  it('authorises a direct booking by card and releases it when the provider declines', async () => {
    const provider = await providerTakingCards();
    const customer = await signUpCustomer(t.app);
    const booked = await customer.client.post(
      '/api/bookings',
      bookingBody(provider.userId, {
        paymentMethod: 'card',
        requiredDate: bookableStartFrom(new Date(t.clock.now().getTime() + 54 * HOUR)).toISOString(),
      }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const [service] = (await customer.client.get('/api/services')).json().services;
    expect(service).toMatchObject({ status: 'pending', card: { state: 'unpaid' } });
    await customer.client.post(`/api/services/${service.id}/card-payment`);
    const [payment] = await paymentsOf(service.id);
    await deliver(
      'payment_intent.amount_capturable_updated',
      stripe.confirmCard(payment!.gateway_reference!),
    );
    expect((await step(provider, service.id, { action: 'decline_booking' })).statusCode).toBe(200);
    await t.runTasks();
    expect(stripe.paymentIntents.get(payment!.gateway_reference!)!['status']).toBe('canceled');
    expect((await paymentsOf(service.id))[0]!.status).toBe('cancelled');

    const noCards = await signUpProvider(t.app, {
      area: ZOCALO,
      plan: 'basic',
      radius: 10,
      services: [{ serviceId: 'home-cleaning', hourlyPrice: 50_000 }],
      displayName: `Casa ${Math.random().toString(36).slice(2, 8)}`,
    });
    const refused = await customer.client.post(
      '/api/bookings',
      bookingBody(noCards.userId, { paymentMethod: 'card' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ paymentMethod: cardPaymentMessages.providerNoCards });
  });
});
