import { describe, expect, it } from 'vitest';
import type { TestClient } from '#server/testing/client';
import { mailerOf, testDriver, useTestApp } from '#server/testing/harness';
import { publishRequest, signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';

type Party = { client: TestClient; userId: string; email: string };

describe(`the bell and e-mail preferences (${testDriver})`, () => {
  const t = useTestApp();

  const bell = async (party: Party) => (await party.client.get('/api/notifications')).json();
  const mailsTo = async (party: Party) => {
    await t.runTasks();
    return mailerOf(t.app)
      .sent.filter((mail) => mail.to === party.email)
      .map((mail) => mail.subject)
      .filter((subject) => subject !== 'Confirma tu correo electrónico');
  };
  const offer = (provider: Party, requestId: string, pesos: number) =>
    provider.client.post(`/api/requests/${requestId}/applications`, {
      proposedPrice: pesos,
      message: 'Llevo mis productos y termino en tres horas.',
    });

  it('tells each person what happened in their bell, with the page it is about, and marks what they saw as read', async () => {
    t.clock.set(new Date());
    const customer = await signUpCustomer(t.app);
    const requestId = await publishRequest(customer, ZOCALO, { title: 'Limpieza de sala' });
    const chosen = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium', displayName: 'Brillo Fino' });
    const other = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium', displayName: 'Casa Clara' });
    const first = await offer(chosen, requestId, 700);
    expect(first.statusCode, first.body).toBe(201);
    t.clock.advance(1000);
    expect((await offer(other, requestId, 900)).statusCode).toBe(201);

    const forCustomer = await bell(customer);
    expect(forCustomer.unread).toBe(2);
    expect(forCustomer.items).toEqual([
      expect.objectContaining({
        title: 'Recibiste una propuesta: Limpieza de sala',
        body: 'Casa Clara te propone hacerlo por $900. Compara las propuestas y acepta la que prefieras.',
        link: '/cliente/solicitudes',
        read: false,
      }),
      expect.objectContaining({ body: expect.stringContaining('Brillo Fino te propone hacerlo por $700') }),
    ]);
    expect(await mailsTo(customer)).toEqual([
      'Recibiste una propuesta: Limpieza de sala',
      'Recibiste una propuesta: Limpieza de sala',
    ]);

    const accepted = await customer.client.post(`/api/applications/${first.json().application.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect((await bell(chosen)).items).toEqual([
      expect.objectContaining({
        title: 'Aceptaron tu propuesta: Limpieza de sala',
        link: '/proveedor/calendario',
      }),
    ]);
    expect((await bell(other)).items).toEqual([
      expect.objectContaining({
        title: 'El cliente eligió otra propuesta: Limpieza de sala',
        link: '/proveedor/solicitudes',
      }),
    ]);

    // Opened: what it showed is read; what arrives later is not.
    const shown = forCustomer.items[0].createdAt as string;
    const read = await customer.client.post('/api/notifications/read', { upTo: shown });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ unread: 0 });
    const service = accepted.json().service as { id: string };
    t.clock.advance(60_000);
    const cancelled = await chosen.client.post(`/api/services/${service.id}/actions`, {
      action: 'cancel_by_provider',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await bell(customer);
    expect(after.unread).toBe(1);
    expect(after.items[0]).toMatchObject({
      title: 'El proveedor canceló tu servicio: Limpieza de sala',
      read: false,
    });
    expect(after.items.slice(1).every((item: { read: boolean }) => item.read)).toBe(true);
    // Nobody else's bell hears of it.
    expect((await bell(await signUpCustomer(t.app))).items).toEqual([]);
  });

  it('sends a customer who turned offers off no e-mail for them, and still lists them in the bell', async () => {
    t.clock.set(new Date());
    const customer = await signUpCustomer(t.app);
    expect((await customer.client.get('/api/client/preferences')).json()).toEqual({
      notifyOffers: true,
      notifyMessages: true,
    });
    const saved = await customer.client.request('PUT', '/api/client/preferences', { notifyOffers: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ notifyOffers: false, notifyMessages: true });
    const requestId = await publishRequest(customer, ZOCALO, { title: 'Lavado de ventanas' });
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium' });
    expect((await offer(provider, requestId, 500)).statusCode).toBe(201);
    expect((await bell(customer)).unread).toBe(1);
    expect(await mailsTo(customer)).toEqual([]);

    const bad = await customer.client.request('PUT', '/api/client/preferences', { notifyOffers: 'no' });
    expect(bad.statusCode).toBe(400);
    expect((await customer.client.request('PUT', '/api/client/preferences', {})).statusCode).toBe(400);
    expect((await provider.client.get('/api/client/preferences')).statusCode).toBe(403);
    const malformed = await customer.client.post('/api/notifications/read', { upTo: 'ayer' });
    expect(malformed.statusCode).toBe(400);
  });
});
