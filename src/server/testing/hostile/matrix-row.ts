import type { FastifyInstance } from 'fastify';
import { bookingBody, requestBody } from '#server/testing/marketplace';
import { call, type ActorName, type Call, type World } from './world';

// One row of the authorization matrix: the route, the call each actor makes, and the status each must get; and
// the few ways of writing a row that every part of the matrix (authorization-matrix*.ts) shares.

export interface MatrixContext {
  app: FastifyInstance;
  world: World;
  /** A small real PNG for the photo upload. */
  png: Buffer;
}

export interface MatrixRow {
  /** "METHOD /route" exactly as the router lists it. */
  route: string;
  request: (context: MatrixContext, actor: ActorName) => Call | Promise<Call>;
  expect: Record<ActorName, number>;
  /** Error codes this route may answer besides the generic ones (a state the world cannot leave). */
  codes?: string[];
}

export const same = (guest: number, clients: number, providers: number): Record<ActorName, number> => ({
  guest,
  client: clients,
  otherClient: clients,
  provider: providers,
  otherProvider: providers,
});
export const anyone = (status: number) => same(status, status, status);
export const signedIn = (status: number) => same(401, status, status);
export const clientsOnly = (status: number) => same(401, status, 403);
export const providersOnly = (status: number) => same(401, 403, status);
// The console: no customer or provider is an operator (modules/operator/operator.test.ts signs one in).
export const operatorsOnly = same(401, 403, 403);

/** An id no record of the world has. */
export const SOME_UUID = '00000000-0000-4000-8000-000000000000';

export const get = (url: string) => (): Call => ({ method: 'GET', url });
/** The same call for everyone: `body` is made once, so one made per call (a fresh idempotency key) needs its own. */
export const send = (method: Call['method'], url: string, body?: unknown) => (): Call => ({
  method,
  url,
  body,
});

/** Rows for plain reads, one a URL, named by the URL without its query. */
export const reads = (expect: Record<ActorName, number>, urls: string[]): MatrixRow[] =>
  urls.map((url) => ({ route: `GET ${url.split('?')[0]}`, request: get(url), expect }));

export const isProvider = (actor: ActorName) => actor === 'provider' || actor === 'otherProvider';

/** This provider on Empresarial: 201, or 409 SAME_PLAN when an earlier row already chose it. */
export const onEnterprise = (app: FastifyInstance, world: World, actor: ActorName) =>
  call(app, world.actors[actor], {
    method: 'POST',
    url: '/api/subscription',
    body: { planType: 'enterprise' },
  });

/** A fresh open request of client A, so every provider can apply once. */
export async function freshRequest({ app, world }: MatrixContext) {
  const answer = await call(app, world.actors.client, {
    method: 'POST',
    url: '/api/requests',
    body: requestBody(),
  });
  return answer.json().request.id as string;
}

/** Provider A's offer on a fresh request of client A. */
export async function freshOffer(context: MatrixContext) {
  const offer = await call(context.app, context.world.actors.provider, {
    method: 'POST',
    url: `/api/requests/${await freshRequest(context)}/applications`,
    body: { proposedPrice: 700, message: 'Puedo ir mañana.' },
  });
  return offer.json().application.id as string;
}

// The fresh service each world's last freshService booked. Provider A has about 80 free starts in the 14 days
// bookings look ahead (bookable.ts) and the matrix books a fresh service for each actor of a dozen rows: each is
// withdrawn before the next is booked, so that its time is free again.
const lastFresh = new WeakMap<World, string>();

/** The id of the service of a fresh booking of client A with provider A, still waiting for its answer. */
export async function freshService({ app, world }: MatrixContext, booking: Record<string, unknown> = {}) {
  const previous = lastFresh.get(world);
  // Whatever the row did to it (answered, cancelled), a step the service no longer allows is refused: no matter.
  if (previous)
    await call(app, world.actors.client, {
      method: 'POST',
      url: `/api/services/${previous}/actions`,
      body: { action: 'cancel_by_customer', expectedFee: 0 },
    });
  const booked = await call(app, world.actors.client, {
    method: 'POST',
    url: '/api/bookings',
    body: bookingBody(world.actors.provider.id, booking),
  });
  const services = (await call(app, world.actors.client, { method: 'GET', url: '/api/services' })).json()
    .services as { id: string; requestId: string }[];
  const fresh = services.find((row) => row.requestId === booked.json().request.id)!.id;
  lastFresh.set(world, fresh);
  return fresh;
}

/** A call at `path` below a fresh booking's service (freshService, booked with `booking`). */
export const onFreshService =
  (method: Call['method'], path: string, body?: unknown, booking?: Record<string, unknown>) =>
  async (context: MatrixContext): Promise<Call> => ({
    method,
    url: `/api/services/${await freshService(context, booking)}/${path}`,
    body,
  });
