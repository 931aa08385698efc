import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cardPaymentMessages } from '#shared/service-payment-messages';
import { rowsOf } from '#server/db/client';
import { serviceRequests } from '#server/db/schema';
import { testDriver, useTestApp } from '#server/testing/harness';
import { useBeforeAll } from '#server/testing/before-all';
import {
  bookingBody,
  publishRequest,
  requestBody,
  signUpCustomer,
  signUpProvider,
  ZOCALO,
} from '#server/testing/marketplace';
import { startServicePayments } from '#server/testing/payments/service-world';

type Customer = Awaited<ReturnType<typeof signUpCustomer>>;

const CARD_UNAVAILABLE = {
  code: 'CARD_UNAVAILABLE',
  message: cardPaymentMessages.unavailable,
  fields: { paymentMethod: cardPaymentMessages.unavailable },
};

describe(`'Tarjeta' where no gateway takes cards (${testDriver})`, () => {
  const t = useTestApp();

  const requestsOf = (customer: Customer) =>
    t.database.db.select().from(serviceRequests).where(eq(serviceRequests.customerId, customer.userId));
  const servicesOf = async (customer: Customer) =>
    rowsOf<{ payment_method: string }>(
      await t.database.db.execute(
        sql`select payment_method from jobs where customer_id = ${customer.userId}`,
      ),
    );
  const provider = () =>
    signUpProvider(t.app, {
      area: ZOCALO,
      plan: 'premium',
      radius: 10,
      services: [{ serviceId: 'home-cleaning', hourlyPrice: 60_000 }],
    });

  /** The customer's request, by cash, and the provider's offer on it: the offer's id. */
  async function offerOn(customer: Customer, taker: Awaited<ReturnType<typeof provider>>) {
    const requestId = await publishRequest(customer, ZOCALO);
    const offer = await taker.client.post(`/api/requests/${requestId}/applications`, {
      proposedPrice: 700,
      message: 'Llevo mis productos y termino en tres horas.',
    });
    expect(offer.statusCode, offer.body).toBe(201);
    return { requestId, offerId: offer.json().application.id as string };
  }

  it('offers cash and transfer only, and refuses a request by card with 409 CARD_UNAVAILABLE, writing nothing', async () => {
    const config = await t.app.inject({ url: '/api/config' });
    expect(config.json().paymentMethods).toEqual(['cash', 'transfer']);
    const customer = await signUpCustomer(t.app);
    const body = requestBody(ZOCALO, { paymentMethod: 'card' });
    const refused = await customer.client.post('/api/requests', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual(CARD_UNAVAILABLE);
    expect(await requestsOf(customer)).toEqual([]);
    // The idempotency key was not spent: the same form, sent again by cash, publishes.
    const cash = await customer.client.post('/api/requests', { ...body, paymentMethod: 'cash' });
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json().request.paymentMethod).toBe('cash');
  });

  it('refuses a booking by card with 409 CARD_UNAVAILABLE under Forma de pago, agreeing no service', async () => {
    const taker = await provider();
    const customer = await signUpCustomer(t.app);
    const body = bookingBody(taker.userId, { paymentMethod: 'card' });
    const refused = await customer.client.post('/api/bookings', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual(CARD_UNAVAILABLE);
    expect(await requestsOf(customer)).toEqual([]);
    expect(await servicesOf(customer)).toEqual([]);
    const transfer = await customer.client.post('/api/bookings', { ...body, paymentMethod: 'transfer' });
    expect(transfer.statusCode, transfer.body).toBe(201);
  });

  it('refuses to accept an offer by card, chosen in the dialog or kept from an older request, and agrees nothing', async () => {
    const taker = await provider();
    const customer = await signUpCustomer(t.app);
    const { requestId, offerId } = await offerOn(customer, taker);
    const chosen = await customer.client.post(`/api/applications/${offerId}/accept`, {
      paymentMethod: 'card',
    });
    expect(chosen.statusCode).toBe(409);
    expect(chosen.json().error).toEqual(CARD_UNAVAILABLE);
    // A request published by card before 'Tarjeta' needed a gateway: accepted as it is, its card is refused too.
    await t.database.db
      .update(serviceRequests)
      .set({ paymentMethod: 'card' })
      .where(eq(serviceRequests.id, requestId));
    const kept = await customer.client.post(`/api/applications/${offerId}/accept`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().error.code).toBe('CARD_UNAVAILABLE');
    expect(await servicesOf(customer)).toEqual([]);
    const [request] = await requestsOf(customer);
    expect(request!.status).toBe('open');
    const offers = rowsOf<{ status: string }>(
      await t.database.db.execute(sql`select status from request_applications where id = ${offerId}`),
    );
    expect(offers).toEqual([{ status: 'pending' }]);

    const cash = await customer.client.post(`/api/applications/${offerId}/accept`, { paymentMethod: 'cash' });
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json().service.paymentMethod).toBe('cash');
  });

  it('refuses to change a service’s way to pay to a card, and the service keeps its own', async () => {
    const taker = await provider();
    const customer = await signUpCustomer(t.app);
    const { offerId } = await offerOn(customer, taker);
    const accepted = await customer.client.post(`/api/applications/${offerId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const serviceId = accepted.json().service.id as string;
    const refused = await customer.client.request('PUT', `/api/services/${serviceId}/payment-method`, {
      paymentMethod: 'card',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual(CARD_UNAVAILABLE);
    expect(await servicesOf(customer)).toEqual([{ payment_method: 'cash' }]);
    const transfer = await customer.client.request('PUT', `/api/services/${serviceId}/payment-method`, {
      paymentMethod: 'transfer',
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    expect(transfer.json().service.paymentMethod).toBe('transfer');
  });
});

describe(`'Tarjeta' where a gateway takes cards (${testDriver})`, () => {
  const world = useBeforeAll('the world', () => startServicePayments());
  afterAll(() => world.close());

  it('offers a card and publishes a request by card', async () => {
    const config = await world.t.app.inject({ url: '/api/config' });
    expect(config.json().paymentMethods).toEqual(['cash', 'card', 'transfer']);
    const customer = await signUpCustomer(world.t.app);
    const published = await customer.client.post(
      '/api/requests',
      requestBody(ZOCALO, { paymentMethod: 'card' }),
    );
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json().request.paymentMethod).toBe('card');
  });
});
