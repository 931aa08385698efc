import { describe, expect, it } from 'vitest';
import { rebookMessages } from '#shared/rebook-messages';
import { testDriver, useTestApp } from '#server/testing/harness';
import { bookingBody, signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';

/** Guadalajara: far outside a Mexico City provider's area. */
const GUADALAJARA = { lat: 20.66682, lng: -103.39182 };

describe(`'Otros proveedores disponibles' under a declined booking (${testDriver})`, () => {
  const t = useTestApp();

  const windows = (hourlyPrice: number) => [{ serviceId: 'windows' as const, hourlyPrice }];
  const provider = (hourlyPrice: number, area = ZOCALO) =>
    signUpProvider(t.app, { area, plan: 'basic', services: windows(hourlyPrice) });

  it('lists up to three providers free at the same time who cover the place, and books one with the same details', async () => {
    const customer = await signUpCustomer(t.app);
    const declining = await provider(20_000);
    const [free1, free2, free3, free4] = [
      await provider(25_000),
      await provider(30_000),
      await provider(35_000),
      await provider(40_000),
    ];
    const busy = await provider(15_000);
    await provider(10_000, GUADALAJARA);
    // Two hours of windows, at a start that `busy` then fills with a booking of another customer.
    const body = bookingBody(declining.userId, { serviceId: 'windows', length: { hours: 2 } });
    const other = await signUpCustomer(t.app);
    const taken = await other.client.post('/api/bookings', {
      ...bookingBody(busy.userId, { serviceId: 'windows' }),
      requiredDate: body.requiredDate,
    });
    expect(taken.statusCode, taken.body).toBe(201);

    const booked = await customer.client.post('/api/bookings', body);
    expect(booked.statusCode, booked.body).toBe(201);
    const services = (await customer.client.get('/api/services?when=upcoming')).json().services as {
      id: string;
    }[];
    const serviceId = services[0]!.id;
    const alternatives = () => customer.client.get(`/api/services/${serviceId}/alternatives`);
    const bookAnother = (providerId: string) =>
      customer.client.post(`/api/services/${serviceId}/alternatives`, {
        providerId,
        idempotencyKey: crypto.randomUUID(),
      });

    // Still waiting for its provider: nothing to offer, nothing to book.
    expect((await alternatives()).json().providers).toEqual([]);
    const early = await bookAnother(free1.userId);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ code: 'NOT_DECLINED', message: rebookMessages.closed });

    const declined = await declining.client.post(`/api/services/${serviceId}/actions`, {
      action: 'decline_booking',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const listed = (await alternatives()).json().providers as { id: string; price: number }[];
    // In the wizard's order (cheaper first among equals), the three first who are free and cover the Zócalo.
    expect(listed.map((row) => row.id)).toEqual([free1.userId, free2.userId, free3.userId]);
    expect(listed.map((row) => row.id)).not.toContain(free4.userId);
    // Two hours at each one's price.
    expect(listed[0]!.price).toBe(50_000);

    const again = await bookAnother(free2.userId);
    expect(again.statusCode, again.body).toBe(201);
    const request = again.json().request;
    expect(request).toMatchObject({ serviceId: 'windows', price: 60_000 });
    expect(request.provider.id).toBe(free2.userId);
    expect(new Date(request.requiredDate).toISOString()).toBe(
      new Date(body.requiredDate as string).toISOString(),
    );
    // free2 is now busy then: no longer offered.
    expect(((await alternatives()).json().providers as { id: string }[]).map((row) => row.id)).not.toContain(
      free2.userId,
    );

    // Someone else's booking does not exist for this customer.
    const stranger = await signUpCustomer(t.app);
    expect((await stranger.client.get(`/api/services/${serviceId}/alternatives`)).statusCode).toBe(404);
  });
});
