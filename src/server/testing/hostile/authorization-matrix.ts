import { API_MATRIX } from './authorization-matrix-api';
import { CONVERSATIONS_MATRIX } from './authorization-matrix-conversations';
import { OPERATOR_MATRIX } from './authorization-matrix-operator';
import { PROVIDER_MATRIX } from './authorization-matrix-provider';
import { SERVICES_MATRIX } from './authorization-matrix-services';
import {
  anyone,
  clientsOnly,
  get,
  onFreshService,
  providersOnly,
  reads,
  send,
  signedIn,
  type MatrixRow,
} from './matrix-row';

// Every API route the app serves, with the status each actor of the world (world.ts) must get from it. The rows
// live by area: here what anyone reads and a person's own profile and plan, then the provider's pages, the
// services and what follows them, the operator's console and the API keys.

const ACCOUNT_MATRIX: MatrixRow[] = [
  ...reads(anyone(200), [
    '/api/health',
    '/api/openapi.json',
    '/api/config',
    '/api/site-stats',
    '/api/places?q=Coyo',
  ]),
  { route: 'GET /api/profile', request: get('/api/profile'), expect: signedIn(200) },
  // Live events: a person's own stream; which events reach it is src/server/live's tests'.
  {
    route: 'GET /api/live',
    request: () => ({ method: 'GET', url: '/api/live', stream: true }),
    expect: signedIn(200),
  },
  {
    route: 'PUT /api/profile',
    request: send('PUT', '/api/profile', {
      fullName: 'Persona de Prueba',
      phone: '5512345678',
      address: { street: 'Calle Madero 10', colonia: 'Centro' },
    }),
    expect: signedIn(200),
  },
  {
    route: 'PUT /api/profile/name',
    request: send('PUT', '/api/profile/name', { fullName: 'Persona de Prueba' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/contact',
    request: send('POST', '/api/contact', {
      name: 'Ana',
      email: 'ana@ejemplo.mx',
      subject: 'Duda',
      message: '¿Atienden en Toluca?',
    }),
    expect: anyone(201),
  },
  // 'Favoritos': a customer's own list; saving and removing provider A answer the pair's state (idempotent).
  { route: 'GET /api/favourites', request: get('/api/favourites'), expect: clientsOnly(200) },
  ...(['PUT', 'DELETE'] as const).map((method): MatrixRow => ({
    route: `${method} /api/favourites/:providerId`,
    request: ({ world }) => ({ method, url: `/api/favourites/${world.actors.provider.id}` }),
    expect: clientsOnly(200),
  })),
  {
    // 'Volver a reservar': only of a completed service of the customer's; a fresh booking is not one (404).
    route: 'GET /api/services/:serviceId/book-again',
    request: onFreshService('GET', 'book-again'),
    expect: { guest: 401, client: 404, otherClient: 404, provider: 403, otherProvider: 403 },
  },
  { route: 'GET /api/subscription', request: get('/api/subscription'), expect: providersOnly(200) },
  {
    route: 'POST /api/subscription',
    request: send('POST', '/api/subscription', { planType: 'enterprise' }),
    expect: providersOnly(201),
  },
  // The world's app has no online gateway: a provider has no plan that renews, and no gateway takes webhooks.
  ...(['cancel', 'reactivate'] as const).map((action): MatrixRow => ({
    route: `POST /api/subscription/${action}`,
    request: send('POST', `/api/subscription/${action}`, {}),
    expect: providersOnly(409),
    codes: ['NO_RENEWING_PLAN'],
  })),
  // Prometheus' scrape (src/server/metrics): only METRICS_TOKEN's bearer, which no actor has, gets more than the
  // 404 of a path that does not exist; a session counts for nothing.
  { route: 'GET /metrics', request: get('/metrics'), expect: anyone(404) },
  {
    route: 'POST /api/payments/webhooks/:gateway',
    request: send('POST', '/api/payments/webhooks/stripe', { id: 'evt_1' }),
    expect: anyone(404),
    codes: ['PAYMENTS_OFF'],
  },
];

export const MATRIX: MatrixRow[] = [
  ...ACCOUNT_MATRIX,
  ...PROVIDER_MATRIX,
  ...SERVICES_MATRIX,
  ...CONVERSATIONS_MATRIX,
  ...OPERATOR_MATRIX,
  ...API_MATRIX,
];
