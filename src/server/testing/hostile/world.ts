import type { FastifyInstance, InjectOptions } from 'fastify';
import { useBeforeAll } from '#server/testing/before-all';
import { TEST_ORIGIN, type TestApp, useTestApp } from '#server/testing/harness';
import {
  bookingBody,
  publishRequest,
  signUpCustomer,
  signUpProvider,
  ZOCALO,
  type ProviderSetup,
} from '#server/testing/marketplace';

export const ACTORS = ['guest', 'client', 'otherClient', 'provider', 'otherProvider'] as const;
export type ActorName = (typeof ACTORS)[number];

export interface Actor {
  name: ActorName;
  /** Cookie header of the signed-in session; empty for the guest. */
  cookie: string;
  id: string;
  email: string;
}

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  /** Sent as JSON unless `payload` is given. */
  body?: unknown;
  payload?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
  /** An answer that never ends by itself (GET /api/live's events): read up to its first chunk, then dropped. */
  stream?: boolean;
}

let address = 0;

/** A browser call from the site's origin; each from its own address, so per-IP limits never interfere. */
export function call(app: FastifyInstance, actor: Pick<Actor, 'cookie'> | null, request: Call) {
  address += 1;
  const headers: Record<string, string> = { origin: TEST_ORIGIN, ...request.headers };
  if (actor?.cookie) headers.cookie = actor.cookie;
  const payload = request.payload ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  if (payload !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
  const options: InjectOptions = {
    method: request.method,
    url: request.url,
    headers,
    payload,
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  };
  return request.stream ? firstChunkOf(app, options) : app.inject(options);
}

/** An event stream's status, headers and first chunk (all of an error's body), as an answer; the stream let go. */
async function firstChunkOf(app: FastifyInstance, options: InjectOptions) {
  const answer = await app.inject({ ...options, payloadAsStream: true });
  const stream = answer.stream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    if (answer.statusCode < 400) break;
  }
  answer.raw.res.destroy();
  const body = Buffer.concat(chunks).toString('utf8');
  return Object.assign(answer, { body, payload: body, json: () => JSON.parse(body) as unknown });
}

export interface World {
  actors: Record<ActorName, Actor>;
  /** Client A's open request, with provider A's offer on it. */
  openRequestId: string;
  offerId: string;
  /** Client A's direct booking addressed to provider A. */
  bookingId: string;
  /** Client B's own open request. */
  otherRequestId: string;
  /** Client A's conversation with provider A about the open request (provider A's offer). */
  conversationId: string;
}

/** The two providers' own settings, different so "own" answers can be told apart. */
export const PROVIDER_SETTINGS = {
  provider: {
    radius: 10,
    plan: 'basic',
    services: [{ serviceId: 'home-cleaning', hourlyPrice: 50_000 }],
    displayName: 'Limpiezas Ana',
  },
  otherProvider: {
    radius: 20,
    plan: 'premium',
    services: [{ serviceId: 'windows', hourlyPrice: 65_000 }],
    displayName: 'Brillo Total',
  },
} as const satisfies Record<'provider' | 'otherProvider', ProviderSetup>;

/**
 * Two customers and two providers who work around the Zócalo with different settings (PROVIDER_SETTINGS): A has
 * Básico, 10 km and $500 an hour; B has Premium, 20 km and $650 an hour. Both providers are verified, as offers
 * and bookings require; both work every day, all day (OPEN_SCHEDULE).
 */
export async function createWorld(app: FastifyInstance): Promise<World> {
  const client = await signUpCustomer(app);
  const otherClient = await signUpCustomer(app);
  const provider = await signUpProvider(app, { area: ZOCALO, ...PROVIDER_SETTINGS.provider, verified: true });
  const otherProvider = await signUpProvider(app, {
    area: ZOCALO,
    ...PROVIDER_SETTINGS.otherProvider,
    verified: true,
  });
  const openRequestId = await publishRequest(client);
  const offer = await provider.client.post(`/api/requests/${openRequestId}/applications`, {
    proposedPrice: 750,
    message: 'Puedo ir el sábado temprano.',
  });
  if (offer.statusCode !== 201) throw new Error(`offer: ${offer.statusCode} ${offer.body}`);
  const booking = await client.client.post('/api/bookings', bookingBody(provider.userId));
  if (booking.statusCode !== 201) throw new Error(`booking: ${booking.statusCode} ${booking.body}`);
  const conversation = await client.client.post('/api/conversations', {
    requestId: openRequestId,
    providerId: provider.userId,
  });
  if (conversation.statusCode !== 201)
    throw new Error(`conversation: ${conversation.statusCode} ${conversation.body}`);
  const actor = (name: ActorName, who: typeof client): Actor => ({
    name,
    cookie: who.client.cookieHeader,
    id: who.userId,
    email: who.email,
  });
  return {
    actors: {
      guest: { name: 'guest', cookie: '', id: '', email: '' },
      client: actor('client', client),
      otherClient: actor('otherClient', otherClient),
      provider: actor('provider', provider),
      otherProvider: actor('otherProvider', otherProvider),
    },
    openRequestId,
    offerId: offer.json().application.id,
    bookingId: booking.json().request.id,
    otherRequestId: await publishRequest(otherClient),
    conversationId: conversation.json().conversation.id,
  };
}

/** The app and the world of a describe block: created before its tests, closed after them (late-bound). */
export function worldSuite(): { readonly t: TestApp; readonly world: World } {
  const t = useTestApp();
  const world = useBeforeAll('the world', () => createWorld(t.app));
  return { t, world };
}
