// What npm run load:capacity measures: the providers' nearby search, the four lists of the marketplace loop,
// each read by its owner exactly as its page asks for it on first view (Ganancias opens on the current month;
// Programados and Calendario's agenda ask for the upcoming services only), customers publishing requests
// while providers read, and the booking wizard's free times of a provider with 300 services in its 14 days; and
// 'Mensajes' (issue 31): the conversation list, a page of messages, and sending one, by either side in turn.
import { randomUUID } from 'node:crypto';
import type { Driver } from './throwaway-db';
import { newRequestBody, type Seeded } from './load-seed';
import type { Participant } from './seed-conversations';
import { FREE_TIMES_PLACE, FREE_TIMES_SERVICE_ID } from './seed-free-times';
import type { OpenLoopRequest } from './open-loop';
import { random } from './seed-requests';

export const ENDPOINT_NAMES = [
  'nearby',
  'programados',
  'calendario',
  'pagos',
  'ganancias',
  'api-services',
  'analytics',
  'writes',
  'free-times',
  'plans',
  'provider-plans',
  'conversations',
  'messages',
  'send-message',
  'historial',
  'provider-historial',
  'calendario-month',
  'reviews',
  'provider-reviews',
  'notifications',
  'operator-users',
  'verifications',
  'disputes',
] as const;
export type EndpointName = (typeof ENDPOINT_NAMES)[number];

export interface CapacityEndpoint {
  name: EndpointName;
  method: 'GET' | 'POST';
  path: string;
  /** The page that sends it, as the report names it. */
  page: string;
  /**
   * Whose session signs each request: the list's owner, or the customer who publishes; 'api-key': the provider's
   * own API key in Authorization, no cookie (/api/v1); 'analytics-provider': the one Empresarial provider with
   * 5,000 services and 200,000 views (seed-analytics.ts); 'guest': nobody signed in (a public page), the
   * provider of seed-free-times.ts; 'participant': either side of a seeded conversation (seed-conversations.ts),
   * the path's :id its conversation; 'operator': the one operator of seed-panel-lists.ts, two-factor on.
   */
  owner: 'provider' | 'customer' | 'api-key' | 'analytics-provider' | 'guest' | 'participant' | 'operator';
  /** Arrival rates tried, lowest first. */
  rates: number[];
  /** The p99 a step must keep, in ms; `objectiveByDriver` when the issue asked for one per database. */
  objectiveMs: number;
  objectiveByDriver?: Record<Driver, number>;
  /** The providers' nearby searches sent beside every step, requests a second. */
  readersBeside?: number;
  /** The rate the issue asked for, by database. */
  target?: Record<Driver, number>;
}

/** The providers' search: measured on its own, and sent beside the writes. */
export const NEARBY_SEARCH = {
  name: 'nearby',
  method: 'GET',
  path: '/api/requests/nearby',
  page: 'Solicitudes cerca (proveedor)',
  owner: 'provider',
} as const;

const READ_OBJECTIVE_MS = 50;
// Issue 32: every panel list as cheap as the nearby search.
const PANEL_LIST_TARGET = { postgres: 1000, pglite: 300 };

/** The month Calendario opens on: today's, in Mexico City. */
const currentMonth = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit' })
    .format(now)
    .slice(0, 7);
// Issue 15: at least 100 requests published a second with p99 ≤ 250 ms while providers read.
const WRITE_OBJECTIVE_MS = 250;
const WRITE_READERS = 100;

const rates = (list: string) => list.split(',').map(Number);

// The nearby search was measured from 100 req/s up; a list of a whole history may start far lower.
const NEARBY_RATES = '100,200,300,400,500,600,700,800,900,1000,1100,1200,1400,1600,2000';
const LIST_RATES = '5,10,25,50,100,150,200,300,400,500,600,800,1000,1200,1600,2000';
// QUICK is a smoke test of the lists: a coarse ladder, so five endpoints on two drivers stay a few minutes.
const QUICK_LIST_RATES = '5,25,100,400,1600';
const WRITE_RATES = '25,50,100,150,200,300,400,600,800';
const QUICK_WRITE_RATES = '25,100';
const FREE_TIMES_RATES = '50,100,150,200,250,300,400,500,600,800';
const QUICK_FREE_TIMES_RATES = '100,200';
// Issue 31 asks for 500 req/s of the reads and 200 of the sends: the ladders start near them.
const CONVERSATION_READ_RATES = '100,200,300,400,500,600,800,1000';
const QUICK_CONVERSATION_READ_RATES = '100,500';
const SEND_MESSAGE_RATES = '50,100,150,200,250,300,400';
const QUICK_SEND_MESSAGE_RATES = '50,200';
// The wizard asks for the length of the service chosen: one, two and three hours in turn.
const FREE_TIMES_MINUTES = [60, 120, 180];

export function capacityEndpoints(quick: boolean, env = process.env): CapacityEndpoint[] {
  const override = env.CAPACITY_RATES;
  const listRates = rates(override ?? (quick ? QUICK_LIST_RATES : LIST_RATES));
  const list = (name: EndpointName, path: string, page: string, owner: CapacityEndpoint['owner']) =>
    ({ name, method: 'GET', path, page, owner, rates: listRates, objectiveMs: READ_OBJECTIVE_MS }) as const;
  const all: CapacityEndpoint[] = [
    {
      ...NEARBY_SEARCH,
      rates: rates(override ?? NEARBY_RATES),
      objectiveMs: READ_OBJECTIVE_MS,
      target: { postgres: 1000, pglite: 300 },
    },
    list('programados', '/api/services?when=upcoming', 'Programados (cliente)', 'customer'),
    list('calendario', '/api/services?when=upcoming', 'Calendario (proveedor)', 'provider'),
    list('pagos', '/api/payments', 'Pagos (cliente)', 'customer'),
    list('ganancias', '/api/earnings', 'Ganancias (proveedor)', 'provider'),
    // Issue 27: the services list read with a key at 200 req/s, p99 ≤ 50 ms. The query Calendario sends, so the
    // two rows differ only by the key's check (its lookup, the plan in force, the per-key count).
    {
      ...list(
        'api-services',
        '/api/v1/services?when=upcoming',
        'API v1: servicios con una clave (proveedor)',
        'api-key',
      ),
      target: { postgres: 200, pglite: 200 },
    },
    // Issue 27: 'Estadísticas' of a provider with 5,000 services and 200,000 recorded views, p99 ≤ 100 ms.
    {
      ...list(
        'analytics',
        '/api/provider/analytics',
        'Estadísticas (proveedor Empresarial: 5,000 servicios, 200,000 visitas)',
        'analytics-provider',
      ),
      objectiveMs: 100,
    },
    {
      name: 'writes',
      method: 'POST',
      path: '/api/requests',
      page: `Publicar una solicitud (cliente), with providers searching nearby at ${WRITE_READERS} req/s`,
      owner: 'customer',
      rates: rates(override ?? (quick ? QUICK_WRITE_RATES : WRITE_RATES)),
      objectiveMs: WRITE_OBJECTIVE_MS,
      readersBeside: WRITE_READERS,
      target: { postgres: 100, pglite: 100 },
    },
    // Issue 29: p99 ≤ 20 ms at 200 req/s on PostgreSQL and ≤ 50 ms at 100 req/s on PGlite.
    {
      name: 'free-times',
      method: 'GET',
      path: '/api/bookings/providers/:providerId/free-times',
      page: 'Fecha y hora del asistente (público): un proveedor con 300 servicios en sus 14 días, p99 ≤ 20 ms en PostgreSQL y ≤ 50 ms en PGlite',
      owner: 'guest',
      rates: rates(override ?? (quick ? QUICK_FREE_TIMES_RATES : FREE_TIMES_RATES)),
      objectiveMs: 50,
      objectiveByDriver: { postgres: 20, pglite: 50 },
      target: { postgres: 200, pglite: 100 },
    },
    // Issue 30: both plans lists at 200 req/s, p99 ≤ 50 ms, with 10,000 plans (seed-plans.ts).
    {
      ...list('plans', '/api/recurring-plans', 'Limpiezas recurrentes (cliente)', 'customer'),
      target: { postgres: 200, pglite: 200 },
    },
    {
      ...list(
        'provider-plans',
        '/api/provider/recurring-plans',
        'Clientes recurrentes (proveedor)',
        'provider',
      ),
      target: { postgres: 200, pglite: 200 },
    },
    // Issue 31: the list and a page of messages p99 ≤ 50 ms at 500 req/s, a send at 200 req/s, on PostgreSQL.
    ...(['conversations', 'messages'] as const).map((name): CapacityEndpoint => ({
      name,
      method: 'GET',
      path: name === 'conversations' ? '/api/conversations' : '/api/conversations/:id/messages',
      page:
        name === 'conversations'
          ? 'Mensajes: la lista de conversaciones (cliente o proveedor)'
          : 'Mensajes: la página más reciente de una conversación (30 mensajes)',
      owner: 'participant',
      rates: rates(override ?? (quick ? QUICK_CONVERSATION_READ_RATES : CONVERSATION_READ_RATES)),
      objectiveMs: READ_OBJECTIVE_MS,
      target: { postgres: 500, pglite: 500 },
    })),
    {
      name: 'send-message',
      method: 'POST',
      path: '/api/conversations/:id/messages',
      page: 'Mensajes: enviar un mensaje (cliente o proveedor)',
      owner: 'participant',
      rates: rates(override ?? (quick ? QUICK_SEND_MESSAGE_RATES : SEND_MESSAGE_RATES)),
      objectiveMs: READ_OBJECTIVE_MS,
      target: { postgres: 200, pglite: 200 },
    },
    // Issue 32: every other panel list, as its page asks for it first (Historial's first page, the month
    // Calendario opens on, the bell's list, the console's lists), at 1,000 req/s on PostgreSQL and 300 on PGlite.
    ...(
      [
        ['historial', '/api/services?when=past', 'Historial (cliente)', 'customer'],
        ['provider-historial', '/api/services?when=past', 'Historial (proveedor)', 'provider'],
        [
          'calendario-month',
          `/api/services?month=${currentMonth()}`,
          'Calendario, mes (proveedor)',
          'provider',
        ],
        ['reviews', '/api/reviews', 'Reseñas (cliente)', 'customer'],
        ['provider-reviews', '/api/reviews', 'Reseñas (proveedor)', 'provider'],
        ['notifications', '/api/notifications', 'Notificaciones (cliente)', 'customer'],
        ['operator-users', '/api/operator/users?q=cliente%2012', 'Usuarios: buscar (operador)', 'operator'],
        ['verifications', '/api/operator/verifications', 'Verificaciones (operador)', 'operator'],
        ['disputes', '/api/operator/disputes', 'Disputas (operador)', 'operator'],
      ] as const
    ).map(([name, path, page, owner]) => ({ ...list(name, path, page, owner), target: PANEL_LIST_TARGET })),
  ];
  const asked = (env.CAPACITY_ENDPOINTS ?? ENDPOINT_NAMES.join(',')).split(',').map((name) => name.trim());
  const unknown = asked.filter((name) => !all.some((endpoint) => endpoint.name === name));
  if (unknown.length > 0)
    throw new Error(
      `CAPACITY_ENDPOINTS: unknown ${unknown.join(', ')} (known: ${ENDPOINT_NAMES.join(', ')})`,
    );
  return all.filter((endpoint) => asked.includes(endpoint.name));
}

/** The list in a fixed random order, so any run of turns is a fair sample of busy and quiet owners. */
export function shuffled<T>(values: readonly T[], seed = 5): T[] {
  const next = random(seed);
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** The p99 a step of the endpoint must keep on this database, in ms. */
export const objectiveOf = (endpoint: CapacityEndpoint, driver: Driver) =>
  endpoint.objectiveByDriver?.[driver] ?? endpoint.objectiveMs;

/** What a capacity run seeds: the load data, and the provider of the free times when they are measured. */
export interface CapacitySeed extends Seeded {
  freeTimesProviderId?: string;
  /** How many recurring plans the plans lists read through, when they are measured. */
  plans?: number;
  /** Both sides of every seeded conversation, when the conversation endpoints are measured. */
  participants?: Participant[];
  /** The operator's session, when the console's lists are measured (seed-panel-lists.ts). */
  operatorCookies?: string[];
}

/** The cookies (or, for the API, the Authorization headers) of the endpoint's owners, taken in turn. */
export function ownerCookies(
  endpoint: Pick<CapacityEndpoint, 'name' | 'owner'>,
  seeded: Seeded & Pick<CapacitySeed, 'operatorCookies'>,
): string[] {
  // The nearby run keeps the providers' seeded order, as it was first measured.
  if (endpoint.name === 'nearby') return seeded.providerCookies;
  if (endpoint.owner === 'guest') return [''];
  if (endpoint.owner === 'api-key') return shuffled(seeded.providerKeys);
  if (endpoint.owner === 'analytics-provider') return seeded.analyticsCookies;
  if (endpoint.owner === 'operator') {
    if (!seeded.operatorCookies?.length) throw new Error(`${endpoint.name}: the operator was not seeded`);
    return seeded.operatorCookies;
  }
  return shuffled(endpoint.owner === 'provider' ? seeded.providerCookies : seeded.customerCookies);
}

/** The free times of the seeded provider at the Zócalo, for a length that changes each turn. */
function freeTimesPath(seeded: CapacitySeed, turn: number) {
  if (!seeded.freeTimesProviderId) throw new Error('free-times: the provider was not seeded');
  const minutes = FREE_TIMES_MINUTES[turn % FREE_TIMES_MINUTES.length];
  const { lat, lng } = FREE_TIMES_PLACE;
  return `/api/bookings/providers/${seeded.freeTimesProviderId}/free-times?serviceId=${FREE_TIMES_SERVICE_ID}&lat=${lat}&lng=${lng}&minutes=${minutes}`;
}

/** The endpoint's requests, signed by its owners in turn; a write carries a new request each time. */
export function requestsOf(
  endpoint: Pick<CapacityEndpoint, 'name' | 'method' | 'path' | 'owner'>,
  seeded: CapacitySeed,
  headers: Record<string, string>,
): () => OpenLoopRequest {
  if (endpoint.owner === 'participant') return participantRequests(endpoint, seeded, headers);
  const cookies = ownerCookies(endpoint, seeded);
  const place = random(23);
  let turn = 0;
  return () => {
    if (endpoint.name === 'free-times') return { path: freeTimesPath(seeded, turn++), headers };
    const cookie = cookies[turn++ % cookies.length]!;
    if (endpoint.owner === 'api-key')
      return { path: endpoint.path, headers: { ...headers, authorization: cookie } };
    if (endpoint.method === 'GET') return { path: endpoint.path, headers: { ...headers, cookie } };
    return {
      method: 'POST',
      path: endpoint.path,
      headers: { ...headers, cookie, 'content-type': 'application/json' },
      body: JSON.stringify(newRequestBody(place, randomUUID())),
    };
  };
}

/** Each side of each seeded conversation in turn, in a fixed random order: a read of it, or a new message. */
function participantRequests(
  endpoint: Pick<CapacityEndpoint, 'name' | 'method' | 'path'>,
  seeded: CapacitySeed,
  headers: Record<string, string>,
): () => OpenLoopRequest {
  if (!seeded.participants?.length) throw new Error(`${endpoint.name}: no conversations were seeded`);
  const participants = shuffled(seeded.participants);
  let turn = 0;
  return () => {
    const { cookie, conversationId } = participants[turn++ % participants.length]!;
    const path = endpoint.path.replace(':id', conversationId);
    if (endpoint.method === 'GET') return { path, headers: { ...headers, cookie } };
    return {
      method: 'POST',
      path,
      headers: { ...headers, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ body: `¿Le parece bien a las 10? (${turn})`, clientId: randomUUID() }),
    };
  };
}
