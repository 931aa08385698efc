import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { destination } from '#shared/domain/geo';
import { providerMessages } from '#shared/provider-messages';
import { testDriver, useTestApp } from '#server/testing/harness';
import { useBeforeAll } from '#server/testing/before-all';
import { TestClient } from '#server/testing/client';
import {
  bookingBody,
  insertRequest,
  publishRequest,
  signUpCustomer,
  signUpProvider,
  TEST_CONTACT,
  ZOCALO,
} from '#server/testing/marketplace';
import { NEARBY_PAGE_SIZE } from './nearby-query';

const ZERO_UUID = '00000000-0000-0000-0000-000000000000';

describe(`GET /api/requests/nearby (${testDriver})`, () => {
  const t = useTestApp();
  const customer = useBeforeAll('the customer', () => signUpCustomer(t.app));

  // Each test works around its own point so requests of one test never fall into another's circle.
  let spot = 0;
  // 120 km apart (more than the widest circle plus its farthest request), north-west across Mexico.
  const newCenter = () => destination(ZOCALO, 315, 120 * (spot += 1));
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
    expect(response.json()).toEqual({
      canApply: false,
      reason: 'no-area',
      serving: { state: 'verified', graceUntil: null, status: 'approved', missingDocuments: [] },
      requests: [],
      nextCursor: null,
    });
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

  it('leaves out requests whose date has passed, and does not count them', async () => {
    const center = newCenter();
    const provider = await signUpProvider(t.app, { area: center, radius: 5 });
    const base = { customerId: customer.userId, ...center };
    const past = new Date(Date.now() - 60_000);
    await insertRequest(t.database.db, { ...base, requiredDate: past });
    await insertRequest(t.database.db, { ...base, requiredDate: past, providerId: provider.userId });
    const ahead = await insertRequest(t.database.db, {
      ...base,
      requiredDate: new Date(Date.now() + 3_600_000),
    });
    expect(await nearbyIds(provider.client)).toEqual([ahead]);
    expect((await provider.client.get('/api/provider/overview')).json().openRequestsInArea).toBe(1);
  });

  const allPages = async (client: TestClient) => {
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const url: string = cursor
        ? `/api/requests/nearby?cursor=${encodeURIComponent(cursor)}`
        : '/api/requests/nearby';
      const response = await client.get(url);
      expect(response.statusCode).toBe(200);
      const body = response.json() as { requests: { id: string }[]; nextCursor: string | null };
      pages.push(body.requests.map((request) => request.id));
      cursor = body.nextCursor;
    } while (cursor && pages.length < 20);
    return pages;
  };

  it(`pages by ${NEARBY_PAGE_SIZE}, newest first, across recent and older days, none twice or missed`, async () => {
    const center = newCenter();
    const provider = await signUpProvider(t.app, { area: center, radius: 5 });
    const created: { id: string; at: number }[] = [];
    const total = 2 * NEARBY_PAGE_SIZE + 5;
    for (let i = 0; i < total; i += 1) {
      // Half in the last days, half months ago: both halves of the query take part, on every page.
      const at = Date.now() - (i % 2 ? i * 3_600_000 : (60 + i) * 86_400_000);
      const id = await insertRequest(t.database.db, {
        customerId: customer.userId,
        ...center,
        createdAt: new Date(at),
      });
      created.push({ id, at });
    }
    const expected = created.sort((a, b) => b.at - a.at).map((entry) => entry.id);
    const pages = await allPages(provider.client);
    expect(pages.map((page) => page.length)).toEqual([NEARBY_PAGE_SIZE, NEARBY_PAGE_SIZE, 5]);
    expect(pages.flat()).toEqual(expected);
  });

  it('keeps requests created in the same microsecond in order across a page boundary', async () => {
    const center = newCenter();
    const provider = await signUpProvider(t.app, { area: center, radius: 5 });
    const at = new Date(Date.now() - 7_200_000);
    const ids: string[] = [];
    for (let i = 0; i < NEARBY_PAGE_SIZE + 3; i += 1)
      ids.push(await insertRequest(t.database.db, { customerId: customer.userId, ...center, createdAt: at }));
    // A microsecond the JavaScript Date cannot hold: the cursor must keep it.
    await t.database.db.execute(
      sql`update service_requests set created_at = created_at + interval '7 microseconds'
          where id = any(${sql.param(ids)}::uuid[])`,
    );
    const pages = await allPages(provider.client);
    expect(pages.map((page) => page.length)).toEqual([NEARBY_PAGE_SIZE, 3]);
    expect(pages.flat()).toEqual([...ids].sort().reverse());
  });

  it('answers a malformed cursor with 400 and the Spanish message', async () => {
    const provider = await signUpProvider(t.app, { area: newCenter(), radius: 5 });
    for (const cursor of [
      'abc',
      '1.2',
      `${'9'.repeat(19)}.${ZERO_UUID}`,
      `-1.${ZERO_UUID}`,
      `1.${ZERO_UUID}x`,
    ]) {
      const response = await provider.client.get(`/api/requests/nearby?cursor=${encodeURIComponent(cursor)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.cursor).toBe(providerMessages.invalidCursor);
    }
    // The largest cursor the format allows is still a valid timestamp: an empty page, not an error.
    const last = await provider.client.get(`/api/requests/nearby?cursor=${'9'.repeat(18)}.${ZERO_UUID}`);
    expect(last.statusCode).toBe(200);
  });

  it('lists no direct booking, not even to its provider: it is a service waiting in their Calendario', async () => {
    const center = newCenter();
    const services = [{ serviceId: 'garden' as const, hourlyPrice: 75_000 }];
    const chosen = await signUpProvider(t.app, { area: center, radius: 5, plan: 'basic', services });
    const other = await signUpProvider(t.app, { area: center, radius: 5, plan: 'basic', services });
    const location = { ...center, formattedAddress: 'Zona de prueba', precision: 'locality' };
    const response = await customer.client.post(
      '/api/bookings',
      bookingBody(chosen.userId, { serviceId: 'garden', location }),
    );
    expect(response.statusCode).toBe(201);
    expect(await nearbyIds(chosen.client)).toEqual([]);
    expect(await nearbyIds(other.client)).toEqual([]);
    expect((await chosen.client.get('/api/provider/overview')).json().openRequestsInArea).toBe(0);
    const [service] = (await chosen.client.get('/api/services')).json().services;
    expect(service).toMatchObject({
      requestId: response.json().request.id,
      status: 'pending',
      price: 75_000,
    });
  });

  it("gives each request its place's zone, the clock its date is shown on", async () => {
    const places = [
      ['America/Cancun', { lat: 21.17429, lng: -86.84656 }],
      ['America/Tijuana', { lat: 32.5149, lng: -117.0382 }],
      ['America/Mexico_City', ZOCALO],
    ] as const;
    for (const [zone, place] of places) {
      const provider = await signUpProvider(t.app, { area: place, radius: 1 });
      const id = await publishRequest(customer, place);
      const body = (await provider.client.get('/api/requests/nearby')).json();
      expect(body.requests.find((request: { id: string }) => request.id === id).timeZone).toBe(zone);
    }
  });

  it('still lists requests without a plan but says applying needs one', async () => {
    const center = newCenter();
    const provider = await signUpProvider(t.app, { area: center, radius: 5 });
    const id = await publishRequest(customer, center);
    const body = (await provider.client.get('/api/requests/nearby')).json();
    expect(body).toMatchObject({ canApply: false, reason: 'no-plan' });
    expect(body.requests.map((request: { id: string }) => request.id)).toEqual([id]);
  });

  it('shows what a provider needs, the customer as «María J.», and never the e-mail, street or phone', async () => {
    const center = newCenter();
    const provider = await signUpProvider(t.app, { area: center, radius: 5, plan: 'premium' });
    const named = await signUpCustomer(t.app);
    await t.database.db.execute(
      sql`update profiles set full_name = '  María José Pérez' where id = ${named.userId}`,
    );
    const id = await publishRequest(named, destination(center, 45, 2.345), {
      title: 'Lavado de ventanas',
      serviceId: 'windows',
      budgetRange: '1000-2000',
      paymentMethod: 'transfer',
      length: { hours: 2.5 },
    });
    const nameless = await signUpCustomer(t.app);
    await t.database.db.execute(sql`update profiles set full_name = null where id = ${nameless.userId}`);
    await publishRequest(nameless, center);
    const body = (await provider.client.get('/api/requests/nearby')).json();
    expect(body.canApply).toBe(true);
    const request = body.requests.find((item: { id: string }) => item.id === id);
    expect(request).toEqual({
      id,
      title: 'Lavado de ventanas',
      description: 'Dos recámaras, sala y cocina; traigo productos.',
      serviceId: 'windows',
      budgetRange: '1000-2000',
      price: null,
      paymentMethod: 'transfer',
      length: { minHours: 2.5, maxHours: 2.5, estimate: null },
      requiredDate: expect.any(String),
      timeZone: expect.any(String),
      location: 'Centro, Ciudad de México',
      precision: 'locality',
      distanceKm: 2.3,
      customerName: 'María J.',
      createdAt: expect.any(String),
      myApplication: null,
    });
    // Dates as Date.prototype.toISOString writes them, whichever way the server reads them.
    for (const date of [request.requiredDate, request.createdAt])
      expect(date).toBe(new Date(date).toISOString());
    const withoutName = body.requests.find((item: { id: string }) => item.id !== id);
    expect(withoutName.customerName).toBe('Cliente');
    const text = JSON.stringify(body);
    for (const secret of [
      '@',
      TEST_CONTACT.address.street,
      TEST_CONTACT.phone,
      TEST_CONTACT.address.references,
    ])
      expect(text).not.toContain(secret);
  });
});
