import { describe, expect, it } from 'vitest';
import { serviceMessages } from '#shared/service-messages';
import type { TestClient } from '#server/testing/client';
import { testDriver, useTestApp } from '#server/testing/harness';
import { bookingBody, signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';

const HOUR = 3_600_000;
type Party = { client: TestClient; userId: string };
// A calendar reads folded lines back by removing each CRLF followed by a space.
const linesOf = (body: string) => body.replaceAll('\r\n ', '').split('\r\n');
const utc = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');

describe(`a service in the parties' calendars, GET /api/services/:id/calendar.ics (${testDriver})`, () => {
  const t = useTestApp();

  const download = (party: Party | TestClient, id: string) =>
    ('client' in party ? party.client : party).get(`/api/services/${id}/calendar.ics`);

  /** A direct booking of two and a half hours at the provider's $200 an hour ($500), paid in cash. */
  async function booking() {
    const provider = await signUpProvider(t.app, {
      area: ZOCALO,
      plan: 'basic',
      radius: 10,
      services: [{ serviceId: 'garden', hourlyPrice: 20_000 }],
      displayName: 'Brillo; Total, S.A.',
    });
    const customer = await signUpCustomer(t.app);
    const profile = await customer.client.request('PUT', '/api/profile', {
      fullName: 'Rosa Martínez',
      phone: '5512345678',
      address: { street: 'Calle Higuera 12', colonia: 'Coyoacán' },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const booked = await customer.client.post(
      '/api/bookings',
      bookingBody(provider.userId, { serviceId: 'garden', length: { hours: 2.5 } }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const [service] = (await customer.client.get('/api/services')).json().services;
    return {
      customer,
      provider,
      service: service as { id: string; scheduledAt: string; durationMinutes: number; endsAt: string },
    };
  }

  it('gives a pending booking to both parties as a tentative event, with the locality and not the street', async () => {
    const { customer, provider, service } = await booking();
    const start = Date.parse(service.scheduledAt);
    expect(service.durationMinutes).toBe(150);
    expect(service.endsAt).toBe(new Date(start + 2.5 * HOUR).toISOString());

    const mine = await download(customer, service.id);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(mine.headers['content-disposition']).toBe(
      `attachment; filename="servicio-${service.id.slice(0, 8)}.ics"`,
    );
    expect(mine.body).toMatch(/^BEGIN:VCALENDAR\r\n[^]*\r\nEND:VCALENDAR\r\n$/);
    const lines = linesOf(mine.body);
    expect(lines).toEqual(
      expect.arrayContaining([
        `UID:${service.id}@limpiahogar`,
        `DTSTAMP:${utc(t.clock.now().getTime())}`,
        `DTSTART:${utc(start)}`,
        // The event lasts as long as the service: DTEND is its end (RFC 5545 §3.8.2.2).
        `DTEND:${utc(start + 2.5 * HOUR)}`,
        'SUMMARY:Jardinería',
        'LOCATION:Centro\\, Ciudad de México',
        'DESCRIPTION:Proveedor: Brillo\\; Total\\, S.A.\\nPrecio: $500 MXN\\nForma de pago: Efectivo',
        'STATUS:TENTATIVE',
        'TRIGGER:-PT24H',
        'DESCRIPTION:Mañana: Jardinería',
      ]),
    );
    expect(mine.body).not.toContain('Madero');

    const theirs = await download(provider, service.id);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(linesOf(theirs.body)).toEqual(
      expect.arrayContaining([
        `UID:${service.id}@limpiahogar`,
        'DESCRIPTION:Cliente: Rosa M.\\nPrecio: $500 MXN\\nForma de pago: Efectivo',
        'STATUS:TENTATIVE',
      ]),
    );
    expect(theirs.body).not.toContain('Madero');
  });

  it('once the provider accepts, is the same event, confirmed, at the exact address the booking gave', async () => {
    const { customer, provider, service } = await booking();
    const accepted = await provider.client.post(`/api/services/${service.id}/actions`, {
      action: 'accept_booking',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    t.clock.advance(HOUR);
    for (const party of [customer, provider]) {
      const lines = linesOf((await download(party, service.id)).body);
      expect(lines).toEqual(
        expect.arrayContaining([
          `UID:${service.id}@limpiahogar`,
          `DTSTAMP:${utc(t.clock.now().getTime())}`,
          'LOCATION:Calle Madero 10\\, Int. 3\\, Centro\\, Centro\\, Ciudad de México',
          'STATUS:CONFIRMED',
        ]),
      );
    }
    // The provider's: whom to ask for, the phone, the references and the way there (not Perfil's address).
    const directions = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(
      'Calle Madero 10, Int. 3, Centro, Centro, Ciudad de México',
    )}`;
    const theirs = (await download(provider, service.id)).body;
    expect(linesOf(theirs)).toContain(
      `DESCRIPTION:Cliente: Rosa Martínez\\nTeléfono: 5512345678\\nReferencias: Entre Bolívar e Isabel la Católica\\nCómo llegar: ${directions}\\nPrecio: $500 MXN\\nForma de pago: Efectivo`,
    );
    expect(theirs).not.toContain('Higuera');
  });

  it('is, to anyone but the two parties and for an id that is no uuid, a service that does not exist', async () => {
    const { service } = await booking();
    const stranger = await signUpCustomer(t.app);
    const otherProvider = await signUpProvider(t.app);
    for (const [who, id] of [
      [stranger, service.id],
      [otherProvider, service.id],
      [stranger, 'no-existe'],
    ] as const) {
      const answer = await download(who, id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error).toEqual({ code: 'NOT_FOUND', message: serviceMessages.notFound });
    }
    const guest = await t.app.inject({ method: 'GET', url: `/api/services/${service.id}/calendar.ics` });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses a service that will no longer happen: declined, or cancelled after being agreed', async () => {
    const declined = await booking();
    const step = await declined.provider.client.post(`/api/services/${declined.service.id}/actions`, {
      action: 'decline_booking',
    });
    expect(step.statusCode, step.body).toBe(200);
    const cancelled = await booking();
    for (const [who, action] of [
      [cancelled.provider, 'accept_booking'],
      [cancelled.customer, 'cancel_by_customer'],
    ] as const) {
      const answer = await who.client.post(`/api/services/${cancelled.service.id}/actions`, {
        action,
        expectedFee: action === 'cancel_by_customer' ? 0 : undefined,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }

    for (const { customer, provider, service } of [declined, cancelled]) {
      for (const party of [customer, provider]) {
        const answer = await download(party, service.id);
        expect(answer.statusCode).toBe(409);
        expect(answer.json().error).toEqual({
          code: 'SERVICE_NOT_SCHEDULED',
          message: serviceMessages.calendar.notScheduled,
        });
      }
    }
  });
});
