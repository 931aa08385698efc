import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeyMessages } from '#shared/api-key-messages';
import type { ApiScope } from '#shared/api-keys';
import type { CreatedApiKey } from '#shared/schemas/api-keys';
import { apiKeys, profiles } from '#server/db/schema';
import { testDriver, useTestApp } from '#server/testing/harness';
import {
  bookingBody,
  insertService,
  publishRequest,
  signUpCustomer,
  signUpProvider,
  ZOCALO,
} from '#server/testing/marketplace';

type Provider = Awaited<ReturnType<typeof signUpProvider>>;
const PER_MINUTE = 5;
// The same shape with its first secret character changed: a key nobody holds.
const otherKeyLike = (secret: string) =>
  `${secret.slice(0, 8)}${secret[8] === 'A' ? 'B' : 'A'}${secret.slice(9)}`;
const ALL: ApiScope[] = [
  'services:read',
  'requests:read',
  'offers:read',
  'offers:write',
  'earnings:read',
  'reviews:read',
];

describe(`the API for Empresarial providers, /api/v1 with a key (${testDriver})`, () => {
  const t = useTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) } });
  let ana: Provider;
  let beto: Provider;
  let customer: Awaited<ReturnType<typeof signUpCustomer>>;
  beforeAll(async () => {
    const setup = { area: ZOCALO, radius: 10, plan: 'enterprise' as const };
    ana = await signUpProvider(t.app, {
      ...setup,
      services: [{ serviceId: 'home-cleaning', hourlyPrice: 50_000 }],
    });
    beto = await signUpProvider(t.app, {
      ...setup,
      services: [{ serviceId: 'windows', hourlyPrice: 65_000 }],
    });
    customer = await signUpCustomer(t.app);
    for (const [provider, serviceId] of [
      [ana, 'home-cleaning'],
      [beto, 'windows'],
    ] as const) {
      const booking = await customer.client.post(
        '/api/bookings',
        bookingBody(provider.userId, { serviceId }),
      );
      expect(booking.statusCode, booking.body).toBe(201);
    }
  });

  const newKey = async (who: Provider, scopes: ApiScope[] = ALL) => {
    const answer = await who.client.post('/api/provider/api-keys', { name: 'Pruebas', scopes });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as CreatedApiKey;
  };
  const withKey = (
    secret: string | null,
    url: string,
    extra: { method?: 'GET' | 'POST'; body?: unknown; cookie?: string } = {},
  ) =>
    t.app.inject({
      method: extra.method ?? 'GET',
      url,
      headers: {
        ...(secret ? { authorization: `Bearer ${secret}` } : {}),
        ...(extra.cookie ? { cookie: extra.cookie } : {}),
        ...(extra.body ? { 'content-type': 'application/json' } : {}),
      },
      payload: extra.body ? JSON.stringify(extra.body) : undefined,
    });

  it('answers each provider’s key with that provider’s services, as the panel lists them, and never the other’s', async () => {
    const anaKey = await newKey(ana);
    const betoKey = await newKey(beto);
    for (const [who, key, other] of [
      [ana, anaKey, beto],
      [beto, betoKey, ana],
    ] as const) {
      for (const url of ['/api/v1/services', '/api/v1/calendar']) {
        const answer = await withKey(key.secret, url);
        expect(answer.statusCode, answer.body).toBe(200);
        const panel = await who.client.get(
          url === '/api/v1/services' ? '/api/services' : '/api/services?when=upcoming',
        );
        expect(answer.json()).toEqual(panel.json());
        const services = answer.json().services as { provider: { id: string } }[];
        expect(services.length).toBe(1);
        expect(services.every((service) => service.provider.id === who.userId)).toBe(true);
        expect(answer.body).not.toContain(other.userId);
      }
    }
  });

  it('reads every list but a month’s a page at a time, each service once, by the cursor of the page before', async () => {
    const carla = await signUpProvider(t.app, { area: ZOCALO, radius: 10, plan: 'enterprise' });
    const DAY = 86_400_000;
    const now = t.clock.now().getTime();
    const service = (status: 'confirmed' | 'done' | 'completed', at: number) =>
      insertService(
        t.database.db,
        { customerId: customer.userId, providerId: carla.userId },
        status,
        new Date(at),
      );
    // Two on one instant: the id orders them, and the cursor between them loses neither. The second is done (the
    // provider marked it so): two services the provider still holds may not overlap.
    const ahead: string[] = [];
    for (let day = 1; day <= 52; day++) ahead.push(await service('confirmed', now + day * DAY));
    ahead.push(await service('done', now + 52 * DAY));
    const ended: string[] = [];
    for (let day = 1; day <= 51; day++) ended.push(await service('completed', now - day * DAY));
    const byInstantThenId = (ids: string[], at: (id: string) => number) =>
      [...ids].sort((a, b) => at(a) - at(b) || (a < b ? -1 : 1));
    const when = new Map([...ahead.map((id, i) => [id, now + Math.min(i + 1, 52) * DAY] as const)]);
    const soonestFirst = byInstantThenId(ahead, (id) => when.get(id)!);

    const walk = async (url: string) => {
      const { secret } = await newKey(carla, ['services:read']);
      const pages: string[][] = [];
      let cursor: string | null = null;
      do {
        const answer = await withKey(
          secret,
          cursor ? `${url}${url.includes('?') ? '&' : '?'}cursor=${cursor}` : url,
        );
        expect(answer.statusCode, answer.body).toBe(200);
        const body = answer.json() as { services: { id: string }[]; nextCursor: string | null };
        pages.push(body.services.map((row) => row.id));
        cursor = body.nextCursor;
      } while (cursor);
      return pages;
    };
    const upcoming = await walk('/api/v1/services?when=upcoming');
    expect(upcoming.map((page) => page.length)).toEqual([50, 3]);
    expect(upcoming.flat()).toEqual(soonestFirst);
    expect(await walk('/api/v1/calendar')).toEqual(upcoming);
    const past = await walk('/api/v1/services?when=past');
    expect(past.map((page) => page.length)).toEqual([50, 1]);
    expect(past.flat()).toEqual(ended);
    const all = await walk('/api/v1/services');
    expect(all.map((page) => page.length)).toEqual([50, 50, 4]);
    expect(all.flat()).toEqual([...[...ended].reverse(), ...soonestFirst]);
    // A month is one answer, as the panel's calendar reads it.
    const month = new Date(now + 40 * DAY).toISOString().slice(0, 7);
    const { secret } = await newKey(carla, ['services:read']);
    const ofMonth = await withKey(secret, `/api/v1/calendar?month=${month}`);
    expect(ofMonth.json().nextCursor).toBeNull();
    expect(ofMonth.json().services.length).toBeGreaterThan(0);
    const refused = await withKey(secret, '/api/v1/services?cursor=ayer');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('VALIDATION');
  });

  it('refuses a session cookie alone with 401 and WWW-Authenticate, and answers the key’s provider when both come', async () => {
    const alone = await withKey(null, '/api/v1/services', { cookie: ana.client.cookieHeader });
    expect(alone.statusCode).toBe(401);
    expect(alone.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(alone.json().error).toEqual({ code: 'UNAUTHORIZED', message: apiKeyMessages.keyInvalid });
    const { secret } = await newKey(beto);
    const both = await withKey(secret, '/api/v1/services', { cookie: ana.client.cookieHeader });
    expect(both.json().services[0].provider.id).toBe(beto.userId);
    for (const header of [`Basic ${secret}`, 'Bearer lh_live_inventada', `Bearer ${otherKeyLike(secret)}`]) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/v1/services',
        headers: { authorization: header },
      });
      expect(answer.statusCode, header).toBe(401);
    }
  });

  it('refuses a route outside the key’s scopes with SCOPE_REQUIRED', async () => {
    const { secret } = await newKey(ana, ['reviews:read']);
    expect((await withKey(secret, '/api/v1/reviews')).statusCode).toBe(200);
    const refused = await withKey(secret, '/api/v1/earnings');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'SCOPE_REQUIRED',
      message: apiKeyMessages.scopeRequired.replace('{scope}', 'earnings:read'),
    });
  });

  it('refuses a revoked key on the very next request', async () => {
    const { key, secret } = await newKey(ana);
    expect((await withKey(secret, '/api/v1/services')).statusCode).toBe(200);
    expect((await ana.client.post(`/api/provider/api-keys/${key.id}/revoke`)).statusCode).toBe(200);
    expect((await withKey(secret, '/api/v1/services')).statusCode).toBe(401);
  });

  it('stops a key when the plan is no longer Empresarial and lets it work again when the plan returns', async () => {
    const provider = await signUpProvider(t.app, { plan: 'enterprise' });
    const { secret } = await newKey(provider);
    expect((await provider.client.post('/api/subscription', { planType: 'premium' })).statusCode).toBe(201);
    const lapsed = await withKey(secret, '/api/v1/services');
    expect(lapsed.statusCode).toBe(403);
    expect(lapsed.json().error).toEqual({ code: 'PLAN_REQUIRED', message: apiKeyMessages.planRequired });
    expect((await provider.client.get('/api/provider/api-keys')).json().enabled).toBe(false);
    expect((await provider.client.post('/api/subscription', { planType: 'enterprise' })).statusCode).toBe(
      201,
    );
    expect((await withKey(secret, '/api/v1/services')).statusCode).toBe(200);
    // A plan that ran out is no plan: refused once the app's clock passes its end, as every plan rule reads it.
    const end = new Date((await provider.client.get('/api/subscription')).json().subscription.endDate);
    const now = t.clock.now();
    t.clock.set(new Date(end.getTime() + 60_000));
    try {
      expect((await withKey(secret, '/api/v1/services')).json().error.code).toBe('PLAN_REQUIRED');
    } finally {
      t.clock.set(now);
    }
  });

  it('sends an offer by the panel’s rules and lists it among the provider’s offers', async () => {
    const { secret } = await newKey(ana);
    const requestId = await publishRequest(customer);
    const nearby = await withKey(secret, '/api/v1/requests/nearby');
    expect(nearby.json().requests.map((request: { id: string }) => request.id)).toContain(requestId);
    const body = { requestId, proposedPrice: 720.5, message: 'Puedo ir el jueves.' };
    const sent = await withKey(secret, '/api/v1/offers', { method: 'POST', body });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().application).toMatchObject({ requestId, proposedPrice: 72_050 });
    const again = await withKey(secret, '/api/v1/offers', { method: 'POST', body });
    expect(again.json().error.code).toBe('ALREADY_APPLIED');
    const offers = (await withKey(secret, '/api/v1/offers')).json();
    expect(offers.offers[0]).toMatchObject({
      id: sent.json().application.id,
      status: 'pending',
      request: { id: requestId },
    });
    // Beto's key neither sees Ana's offer nor may send one in her name.
    const betoOffers = await withKey((await newKey(beto)).secret, '/api/v1/offers');
    expect(betoOffers.body).not.toContain(sent.json().application.id);
    const unverified = await signUpProvider(t.app, {
      ...{ area: ZOCALO, radius: 10 },
      plan: 'enterprise',
      verified: false,
    });
    const refused = await withKey((await newKey(unverified)).secret, '/api/v1/offers', {
      method: 'POST',
      body,
    });
    expect(refused.json().error.code).toBe('VERIFICATION_REQUIRED');
    const missing = await withKey(secret, '/api/v1/offers', {
      method: 'POST',
      body: { proposedPrice: 1, message: 'Hola' },
    });
    expect(missing.json().error.fields.requestId).toBe(apiKeyMessages.requestIdRequired);
  });

  it('counts each key’s requests apart: past the limit 429 with Retry-After, while another key still reads', async () => {
    const busy = await newKey(beto);
    for (let sent = 0; sent < PER_MINUTE; sent += 1)
      expect((await withKey(busy.secret, '/api/v1/reviews')).statusCode).toBe(200);
    const limited = await withKey(busy.secret, '/api/v1/reviews');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({ code: 'RATE_LIMITED', message: apiKeyMessages.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await withKey((await newKey(beto)).secret, '/api/v1/reviews')).statusCode).toBe(200);
  });

  it('writes a key’s last use at most once a minute', async () => {
    const { key, secret } = await newKey(ana);
    const lastUsed = async () =>
      (await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id)))[0]!.lastUsedAt?.getTime();
    expect(await lastUsed()).toBeUndefined();
    await withKey(secret, '/api/v1/earnings');
    const first = await lastUsed();
    expect(first).toBe(t.clock.now().getTime());
    t.clock.advance(30_000);
    await withKey(secret, '/api/v1/earnings');
    expect(await lastUsed()).toBe(first);
    t.clock.advance(31_000);
    await withKey(secret, '/api/v1/earnings');
    expect(await lastUsed()).toBe(t.clock.now().getTime());
  });
  it('refuses the key of a suspended account, and answers again once it is reinstated', async () => {
    const provider = await signUpProvider(t.app, { plan: 'enterprise' });
    const { secret } = await newKey(provider);
    const suspend = (at: Date | null) =>
      t.database.db.update(profiles).set({ suspendedAt: at }).where(eq(profiles.id, provider.userId));
    await suspend(new Date());
    const refused = await withKey(secret, '/api/v1/services');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'FORBIDDEN', message: apiKeyMessages.accountUnavailable });
    await suspend(null);
    expect((await withKey(secret, '/api/v1/services')).statusCode).toBe(200);
  });

  it('documents /api/v1 under its own tag, with the bearer scheme and each refusal of the key', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.tags.map((tag: { name: string }) => tag.name)).toContain('API v1');
    const routes = Object.entries(
      doc.paths as Record<
        string,
        Record<
          string,
          { tags: string[]; security: unknown; responses: Record<string, { description: string }> }
        >
      >,
    )
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ route: `${method} ${path}`, operation })),
      );
    expect(routes.map((route) => route.route).sort()).toEqual([
      'get /api/v1/calendar',
      'get /api/v1/earnings',
      'get /api/v1/offers',
      'get /api/v1/requests/nearby',
      'get /api/v1/reviews',
      'get /api/v1/services',
      'post /api/v1/offers',
    ]);
    for (const { route, operation } of routes) {
      expect(operation.tags, route).toEqual(['API v1']);
      expect(operation.security, route).toEqual([{ apiKey: [] }]);
      expect(operation.responses['403']!.description, route).toMatch(
        /`PLAN_REQUIRED`[\s\S]*`SCOPE_REQUIRED`/,
      );
      expect(operation.responses['429']!.description, route).toContain('`RATE_LIMITED`');
    }
  });
});
