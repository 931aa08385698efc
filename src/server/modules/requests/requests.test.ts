import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { destination } from '../../../shared/domain/geo';
import { requestMessages } from '../../../shared/messages';
import { serviceRequests } from '../../db/schema';
import { TestClient } from '../../test/client';
import { createTestApp, testDriver, type TestApp } from '../../test/harness';
import { requestBody, signUpCustomer, signUpProvider, ZOCALO } from '../../test/marketplace';

describe(`customer requests (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

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
      serviceType: 'limpieza_hogar',
      budgetRange: '500-1000',
      paymentMethod: 'cash',
      requiredDate: body.requiredDate,
      location: body.location,
      providerId: null,
      status: 'open',
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
      serviceType: 'El tipo de servicio es requerido',
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

  it('lists only the customer’s own requests, newest first, with their number of offers', async () => {
    const customer = await signUpCustomer(t.app);
    const stranger = await signUpCustomer(t.app);
    await stranger.client.post('/api/requests', requestBody());
    const ids: string[] = [];
    for (const title of ['Primera', 'Segunda']) {
      ids.push(
        (await customer.client.post('/api/requests', requestBody(ZOCALO, { title }))).json().request.id,
      );
    }
    const provider = await signUpProvider(t.app, { plan: 'premium' });
    await provider.client.post(`/api/requests/${ids[0]}/applications`, {
      proposedPrice: 500,
      message: 'Hola',
    });
    const mine = (await customer.client.get('/api/requests/mine')).json().requests;
    expect(
      mine.map((request: { id: string; offersCount: number }) => [request.id, request.offersCount]),
    ).toEqual([
      [ids[1], 0],
      [ids[0], 1],
    ]);
    expect((await provider.client.get('/api/requests/mine')).statusCode).toBe(403);
  });

  it('books a provider directly only when that provider exists', async () => {
    const customer = await signUpCustomer(t.app);
    const other = await signUpCustomer(t.app);
    for (const providerId of ['no-existe', other.userId]) {
      const response = await customer.client.post('/api/requests', requestBody(ZOCALO, { providerId }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ providerId: requestMessages.providerNotFound });
    }
    const provider = await signUpProvider(t.app);
    const booked = await customer.client.post(
      '/api/requests',
      requestBody(ZOCALO, { providerId: provider.userId }),
    );
    expect(booked.json().request.providerId).toBe(provider.userId);
  });
});

describe(`new-request e-mails (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const center = { lat: 21.1619, lng: -86.8515 };
  const mailsTo = (email: string) => t.mailer.sent.filter((message) => message.to === email);

  it('tells providers whose area contains the request and who want to hear, after it is saved', async () => {
    const inside = await signUpProvider(t.app, { area: center, radius: 5 });
    const outside = await signUpProvider(t.app, { area: destination(center, 270, 8), radius: 5 });
    const muted = await signUpProvider(t.app, { area: center, radius: 10 });
    await muted.client.request('PUT', '/api/provider/preferences', { notifyNewRequests: false });
    const customer = await signUpCustomer(t.app);
    const response = await customer.client.post(
      '/api/requests',
      requestBody(destination(center, 90, 4), { title: 'Limpieza <profunda>' }),
    );
    expect(response.statusCode).toBe(201);
    await vi.waitFor(() => expect(mailsTo(inside.email)).toHaveLength(1));
    const [mail] = mailsTo(inside.email);
    expect(mail!.subject).toBe('Nueva solicitud cerca de ti: Limpieza <profunda>');
    expect(mail!.text).toContain('a 4 km del centro de tu área de servicio');
    expect(mail!.text).toContain('http://localhost:3000/proveedor/solicitudes');
    expect(mail!.html).toContain('Limpieza &lt;profunda&gt;');
    expect(mailsTo(outside.email)).toHaveLength(0);
    expect(mailsTo(muted.email)).toHaveLength(0);
  });

  it('tells only the chosen provider about a direct booking', async () => {
    const chosen = await signUpProvider(t.app, { area: { lat: 20.97, lng: -89.62 }, radius: 5 });
    const neighbour = await signUpProvider(t.app, { area: center, radius: 50 });
    const customer = await signUpCustomer(t.app);
    await customer.client.post('/api/requests', requestBody(center, { providerId: chosen.userId }));
    await vi.waitFor(() => expect(mailsTo(chosen.email)).toHaveLength(1));
    expect(mailsTo(chosen.email)[0]!.subject).toMatch(/^Te reservaron directamente/);
    expect(mailsTo(neighbour.email)).toHaveLength(0);
  });

  it('creates the request even when the mail server is down', async () => {
    const provider = await signUpProvider(t.app, { area: center, radius: 5 });
    const send = t.mailer.send;
    let attempts = 0;
    t.mailer.send = async () => {
      attempts += 1;
      throw new Error('SMTP caído');
    };
    try {
      const customer = await signUpCustomer(t.app);
      const response = await customer.client.post('/api/requests', requestBody(center));
      expect(response.statusCode).toBe(201);
      await vi.waitFor(() => expect(attempts).toBeGreaterThan(0));
    } finally {
      t.mailer.send = send;
    }
    expect(mailsTo(provider.email)).toHaveLength(0);
  });
});
