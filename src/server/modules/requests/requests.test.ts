import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { destination } from '#shared/domain/geo';
import { formatDateTime } from '#shared/format';
import { requestMessages } from '#shared/request-messages';
import { servingMessages } from '#shared/serving-messages';
import { serviceRequests } from '#server/db/schema';
import { TestClient } from '#server/testing/client';
import { testDriver, useTestApp } from '#server/testing/harness';
import {
  giveVerificationGrace,
  requestBody,
  signUpCustomer,
  signUpProvider,
  ZOCALO,
} from '#server/testing/marketplace';

describe(`customer requests (${testDriver})`, () => {
  const t = useTestApp();

  const requestsOf = (customerId: string) =>
    t.database.db.select().from(serviceRequests).where(eq(serviceRequests.customerId, customerId));

  it('creates an open request for a customer only', async () => {
    const customer = await signUpCustomer(t.app);
    const provider = await signUpProvider(t.app);
    expect((await new TestClient(t.app).post('/api/requests', requestBody())).statusCode).toBe(401);
    expect((await provider.client.post('/api/requests', requestBody())).statusCode).toBe(403);
    const body = requestBody(ZOCALO, { paymentMethod: undefined });
    const response = await customer.client.post('/api/requests', body);
    expect(response.statusCode).toBe(201);
    expect(response.json().request).toEqual({
      id: expect.any(String),
      title: body.title,
      description: body.description,
      serviceId: 'home-cleaning',
      budgetRange: '500-1000',
      paymentMethod: 'cash',
      price: null,
      length: null,
      requiredDate: body.requiredDate,
      location: body.location,
      contact: body.contact,
      provider: null,
      status: 'open',
      serviceStatus: null,
      hiddenReason: null,
      createdAt: expect.any(String),
    });
  });

  it('answers every missing field with the messages of the form and stores nothing', async () => {
    const customer = await signUpCustomer(t.app);
    const response = await customer.client.post('/api/requests', {
      title: '  ',
      description: 'corta',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      title: 'El título es requerido',
      description: 'La descripción debe tener al menos 10 caracteres',
      serviceId: 'El tipo de servicio es requerido',
      budgetRange: 'El rango de presupuesto es requerido',
      requiredDate: 'La fecha es requerida',
      location: 'La ubicación es requerida',
    });
    expect(await requestsOf(customer.userId)).toHaveLength(0);
  });

  it('refuses a date in the past, a payment method outside the list and a place outside Mexico', async () => {
    const customer = await signUpCustomer(t.app);
    const response = await customer.client.post(
      '/api/requests',
      requestBody(
        { lat: 40.4168, lng: -3.7038 },
        { requiredDate: new Date(Date.now() - 60_000).toISOString(), paymentMethod: 'bitcoin' },
      ),
    );
    expect(response.json().error.fields).toEqual({
      requiredDate: requestMessages.dateInPast,
      paymentMethod: requestMessages.paymentMethodInvalid,
      location: 'La ubicación debe estar dentro de México',
    });
  });

  it('returns the first request for a repeated idempotency key, also under a double click', async () => {
    const customer = await signUpCustomer(t.app);
    const body = requestBody();
    const [first, second] = await Promise.all([
      customer.client.post('/api/requests', body),
      customer.client.post('/api/requests', body),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().request.id).toBe(second.json().request.id);
    const retry = await customer.client.post('/api/requests', body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().request.id).toBe(first.json().request.id);
    expect(await requestsOf(customer.userId)).toHaveLength(1);
    // Another customer's key never collides with this one.
    const other = await signUpCustomer(t.app);
    expect((await other.client.post('/api/requests', body)).statusCode).toBe(201);
  });

  it('lists only the customer’s own requests, newest first, with the offers each received', async () => {
    const customer = await signUpCustomer(t.app);
    const stranger = await signUpCustomer(t.app);
    const strangerRequest = (await stranger.client.post('/api/requests', requestBody())).json().request.id;
    const ids: string[] = [];
    for (const title of ['Primera', 'Segunda']) {
      ids.push(
        (await customer.client.post('/api/requests', requestBody(ZOCALO, { title }))).json().request.id,
      );
    }
    const provider = await signUpProvider(t.app, {
      area: ZOCALO,
      plan: 'premium',
      displayName: 'Brillo Total',
    });
    const other = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium' });
    await provider.client.post(`/api/requests/${ids[0]}/applications`, {
      proposedPrice: 650.5,
      message: 'Hola',
    });
    await other.client.post(`/api/requests/${strangerRequest}/applications`, {
      proposedPrice: 900,
      message: 'Para otro cliente',
    });
    const mine = (await customer.client.get('/api/requests/mine')).json().requests;
    expect(mine.map((request: { id: string }) => request.id)).toEqual([ids[1], ids[0]]);
    expect(mine[0].offers).toEqual([]);
    expect(mine[1].offers).toEqual([
      {
        id: expect.any(String),
        status: 'pending',
        provider: {
          id: provider.userId,
          displayName: 'Brillo Total',
          photoUrl: null,
          rating: { average: null, count: 0 },
          reliability: null,
          // Only a provider whose identity an operator approved sends offers: on Premium, with the badge.
          identityVerified: true,
          verified: true,
        },
        proposedPrice: 65_050,
        durationMinutes: 180,
        message: 'Hola',
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(mine)).not.toContain('Para otro cliente');
    expect(JSON.stringify(mine)).not.toContain('@');
    expect((await provider.client.get('/api/requests/mine')).statusCode).toBe(403);
    expect((await new TestClient(t.app).get('/api/requests/mine')).statusCode).toBe(401);
  });

  it('names a provider without a display name by first name, never by e-mail', async () => {
    const customer = await signUpCustomer(t.app);
    const id = (await customer.client.post('/api/requests', requestBody())).json().request.id;
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'basic' });
    await provider.client.post(`/api/requests/${id}/applications`, { proposedPrice: 500, message: 'Hola' });
    const [request] = (await customer.client.get('/api/requests/mine')).json().requests;
    expect(request.offers[0].provider.displayName).toMatch(/^[A-Z][a-z]+$/);
  });

  it('counts the customer’s open requests and the offers they received', async () => {
    const customer = await signUpCustomer(t.app);
    const summary = () => customer.client.get('/api/requests/summary');
    expect((await summary()).json()).toEqual({
      openRequests: 0,
      offersReceived: 0,
      upcomingServices: 0,
      completedServices: 0,
      rating: { average: null, count: 0 },
      totalSpent: 0,
    });
    const ids = [];
    for (let i = 0; i < 2; i++)
      ids.push((await customer.client.post('/api/requests', requestBody())).json().request.id);
    for (const plan of ['premium', 'enterprise'] as const) {
      const provider = await signUpProvider(t.app, { area: ZOCALO, plan });
      await provider.client.post(`/api/requests/${ids[0]}/applications`, {
        proposedPrice: 500,
        message: 'Hola',
      });
    }
    await t.database.db
      .update(serviceRequests)
      .set({ status: 'completed' })
      .where(eq(serviceRequests.id, ids[1]));
    expect((await summary()).json()).toMatchObject({ openRequests: 1, offersReceived: 2 });
    const provider = await signUpProvider(t.app);
    expect((await provider.client.get('/api/requests/summary')).statusCode).toBe(403);
  });

  it('refuses a date in the past and keeps nothing', async () => {
    const customer = await signUpCustomer(t.app);
    const past = new Date(Date.now() - 60_000).toISOString();
    const response = await customer.client.post('/api/requests', requestBody(ZOCALO, { requiredDate: past }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ requiredDate: requestMessages.dateInPast });
    expect(await requestsOf(customer.userId)).toHaveLength(0);
  });

  it("judges the date by the app's clock, not the system's", async () => {
    const customer = await signUpCustomer(t.app);
    const started = t.clock.now();
    const tomorrow = new Date(started.getTime() + 86_400_000).toISOString();
    t.clock.advance(2 * 86_400_000);
    try {
      const response = await customer.client.post(
        '/api/requests',
        requestBody(ZOCALO, { requiredDate: tomorrow }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ requiredDate: requestMessages.dateInPast });
    } finally {
      t.clock.set(started);
    }
    expect(await requestsOf(customer.userId)).toHaveLength(0);
  });
});

describe(`new-request e-mails (${testDriver})`, () => {
  const t = useTestApp();

  const center = { lat: 21.1619, lng: -86.8515 };
  // Each provider also got the link that confirmed their address at sign-up.
  const mailsTo = (email: string) =>
    t.mailer.sent.filter((message) => message.to === email && message.subject.startsWith('Nueva solicitud'));

  it('tells providers whose area contains the request and who want to hear, after it is saved', async () => {
    const inside = await signUpProvider(t.app, { area: center, radius: 5, verified: true });
    const outside = await signUpProvider(t.app, {
      area: destination(center, 270, 8),
      radius: 5,
      verified: true,
    });
    const muted = await signUpProvider(t.app, { area: center, radius: 10, verified: true });
    await muted.client.request('PUT', '/api/provider/preferences', { notifyNewRequests: false });
    const customer = await signUpCustomer(t.app);
    const response = await customer.client.post(
      '/api/requests',
      requestBody(destination(center, 90, 4), { title: 'Limpieza <profunda>' }),
    );
    expect(response.statusCode).toBe(201);
    await t.runTasks();
    expect(mailsTo(inside.email)).toHaveLength(1);
    const [mail] = mailsTo(inside.email);
    expect(mail!.subject).toBe('Nueva solicitud cerca de ti: Limpieza <profunda>');
    expect(mail!.text).toContain('a 4 km del centro de tu área de servicio');
    expect(mail!.text).toContain('http://localhost:3000/proveedor/solicitudes');
    expect(mail!.html).toContain('Limpieza &lt;profunda&gt;');
    expect(mailsTo(outside.email)).toHaveLength(0);
    expect(mailsTo(muted.email)).toHaveLength(0);
  });

  it("writes the request's date on its place's clock, naming the zone when it is not Mexico City's", async () => {
    const cancun = await signUpProvider(t.app, { area: center, radius: 5, verified: true });
    const mexicoCity = await signUpProvider(t.app, { area: ZOCALO, radius: 5, verified: true });
    const customer = await signUpCustomer(t.app);
    // 10:00 at each place: Cancún is UTC-5 all year, Mexico City UTC-6.
    for (const [place, requiredDate] of [
      [center, '2030-12-03T15:00:00.000Z'],
      [ZOCALO, '2030-12-03T16:00:00.000Z'],
    ] as const) {
      const response = await customer.client.post('/api/requests', requestBody(place, { requiredDate }));
      expect(response.statusCode).toBe(201);
    }
    await t.runTasks();

    const dateLine = (email: string) => {
      const [mail] = mailsTo(email);
      return mail!.text.split('\n').find((line) => line.startsWith('Fecha'));
    };
    expect(dateLine(cancun.email)).toMatch(
      /^Fecha[^:]*: 3 de diciembre de 2030.* 10:00\s?a\.\s?m\. \(hora de Cancún\)$/,
    );
    expect(mailsTo(cancun.email)[0]!.html).toContain('(hora de Cancún)');
    expect(dateLine(mexicoCity.email)).toMatch(/^Fecha[^:]*: 3 de diciembre de 2030.* 10:00\s?a\.\s?m\.$/);
  });

  it('e-mails only providers who may send offers when the e-mails go out, a provider in grace with its end', async () => {
    const approved = await signUpProvider(t.app, { area: center, radius: 5, verified: true });
    const inGrace = await signUpProvider(t.app, { area: center, radius: 5, verified: false });
    const lapsing = await signUpProvider(t.app, { area: center, radius: 5, verified: false });
    const never = await signUpProvider(t.app, { area: center, radius: 5, verified: false });
    const until = new Date(t.clock.now().getTime() + 2 * 86_400_000);
    await giveVerificationGrace(t.database.db, inGrace.userId, until);
    const lapse = new Date(t.clock.now().getTime() + 86_400_000);
    await giveVerificationGrace(t.database.db, lapsing.userId, lapse);
    const customer = await signUpCustomer(t.app);
    expect((await customer.client.post('/api/requests', requestBody(center))).statusCode).toBe(201);
    // On the app's clock (not the system's), the second grace period ends, at its instant, before they go out.
    t.clock.set(lapse);
    await t.runTasks();

    expect(mailsTo(approved.email)).toHaveLength(1);
    expect(mailsTo(approved.email)[0]!.text).not.toContain('para verificar tu identidad');
    expect(mailsTo(inGrace.email)).toHaveLength(1);
    const [graceMail] = mailsTo(inGrace.email);
    expect(graceMail!.text).toContain(
      `Tienes hasta el ${formatDateTime(until)} para verificar tu identidad.\n${servingMessages.graceBody}`,
    );
    expect(graceMail!.text).toContain('Ir a Verificación: http://localhost:3000/proveedor/verificacion');
    expect(graceMail!.html).toContain('href="http://localhost:3000/proveedor/verificacion"');
    expect(mailsTo(lapsing.email)).toHaveLength(0);
    expect(mailsTo(never.email)).toHaveLength(0);
  });

  it('creates the request even when the mail server is down', async () => {
    const provider = await signUpProvider(t.app, { area: center, radius: 5, verified: true });
    const customer = await signUpCustomer(t.app);
    const send = t.mailer.send;
    let attempts = 0;
    t.mailer.send = async () => {
      attempts += 1;
      throw new Error('SMTP caído');
    };
    try {
      const response = await customer.client.post('/api/requests', requestBody(center));
      expect(response.statusCode).toBe(201);
      await t.runTasks();
      expect(attempts).toBeGreaterThan(0);
    } finally {
      t.mailer.send = send;
    }
    expect(mailsTo(provider.email)).toHaveLength(0);
  });
});
