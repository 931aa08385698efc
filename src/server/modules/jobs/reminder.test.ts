import { describe, expect, it } from 'vitest';
import { formatServiceTimeAt } from '#shared/format';
import { LEGACY_MINUTES } from '#shared/domain/service-length';
import type { LatLng } from '#shared/domain/geo';
import { mailerOf, testDriver, useTestApp } from '#server/testing/harness';
import { bookableStartFrom } from '#server/testing/bookable';
import { acceptedOffer, directBooking } from '#server/testing/services';

const HOUR = 3_600_000;
const CANCUN: LatLng = { lat: 21.1619, lng: -86.8515 };
const TITLE = 'Limpieza de departamento';
// An offer on a request made without the 'Cotizador', naming no length, is for 3 h: the reminders give its range.

describe(`the reminder of a service (${testDriver})`, () => {
  const t = useTestApp();

  const remindersTo = (email: string) =>
    mailerOf(t.app).sent.filter((mail) => mail.to === email && mail.subject.startsWith('Recordatorio'));

  it('confirmed 15 hours ahead: no «24 horas» e-mail, but one at once that says 15 hours and the date in the place’s time', async () => {
    const { customer, provider, service } = await acceptedOffer(t, { hoursAhead: 15, place: CANCUN });
    await t.runTasks();
    const subject = `Recordatorio: tu servicio es en 15 horas: ${TITLE}`;
    for (const party of [customer, provider]) {
      const [reminder, ...more] = remindersTo(party.email);
      expect(more).toEqual([]);
      expect(reminder?.subject).toBe(subject);
      expect(reminder?.text).toContain(
        `Te recordamos que este servicio es en 15 horas: el ${formatServiceTimeAt(service.scheduledAt, LEGACY_MINUTES, 'America/Cancun')}.`,
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
    // Now is 16 hours before a start the provider's hours offer, so the booking is exactly 16 hours ahead; an
    // hour later it is still waiting (the provider has two hours of their working time to answer).
    t.clock.set(new Date(bookableStartFrom(new Date(Date.now() + 16 * HOUR)).getTime() - 16 * HOUR));
    const { customer, provider, service: pending } = await directBooking(t, { hoursAhead: 16 });
    t.clock.advance(HOUR);
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
    const { customer, provider, service } = await acceptedOffer(t, { hoursAhead: 72 });
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
        `es en 24 horas: el ${formatServiceTimeAt(service.scheduledAt, LEGACY_MINUTES, 'America/Mexico_City')}.`,
      );
    }
    t.clock.set(new Date());
  });
});
