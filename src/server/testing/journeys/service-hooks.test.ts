import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '#server/db/schema';
import { TEST_ORIGIN, testDriver, useTestApp } from '#server/testing/harness';
import { publishRequest, signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';

const HOUR = 3_600_000;

// The journeys' clock hook moves a service's instants; nobody but its two parties may move one.
describe(`the journeys' hook that ages a service, with E2E_TEST_HOOKS (${testDriver})`, () => {
  const t = useTestApp({ env: { E2E_TEST_HOOKS: 'true' } });

  async function agreedService() {
    const customer = await signUpCustomer(t.app);
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium', radius: 10 });
    const requestId = await publishRequest(customer, ZOCALO);
    const offer = await provider.client.post(`/api/requests/${requestId}/applications`, {
      proposedPrice: 800,
      message: 'Llevo mis productos y termino en tres horas.',
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const accepted = await customer.client.post(`/api/applications/${offer.json().application.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(201);
    return { customer, provider, serviceId: accepted.json().service.id as string };
  }

  const scheduledAt = async (id: string) =>
    (await t.database.db.select({ at: jobs.scheduledAt }).from(jobs).where(eq(jobs.id, id)))[0]!.at.getTime();

  it('moves the service for its customer and its provider, and for nobody else', async () => {
    const { customer, provider, serviceId } = await agreedService();
    const stranger = await signUpCustomer(t.app);
    const otherProvider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium', radius: 10 });
    const url = `/api/test/services/${serviceId}/age`;
    const start = await scheduledAt(serviceId);

    const guest = await t.app.inject({
      method: 'POST',
      url,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ hours: 24 }),
    });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.code).toBe('UNAUTHORIZED');
    for (const outsider of [stranger, otherProvider]) {
      const refused = await outsider.client.post(url, { hours: 24 });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('NOT_FOUND');
    }
    expect(await scheduledAt(serviceId)).toBe(start);

    expect((await customer.client.post(url, { hours: 2 })).statusCode).toBe(200);
    expect(await scheduledAt(serviceId)).toBe(start - 2 * HOUR);
    expect((await provider.client.post(url, { hours: 1 })).statusCode).toBe(200);
    expect(await scheduledAt(serviceId)).toBe(start - 3 * HOUR);
  });

  it('moves when it ended only when asked, so that what counts from its end has run', async () => {
    const { customer, serviceId } = await agreedService();
    const cancelled = await customer.client.post(`/api/services/${serviceId}/actions`, {
      action: 'cancel_by_customer',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const endedAt = async () =>
      (
        await t.database.db.select({ at: jobs.cancelledAt }).from(jobs).where(eq(jobs.id, serviceId))
      )[0]!.at!.getTime();
    const end = await endedAt();
    const url = `/api/test/services/${serviceId}/age`;

    expect((await customer.client.post(url, { hours: 2 })).statusCode).toBe(200);
    expect(await endedAt()).toBe(end);
    expect((await customer.client.post(url, { hours: 24, ended: true })).statusCode).toBe(200);
    expect(await endedAt()).toBe(end - 24 * HOUR);
  });

  it('forgets the address and phone of the customer’s own service only, as one agreed before they were asked', async () => {
    const { customer, provider, serviceId } = await agreedService();
    const url = `/api/test/services/${serviceId}/forget-contact`;
    for (const outsider of [provider, await signUpCustomer(t.app)]) {
      const refused = await outsider.client.post(url);
      expect(refused.statusCode).toBe(404);
    }
    const [kept] = (await customer.client.get('/api/services')).json().services;
    expect(kept.ownContact.address).not.toBeNull();

    expect((await customer.client.post(url)).statusCode).toBe(200);
    const [service] = (await customer.client.get('/api/services')).json().services;
    expect(service.ownContact).toEqual({ address: null, phone: null });
    const [request] = (await customer.client.get('/api/requests/mine')).json().requests;
    expect(request.contact).toBeNull();
  });
});
