import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { destination } from '#shared/domain/geo';
import { addressMessages } from '#shared/address-messages';
import { bookingMessages } from '#shared/booking-messages';
import { estimateMessages } from '#shared/estimate-messages';
import { requestMessages } from '#shared/request-messages';
import { validation } from '#shared/auth-messages';
import type { BookableProvider } from '#shared/schemas/bookings';
import { serviceRequests } from '#server/db/schema';
import { TestClient } from '#server/testing/client';
import { testDriver, useTestApp } from '#server/testing/harness';
import {
  TEST_CONTACT,
  bookingBody,
  giveVerificationGrace,
  signUpCustomer,
  signUpProvider,
  ZOCALO,
} from '#server/testing/marketplace';

describe(`booking wizard (${testDriver})`, () => {
  const t = useTestApp();

  const bookingsOf = (customerId: string) =>
    t.database.db.select().from(serviceRequests).where(eq(serviceRequests.customerId, customerId));
  const listed = async (serviceId: string) =>
    (await new TestClient(t.app).get(`/api/services/${serviceId}/providers`)).json()
      .providers as BookableProvider[];

  it('lists, to anyone, verified providers with an active plan and an area who price the service, featured first and cheaper by the hour first within', async () => {
    const pool = (hourlyPrice: number) => [{ serviceId: 'pool' as const, hourlyPrice }];
    const basic = await signUpProvider(t.app, { area: ZOCALO, plan: 'basic', services: pool(90_000) });
    const premium = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium', services: pool(150_000) });
    const enterprise = await signUpProvider(t.app, {
      area: ZOCALO,
      plan: 'enterprise',
      services: pool(200_000),
      displayName: 'Albercas Azul',
    });
    // Featured only once an operator approved their identity: this Premium provider, still in the grace period
    // of those who were here before verification became required, has not asked.
    const unverified = await signUpProvider(t.app, {
      area: ZOCALO,
      plan: 'premium',
      services: pool(60_000),
      verified: false,
    });
    const graceUntil = new Date(t.clock.now().getTime() + 60_000);
    await giveVerificationGrace(t.database.db, unverified.userId, graceUntil);
    // Neither verified nor in a grace period: not listed at all.
    await signUpProvider(t.app, { area: ZOCALO, plan: 'premium', services: pool(70_000), verified: false });
    await signUpProvider(t.app, { area: ZOCALO, services: pool(80_000) });
    await signUpProvider(t.app, { plan: 'premium', services: pool(80_000) });
    await signUpProvider(t.app, {
      area: ZOCALO,
      plan: 'premium',
      services: [{ serviceId: 'garden', hourlyPrice: 100 }],
    });

    const providers = await listed('pool');
    // Empresarial and Premium are featured alike (shared/domain/featured.ts): no place given, the cheaper hour first.
    expect(providers.map((provider) => [provider.id, provider.plan, provider.featured])).toEqual([
      [premium.userId, 'premium', true],
      [enterprise.userId, 'enterprise', true],
      [unverified.userId, 'premium', false],
      [basic.userId, 'basic', false],
    ]);
    expect(providers.map((provider) => [provider.identityVerified, provider.verified])).toEqual([
      [true, true],
      [true, true],
      [false, false],
      [true, false],
    ]);
    // The wizard reads 'Verificación pendiente' on the one listed for their grace period.
    expect(providers.map((provider) => provider.verificationDueBy)).toEqual([
      null,
      null,
      graceUntil.toISOString(),
      null,
    ]);
    expect(providers[1]).toEqual({
      id: enterprise.userId,
      displayName: 'Albercas Azul',
      photoUrl: null,
      // No logo uploaded (Empresarial may show one).
      logoUrl: null,
      bio: '',
      yearsExperience: 3,
      hourlyPrice: 200_000,
      plan: 'enterprise',
      featured: true,
      identityVerified: true,
      verified: true,
      verificationDueBy: null,
      zone: 'Zona de prueba',
      radiusKm: 5,
      // No service yet: no stars, and no record to judge reliability by.
      rating: { average: null, count: 0 },
      reliability: null,
    });
    expect(JSON.stringify(providers)).not.toContain('@');
  });

  it('hides a provider whose plan has ended', async () => {
    const services = [{ serviceId: 'bathroom' as const, hourlyPrice: 45_000 }];
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'basic', services });
    expect((await listed('bathroom')).map((p) => p.id)).toContain(provider.userId);
    await t.database.db.execute(
      sql`update subscriptions set start_date = now() - interval '32 days', end_date = now() - interval '1 day'
        where provider_id = ${provider.userId}`,
    );
    expect((await listed('bathroom')).map((p) => p.id)).not.toContain(provider.userId);
  });

  it('answers an unknown service with 404, never 500', async () => {
    const response = await new TestClient(t.app).get('/api/services/no-existe/providers');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('books at the provider’s own price per hour, once per key, for a signed-in customer only', async () => {
    const services = [{ serviceId: 'home-cleaning' as const, hourlyPrice: 95_000 }];
    const provider = await signUpProvider(t.app, {
      area: ZOCALO,
      plan: 'premium',
      services,
      displayName: 'Ana',
    });
    const customer = await signUpCustomer(t.app);
    const body = { ...bookingBody(provider.userId), price: 1 };
    expect((await new TestClient(t.app).post('/api/bookings', body)).statusCode).toBe(401);
    expect((await provider.client.post('/api/bookings', body)).statusCode).toBe(403);

    const [first, second] = await Promise.all([
      customer.client.post('/api/bookings', body),
      customer.client.post('/api/bookings', body),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().request.id).toBe(second.json().request.id);
    expect(first.json().request).toMatchObject({
      title: 'Limpieza del Hogar',
      description: 'Tocar el timbre dos veces.',
      serviceId: 'home-cleaning',
      budgetRange: null,
      // The smallest home (bookingBody) is 2.5 – 3 h: the booking holds and charges 3 h.
      price: 285_000,
      contact: TEST_CONTACT,
      provider: { id: provider.userId, displayName: 'Ana', photoUrl: null },
      paymentMethod: 'cash',
      // Taken at once by the booked provider: a service waiting for their answer.
      status: 'assigned',
      serviceStatus: 'pending',
    });
    expect(await bookingsOf(customer.userId)).toHaveLength(1);
    const booked = (await customer.client.get('/api/services')).json().services;
    expect(booked).toMatchObject([
      { requestId: first.json().request.id, status: 'pending', price: 285_000, durationMinutes: 180 },
    ]);
    const [mine] = (await customer.client.get('/api/requests/mine')).json().requests;
    expect(mine).toMatchObject({ provider: { displayName: 'Ana' }, price: 285_000, offers: [] });
  });

  it('answers every missing field with the booking messages and stores nothing', async () => {
    const customer = await signUpCustomer(t.app);
    const response = await customer.client.post('/api/bookings', {
      contact: { address: { street: 'C', colonia: '' }, phone: '' },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      serviceId: bookingMessages.serviceRequired,
      providerId: bookingMessages.providerRequired,
      requiredDate: bookingMessages.dateRequired,
      length: estimateMessages.lengthRequired,
      location: bookingMessages.locationRequired,
      'contact.address.street': addressMessages.streetTooShort,
      'contact.address.colonia': addressMessages.coloniaRequired,
      'contact.phone': validation.phoneTooShort,
    });
    expect(await bookingsOf(customer.userId)).toHaveLength(0);
  });

  it("refuses a date the app's clock has passed, though the system's has not", async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, radius: 5, plan: 'basic' });
    const customer = await signUpCustomer(t.app);
    const started = t.clock.now();
    const tomorrow = new Date(started.getTime() + 86_400_000).toISOString();
    t.clock.advance(2 * 86_400_000);
    try {
      const response = await customer.client.post(
        '/api/bookings',
        bookingBody(provider.userId, { requiredDate: tomorrow }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ requiredDate: requestMessages.dateInPast });
    } finally {
      t.clock.set(started);
    }
    expect(await bookingsOf(customer.userId)).toHaveLength(0);
  });

  it('refuses a past date, a provider who does not offer the service and an address outside their area', async () => {
    const services = [{ serviceId: 'windows' as const, hourlyPrice: 50_000 }];
    const provider = await signUpProvider(t.app, { area: ZOCALO, radius: 5, plan: 'basic', services });
    const customer = await signUpCustomer(t.app);
    const far = { ...destination(ZOCALO, 0, 6), formattedAddress: 'Lindavista', precision: 'locality' };
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { requiredDate: new Date(Date.now() - 60_000).toISOString() },
        { requiredDate: requestMessages.dateInPast },
      ],
      [{ serviceId: 'pool' }, { providerId: bookingMessages.providerUnavailable }],
      [{ providerId: customer.userId }, { providerId: bookingMessages.providerUnavailable }],
      [{ location: far }, { location: bookingMessages.outsideArea }],
    ];
    for (const [overrides, fields] of cases) {
      const response = await customer.client.post(
        '/api/bookings',
        bookingBody(provider.userId, { serviceId: 'windows', ...overrides }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual(fields);
    }
    expect(await bookingsOf(customer.userId)).toHaveLength(0);
  });

  it('tells the booked provider, and only them, by e-mail', async () => {
    const services = [{ serviceId: 'laundry' as const, hourlyPrice: 35_000 }];
    const chosen = await signUpProvider(t.app, { area: ZOCALO, plan: 'basic', services });
    const neighbour = await signUpProvider(t.app, { area: ZOCALO, plan: 'basic', services });
    const customer = await signUpCustomer(t.app);
    await t.runTasks(); // the e-mails of the bookings made by the tests above
    const sentBefore = t.mailer.sent.length;
    await customer.client.post('/api/bookings', bookingBody(chosen.userId, { serviceId: 'laundry' }));
    await t.runTasks();
    const mails = t.mailer.sent.slice(sentBefore);
    expect(mails.map((mail) => mail.to)).toEqual([chosen.email]);
    expect(mails[0]!.subject).toBe('Te reservaron directamente: Lavandería');
    expect(mails[0]!.text).toContain('Lavandería');
    expect(mails[0]!.text).toContain('$350');
    expect(mails.some((mail) => mail.to === neighbour.email)).toBe(false);
  });
});

describe(`customer profile (${testDriver})`, () => {
  const t = useTestApp();

  it('saves name, phone and address for the signed-in user only, with the form’s messages', async () => {
    const customer = await signUpCustomer(t.app);
    expect((await new TestClient(t.app).request('PUT', '/api/profile', {})).statusCode).toBe(401);
    const bad = await customer.client.request('PUT', '/api/profile', {
      fullName: ' ',
      phone: '123',
      address: { street: '', colonia: ' ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      fullName: 'El nombre es requerido',
      phone: 'El teléfono debe tener al menos 10 dígitos',
      'address.street': addressMessages.streetRequired,
      'address.colonia': addressMessages.coloniaRequired,
    });
    const saved = await customer.client.request('PUT', '/api/profile', {
      fullName: '  Lucía Hernández ',
      phone: '55 1234 5678',
      address: {
        street: ' Av. Reforma 222 ',
        interior: '',
        colonia: 'Juárez',
        references: 'Frente al Ángel',
      },
      email: 'otro@example.com',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      email: customer.email,
      fullName: 'Lucía Hernández',
      phone: '55 1234 5678',
      address: {
        street: 'Av. Reforma 222',
        interior: null,
        colonia: 'Juárez',
        references: 'Frente al Ángel',
      },
    });
    expect((await customer.client.get('/api/profile')).json().fullName).toBe('Lucía Hernández');
  });
});
