import { describe, expect, it } from 'vitest';
import { HOURLY_PRICE, SERVICE_HOURS } from '#shared/domain/estimate';
import { instantToZonedParts, zonedLocalToInstant } from '#shared/domain/local-time';
import { nextDate } from '#shared/domain/working-hours';
import { testDriver, useTestApp } from '#server/testing/harness';
import { bookingBody, signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';

describe(`the longest booking at the highest hourly price (${testDriver})`, () => {
  const t = useTestApp();

  it('is stored and charged whole: 12 h at $10,000 an hour', async () => {
    const customer = await signUpCustomer(t.app);
    const provider = await signUpProvider(t.app, {
      area: ZOCALO,
      plan: 'basic',
      services: [{ serviceId: 'windows', hourlyPrice: HOURLY_PRICE.max }],
    });
    // 07:00 in Mexico City, two days from now: 12 h end at 19:00, inside the test provider's day.
    const inTwoDays = nextDate(nextDate(instantToZonedParts(t.clock.now(), 'America/Mexico_City').date));
    const start = zonedLocalToInstant(inTwoDays, '07:00', 'America/Mexico_City')!;
    const booked = await customer.client.post(
      '/api/bookings',
      bookingBody(provider.userId, {
        serviceId: 'windows',
        requiredDate: start.toISOString(),
        length: { hours: SERVICE_HOURS.max },
      }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().request.price).toBe(HOURLY_PRICE.max * SERVICE_HOURS.max);
  });
});
