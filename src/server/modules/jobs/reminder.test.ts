import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTimeAt } from '#shared/format';
import type { LatLng } from '#shared/domain/geo';
import { createTestApp, mailerOf, testDriver, type TestApp } from '#server/testing/harness';
import {
  bookingBody,
  publishRequest,
  signUpCustomer,
  signUpProvider,
  ZOCALO,
} from '#server/testing/marketplace';

const HOUR = 3_600_000;
const CANCUN: LatLng = { lat: 21.1619, lng: -86.8515 };
const TITLE = 'Limpieza de departamento';

describe(`the reminder of a service (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const remindersTo = (email: string) =>
    mailerOf(t.app).sent.filter((mail) => mail.to === email && mail.subject.startsWith('Recordatorio'));

  /** An offer on a request `hoursAhead` from the clock's now, accepted at once: a confirmed service. */
  async function acceptedOffer(hoursAhead: number, place: LatLng = ZOCALO) {
    const customer = await signUpCustomer(t.app);
    const requestId = await publishRequest(customer, place, {
      requiredDate: new Date(t.clock.now().getTime() + hoursAhead * HOUR).toISOString(),
    });
    const provider = await signUpProvider(t.app, { area: place, plan: 'premium', radius: 10 });
    const offer = await provider.client.post(`/api/requests/${requestId}/applications`, {
      proposedPrice: 700,
      message: 'Llevo mis productos y termino en tres horas.',
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const accepted = await customer.client.post(`/api/applications/${offer.json().application.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const service = accepted.json().service as { scheduledAt: string; timeZone: string };
    return { customer, provider, service };
  }

  it('confirmed 15 hours ahead: no «24 horas» e-mail, but one at once that says 15 hours and the date in the place’s time', async () => {
    const { customer, provider, service } = await acceptedOffer(15, CANCUN);
    await t.runTasks();
    const subject = `Recordatorio: tu servicio es en 15 horas: ${TITLE}`;
    for (const party of [customer, provider]) {
      const [reminder, ...more] = remindersTo(party.email);
      expect(more).toEqual([]);
      expect(reminder?.subject).toBe(subject);
      expect(reminder?.text).toContain(
        `Te recordamos que este servicio es en 15 horas: el ${formatDateTimeAt(service.scheduledAt, 'America/Cancun')}.`,
      );
      expect(reminder?.text).toContain('(hora de Cancún)');
    }
    // Nothing later says «en 24 horas» either.
    t.clock.advance(14 * HOUR);
    await t.runTasks();
    for (const party of [customer, provider]) {
      expect(remindersTo(party.email).map((mail) => mail.subject)).toEqual([subject]);
      expect(
        mailerOf(t.app).sent.some((mail) => mail.to === party.email && /24 horas/.test(mail.subject)),
      ).toBe(false);
    }
    t.clock.set(new Date());
  });

  it('a booking the provider accepts 15 hours before it starts gets the same, from the acceptance', async () => {
    const provider = await signUpProvider(t.app, {
      area: ZOCALO,
      plan: 'basic',
      radius: 10,
      services: [{ serviceId: 'home-cleaning', price: 50_000 }],
      displayName: `Casa Limpia ${Math.random().toString(36).slice(2, 8)}`,
    });
    const customer = await signUpCustomer(t.app);
    const booked = await customer.client.post(
      '/api/bookings',
      bookingBody(provider.userId, {
        requiredDate: new Date(t.clock.now().getTime() + 20 * HOUR).toISOString(),
      }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    await t.runTasks();
    const [pending] = (await provider.client.get('/api/services')).json().services;
    t.clock.advance(5 * HOUR);
    await t.runTasks();
    expect(remindersTo(customer.email)).toEqual([]);
    const accepted = await provider.client.post(`/api/services/${pending.id}/actions`, {
      action: 'accept_booking',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await t.runTasks();
    expect(remindersTo(customer.email).map((mail) => mail.subject)).toEqual([
      'Recordatorio: tu servicio es en 15 horas: Limpieza del Hogar',
    ]);
    t.clock.set(new Date());
  });

  it('confirmed 3 days ahead: «en 24 horas» exactly 24 hours before, with the date and hour', async () => {
    const { customer, provider, service } = await acceptedOffer(72);
    await t.runTasks();
    expect(remindersTo(customer.email)).toEqual([]);
    t.clock.set(new Date(new Date(service.scheduledAt).getTime() - 24 * HOUR - 1000));
    await t.runTasks();
    expect(remindersTo(customer.email)).toEqual([]);
    t.clock.advance(1000);
    await t.runTasks();
    for (const party of [customer, provider]) {
      const [reminder, ...more] = remindersTo(party.email);
      expect(more).toEqual([]);
      expect(reminder?.subject).toBe(`Recordatorio: tu servicio es en 24 horas: ${TITLE}`);
      expect(reminder?.text).toContain(
        `es en 24 horas: el ${formatDateTimeAt(service.scheduledAt, 'America/Mexico_City')}.`,
      );
    }
    t.clock.set(new Date());
  });
});
