import { describe, expect, it } from 'vitest';
import { testDriver, useTestApp } from '#server/testing/harness';
import { publishRequest, signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';

describe(`the nearby list's service filter (${testDriver})`, () => {
  const t = useTestApp();

  const titlesFor = async (provider: Awaited<ReturnType<typeof signUpProvider>>, query = '') => {
    const response = await provider.client.get(`/api/requests/nearby${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().requests as { title: string }[]).map((request) => request.title).sort();
  };

  it('shows a provider the requests for the services they offer, or for one service of the catalogue', async () => {
    const customer = await signUpCustomer(t.app);
    for (const [title, serviceId] of [
      ['Ventanas del local', 'windows'],
      ['Poda del jardín', 'garden'],
      ['Oficina de contadores', 'office-cleaning'],
    ])
      await publishRequest(customer, ZOCALO, { title, serviceId });
    const provider = await signUpProvider(t.app, {
      area: ZOCALO,
      plan: 'premium',
      services: [
        { serviceId: 'windows', hourlyPrice: 65_000 },
        { serviceId: 'office-cleaning', hourlyPrice: 90_000 },
      ],
    });

    expect(await titlesFor(provider)).toEqual([
      'Oficina de contadores',
      'Poda del jardín',
      'Ventanas del local',
    ]);
    expect(await titlesFor(provider, '?service=mine')).toEqual([
      'Oficina de contadores',
      'Ventanas del local',
    ]);
    expect(await titlesFor(provider, '?service=garden')).toEqual(['Poda del jardín']);
    expect(await titlesFor(provider, '?service=pool')).toEqual([]);
    const nothingOffered = await signUpProvider(t.app, { area: ZOCALO, plan: 'basic' });
    expect(await titlesFor(nothingOffered, '?service=mine')).toEqual([]);
  });

  it('answers a service outside the catalogue, an old request type among them, with 400', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'basic' });
    for (const service of ['limpieza_hogar', 'todo', '']) {
      const response = await provider.client.get(`/api/requests/nearby?service=${service}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ service: 'Elige un servicio del catálogo' });
    }
  });

  it('refuses a request for an old type, and takes office cleaning', async () => {
    const customer = await signUpCustomer(t.app);
    const old = await customer.client.post('/api/requests', {
      title: 'Limpieza',
      description: 'Un tipo de antes del catálogo.',
      serviceType: 'limpieza_hogar',
      budgetRange: '500-1000',
      requiredDate: new Date(Date.now() + 86_400_000).toISOString(),
      location: { ...ZOCALO, formattedAddress: 'Centro, Ciudad de México', precision: 'locality' },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(old.statusCode).toBe(400);
    expect(old.json().error.fields).toMatchObject({ serviceId: 'El tipo de servicio es requerido' });
    const id = await publishRequest(customer, ZOCALO, { serviceId: 'office-cleaning' });
    const mine = (await customer.client.get('/api/requests/mine')).json().requests;
    expect(mine.find((request: { id: string }) => request.id === id)).toMatchObject({
      serviceId: 'office-cleaning',
      status: 'open',
      serviceStatus: null,
    });
  });
});
