import { describe, expect, it } from 'vitest';
import { zonedLocalToInstant } from '#shared/domain/local-time';
import { testDriver, useTestApp } from '#server/testing/harness';
import { bookingBody, signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';

const CDMX = 'America/Mexico_City';
const at = (date: string, time: string) => zonedLocalToInstant(date, time, CDMX)!;
// Monday to Friday, 09:00 to 18:00.
const WEEKDAYS = {
  weekly: [0, 1, 2, 3, 4, 5, 6].map((day) =>
    day === 0 || day === 6 ? [] : [{ start: '09:00', end: '18:00' }],
  ),
  daysOff: [],
  travelMinutes: 30,
  maxPerDay: null,
  instantBooking: false,
};

describe(`a booking waits two hours of its provider's working time for an answer (${testDriver})`, () => {
  const t = useTestApp();

  /** At `now`, a customer books two hours of windows at `start` with a provider who works weekdays 09:00–18:00. */
  async function bookedAt(now: Date, start: Date) {
    t.clock.set(now);
    const customer = await signUpCustomer(t.app);
    const provider = await signUpProvider(t.app, {
      area: ZOCALO,
      plan: 'basic',
      services: [{ serviceId: 'windows', hourlyPrice: 20_000 }],
      schedule: WEEKDAYS,
    });
    const body = bookingBody(provider.userId, { serviceId: 'windows', requiredDate: start.toISOString() });
    const booked = await customer.client.post('/api/bookings', body);
    expect(booked.statusCode, booked.body).toBe(201);
    return { customer, provider };
  }

  it('made at 17:00 on a Monday, it is declined unanswered at 10:00 on Tuesday, and both cards said so', async () => {
    // Monday 7 December 2026, 17:00 in Mexico City, for Wednesday at 10:00.
    const { customer, provider } = await bookedAt(at('2026-12-07', '17:00'), at('2026-12-09', '10:00'));
    await t.runTasks();
    const deadline = at('2026-12-08', '10:00');
    for (const party of [customer, provider]) {
      const [service] = (await party.client.get('/api/services?when=upcoming')).json().services;
      expect(service).toMatchObject({ status: 'pending', answerBy: deadline.toISOString() });
    }

    t.clock.set(new Date(deadline.getTime() - 60_000));
    await t.runTasks();
    const [waiting] = (await customer.client.get('/api/services?when=upcoming')).json().services;
    expect(waiting.status).toBe('pending');

    t.clock.set(deadline);
    await t.runTasks();
    const [expired] = (await customer.client.get('/api/services?when=past')).json().services;
    expect(expired).toMatchObject({ status: 'declined', cancelledBy: 'system', answerBy: null });
  });

  it('made on a Friday evening, waits for Monday morning', async () => {
    const { provider } = await bookedAt(at('2026-12-11', '20:30'), at('2026-12-16', '12:00'));
    const [service] = (await provider.client.get('/api/services?when=upcoming')).json().services;
    expect(service.answerBy).toBe(at('2026-12-14', '11:00').toISOString());
  });
});
