import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '#shared/common-messages';
import { users } from '#server/db/schema';
import { testDriver, useTestApp } from '#server/testing/harness';
import { verificationPath } from '#server/testing/client';
import {
  bookingBody,
  publishRequest,
  requestBody,
  signUpCustomer,
  signUpProvider,
  ZOCALO,
} from '#server/testing/marketplace';

const services = [{ serviceId: 'home-cleaning' as const, hourlyPrice: 90_000 }];
const refusal = { error: { code: 'EMAIL_NOT_VERIFIED', message: apiMessages.emailNotVerified } };

// Sessions opened before sign-in needed a confirmed address may still belong to someone who never confirmed it.
describe(`a signed-in person whose address is not confirmed (${testDriver})`, () => {
  // No session cache: the change of state below must be seen on the next request.
  const t = useTestApp({ env: { SESSION_CACHE_SECONDS: '0' } });

  const unconfirm = (userId: string) =>
    t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, userId));

  it('cannot publish a request or book a provider, but still reads their own panel', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium', services });
    const customer = await signUpCustomer(t.app);
    await unconfirm(customer.userId);

    const publish = await customer.client.post('/api/requests', requestBody());
    expect(publish.statusCode).toBe(403);
    expect(publish.json()).toEqual(refusal);
    const book = await customer.client.post('/api/bookings', bookingBody(provider.userId));
    expect(book.statusCode).toBe(403);
    expect(book.json()).toEqual(refusal);
    expect((await customer.client.get('/api/requests/mine')).statusCode).toBe(200);
  });

  it('cannot apply to a request', async () => {
    const customer = await signUpCustomer(t.app);
    const requestId = await publishRequest(customer);
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium' });
    await unconfirm(provider.userId);

    const apply = await provider.client.post(`/api/requests/${requestId}/applications`, {
      proposedPrice: 800,
      message: 'Puedo ir mañana por la mañana.',
    });
    expect(apply.statusCode).toBe(403);
    expect(apply.json()).toEqual(refusal);
  });

  it('can publish, book and apply again once the address is confirmed', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium', services });
    const customer = await signUpCustomer(t.app);
    await unconfirm(customer.userId);
    expect((await customer.client.post('/api/requests', requestBody())).statusCode).toBe(403);
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, customer.userId));
    const requestId = await publishRequest(customer);
    expect((await customer.client.post('/api/bookings', bookingBody(provider.userId))).statusCode).toBe(201);
    const apply = await provider.client.post(`/api/requests/${requestId}/applications`, {
      proposedPrice: 800,
      message: 'Puedo ir mañana por la mañana.',
    });
    expect(apply.statusCode).toBe(201);
  });
});

describe(`confirming the address of an open session (${testDriver})`, () => {
  const t = useTestApp({ env: { SESSION_CACHE_SECONDS: '60' } });

  it('lets the same session publish right after its link is opened, cache or not', async () => {
    const customer = await signUpCustomer(t.app);
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, customer.userId));
    expect((await customer.client.post('/api/requests', requestBody())).statusCode).toBe(403);

    // The link from sign-up, opened again: no auth POST in between, which would empty the cache anyway.
    const opened = await customer.client.get(verificationPath(t.app, customer.email));
    expect(opened.headers.location).toBe('/cliente');
    expect((await customer.client.post('/api/requests', requestBody())).statusCode).toBe(201);
  });
});
