import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { providerSlug } from '#shared/slug';
import { providerEventDays } from '#server/db/schema';
import { TestClient } from '#server/testing/client';
import { TEST_ORIGIN, testDriver, useTestApp } from '#server/testing/harness';
import { TEST_PDF, uploadDocument } from '#server/testing/documents';
import {
  giveVerificationGrace,
  publishRequest,
  signUpCustomer,
  signUpProvider,
  TEST_CONTACT,
  ZOCALO,
} from '#server/testing/marketplace';
import { acceptOffer, signUpLucia } from '#server/testing/services';

describe(`'Descargar mis datos' (${testDriver})`, () => {
  const t = useTestApp();

  const download = async (client: {
    get: (
      url: string,
    ) => Promise<{ statusCode: number; rawPayload: Buffer; headers: Record<string, unknown> }>;
  }) => {
    const answer = await client.get('/api/account/export');
    expect(answer.statusCode, String(answer.rawPayload).slice(0, 200)).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="mis-datos-limpiahogar.zip"');
    const files = unzipSync(new Uint8Array(answer.rawPayload));
    const read = (name: string) => JSON.parse(strFromU8(files[name]!));
    return {
      files,
      names: Object.keys(files).sort(),
      read,
      text: Object.values(files)
        .map((file) => strFromU8(file))
        .join('\n'),
    };
  };

  it('gives each person everything held about them, and nothing of anyone else nor any secret', async () => {
    t.clock.set(new Date());
    const customer = await signUpLucia(t.app);
    const requestId = await publishRequest(customer, ZOCALO, { title: 'Limpieza de mi sala' });
    // In the grace period of providers who predate verification: they offer, and send their papers later on.
    const provider = await signUpProvider(t.app, {
      area: ZOCALO,
      plan: 'premium',
      displayName: 'Brillo Fino',
      verified: false,
    });
    const tomorrow = new Date(t.clock.now().getTime() + 86_400_000);
    await giveVerificationGrace(t.database.db, provider.userId, tomorrow);
    await acceptOffer(customer, provider, requestId);
    const stranger = await signUpCustomer(t.app);
    await publishRequest(stranger, ZOCALO, { title: 'Solicitud de otra persona' });

    const mine = await download(customer.client);
    expect(mine.names).toEqual([
      'LEEME.txt',
      'contacto.json',
      'conversaciones.json',
      'correos.json',
      'cuenta.json',
      'favoritos.json',
      'notificaciones.json',
      'perfil.json',
      'planes-recurrentes.json',
      'reportes.json',
      'resenas.json',
      'servicios.json',
      'solicitudes.json',
    ]);
    expect(mine.read('cuenta.json').account).toMatchObject({ email: customer.email, user_type: 'client' });
    expect(mine.read('perfil.json')).toMatchObject({
      full_name: 'Lucía Pérez',
      phone: '5511112222',
      address: 'Calle 5 de Mayo 20',
      address_colonia: 'Centro',
    });
    // The exact address and phone given with the request, and the service's copy of them.
    const given = {
      address: TEST_CONTACT.address.street,
      address_interior: TEST_CONTACT.address.interior,
      address_colonia: TEST_CONTACT.address.colonia,
      address_references: TEST_CONTACT.address.references,
      contact_phone: TEST_CONTACT.phone,
    };
    expect(mine.read('solicitudes.json')).toEqual([
      expect.objectContaining({ title: 'Limpieza de mi sala', ...given }),
    ]);
    const [service] = mine.read('servicios.json');
    expect(service).toMatchObject({
      title: 'Limpieza de mi sala',
      price: 70_000,
      status: 'confirmed',
      ...given,
    });
    expect(service.steps).toEqual([expect.objectContaining({ action: 'created', to_status: 'confirmed' })]);
    expect(mine.read('notificaciones.json')).toEqual([
      expect.objectContaining({ title: 'Recibiste una propuesta: Limpieza de mi sala' }),
    ]);
    expect(mine.text).not.toContain('Solicitud de otra persona');
    expect(mine.text).not.toContain(stranger.email);
    // Keys, not data about the person: never in the file.
    for (const secret of ['"password"', '"token"', '"secret"', 'backup'])
      expect(mine.text).not.toContain(secret);

    const photo = await sharp({
      create: { width: 600, height: 600, channels: 3, background: { r: 15, g: 118, b: 110 } },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/provider/profile/photo',
      headers: { origin: TEST_ORIGIN, cookie: provider.client.cookieHeader, 'content-type': 'image/jpeg' },
      payload: photo,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const theirs = await download(provider.client);
    expect(theirs.names).toContain('foto-de-perfil.webp');
    const stored = await t.app.inject({ method: 'GET', url: uploaded.json().photoUrl });
    expect(Buffer.from(theirs.files['foto-de-perfil.webp']!).equals(stored.rawPayload)).toBe(true);
    expect(theirs.names).toContain('proveedor.json');
    expect(theirs.names).toContain('propuestas.json');
    expect(theirs.names).toContain('pagos.json');
    expect(theirs.read('proveedor.json').profile).toMatchObject({ display_name: 'Brillo Fino' });
    expect(theirs.read('propuestas.json')).toEqual([expect.objectContaining({ proposed_price: 70_000 })]);
    expect(theirs.text).not.toContain('5511112222');
    // The customer's exact address and phone, which the provider saw to go there, are the customer's data.
    for (const theirsNot of [TEST_CONTACT.address.references, 'Lucía Pérez'])
      expect(theirs.text).not.toContain(theirsNot);

    // The identity papers they sent for 'Verificación', as stored, with the request.
    for (const [kind, type, body] of [
      ['id', 'image/jpeg', photo],
      ['address', 'application/pdf', TEST_PDF],
    ] as const) {
      const sent = await uploadDocument(t.app, provider, kind, type, body);
      expect(sent.statusCode, sent.body).toBe(200);
    }
    await provider.client.post('/api/provider/verification', { adult: true, rfc: 'GODE561231GR8' });
    const papers = await download(provider.client);
    expect(papers.names).toEqual(
      expect.arrayContaining([
        'identificacion-oficial.jpg',
        'comprobante-de-domicilio.pdf',
        'verificacion.json',
      ]),
    );
    expect(Buffer.from(papers.files['comprobante-de-domicilio.pdf']!).equals(TEST_PDF)).toBe(true);
    expect(papers.read('verificacion.json').request).toMatchObject({
      status: 'pending',
      rfc: 'GODE561231GR8',
    });
    // Their own papers only: the customer's file has none.
    expect((await download(customer.client)).names).not.toContain('verificacion.json');
  });

  it('gives a provider what Estadísticas keeps of them: the counts per day in Mexico City and how many single events', async () => {
    // 23:30 on 19 November in Mexico City; an hour later it is the 20th there too.
    const evening = new Date('2026-11-20T05:30:00Z');
    const later = new Date(evening.getTime() + 3_600_000);
    t.clock.set(evening);
    const listed = (displayName: string) =>
      signUpProvider(t.app, {
        plan: 'enterprise',
        area: ZOCALO,
        displayName,
        services: [{ serviceId: 'home-cleaning', hourlyPrice: 45_000 }],
      });
    const provider = await listed('Destello');
    const other = await listed('Casa Radiante');
    const guest = new TestClient(t.app);
    const page = `/api/providers/${providerSlug('proveedor', provider.userId)}`;
    expect((await guest.get(page)).statusCode).toBe(200);
    t.clock.set(later);
    expect((await guest.get(page)).statusCode).toBe(200);
    const list = await guest.get('/api/services/home-cleaning/providers');
    expect(list.json().providers.map((row: { id: string }) => row.id)).toEqual(
      expect.arrayContaining([provider.userId, other.userId]),
    );
    // A June day whose single events were pruned long ago: its count is still kept.
    await t.database.db
      .insert(providerEventDays)
      .values({ providerId: provider.userId, day: '2026-06-15', kind: 'profile_view', count: 40 });

    // Not flushed here: the export writes what the server still holds in memory before reading.
    const { days, events } = (await download(provider.client)).read('estadisticas.json');
    expect(days).toEqual([
      { day: '2026-06-15', kind: 'profile_view', count: 40 },
      { day: '2026-11-19', kind: 'profile_view', count: 1 },
      { day: '2026-11-20', kind: 'profile_view', count: 1 },
      { day: '2026-11-20', kind: 'wizard_appearance', count: 1 },
    ]);
    expect(events).toMatchObject({ kept: 3 });
    expect([events.oldest, events.newest].map((at: string) => new Date(at).toISOString())).toEqual([
      evening.toISOString(),
      later.toISOString(),
    ]);
    expect(events.note).toContain('todas están contadas en «days»');
  });

  it('is for signed-in people only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
  });
});
