import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SERVICE_IDS } from '#shared/catalog';
import { PHOTO_TYPES } from '#shared/schemas/provider';
import { testDriver } from '#server/testing/harness';
import { hostileText } from './arbitraries';
import { BODY_LIMIT, expectErrorEnvelope, expectSafeAnswer } from './envelope';
import { JSON_ENDPOINTS, type JsonEndpoint } from './json-endpoints';
import { runs } from './runs';
import { call, worldSuite } from './world';

const CONTENT_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=limite',
  'application/xml',
  'text/html',
  'image/png',
  'application/octet-stream',
  'application/jsonx',
  'text/json',
  'json',
  ';;;',
] as const;

/** Path segments a router or a query might trip on, already in URL form. */
const hostileSegment = fc.oneof(
  hostileText.map(encodeURIComponent),
  fc.constantFrom(
    '..',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '%00',
    '%',
    '%E0%A4%A',
    '%ZZ',
    '%C0%AE%C0%AE',
    'a'.repeat(101),
    'home-cleaning%00',
    '%20',
    '00000000-0000-0000-0000-000000000000',
    "1'%20or%20'1'%3D'1",
  ),
);

describe(`hostile transport: JSON text, content types, sizes, paths and queries (${testDriver})`, () => {
  const suite = worldSuite();

  const sendText = (endpoint: JsonEndpoint, payload: string, contentType?: string) =>
    call(suite.t.app, suite.world.actors[endpoint.actor], {
      method: endpoint.method,
      url: endpoint.url?.(suite.world) ?? endpoint.route,
      payload,
      contentType,
    });

  for (const endpoint of JSON_ENDPOINTS) {
    const name = `${endpoint.method} ${endpoint.route}`;

    it(`${name} answers broken JSON text with 400 and the envelope`, async () => {
      const broken = fc.tuple(fc.nat(), fc.string({ unit: 'binary', maxLength: 12 })).map(([cut, junk]) => {
        const text = JSON.stringify(endpoint.valid(suite.world));
        return text.slice(0, cut % text.length) + junk;
      });
      await fc.assert(
        fc.asyncProperty(broken, async (payload) => {
          let parsed: { ok: true; value: unknown } | { ok: false };
          try {
            parsed = { ok: true, value: JSON.parse(payload) };
          } catch {
            parsed = { ok: false };
          }
          const accepted = parsed.ok && endpoint.schema.safeParse(parsed.value).success;
          expectSafeAnswer(await sendText(endpoint, payload), { accepted });
        }),
        { numRuns: runs(15) },
      );
    });

    it(`${name} refuses a body that is not JSON, whatever it claims to be`, async () => {
      const arbitrary = fc.tuple(
        fc.constantFrom(...CONTENT_TYPES),
        fc.oneof(fc.constant(JSON.stringify(endpoint.valid(suite.world))), hostileText),
      );
      await fc.assert(
        fc.asyncProperty(arbitrary, async ([contentType, payload]) => {
          const answer = await sendText(endpoint, payload, contentType);
          expectSafeAnswer(answer);
          expect([400, 415]).toContain(answer.statusCode);
        }),
        { numRuns: runs(12) },
      );
    });

    it(`${name} answers a body over the limit with 413 before reading it`, async () => {
      const sizes = fc.integer({ min: BODY_LIMIT + 1, max: 2 * BODY_LIMIT });
      await fc.assert(
        fc.asyncProperty(sizes, async (size) => {
          const payload = JSON.stringify({ ...endpoint.valid(suite.world), relleno: 'x'.repeat(size) });
          expectSafeAnswer(await sendText(endpoint, payload), { bytes: size });
        }),
        { numRuns: runs(3) },
      );
    });
  }

  it('answers hostile path parameters with 4xx and the envelope, never a 500', async () => {
    const routes = [
      { actor: 'guest', method: 'GET', url: (id: string) => `/api/services/${id}/providers` },
      { actor: 'guest', method: 'GET', url: (id: string) => `/api/providers/${id}/photo` },
      { actor: 'otherProvider', method: 'POST', url: (id: string) => `/api/requests/${id}/applications` },
    ] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), hostileSegment, async (route, segment) => {
        const body = route.method === 'POST' ? { proposedPrice: 500, message: 'Hola' } : undefined;
        const answer = await call(suite.t.app, suite.world.actors[route.actor], {
          method: route.method,
          url: route.url(segment),
          body,
        });
        expectSafeAnswer(answer);
        expect(answer.statusCode).toBeGreaterThanOrEqual(400);
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
      }),
      { numRuns: runs(80) },
    );
  });

  it('lists providers only for a catalogue service, whatever the path says', async () => {
    for (const serviceId of SERVICE_IDS) {
      const answer = await call(suite.t.app, null, {
        method: 'GET',
        url: `/api/services/${serviceId}/providers`,
      });
      expect(answer.statusCode).toBe(200);
    }
  });

  it('answers any query string on the place search with 200 or 400, never a 500', async () => {
    const pair = fc.tuple(
      fc.constantFrom('q', 'limit', 'q[]', 'limit[0]', '__proto__', 'constructor', 'q%00'),
      fc.oneof(
        hostileText.map(encodeURIComponent),
        hostileSegment,
        fc.constantFrom('1e400', '-1', 'NaN', '10.5'),
      ),
    );
    const query = fc
      .array(pair, { maxLength: 4 })
      .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
    await fc.assert(
      fc.asyncProperty(query, async (search) => {
        const answer = await call(suite.t.app, suite.world.actors.client, {
          method: 'GET',
          url: `/api/places?${search}`,
        });
        expectSafeAnswer(answer);
        if (answer.statusCode === 200) expect(Array.isArray(answer.json().results)).toBe(true);
        else expect(answer.statusCode).toBe(400);
      }),
      { numRuns: runs(60) },
    );
  });

  it('finds places, even for a guest, for any readable query of up to 100 characters', async () => {
    const search = fc.tuple(
      hostileText.filter((q) => q.trim().length <= 100),
      fc.integer({ min: 1, max: 10 }),
    );
    await fc.assert(
      fc.asyncProperty(search, async ([q, limit]) => {
        const url = `/api/places?q=${encodeURIComponent(q)}&limit=${limit}`;
        const answer = await call(suite.t.app, null, { method: 'GET', url });
        expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
        expect(answer.json().results.length).toBeLessThanOrEqual(limit);
      }),
      { numRuns: runs(40) },
    );
  });

  it('refuses a photo that is not a readable image, whatever its type says, never with a 500', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const damaged = fc.oneof(
      fc.uint8Array({ maxLength: 4096 }).map((bytes) => Buffer.from(bytes)),
      fc.nat({ max: png.length - 1 }).map((cut) => png.subarray(0, cut)),
      fc.tuple(fc.nat({ max: png.length - 1 }), fc.integer({ min: 1, max: 255 })).map(([at, flip]) => {
        const copy = Buffer.from(png);
        copy[at] = copy[at]! ^ flip;
        return copy;
      }),
    );
    const types = fc.constantFrom(
      ...PHOTO_TYPES,
      'application/json',
      'text/plain',
      'image/gif',
      'image/svg+xml',
    );
    await fc.assert(
      fc.asyncProperty(damaged, types, async (payload, contentType) => {
        const answer = await call(suite.t.app, suite.world.actors.otherProvider, {
          method: 'POST',
          url: '/api/provider/profile/photo',
          payload,
          contentType,
        });
        expect(answer.statusCode, answer.body.slice(0, 200)).toBeLessThan(500);
        if (answer.statusCode >= 400) expectErrorEnvelope(answer);
        if (!(PHOTO_TYPES as readonly string[]).includes(contentType)) expect(answer.statusCode).toBe(415);
      }),
      { numRuns: runs(40) },
    );
  });

  it('answers methods a route does not have with 405, the methods it has, and the envelope', async () => {
    for (const endpoint of JSON_ENDPOINTS) {
      for (const method of ['DELETE', 'PATCH'] as const) {
        const answer = await call(suite.t.app, suite.world.actors[endpoint.actor], {
          method,
          url: endpoint.url?.(suite.world) ?? endpoint.route,
          body: endpoint.valid(suite.world),
        });
        expect(answer.statusCode).toBe(405);
        expect(String(answer.headers.allow).split(', ')).toContain(endpoint.method);
        expect(expectErrorEnvelope(answer).code).toBe('METHOD_NOT_ALLOWED');
      }
    }
  });
});
