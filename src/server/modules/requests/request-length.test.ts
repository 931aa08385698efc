import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { estimateMessages } from '#shared/estimate-messages';
import { serviceRequests } from '#server/db/schema';
import { testDriver, useTestApp } from '#server/testing/harness';
import { useBeforeAll } from '#server/testing/before-all';
import { requestBody, signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';

// Two recámaras and a baño (3.25 h), windows (+1 h) and pets (+0.5 h): 4.75 h, the half hour of 4.5 – 5 h.
const home = { bedrooms: 2, bathrooms: 1, cleaningType: 'general', extras: ['ventanas'], pets: true };

describe(`a new request's 'Cotizador' (${testDriver})`, () => {
  const t = useTestApp();
  const customer = useBeforeAll('the customer', () => signUpCustomer(t.app));

  const rowOf = async (id: string) => {
    const [row] = await t.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    return row!;
  };
  const create = (overrides: Record<string, unknown>) =>
    customer.client.post('/api/requests', requestBody(ZOCALO, overrides));

  it('stores the home and its estimate, and shows both to the customer and to the providers nearby', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium', radius: 10 });
    const answer = await create({ length: { estimate: home } });
    expect(answer.statusCode, answer.body).toBe(201);
    const length = { minHours: 4.5, maxHours: 5, estimate: home };
    const { id } = answer.json().request;
    expect(answer.json().request.length).toEqual(length);
    expect(await rowOf(id)).toMatchObject({ estimateInput: home, minMinutes: 270, maxMinutes: 300 });
    const mine = (await customer.client.get('/api/requests/mine')).json().requests;
    expect(mine.find((request: { id: string }) => request.id === id).length).toEqual(length);
    const nearby = (await provider.client.get('/api/requests/nearby')).json().requests;
    expect(nearby.find((request: { id: string }) => request.id === id).length).toEqual(length);
  });

  it('takes the hours for a service not estimated from a home, and nothing without a length', async () => {
    const garden = await create({ serviceId: 'garden', length: { hours: 2.5 } });
    expect(garden.statusCode, garden.body).toBe(201);
    expect(garden.json().request.length).toEqual({ minHours: 2.5, maxHours: 2.5, estimate: null });
    expect(await rowOf(garden.json().request.id)).toMatchObject({
      estimateInput: null,
      minMinutes: 150,
      maxMinutes: 150,
    });
    const none = await create({});
    expect(none.statusCode, none.body).toBe(201);
    expect(none.json().request.length).toBeNull();
    expect(await rowOf(none.json().request.id)).toMatchObject({ minMinutes: null, maxMinutes: null });
  });

  it('refuses the wrong kind of length for the service under `length`, and stores nothing', async () => {
    const before = (await customer.client.get('/api/requests/mine')).json().requests.length;
    for (const overrides of [
      { serviceId: 'home-cleaning', length: { hours: 3 } },
      { serviceId: 'garden', length: { estimate: home } },
    ]) {
      const answer = await create(overrides);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().error.fields).toEqual({ length: estimateMessages.lengthWrongKind });
    }
    const odd = await create({ serviceId: 'garden', length: { hours: 2.25 } });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.fields).toEqual({ 'length.hours': estimateMessages.hoursRange });
    const big = await create({ length: { estimate: { ...home, bedrooms: 7 } } });
    expect(big.statusCode).toBe(400);
    expect(big.json().error.fields).toEqual({ 'length.estimate.bedrooms': estimateMessages.bedroomsRange });
    expect((await customer.client.get('/api/requests/mine')).json().requests).toHaveLength(before);
  });
});
