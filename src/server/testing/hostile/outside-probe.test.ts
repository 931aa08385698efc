import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '#shared/common-messages';
import type { MyRequest } from '#shared/schemas/requests';
import { testDriver } from '#server/testing/harness';
import { bookingBody, requestBody } from '#server/testing/marketplace';
import { expectErrorEnvelope } from './envelope';
import { call, worldSuite } from './world';

// What the outside probe of issue 11 found at the HTTP surface, each kept as a regression. The rest of its
// findings are tested beside their code: session-cache, rate-limit, two-factor, password-reset, contact,
// applications and safe-redirect tests.
describe(`findings of the outside probe (${testDriver})`, () => {
  const suite = worldSuite();
  const foreign = { origin: 'https://otro-sitio.example' };
  const profile = {
    fullName: 'Intruso',
    phone: '5512345678',
    address: { street: 'Calle Falsa 123', colonia: 'Centro' },
  };

  const fullName = async () =>
    (await call(suite.t.app, suite.world.actors.client, { method: 'GET', url: '/api/profile' })).json()
      .fullName as string | null;

  it('refuses a write from another origin however the URL spells the API route', async () => {
    const before = await fullName();
    for (const url of ['/%61pi/profile', '/api/%70rofile', 'http://localhost:3000/api/profile']) {
      const answer = await call(suite.t.app, suite.world.actors.client, {
        method: 'PUT',
        url,
        body: profile,
        headers: foreign,
      });
      expect(answer.statusCode, url).toBe(403);
      expect(expectErrorEnvelope(answer)).toEqual({ code: 'FORBIDDEN', message: apiMessages.invalidOrigin });
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
    expect(await fullName()).toBe(before);
  });

  it('never lets an API answer reached through another spelling be stored by a cache', async () => {
    const answer = await call(suite.t.app, suite.world.actors.client, {
      method: 'GET',
      url: '/%61pi/profile',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers 409 when a request’s idempotency key comes back with a booking, and the reverse', async () => {
    const { client, provider } = suite.world.actors;
    const mine = async () =>
      (await call(suite.t.app, client, { method: 'GET', url: '/api/requests/mine' })).json()
        .requests as MyRequest[];
    const post = (url: string, body: unknown) => call(suite.t.app, client, { method: 'POST', url, body });
    const before = (await mine()).length;

    const requestKey = randomUUID();
    const request = requestBody(undefined, { idempotencyKey: requestKey });
    expect((await post('/api/requests', request)).statusCode).toBe(201);
    const asBooking = await post('/api/bookings', bookingBody(provider.id, { idempotencyKey: requestKey }));
    expect(asBooking.statusCode).toBe(409);
    expect(expectErrorEnvelope(asBooking)).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: apiMessages.idempotencyKeyReused,
    });

    const bookingKey = randomUUID();
    const booking = bookingBody(provider.id, { idempotencyKey: bookingKey });
    expect((await post('/api/bookings', booking)).statusCode).toBe(201);
    const asRequest = await post('/api/requests', requestBody(undefined, { idempotencyKey: bookingKey }));
    expect(asRequest.statusCode).toBe(409);

    // Retries on the same endpoint still get the first record back.
    const retried = await post('/api/requests', request);
    expect(retried.statusCode).toBe(200);
    expect((await mine()).length).toBe(before + 2);
  });
});
