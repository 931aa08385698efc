import type { FastifyInstance } from 'fastify';
import { bookingBody, requestBody, ZOCALO } from '#server/testing/marketplace';
import { API_MATRIX } from './authorization-matrix-api';
import type { MatrixContext, MatrixRow } from './matrix-row';
import { call, type ActorName, type Call, type World } from './world';

const same = (guest: number, clients: number, providers: number): Record<ActorName, number> => ({
  guest,
  client: clients,
  otherClient: clients,
  provider: providers,
  otherProvider: providers,
});
const anyone = (status: number) => same(status, status, status);
const signedIn = (status: number) => same(401, status, status);
const clientsOnly = (status: number) => same(401, status, 403);
const providersOnly = (status: number) => same(401, 403, status);
// The console: no customer or provider is an operator (modules/operator/operator.test.ts signs one in).
const operatorsOnly = same(401, 403, 403);
const SOME_UUID = '00000000-0000-4000-8000-000000000000';

const get = (url: string) => (): Call => ({ method: 'GET', url });
const isB = (actor: ActorName) => actor === 'otherProvider';
const isProvider = (actor: ActorName) => actor === 'provider' || actor === 'otherProvider';
// 201, or 409 SAME_PLAN when an earlier row already chose it.
const onEnterprise = (app: FastifyInstance, world: World, actor: ActorName) =>
  call(app, world.actors[actor], {
    method: 'POST',
    url: '/api/subscription',
    body: { planType: 'enterprise' },
  });

/** Each provider writes back its own settings, so a write landing on the other one would show. */
const OWN_SETTINGS = {
  radius: (actor: ActorName) => (isB(actor) ? 20 : 10),
  services: (actor: ActorName) =>
    isB(actor) ? [{ serviceId: 'windows', price: 65_000 }] : [{ serviceId: 'home-cleaning', price: 50_000 }],
  displayName: (actor: ActorName) => (isB(actor) ? 'Brillo Total' : 'Limpiezas Ana'),
};

/** A fresh open request of client A, so every provider can apply once. */
async function freshRequest({ app, world }: MatrixContext) {
  const answer = await call(app, world.actors.client, {
    method: 'POST',
    url: '/api/requests',
    body: requestBody(),
  });
  return answer.json().request.id as string;
}

export const MATRIX: MatrixRow[] = [
  { route: 'GET /api/health', request: get('/api/health'), expect: anyone(200) },
  { route: 'GET /api/openapi.json', request: get('/api/openapi.json'), expect: anyone(200) },
  { route: 'GET /api/config', request: get('/api/config'), expect: anyone(200) },
  { route: 'GET /api/site-stats', request: get('/api/site-stats'), expect: anyone(200) },
  { route: 'GET /api/places', request: get('/api/places?q=Coyo'), expect: anyone(200) },
  { route: 'GET /api/profile', request: get('/api/profile'), expect: signedIn(200) },
  {
    route: 'PUT /api/profile',
    request: () => ({
      method: 'PUT',
      url: '/api/profile',
      body: {
        fullName: 'Persona de Prueba',
        phone: '5512345678',
        address: { street: 'Calle Madero 10', colonia: 'Centro' },
      },
    }),
    expect: signedIn(200),
  },
  {
    route: 'PUT /api/profile/name',
    request: () => ({ method: 'PUT', url: '/api/profile/name', body: { fullName: 'Persona de Prueba' } }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/contact',
    request: () => ({
      method: 'POST',
      url: '/api/contact',
      body: { name: 'Ana', email: 'ana@ejemplo.mx', subject: 'Duda', message: '¿Atienden en Toluca?' },
    }),
    expect: anyone(201),
  },
  { route: 'GET /api/subscription', request: get('/api/subscription'), expect: providersOnly(200) },
  {
    route: 'POST /api/subscription',
    request: () => ({ method: 'POST', url: '/api/subscription', body: { planType: 'enterprise' } }),
    expect: providersOnly(201),
  },
  // The world's app has no online gateway: a provider has no plan that renews, and no gateway takes webhooks.
  {
    route: 'POST /api/subscription/cancel',
    request: () => ({ method: 'POST', url: '/api/subscription/cancel', body: {} }),
    expect: providersOnly(409),
    codes: ['NO_RENEWING_PLAN'],
  },
  {
    route: 'POST /api/subscription/reactivate',
    request: () => ({ method: 'POST', url: '/api/subscription/reactivate', body: {} }),
    expect: providersOnly(409),
    codes: ['NO_RENEWING_PLAN'],
  },
  {
    route: 'POST /api/payments/webhooks/:gateway',
    request: () => ({ method: 'POST', url: '/api/payments/webhooks/stripe', body: { id: 'evt_1' } }),
    expect: anyone(404),
    codes: ['PAYMENTS_OFF'],
  },
  { route: 'GET /api/provider/overview', request: get('/api/provider/overview'), expect: providersOnly(200) },
  { route: 'GET /api/provider/area', request: get('/api/provider/area'), expect: providersOnly(200) },
  {
    route: 'PUT /api/provider/area',
    request: (_context, actor) => ({
      method: 'PUT',
      url: '/api/provider/area',
      body: {
        location: { ...ZOCALO, formattedAddress: 'Zona de prueba', precision: 'locality' },
        serviceRadius: OWN_SETTINGS.radius(actor),
      },
    }),
    expect: providersOnly(200),
  },
  { route: 'GET /api/provider/services', request: get('/api/provider/services'), expect: providersOnly(200) },
  {
    route: 'PUT /api/provider/services',
    request: (_context, actor) => ({
      method: 'PUT',
      url: '/api/provider/services',
      body: { services: OWN_SETTINGS.services(actor) },
    }),
    expect: providersOnly(200),
  },
  {
    route: 'GET /api/provider/availability',
    request: get('/api/provider/availability'),
    expect: providersOnly(200),
  },
  {
    route: 'PUT /api/provider/availability',
    request: () => ({
      method: 'PUT',
      url: '/api/provider/availability',
      body: {
        days: Array.from({ length: 7 }, (_, weekday) => ({
          weekday,
          enabled: true,
          start: '08:00',
          end: '17:00',
        })),
      },
    }),
    expect: providersOnly(200),
  },
  {
    route: 'GET /api/provider/preferences',
    request: get('/api/provider/preferences'),
    expect: providersOnly(200),
  },
  {
    route: 'PUT /api/provider/preferences',
    request: () => ({ method: 'PUT', url: '/api/provider/preferences', body: { notifyNewRequests: true } }),
    expect: providersOnly(200),
  },
  { route: 'GET /api/provider/profile', request: get('/api/provider/profile'), expect: providersOnly(200) },
  {
    route: 'PUT /api/provider/profile',
    request: (_context, actor) => ({
      method: 'PUT',
      url: '/api/provider/profile',
      body: {
        displayName: OWN_SETTINGS.displayName(actor),
        bio: '',
        yearsExperience: 4,
        phone: '5512345678',
      },
    }),
    expect: providersOnly(200),
  },
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
    request: () => ({ method: 'DELETE', url: '/api/provider/profile/logo' }),
    expect: providersOnly(204),
  },
  { route: 'GET /api/provider/billing', request: get('/api/provider/billing'), expect: providersOnly(200) },
  // No plan payment of the world's provider is paid: any id is, to them, a receipt that does not exist.
  {
    route: 'GET /api/provider/billing/:id/receipt',
    request: get('/api/provider/billing/00000000-0000-4000-8000-000000000000/receipt'),
    expect: providersOnly(404),
  },
  {
    route: 'GET /api/provider/billing/:id/cfdi/:format',
    request: get('/api/provider/billing/00000000-0000-4000-8000-000000000000/cfdi/pdf'),
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
    request: () => ({ method: 'POST', url: '/api/provider/verification', body: {} }),
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
  {
    route: 'GET /api/services/:serviceId/providers',
    request: get('/api/services/home-cleaning/providers'),
    expect: anyone(200),
  },
  {
    route: 'POST /api/requests',
    request: () => ({ method: 'POST', url: '/api/requests', body: requestBody() }),
    expect: clientsOnly(201),
  },
  { route: 'GET /api/requests/mine', request: get('/api/requests/mine'), expect: clientsOnly(200) },
  { route: 'GET /api/requests/summary', request: get('/api/requests/summary'), expect: clientsOnly(200) },
  { route: 'GET /api/requests/nearby', request: get('/api/requests/nearby'), expect: providersOnly(200) },
  {
    // Both providers of the world are verified (world.ts): an unverified one is refused with 403
    // VERIFICATION_REQUIRED, a refusal of their standing rather than of who they are (verification/serving.test.ts).
    route: 'POST /api/requests/:id/applications',
    request: async (context) => ({
      method: 'POST',
      url: `/api/requests/${await freshRequest(context)}/applications`,
      body: { proposedPrice: 700, message: 'Puedo ir mañana.' },
    }),
    expect: providersOnly(201),
  },
  {
    // Provider A is verified; booking an unverified provider is refused with 403 PROVIDER_NOT_VERIFIED.
    route: 'POST /api/bookings',
    request: ({ world }) => ({
      method: 'POST',
      url: '/api/bookings',
      body: bookingBody(world.actors.provider.id),
    }),
    expect: clientsOnly(201),
  },
  {
    // Provider A's offer on a fresh request of client A: only client A may accept it.
    route: 'POST /api/applications/:id/accept',
    request: async (context) => {
      const offer = await call(context.app, context.world.actors.provider, {
        method: 'POST',
        url: `/api/requests/${await freshRequest(context)}/applications`,
        body: { proposedPrice: 700, message: 'Puedo ir mañana.' },
      });
      return { method: 'POST', url: `/api/applications/${offer.json().application.id}/accept` };
    },
    expect: { guest: 401, client: 201, otherClient: 404, provider: 403, otherProvider: 403 },
  },
  {
    // Only provider A withdraws a fresh offer of theirs (Básico counts withdrawn offers, so one a run); the
    // others try the world's pending offer of provider A, which to provider B does not exist.
    route: 'POST /api/applications/:id/withdraw',
    request: async (context, actor) => {
      if (actor !== 'provider') {
        return { method: 'POST', url: `/api/applications/${context.world.offerId}/withdraw` };
      }
      const offer = await call(context.app, context.world.actors.provider, {
        method: 'POST',
        url: `/api/requests/${await freshRequest(context)}/applications`,
        body: { proposedPrice: 700, message: 'Puedo ir mañana.' },
      });
      return { method: 'POST', url: `/api/applications/${offer.json().application.id}/withdraw` };
    },
    expect: { guest: 401, client: 403, otherClient: 403, provider: 200, otherProvider: 404 },
  },
  // The past list, so a probe's `before` is read.
  { route: 'GET /api/services', request: get('/api/services?when=past'), expect: signedIn(200) },
  {
    // A fresh booking of client A with provider A: client A may withdraw it, provider A may not take the
    // customer's step, and to everyone else it does not exist.
    route: 'POST /api/services/:serviceId/actions',
    request: async ({ app, world }) => {
      const booking = await call(app, world.actors.client, {
        method: 'POST',
        url: '/api/bookings',
        body: bookingBody(world.actors.provider.id),
      });
      const services = (await call(app, world.actors.client, { method: 'GET', url: '/api/services' })).json()
        .services as { id: string; requestId: string }[];
      const service = services.find((row) => row.requestId === booking.json().request.id)!;
      return {
        method: 'POST',
        url: `/api/services/${service.id}/actions`,
        body: { action: 'cancel_by_customer', expectedFee: 0 },
      };
    },
    expect: { guest: 401, client: 200, otherClient: 404, provider: 403, otherProvider: 404 },
  },
  {
    // The world has no gateway: nobody pays a service online, and a provider never reaches the customer's step.
    route: 'POST /api/services/:serviceId/card-payment',
    request: () => ({ method: 'POST', url: `/api/services/${SOME_UUID}/card-payment`, body: {} }),
    expect: clientsOnly(404),
    codes: ['PAYMENTS_OFF'],
  },
  {
    // Nor by Mercado Pago's card form (a well-formed token, so the refusal is the missing gateway's).
    route: 'POST /api/services/:serviceId/card-payment/mercadopago',
    request: () => ({
      method: 'POST',
      url: `/api/services/${SOME_UUID}/card-payment/mercadopago`,
      body: { token: 'card-token', paymentMethodId: 'visa' },
    }),
    expect: clientsOnly(404),
    codes: ['PAYMENTS_OFF'],
  },
  {
    // A fresh booking of client A with provider A: client A may pay it another way; the provider may not, and
    // to another customer it does not exist.
    route: 'PUT /api/services/:serviceId/payment-method',
    request: async ({ app, world }) => {
      const booking = await call(app, world.actors.client, {
        method: 'POST',
        url: '/api/bookings',
        body: bookingBody(world.actors.provider.id, { paymentMethod: 'cash' }),
      });
      const services = (await call(app, world.actors.client, { method: 'GET', url: '/api/services' })).json()
        .services as { id: string; requestId: string }[];
      const service = services.find((row) => row.requestId === booking.json().request.id)!;
      return {
        method: 'PUT',
        url: `/api/services/${service.id}/payment-method`,
        body: { paymentMethod: 'transfer' },
      };
    },
    expect: { guest: 401, client: 200, otherClient: 404, provider: 403, otherProvider: 403 },
  },
  {
    // A fresh booking of client A with provider A, still waiting for its answer: client A may correct its
    // address; the provider may not, and to another customer it does not exist.
    route: 'PUT /api/services/:serviceId/contact',
    request: async ({ app, world }) => {
      const booking = await call(app, world.actors.client, {
        method: 'POST',
        url: '/api/bookings',
        body: bookingBody(world.actors.provider.id),
      });
      const services = (await call(app, world.actors.client, { method: 'GET', url: '/api/services' })).json()
        .services as { id: string; requestId: string }[];
      const service = services.find((row) => row.requestId === booking.json().request.id)!;
      return {
        method: 'PUT',
        url: `/api/services/${service.id}/contact`,
        body: {
          contact: { address: { street: 'Calle Motolinía 5', colonia: 'Centro' }, phone: '5522223333' },
        },
      };
    },
    expect: { guest: 401, client: 200, otherClient: 404, provider: 403, otherProvider: 403 },
  },
  {
    // No gateway in the world: SPEI and OXXO are never offered (the booking asks before anyone signs in).
    route: 'GET /api/payments/online-methods',
    request: get(`/api/payments/online-methods?providerId=${SOME_UUID}`),
    expect: anyone(200),
  },
  {
    route: 'POST /api/services/:serviceId/online-payment',
    request: () => ({ method: 'POST', url: `/api/services/${SOME_UUID}/online-payment`, body: {} }),
    expect: clientsOnly(404),
    codes: ['ONLINE_OFF'],
  },
  {
    route: 'PUT /api/services/:serviceId/refund-account',
    request: () => ({
      method: 'PUT',
      url: `/api/services/${SOME_UUID}/refund-account`,
      body: { clabe: '002010077777777771', holder: 'Ana López' },
    }),
    expect: clientsOnly(404),
  },
  { route: 'GET /api/provider/payouts', request: get('/api/provider/payouts'), expect: providersOnly(200) },
  ...(['onboarding', 'refresh', 'dashboard'] as const).map((action): MatrixRow => ({
    // No gateway in the world: 'Cobros' has nowhere to send a provider.
    route: `POST /api/provider/payouts/${action}`,
    request: () => ({ method: 'POST', url: `/api/provider/payouts/${action}`, body: {} }),
    expect: providersOnly(404),
    codes: ['PAYMENTS_OFF'],
  })),
  ...(['connect', 'callback', 'disconnect'] as const).map((action): MatrixRow => ({
    // No Mercado Pago in the world: there is no account to connect.
    route: `POST /api/provider/payouts/mercadopago/${action}`,
    request: () => ({
      method: 'POST',
      url: `/api/provider/payouts/mercadopago/${action}`,
      body: action === 'callback' ? { state: 'x.y', code: 'TG-code' } : {},
    }),
    expect: providersOnly(404),
    codes: ['MERCADOPAGO_OFF'],
  })),
  { route: 'GET /api/reviews', request: get('/api/reviews'), expect: signedIn(200) },
  { route: 'GET /api/payments', request: get('/api/payments'), expect: clientsOnly(200) },
  { route: 'GET /api/notifications', request: get('/api/notifications'), expect: signedIn(200) },
  {
    // Nothing anyone can read has this id: reporting it is refused the same way for everyone signed in.
    route: 'POST /api/reports',
    request: () => ({
      method: 'POST',
      url: '/api/reports',
      body: { targetType: 'review', targetId: SOME_UUID, reason: 'Lenguaje ofensivo.' },
    }),
    expect: signedIn(404),
  },
  { route: 'GET /api/fiscal-profile', request: get('/api/fiscal-profile'), expect: signedIn(200) },
  {
    route: 'PUT /api/fiscal-profile',
    request: () => ({
      method: 'PUT',
      url: '/api/fiscal-profile',
      body: {
        rfc: 'GODE561231GR8',
        legalName: 'Persona de Prueba',
        taxRegime: '612',
        zip: '06000',
        cfdiUse: 'G03',
      },
    }),
    expect: signedIn(200),
  },
  {
    route: 'DELETE /api/fiscal-profile',
    request: () => ({ method: 'DELETE', url: '/api/fiscal-profile' }),
    expect: signedIn(200),
  },
  {
    // No service of the world's is a party's to invoice: whoever asks is told it does not exist.
    route: 'POST /api/services/:serviceId/invoice-request',
    request: () => ({ method: 'POST', url: `/api/services/${SOME_UUID}/invoice-request`, body: {} }),
    expect: clientsOnly(404),
  },
  {
    route: 'POST /api/services/:serviceId/invoice-request/sent',
    request: () => ({ method: 'POST', url: `/api/services/${SOME_UUID}/invoice-request/sent`, body: {} }),
    expect: providersOnly(404),
  },
  { route: 'GET /api/account/export', request: get('/api/account/export'), expect: signedIn(200) },
  {
    // With a wrong password nobody's account goes: the refusal is the same for everyone signed in.
    route: 'POST /api/account/delete',
    request: () => ({ method: 'POST', url: '/api/account/delete', body: { password: 'no-es-la-correcta' } }),
    expect: signedIn(400),
  },
  {
    route: 'POST /api/notifications/read',
    request: () => ({
      method: 'POST',
      url: '/api/notifications/read',
      body: { upTo: new Date().toISOString() },
    }),
    expect: signedIn(200),
  },
  { route: 'GET /api/client/preferences', request: get('/api/client/preferences'), expect: clientsOnly(200) },
  {
    route: 'PUT /api/client/preferences',
    request: () => ({ method: 'PUT', url: '/api/client/preferences', body: { notifyOffers: true } }),
    expect: clientsOnly(200),
  },
  { route: 'GET /api/earnings', request: get('/api/earnings?month=2026-11'), expect: providersOnly(200) },
  { route: 'GET /api/earnings/csv', request: get('/api/earnings/csv'), expect: providersOnly(200) },
  {
    // A service of client A and provider A not completed yet: the parties are told it cannot be reviewed
    // (409), and to everyone else it does not exist.
    route: 'POST /api/services/:serviceId/review',
    request: async ({ app, world }) => {
      const booking = await call(app, world.actors.client, {
        method: 'POST',
        url: '/api/bookings',
        body: bookingBody(world.actors.provider.id),
      });
      const services = (await call(app, world.actors.client, { method: 'GET', url: '/api/services' })).json()
        .services as { id: string; requestId: string }[];
      const service = services.find((row) => row.requestId === booking.json().request.id)!;
      return { method: 'POST', url: `/api/services/${service.id}/review`, body: { rating: 5, comment: '' } };
    },
    expect: { guest: 401, client: 409, otherClient: 404, provider: 409, otherProvider: 404 },
  },
  {
    // A fresh booking of client A with provider A, still ahead: both parties download its calendar file, and
    // to everyone else it does not exist.
    route: 'GET /api/services/:serviceId/calendar.ics',
    request: async ({ app, world }) => {
      const booking = await call(app, world.actors.client, {
        method: 'POST',
        url: '/api/bookings',
        body: bookingBody(world.actors.provider.id),
      });
      const services = (await call(app, world.actors.client, { method: 'GET', url: '/api/services' })).json()
        .services as { id: string; requestId: string }[];
      const service = services.find((row) => row.requestId === booking.json().request.id)!;
      return { method: 'GET', url: `/api/services/${service.id}/calendar.ics` };
    },
    expect: { guest: 401, client: 200, otherClient: 404, provider: 200, otherProvider: 404 },
  },
  {
    // No published review is about anyone yet: to each person, a review that does not exist.
    route: 'POST /api/reviews/:id/reply',
    request: () => ({
      method: 'POST',
      url: '/api/reviews/00000000-0000-4000-8000-000000000000/reply',
      body: { reply: 'Gracias.' },
    }),
    expect: { guest: 401, client: 404, otherClient: 404, provider: 404, otherProvider: 404 },
  },
  { route: 'GET /api/operator/me', request: get('/api/operator/me'), expect: operatorsOnly },
  { route: 'GET /api/operator/summary', request: get('/api/operator/summary'), expect: operatorsOnly },
  { route: 'GET /api/operator/users', request: get('/api/operator/users?q=ana'), expect: operatorsOnly },
  {
    route: 'GET /api/operator/users/:id',
    request: ({ world }) => ({ method: 'GET', url: `/api/operator/users/${world.actors.client.id}` }),
    expect: operatorsOnly,
  },
  ...(['suspend', 'reinstate'] as const).map((step) => ({
    route: `POST /api/operator/users/:id/${step}`,
    request: ({ world }: MatrixContext): Call => ({
      method: 'POST',
      url: `/api/operator/users/${world.actors.otherClient.id}/${step}`,
      body: { reason: 'Prueba de permisos.' },
    }),
    expect: operatorsOnly,
  })),
  { route: 'GET /api/operator/disputes', request: get('/api/operator/disputes'), expect: operatorsOnly },
  {
    route: 'GET /api/operator/service-refunds',
    request: get('/api/operator/service-refunds'),
    expect: operatorsOnly,
  },
  {
    route: 'POST /api/operator/service-refunds/:id/sent',
    request: () => ({
      method: 'POST',
      url: `/api/operator/service-refunds/${SOME_UUID}/sent`,
      body: { reason: 'Transferencia enviada desde el banco' },
    }),
    expect: operatorsOnly,
  },
  {
    route: 'POST /api/operator/disputes/:serviceId/resolve',
    request: () => ({
      method: 'POST',
      url: `/api/operator/disputes/${SOME_UUID}/resolve`,
      body: { outcome: 'keep', reason: 'Prueba de permisos.' },
    }),
    expect: operatorsOnly,
  },
  {
    route: 'GET /api/operator/contact-messages',
    request: get('/api/operator/contact-messages'),
    expect: operatorsOnly,
  },
  {
    route: 'POST /api/operator/contact-messages/:id/handled',
    request: () => ({ method: 'POST', url: `/api/operator/contact-messages/${SOME_UUID}/handled` }),
    expect: operatorsOnly,
  },
  {
    route: 'POST /api/operator/contact-messages/:id/reply',
    request: () => ({
      method: 'POST',
      url: `/api/operator/contact-messages/${SOME_UUID}/reply`,
      body: { body: 'Hola.' },
    }),
    expect: operatorsOnly,
  },
  { route: 'GET /api/operator/audit', request: get('/api/operator/audit'), expect: operatorsOnly },
  { route: 'GET /api/operator/arco', request: get('/api/operator/arco'), expect: operatorsOnly },
  { route: 'GET /api/operator/payments', request: get('/api/operator/payments'), expect: operatorsOnly },
  ...(['confirm', 'reject'] as const).map((step): MatrixRow => ({
    route: `POST /api/operator/payments/:id/${step}`,
    request: () => ({
      method: 'POST',
      url: `/api/operator/payments/${SOME_UUID}/${step}`,
      body: step === 'reject' ? { reason: 'No llegó la transferencia.' } : {},
    }),
    expect: operatorsOnly,
  })),
  {
    route: 'GET /api/operator/moderation',
    request: get('/api/operator/moderation?kind=review&status=visible'),
    expect: operatorsOnly,
  },
  ...(['hide', 'restore', 'dismiss'] as const).map((step): MatrixRow => ({
    route: `POST /api/operator/moderation/:type/:id/${step}`,
    request: () => ({
      method: 'POST',
      url: `/api/operator/moderation/review/${SOME_UUID}/${step}`,
      body: step === 'hide' ? { reason: 'Lenguaje ofensivo.' } : undefined,
    }),
    expect: operatorsOnly,
  })),
  {
    route: 'GET /api/operator/verifications',
    request: get('/api/operator/verifications'),
    expect: operatorsOnly,
  },
  {
    route: 'GET /api/operator/verifications/:id/documents/:kind',
    request: ({ world }) => ({
      method: 'GET',
      url: `/api/operator/verifications/${world.actors.provider.id}/documents/id`,
    }),
    expect: operatorsOnly,
  },
  ...(['approve', 'reject'] as const).map((step): MatrixRow => ({
    route: `POST /api/operator/verifications/:id/${step}`,
    request: ({ world }) => ({
      method: 'POST',
      url: `/api/operator/verifications/${world.actors.provider.id}/${step}`,
      body: { reason: 'Documento ilegible.' },
    }),
    expect: operatorsOnly,
  })),
  ...API_MATRIX,
];
