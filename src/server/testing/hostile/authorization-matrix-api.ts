import type { ApiScope } from '#shared/api-keys';
import { API_SCOPES } from '#shared/api-keys';
import { freshRequest, isProvider, onEnterprise, type MatrixContext, type MatrixRow } from './matrix-row';
import { call, type ActorName, type Call, type World } from './world';

// 'Acceso a la API': the keys' own routes (a provider's session) and /api/v1 (a key, never a session). Each
// provider calls /api/v1 with a key of their own, every other caller with their cookie alone, which is refused.

const keys = new WeakMap<World, Map<ActorName, { id: string; secret: string }>>();

/** A key of this provider with every scope, made once per world, on the Empresarial plan the API needs. */
async function keyOf({ app, world }: MatrixContext, actor: ActorName) {
  const made = keys.get(world) ?? new Map<ActorName, { id: string; secret: string }>();
  keys.set(world, made);
  const known = made.get(actor);
  if (known) return known;
  await onEnterprise(app, world, actor);
  const created = await call(app, world.actors[actor], {
    method: 'POST',
    url: '/api/provider/api-keys',
    body: { name: 'Matriz', scopes: [...API_SCOPES] satisfies ApiScope[] },
  });
  if (created.statusCode !== 201) throw new Error(`api key: ${created.statusCode} ${created.body}`);
  const key = { id: created.json().key.id as string, secret: created.json().secret as string };
  made.set(actor, key);
  return key;
}

/** A provider's own key in the header; anyone else sends only what `call` sends, their cookie. */
const keyed =
  (request: Omit<Call, 'headers'> | ((context: MatrixContext) => Promise<Omit<Call, 'headers'>>)) =>
  async (context: MatrixContext, actor: ActorName): Promise<Call> => {
    const base = typeof request === 'function' ? await request(context) : request;
    if (!isProvider(actor)) return base;
    return { ...base, headers: { authorization: `Bearer ${(await keyOf(context, actor)).secret}` } };
  };

/** A session cookie alone, a customer's or a provider's, is refused on /api/v1 as a guest is. */
const withKeyOnly = (status: number): Record<ActorName, number> => ({
  guest: 401,
  client: 401,
  otherClient: 401,
  provider: status,
  otherProvider: status,
});

/** A read of /api/v1, named by its URL without the query. */
const keyedRead = (url: string): MatrixRow => ({
  route: `GET ${url.split('?')[0]}`,
  request: keyed({ method: 'GET', url }),
  expect: withKeyOnly(200),
});

export const API_MATRIX: MatrixRow[] = [
  {
    route: 'GET /api/provider/api-keys',
    request: () => ({ method: 'GET', url: '/api/provider/api-keys' }),
    expect: { guest: 401, client: 403, otherClient: 403, provider: 200, otherProvider: 200 },
  },
  {
    route: 'POST /api/provider/api-keys',
    request: async (context, actor) => {
      if (isProvider(actor)) await keyOf(context, actor);
      return {
        method: 'POST',
        url: '/api/provider/api-keys',
        body: { name: 'Otra', scopes: ['reviews:read'] },
      };
    },
    expect: { guest: 401, client: 403, otherClient: 403, provider: 201, otherProvider: 201 },
  },
  {
    // Provider A's key: only A may revoke it; to B it does not exist. A's own key for /api/v1 stays unrevoked.
    route: 'POST /api/provider/api-keys/:id/revoke',
    request: async (context) => {
      const spare = await call(context.app, context.world.actors.provider, {
        method: 'POST',
        url: '/api/provider/api-keys',
        body: { name: 'Para revocar', scopes: ['reviews:read'] },
      });
      return { method: 'POST', url: `/api/provider/api-keys/${spare.json().key.id}/revoke` };
    },
    expect: { guest: 401, client: 403, otherClient: 403, provider: 200, otherProvider: 404 },
  },
  ...['/api/v1/services', '/api/v1/calendar', '/api/v1/requests/nearby', '/api/v1/offers'].map(keyedRead),
  {
    route: 'POST /api/v1/offers',
    request: keyed(async (context) => ({
      method: 'POST',
      url: '/api/v1/offers',
      body: { requestId: await freshRequest(context), proposedPrice: 700, message: 'Puedo ir mañana.' },
    })),
    expect: withKeyOnly(201),
  },
  ...['/api/v1/earnings?month=2026-11', '/api/v1/reviews'].map(keyedRead),
  // 'Estadísticas' is Empresarial's too: each provider, on that plan (keyOf chose it), reads their own figures only.
  ...['/api/provider/analytics', '/api/provider/analytics.csv'].map((url): MatrixRow => ({
    route: `GET ${url}`,
    request: async (context, actor) => {
      if (isProvider(actor)) await keyOf(context, actor);
      return { method: 'GET', url };
    },
    expect: { guest: 401, client: 403, otherClient: 403, provider: 200, otherProvider: 200 },
  })),
];
