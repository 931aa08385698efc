import { OPEN_SCHEDULE } from '#server/testing/bookable';
import { ZOCALO } from '#server/testing/marketplace';
import {
  anyone,
  get,
  isProvider,
  onEnterprise,
  providersOnly,
  send,
  SOME_UUID,
  type MatrixRow,
} from './matrix-row';
import { call, PROVIDER_SETTINGS, type ActorName } from './world';

// The provider's own pages (area, services, hours, profile, billing, verification) and what anyone may read of
// a provider.

/** Each provider writes back its own settings, so a write landing on the other one would show. */
const own = (actor: ActorName) => PROVIDER_SETTINGS[actor === 'otherProvider' ? 'otherProvider' : 'provider'];

/** A page of a provider's own settings: read, and written with `body` (for the actor), by providers only. */
const settingsPage = (url: string, body: (actor: ActorName) => unknown): MatrixRow[] => [
  { route: `GET ${url}`, request: get(url), expect: providersOnly(200) },
  {
    route: `PUT ${url}`,
    request: (_context, actor) => ({ method: 'PUT', url, body: body(actor) }),
    expect: providersOnly(200),
  },
];

export const PROVIDER_MATRIX: MatrixRow[] = [
  { route: 'GET /api/provider/overview', request: get('/api/provider/overview'), expect: providersOnly(200) },
  ...settingsPage('/api/provider/area', (actor) => ({
    location: { ...ZOCALO, formattedAddress: 'Zona de prueba', precision: 'locality' },
    serviceRadius: own(actor).radius,
  })),
  ...settingsPage('/api/provider/services', (actor) => ({ services: own(actor).services })),
  // The hours test providers keep (open all day, no travel), so the bookings of later rows find their times.
  ...settingsPage('/api/provider/availability', () => OPEN_SCHEDULE),
  // The same body, checked before saving: what it would leave outside, nothing written.
  {
    route: 'POST /api/provider/availability/check',
    request: send('POST', '/api/provider/availability/check', OPEN_SCHEDULE),
    expect: providersOnly(200),
  },
  ...settingsPage('/api/provider/preferences', () => ({ notifyNewRequests: true })),
  ...settingsPage('/api/provider/profile', (actor) => ({
    displayName: own(actor).displayName,
    bio: '',
    yearsExperience: 4,
    phone: '5512345678',
  })),
  {
    route: 'POST /api/provider/profile/photo',
    request: ({ png }) => ({
      method: 'POST',
      url: '/api/provider/profile/photo',
      payload: png,
      contentType: 'image/png',
    }),
    expect: providersOnly(200),
  },
  {
    // 'Logotipo' is Empresarial's: each provider first chooses it (201, or 409 SAME_PLAN after an earlier row).
    route: 'PUT /api/provider/profile/logo',
    request: async ({ app, world, png }, actor) => {
      if (isProvider(actor)) await onEnterprise(app, world, actor);
      return { method: 'PUT', url: '/api/provider/profile/logo', payload: png, contentType: 'image/png' };
    },
    expect: providersOnly(200),
  },
  {
    route: 'DELETE /api/provider/profile/logo',
    request: send('DELETE', '/api/provider/profile/logo'),
    expect: providersOnly(204),
  },
  { route: 'GET /api/provider/billing', request: get('/api/provider/billing'), expect: providersOnly(200) },
  // No plan payment of the world's provider is paid: any id is, to them, a receipt that does not exist.
  {
    route: 'GET /api/provider/billing/:id/receipt',
    request: get(`/api/provider/billing/${SOME_UUID}/receipt`),
    expect: providersOnly(404),
  },
  {
    route: 'GET /api/provider/billing/:id/cfdi/:format',
    request: get(`/api/provider/billing/${SOME_UUID}/cfdi/pdf`),
    expect: providersOnly(404),
  },
  {
    route: 'GET /api/provider/verification',
    request: get('/api/provider/verification'),
    expect: providersOnly(200),
  },
  {
    // The world's providers are verified (offers and bookings need it), so their documents no longer change; the
    // upload itself: modules/verification/verification.test.ts.
    route: 'POST /api/provider/verification/documents/:kind',
    request: ({ png }) => ({
      method: 'POST',
      url: '/api/provider/verification/documents/id',
      payload: png,
      contentType: 'image/png',
    }),
    expect: providersOnly(409),
    codes: ['VERIFICATION_LOCKED'],
  },
  {
    route: 'POST /api/provider/verification',
    // Without the promise of being 18 or older: refused as it is, so nobody's request is ever sent here.
    request: send('POST', '/api/provider/verification', {}),
    expect: providersOnly(400),
  },
  {
    route: 'GET /api/providers/:id/photo',
    request: ({ world }) => ({ method: 'GET', url: `/api/providers/${world.actors.provider.id}/photo` }),
    expect: anyone(200),
  },
  {
    // Provider A's logo, uploaded on Empresarial just before, whatever order the rows run in.
    route: 'GET /api/providers/:id/logo',
    request: async ({ app, world, png }) => {
      await onEnterprise(app, world, 'provider');
      const url = '/api/provider/profile/logo';
      await call(app, world.actors.provider, { method: 'PUT', url, payload: png, contentType: 'image/png' });
      return { method: 'GET', url: `/api/providers/${world.actors.provider.id}/logo` };
    },
    expect: anyone(200),
  },
  {
    // Provider A's public page, read by anyone under any name before the id.
    route: 'GET /api/providers/:id',
    request: ({ world }) => ({
      method: 'GET',
      url: `/api/providers/limpiezas-ana-${world.actors.provider.id}`,
    }),
    expect: anyone(200),
  },
];
