import { describe, expect, it } from 'vitest';
import { testDriver, useTestApp } from '#server/testing/harness';
import { bookingBody, signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';
import { acceptedOffer } from '#server/testing/services';

const HOUR = 3_600_000;
type Party = Awaited<ReturnType<typeof signUpCustomer>>;

describe(`a request's status follows its service (${testDriver})`, () => {
  const t = useTestApp();

  const mineOf = async (customer: Party, id: string) =>
    (await customer.client.get('/api/requests/mine'))
      .json()
      .requests.find((request: { id: string }) => request.id === id);

  it('a booking waits for the provider’s answer, not «assigned» and done with', async () => {
    const provider = await signUpProvider(t.app, {
      area: ZOCALO,
      plan: 'basic',
      services: [{ serviceId: 'windows', hourlyPrice: 65_000 }],
    });
    const customer = await signUpCustomer(t.app);
    const booked = await customer.client.post(
      '/api/bookings',
      bookingBody(provider.userId, { serviceId: 'windows' }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().request).toMatchObject({ status: 'assigned', serviceStatus: 'pending' });
    expect(await mineOf(customer, booked.json().request.id)).toMatchObject({
      serviceId: 'windows',
      status: 'assigned',
      serviceStatus: 'pending',
    });
  });

  it('an accepted offer is confirmed, then completed when its service is', async () => {
    const { customer, provider, requestId, service } = await acceptedOffer(t, { hoursAhead: 48 });
    expect(await mineOf(customer, requestId)).toMatchObject({
      status: 'assigned',
      serviceStatus: 'confirmed',
    });

    t.clock.set(new Date(new Date(service.scheduledAt).getTime() + HOUR));
    const done = await provider.client.post(`/api/services/${service.id}/actions`, { action: 'mark_done' });
    expect(done.statusCode, done.body).toBe(200);
    expect(await mineOf(customer, requestId)).toMatchObject({ status: 'assigned', serviceStatus: 'done' });
    const confirmed = await customer.client.post(`/api/services/${service.id}/actions`, {
      action: 'confirm_completion',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await mineOf(customer, requestId)).toMatchObject({
      status: 'completed',
      serviceStatus: 'completed',
    });
    t.clock.set(new Date());
  });
});
