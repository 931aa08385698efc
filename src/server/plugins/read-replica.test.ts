import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { openTestDatabase, testDriver, useTestApp } from '#server/testing/harness';
import { useBeforeAll } from '#server/testing/before-all';
import { requestBody, signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';
import { WROTE_COOKIE } from './read-replica';

const WINDOW_SECONDS = 10;

// A "replica" that never catches up: a second database, migrated and empty. Whatever a route reads from it is
// missing, so each answer tells which database served it, on PGlite as on PostgreSQL, without a real replica
// (npm run scale:demo runs a real one).
describe(`DATABASE_READ_URL: lists from the replica, never one's own write (${testDriver})`, () => {
  const replica = useBeforeAll<DatabaseHandle>('the replica', openTestDatabase, (handle) => handle.close());
  const primary = useBeforeAll<DatabaseHandle>('the primary', openTestDatabase, (handle) => handle.close());
  const t = useTestApp(() => ({
    env: { DATABASE_READ_AFTER_WRITE_SECONDS: String(WINDOW_SECONDS) },
    // The primary with the replica as its `read` (the app closes neither: useBeforeAll does).
    database: new Proxy(primary, {
      get: (target, key) => (key === 'read' ? replica.db : Reflect.get(target, key)),
    }),
  }));

  it("a customer who publishes a request sees it at once in 'Mis solicitudes'; later reads go to the replica", async () => {
    const customer = await signUpCustomer(t.app);
    const body = requestBody(ZOCALO);
    const published = await customer.client.post('/api/requests', body);
    expect(published.statusCode).toBe(201);
    expect(published.cookies.find((c) => c.name === WROTE_COOKIE)).toMatchObject({ maxAge: WINDOW_SECONDS });
    const mine = await customer.client.get('/api/requests/mine');
    expect(mine.json().requests.map((r: { id: string }) => r.id)).toEqual([published.json().request.id]);

    // Still within the window: the primary.
    t.clock.advance((WINDOW_SECONDS - 1) * 1000);
    expect((await customer.client.get('/api/requests/mine')).json().requests).toHaveLength(1);
    // Past it, the list is the replica's (which, here, never received the request).
    t.clock.advance(2000);
    expect((await customer.client.get('/api/requests/mine')).json().requests).toEqual([]);
    // Any accepted write, even the same request again (its idempotency key answers 200), brings the primary back.
    const again = await customer.client.post('/api/requests', body);
    expect(again.statusCode).toBe(200);
    expect((await customer.client.get('/api/requests/mine')).json().requests).toHaveLength(1);
  });

  it('the nearby search reads the replica when the provider has not written lately', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO });
    expect((await provider.client.get('/api/requests/nearby')).json().reason).not.toBe('no-area');
    t.clock.advance((WINDOW_SECONDS + 1) * 1000);
    // The replica has no such provider, so no area: the answer came from it.
    expect((await provider.client.get('/api/requests/nearby')).json()).toMatchObject({ reason: 'no-area' });
  });

  it('a write the server refuses sets no mark', async () => {
    const customer = await signUpCustomer(t.app);
    t.clock.advance((WINDOW_SECONDS + 1) * 1000);
    const refused = await customer.client.post('/api/requests', { title: ' ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.cookies.find((c) => c.name === WROTE_COOKIE)).toBeUndefined();
  });
});

describe(`without DATABASE_READ_URL (${testDriver})`, () => {
  const t = useTestApp();

  it('every read is the primary and no mark is set', async () => {
    const customer = await signUpCustomer(t.app);
    const published = await customer.client.post('/api/requests', requestBody(ZOCALO));
    expect(published.cookies.find((c) => c.name === WROTE_COOKIE)).toBeUndefined();
    t.clock.advance(3_600_000);
    expect((await customer.client.get('/api/requests/mine')).json().requests).toHaveLength(1);
  });
});
