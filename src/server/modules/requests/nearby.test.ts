import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destination } from '../../../shared/domain/geo';
import { createTestApp, testDriver, type TestApp } from '../../test/harness';
import { TestClient } from '../../test/client';
import {
  bookingBody,
  insertRequest,
  publishRequest,
  signUpCustomer,
  signUpProvider,
  ZOCALO,
} from '../../test/marketplace';
import { NEARBY_LIMIT } from './nearby-query';

describe(`GET /api/requests/nearby (${testDriver})`, () => {
  let t: TestApp;
  let customer: Awaited<ReturnType<typeof signUpCustomer>>;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await signUpCustomer(t.app);
  });
  afterAll(() => t.close());

  // Each test works around its own point so requests of one test never fall into another's circle.
  let spot = 0;
  const newCenter = () => destination(ZOCALO, 0, 200 + 150 * (spot += 1));
  const nearbyIds = async (client: TestClient) => {
    const response = await client.get('/api/requests/nearby');
    expect(response.statusCode).toBe(200);
    return (response.json().requests as { id: string }[]).map((request) => request.id);
  };

  it('is for providers only: 401 for a guest, 403 for a customer', async () => {
    expect((await new TestClient(t.app).get('/api/requests/nearby')).statusCode).toBe(401);
    expect((await customer.client.get('/api/requests/nearby')).statusCode).toBe(403);
  });

  it('includes a request exactly on the edge of the radius and leaves out one 10 m beyond it', async () => {
    const center = newCenter();
    const provider = await signUpProvider(t.app, { area: center, radius: 5, plan: 'basic' });
    const onEdge = await publishRequest(customer, destination(center, 90, 5));
    const onEdgeNorth = await publishRequest(customer, destination(center, 0, 5));
    const outside = await publishRequest(customer, destination(center, 90, 5.01));
    const ids = await nearbyIds(provider.client);
    expect(ids).toContain(onEdge);
    expect(ids).toContain(onEdgeNorth);
    expect(ids).not.toContain(outside);
    const edge = (await provider.client.get('/api/requests/nearby')).json().requests[0];
    expect(edge.distanceKm).toBe(5);
  });

  it('follows the provider radius: 1 km sees less than 50 km', async () => {
    const center = newCenter();
    const near = await publishRequest(customer, destination(center, 200, 0.8));
    const far = await publishRequest(customer, destination(center, 200, 49.9));
    const small = await signUpProvider(t.app, { area: center, radius: 1 });
    const large = await signUpProvider(t.app, { area: center, radius: 50 });
    expect(await nearbyIds(small.client)).toEqual([near]);
    expect(await nearbyIds(large.client)).toEqual([far, near]);
  });

  it('shows nothing and says why when the provider has no coordinates', async () => {
    const provider = await signUpProvider(t.app, { plan: 'basic' });
    await publishRequest(customer, ZOCALO);
    const response = await provider.client.get('/api/requests/nearby');
    expect(response.json()).toEqual({ canApply: false, reason: 'no-area', requests: [] });
  });

  it('never lists a request without coordinates, even at the provider’s door', async () => {
    const center = newCenter();
    const provider = await signUpProvider(t.app, { area: center, radius: 50 });
    const withoutCoordinates = await insertRequest(t.database.db, {
      customerId: customer.userId,
      lat: null,
      lng: null,
    });
    const located = await publishRequest(customer, center);
    expect(await nearbyIds(provider.client)).toEqual([located]);
    expect(await nearbyIds(provider.client)).not.toContain(withoutCoordinates);
  });

  it('lists open requests only, newest first', async () => {
    const center = newCenter();
    const provider = await signUpProvider(t.app, { area: center, radius: 10 });
    const base = { customerId: customer.userId, ...center };
    const older = await insertRequest(t.database.db, {
      ...base,
      createdAt: new Date(Date.now() - 90 * 86_400_000),
    });
    const newer = await insertRequest(t.database.db, {
      ...base,
      createdAt: new Date(Date.now() - 3_600_000),
    });
    const middle = await insertRequest(t.database.db, {
      ...base,
      createdAt: new Date(Date.now() - 3 * 86_400_000),
    });
    for (const status of ['assigned', 'completed', 'cancelled'] as const) {
      await insertRequest(t.database.db, { ...base, status });
    }
    expect(await nearbyIds(provider.client)).toEqual([newer, middle, older]);
  });

  it(`returns at most ${NEARBY_LIMIT}, the newest, across recent and older days`, async () => {
    const center = newCenter();
    const provider = await signUpProvider(t.app, { area: center, radius: 5 });
    const created: { id: string; at: number }[] = [];
    for (let i = 0; i < NEARBY_LIMIT + 5; i += 1) {
      // Half in the last days, half months ago: both halves of the query take part.
      const at = Date.now() - (i % 2 ? i * 3_600_000 : (60 + i) * 86_400_000);
      const id = await insertRequest(t.database.db, {
        customerId: customer.userId,
        ...center,
        createdAt: new Date(at),
      });
      created.push({ id, at });
    }
    const expected = created
      .sort((a, b) => b.at - a.at)
      .slice(0, NEARBY_LIMIT)
      .map((entry) => entry.id);
    expect(await nearbyIds(provider.client)).toEqual(expected);
  });

  it('shows a direct booking only to the provider it is addressed to, marked as such', async () => {
    const center = newCenter();
    const services = [{ serviceId: 'garden' as const, price: 75_000 }];
    const chosen = await signUpProvider(t.app, { area: center, radius: 5, plan: 'basic', services });
    const other = await signUpProvider(t.app, { area: center, radius: 5, plan: 'basic', services });
    const location = { ...center, formattedAddress: 'Zona de prueba', precision: 'locality' };
    const response = await customer.client.post(
      '/api/bookings',
      bookingBody(chosen.userId, { serviceId: 'garden', location, address: 'Calle Uno 123, Centro' }),
    );
    expect(response.statusCode).toBe(201);
    const chosenView = (await chosen.client.get('/api/requests/nearby')).json().requests;
    expect(chosenView).toMatchObject([
      {
        id: response.json().request.id,
        isDirectBooking: true,
        serviceId: 'garden',
        serviceType: null,
        price: 75_000,
        address: 'Calle Uno 123, Centro',
      },
    ]);
    expect(await nearbyIds(other.client)).toEqual([]);
    // Moving the area away does not hide a booking addressed to this provider.
    await chosen.client.request('PUT', '/api/provider/area', {
      location: { ...destination(center, 90, 40), formattedAddress: 'Lejos', precision: 'locality' },
      serviceRadius: 5,
    });
    expect(await nearbyIds(chosen.client)).toEqual([response.json().request.id]);
    expect((await chosen.client.get('/api/provider/overview')).json().openRequestsInArea).toBe(1);
  });

  it('still lists requests without a plan but says applying needs one', async () => {
    const center = newCenter();
    const provider = await signUpProvider(t.app, { area: center, radius: 5 });
    const id = await publishRequest(customer, center);
    const body = (await provider.client.get('/api/requests/nearby')).json();
    expect(body).toMatchObject({ canApply: false, reason: 'no-plan' });
    expect(body.requests.map((request: { id: string }) => request.id)).toEqual([id]);
  });

  it('shows what a provider needs and the customer by first name only, never the e-mail', async () => {
    const center = newCenter();
    const provider = await signUpProvider(t.app, { area: center, radius: 5, plan: 'premium' });
    const named = await signUpCustomer(t.app);
    await t.database.db.execute(
      sql`update profiles set full_name = '  María José Pérez' where id = ${named.userId}`,
    );
    const id = await publishRequest(named, destination(center, 45, 2.345), {
      title: 'Lavado de ventanas',
      serviceType: 'limpieza_ventanas',
      budgetRange: '1000-2000',
      paymentMethod: 'transfer',
    });
    await publishRequest(customer, center);
    const body = (await provider.client.get('/api/requests/nearby')).json();
    expect(body.canApply).toBe(true);
    const request = body.requests.find((item: { id: string }) => item.id === id);
    expect(request).toEqual({
      id,
      title: 'Lavado de ventanas',
      description: 'Dos recámaras, sala y cocina; traigo productos.',
      serviceType: 'limpieza_ventanas',
      budgetRange: '1000-2000',
      serviceId: null,
      price: null,
      paymentMethod: 'transfer',
      requiredDate: expect.any(String),
      location: 'Centro, Ciudad de México',
      address: null,
      precision: 'locality',
      distanceKm: 2.3,
      customerFirstName: 'María',
      createdAt: expect.any(String),
      isDirectBooking: false,
      myApplication: null,
    });
    const fromEmail = body.requests.find((item: { id: string }) => item.id !== id);
    expect(fromEmail.customerFirstName).toBe('Client');
    expect(JSON.stringify(body)).not.toContain('@');
  });
});
