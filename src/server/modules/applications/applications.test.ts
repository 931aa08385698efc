import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { destination } from '#shared/domain/geo';
import { providerMessages } from '#shared/provider-messages';
import { requestApplications, subscriptions } from '#server/db/schema';
import { TestClient } from '#server/testing/client';
import { testDriver, useTestApp } from '#server/testing/harness';
import { useBeforeAll } from '#server/testing/before-all';
import {
  insertApplications,
  insertRequest,
  publishRequest,
  signUpCustomer,
  signUpProvider,
  ZOCALO,
} from '#server/testing/marketplace';

const offer = { proposedPrice: 750.5, message: 'Puedo ir el sábado por la mañana.' };

describe(`POST /api/requests/:id/applications (${testDriver})`, () => {
  const t = useTestApp();
  const customer = useBeforeAll('the customer', () => signUpCustomer(t.app));

  const openRequests = (count: number) =>
    Promise.all(
      Array.from({ length: count }, () => insertRequest(t.database.db, { customerId: customer.userId })),
    );
  const applicationsOf = (providerId: string) =>
    t.database.db.select().from(requestApplications).where(eq(requestApplications.providerId, providerId));

  it('stores the offer in centavos and answers it', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'basic' });
    const requestId = await publishRequest(customer);
    const response = await provider.client.post(`/api/requests/${requestId}/applications`, offer);
    expect(response.statusCode).toBe(201);
    expect(response.json().application).toEqual({
      id: expect.any(String),
      requestId,
      proposedPrice: 75_050,
      durationMinutes: 180,
      message: offer.message,
      createdAt: expect.any(String),
    });
    const nearby = (await provider.client.get('/api/requests/nearby')).json().requests;
    expect(nearby.find((r: { id: string }) => r.id === requestId).myApplication).toEqual({
      id: response.json().application.id,
      status: 'pending',
      proposedPrice: 75_050,
      createdAt: response.json().application.createdAt,
    });
    const mine = (await customer.client.get('/api/requests/mine')).json().requests;
    expect(mine.find((r: { id: string }) => r.id === requestId).offers).toHaveLength(1);
  });

  it('is for providers only', async () => {
    const [requestId] = await openRequests(1);
    const url = `/api/requests/${requestId}/applications`;
    expect((await new TestClient(t.app).post(url, offer)).statusCode).toBe(401);
    expect((await customer.client.post(url, offer)).statusCode).toBe(403);
  });

  it('needs an active plan (403 NO_ACTIVE_PLAN), also once the plan has ended', async () => {
    const provider = await signUpProvider(t.app);
    const [requestId] = await openRequests(1);
    const url = `/api/requests/${requestId}/applications`;
    const response = await provider.client.post(url, offer);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code: 'NO_ACTIVE_PLAN', message: providerMessages.noActivePlan });

    await provider.client.post('/api/subscription', { planType: 'premium' });
    await t.database.db
      .update(subscriptions)
      .set({ startDate: new Date(Date.now() - 40 * 86_400_000), endDate: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.providerId, provider.userId));
    expect((await provider.client.post(url, offer)).json().error.code).toBe('NO_ACTIVE_PLAN');
  });

  it(`stops Básico at 10 a month with a Spanish message suggesting Premium`, async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'basic' });
    await insertApplications(t.database.db, provider.userId, await openRequests(10));
    const [requestId] = await openRequests(1);
    const response = await provider.client.post(`/api/requests/${requestId}/applications`, offer);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'PLAN_LIMIT_REACHED',
      message: providerMessages.planLimitReached,
    });
    expect(providerMessages.planLimitReached).toMatch(/10 aplicaciones.*Premium/);
  });

  it('counts only this calendar month (Mexico City): last month’s ten do not block', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'basic' });
    const lastMonth = new Date(Date.now() - 40 * 86_400_000);
    await insertApplications(t.database.db, provider.userId, await openRequests(10), lastMonth);
    const [requestId] = await openRequests(1);
    expect((await provider.client.post(`/api/requests/${requestId}/applications`, offer)).statusCode).toBe(
      201,
    );
    const overview = (await provider.client.get('/api/provider/overview')).json();
    expect(overview).toMatchObject({ applicationsThisMonth: 1, applicationsRemaining: 9 });
  });

  it('lets Premium and Empresarial apply past 10 a month', async () => {
    for (const plan of ['premium', 'enterprise'] as const) {
      const provider = await signUpProvider(t.app, { area: ZOCALO, plan });
      await insertApplications(t.database.db, provider.userId, await openRequests(12));
      const [requestId] = await openRequests(1);
      expect((await provider.client.post(`/api/requests/${requestId}/applications`, offer)).statusCode).toBe(
        201,
      );
      expect((await provider.client.get('/api/provider/overview')).json().applicationsRemaining).toBeNull();
    }
  });

  it('holds the limit under ten concurrent applications at nine used: exactly one succeeds', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'basic' });
    await insertApplications(t.database.db, provider.userId, await openRequests(9));
    const targets = await openRequests(10);
    const responses = await Promise.all(
      targets.map((id) => provider.client.post(`/api/requests/${id}/applications`, offer)),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    expect(
      responses
        .filter((r) => r.statusCode === 409)
        .every((r) => r.json().error.code === 'PLAN_LIMIT_REACHED'),
    ).toBe(true);
    expect(await applicationsOf(provider.userId)).toHaveLength(10);
  });

  it('accepts one application per request, also when the same offer is sent five times at once', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium' });
    const [requestId] = await openRequests(1);
    const url = `/api/requests/${requestId}/applications`;
    const responses = await Promise.all(Array.from({ length: 5 }, () => provider.client.post(url, offer)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const again = await provider.client.post(url, offer);
    expect(again.json().error).toEqual({ code: 'ALREADY_APPLIED', message: providerMessages.alreadyApplied });
    expect(await applicationsOf(provider.userId)).toHaveLength(1);
  });

  it('refuses an application to one’s own request (403 OWN_REQUEST)', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium' });
    const requestId = await insertRequest(t.database.db, { customerId: provider.userId });
    const response = await provider.client.post(`/api/requests/${requestId}/applications`, offer);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('OWN_REQUEST');
  });

  it('refuses a request that is no longer open (409 REQUEST_NOT_OPEN)', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium' });
    for (const status of ['assigned', 'completed', 'cancelled'] as const) {
      const requestId = await insertRequest(t.database.db, { customerId: customer.userId, status });
      const response = await provider.client.post(`/api/requests/${requestId}/applications`, offer);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'REQUEST_NOT_OPEN',
        message: providerMessages.requestNotOpen,
      });
    }
  });

  it('refuses a request whose date has passed (409 REQUEST_EXPIRED) and stores nothing', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium' });
    const requestId = await insertRequest(t.database.db, {
      customerId: customer.userId,
      requiredDate: new Date(Date.now() - 60_000),
    });
    const response = await provider.client.post(`/api/requests/${requestId}/applications`, offer);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'REQUEST_EXPIRED',
      message: providerMessages.requestExpired,
    });
    expect(await applicationsOf(provider.userId)).toEqual([]);
  });

  it('answers 404 for an unknown request and for another provider’s direct booking', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium' });
    const other = await signUpProvider(t.app);
    const booking = await insertRequest(t.database.db, {
      customerId: customer.userId,
      providerId: other.userId,
    });
    for (const id of ['6f1c2b9e-0000-4000-8000-000000000000', 'no-es-un-id', booking]) {
      const response = await provider.client.post(`/api/requests/${id}/applications`, offer);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('validates price and message with the Spanish messages of the dialog, and stores nothing', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium' });
    const [requestId] = await openRequests(1);
    const url = `/api/requests/${requestId}/applications`;
    const cases: [unknown, Record<string, string>][] = [
      [{}, { proposedPrice: providerMessages.priceRequired, message: providerMessages.messageRequired }],
      [
        { proposedPrice: 0, message: ' ' },
        { proposedPrice: providerMessages.pricePositive, message: providerMessages.messageRequired },
      ],
      [{ proposedPrice: 1_000_000.01, message: 'x' }, { proposedPrice: providerMessages.priceTooHigh }],
      [{ proposedPrice: 10.005, message: 'x' }, { proposedPrice: providerMessages.priceDecimals }],
      [
        { proposedPrice: '500', message: 'x'.repeat(2001) },
        { proposedPrice: providerMessages.priceRequired, message: providerMessages.messageTooLong },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await provider.client.post(url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual(fields);
    }
    expect(await applicationsOf(provider.userId)).toHaveLength(0);
  });

  it('refuses an offer on a request outside the provider’s circle, the same circle their list shows (403 OUT_OF_AREA)', async () => {
    const monterrey = { lat: 25.6866, lng: -100.3161 };
    const provider = await signUpProvider(t.app, { area: monterrey, radius: 50, plan: 'premium' });
    const [farAway] = await openRequests(1);
    const response = await provider.client.post(`/api/requests/${farAway}/applications`, offer);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'OUT_OF_AREA',
      message: providerMessages.requestOutsideArea,
    });

    // On the edge of the circle: listed and open to offers; a metre beyond it: neither.
    const onEdge = destination(monterrey, 90, 50);
    const beyond = destination(monterrey, 90, 50.001);
    const [edgeId, beyondId] = await Promise.all(
      [onEdge, beyond].map((place) =>
        insertRequest(t.database.db, { customerId: customer.userId, ...place }),
      ),
    );
    const listed = (await provider.client.get('/api/requests/nearby'))
      .json()
      .requests.map((request: { id: string }) => request.id);
    expect(listed).toContain(edgeId);
    expect(listed).not.toContain(beyondId);
    expect((await provider.client.post(`/api/requests/${edgeId}/applications`, offer)).statusCode).toBe(201);
    expect((await provider.client.post(`/api/requests/${beyondId}/applications`, offer)).statusCode).toBe(
      403,
    );
    expect(await applicationsOf(provider.userId)).toHaveLength(1);
  });

  it('refuses every offer while the provider has not chosen a service area', async () => {
    const provider = await signUpProvider(t.app, { plan: 'premium' });
    const [requestId] = await openRequests(1);
    const response = await provider.client.post(`/api/requests/${requestId}/applications`, offer);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('OUT_OF_AREA');
  });
});
