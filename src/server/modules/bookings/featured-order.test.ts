import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FEATURED_MARGIN_KM, orderListed } from '#shared/domain/featured';
import { destination, distanceKm, type LatLng } from '#shared/domain/geo';
import { bookingMessages } from '#shared/booking-messages';
import type { BookableProvider } from '#shared/schemas/bookings';
import { TestClient } from '#server/testing/client';
import { testDriver, useTestApp } from '#server/testing/harness';
import { signUpProvider, ZOCALO, type ProviderSetup } from '#server/testing/marketplace';

describe(`'Listado destacado' in the wizard's list (${testDriver})`, () => {
  const t = useTestApp();

  const list = async (serviceId: string, near?: LatLng) => {
    const query = near ? `?lat=${near.lat}&lng=${near.lng}` : '';
    const response = await new TestClient(t.app).get(`/api/services/${serviceId}/providers${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().providers as BookableProvider[];
  };
  const east = (km: number) => destination(ZOCALO, 90, km);
  /** A provider whose area is around `area`, on `plan`, who offers only `serviceId` at `hourlyPrice`. */
  const offering = (
    area: LatLng,
    plan: ProviderSetup['plan'],
    serviceId: 'car-cleaning' | 'deep-cleaning' | 'maintenance',
    hourlyPrice: number,
  ) => signUpProvider(t.app, { area, plan, services: [{ serviceId, hourlyPrice }] });

  it('lists a Premium provider before a cheaper Básico one at the same distance, as featured', async () => {
    const place = east(2);
    const basic = await offering(place, 'basic', 'car-cleaning', 30_000);
    const premium = await offering(place, 'premium', 'car-cleaning', 90_000);

    const near = await list('car-cleaning', ZOCALO);
    expect(near.map((row) => [row.id, row.featured])).toEqual([
      [premium.userId, true],
      [basic.userId, false],
    ]);
    // Without the customer's place too: featured first, before the lower price per hour.
    expect((await list('car-cleaning')).map((row) => row.id)).toEqual([premium.userId, basic.userId]);
  });

  it('never puts a featured provider above one closer by more than the margin, and does within it', async () => {
    const basic = await offering(east(1), 'basic', 'deep-cleaning', 50_000);
    const tooFar = await offering(east(1 + FEATURED_MARGIN_KM + 0.5), 'enterprise', 'deep-cleaning', 50_000);
    const withinMargin = await offering(
      east(1 + FEATURED_MARGIN_KM - 0.5),
      'premium',
      'deep-cleaning',
      50_000,
    );

    const listed = await list('deep-cleaning', ZOCALO);
    expect(listed.map((row) => row.id)).toEqual([withinMargin.userId, basic.userId, tooFar.userId]);
    // The SQL's order is the domain's rule (shared/domain/featured.ts), from any starting order.
    const centres = new Map([
      [basic.userId, east(1)],
      [tooFar.userId, east(1 + FEATURED_MARGIN_KM + 0.5)],
      [withinMargin.userId, east(1 + FEATURED_MARGIN_KM - 0.5)],
    ]);
    const ranked = orderListed(
      [...listed].reverse().map((row) => ({ ...row, distanceKm: distanceKm(ZOCALO, centres.get(row.id)!) })),
    );
    expect(ranked.map((row) => row.id)).toEqual(listed.map((row) => row.id));
  });

  it('stops featuring a provider whose Premium plan lapsed and who now has Básico', async () => {
    const place = east(3);
    const basic = await offering(place, 'basic', 'maintenance', 40_000);
    const lapsed = await offering(place, 'premium', 'maintenance', 45_000);
    expect((await list('maintenance', ZOCALO)).map((row) => row.id)).toEqual([lapsed.userId, basic.userId]);

    await t.database.db.execute(
      sql`update subscriptions set start_date = now() - interval '32 days', end_date = now() - interval '1 day'
        where provider_id = ${lapsed.userId}`,
    );
    const renewed = await lapsed.client.post('/api/subscription', { planType: 'basic' });
    expect(renewed.statusCode).toBe(201);

    const listed = await list('maintenance', ZOCALO);
    expect(listed.map((row) => [row.id, row.plan, row.featured])).toEqual([
      [basic.userId, 'basic', false],
      [lapsed.userId, 'basic', false],
    ]);
  });

  it.each([
    ['a latitude without a longitude', '?lat=19.43'],
    ['a place outside Mexico', '?lat=40.4&lng=-3.7'],
    ['a coordinate that is not a number', '?lat=norte&lng=-99.1'],
  ])('answers 400 in Spanish to %s', async (_, query) => {
    const response = await new TestClient(t.app).get(`/api/services/car-cleaning/providers${query}`);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION');
    expect(Object.values(error.fields)).toEqual([bookingMessages.nearbyPlaceInvalid]);
  });
});
