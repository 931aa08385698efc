import { randomUUID } from 'node:crypto';
import { bookingBody, requestBody, ZOCALO } from '#server/testing/marketplace';
import {
  anyone,
  clientsOnly,
  freshOffer,
  freshRequest,
  freshService,
  get,
  onFreshService,
  providersOnly,
  send,
  signedIn,
  SOME_UUID,
  type MatrixContext,
  type MatrixRow,
} from './matrix-row';
import { call } from './world';

// Requests, offers, bookings and the services they become, with what follows them: payments, payouts, reviews,
// invoices, notifications and the person's own account.

/** A fresh weekly plan of client A with provider A, as the plan's routes answer it. */
async function freshPlan(
  app: MatrixContext['app'],
  world: MatrixContext['world'],
  booking: Record<string, unknown> = {},
) {
  const created = await call(app, world.actors.client, {
    method: 'POST',
    url: '/api/recurring-plans',
    body: { ...bookingBody(world.actors.provider.id, booking), rhythm: 'weekly' },
  });
  return (created.json() as { plan: { id: string; nextVisits: { date: string; scheduledAt: string }[] } })
    .plan;
}

// The rows on changes to a plan share one plan a row: the same step again answers alike (it changes nothing). Each
// plan's first visit is tomorrow (Mexico City) at 03:00, 06:00, … 18:00, apart from the starts the other
// rows book (nextFreeStart: 2 to 13 days ahead); the plan of the row before is cancelled when the next is made.
type Plan = Awaited<ReturnType<typeof freshPlan>>;
const ROW_KEYS = ['move', 'plan-move', 'price', 'price-answer', 'end', 'choices'];
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// Mexico City keeps UTC−6 all year.
const TOMORROW_CDMX = (Math.floor((Date.now() - 6 * HOUR_MS) / DAY_MS) + 1) * DAY_MS + 6 * HOUR_MS;
const rowPlans = new WeakMap<MatrixContext['world'], { key: string; plan: Promise<Plan> }>();

/** The row's plan of client A with provider A (`key`): accepted by provider A, with a new price if asked. */
function planOfRow(
  { app, world }: MatrixContext,
  key: string,
  { accepted = true, priced = false } = {},
): Promise<Plan> {
  const last = rowPlans.get(world);
  if (last?.key === key) return last.plan;
  const plan = (async () => {
    if (last)
      await call(app, world.actors.client, {
        method: 'POST',
        url: `/api/recurring-plans/${(await last.plan).id}/cancel`,
      });
    const at = new Date(TOMORROW_CDMX + (3 + 3 * ROW_KEYS.indexOf(key)) * HOUR_MS);
    const made = await freshPlan(app, world, { requiredDate: at.toISOString() });
    const url = `/api/provider/recurring-plans/${made.id}`;
    const provider = world.actors.provider;
    if (accepted) await call(app, provider, { method: 'POST', url: `${url}/answer`, body: { accept: true } });
    if (priced) await call(app, provider, { method: 'POST', url: `${url}/price`, body: { price: 99_900 } });
    return made;
  })();
  rowPlans.set(world, { key, plan });
  return plan;
}

export const SERVICES_MATRIX: MatrixRow[] = [
  {
    route: 'GET /api/services/:serviceId/providers',
    request: get('/api/services/home-cleaning/providers'),
    expect: anyone(200),
  },
  {
    // Public like the list: a guest picks a time in the wizard and signs in only to confirm.
    route: 'GET /api/bookings/providers/:providerId/free-times',
    request: ({ world }) => ({
      method: 'GET',
      url: `/api/bookings/providers/${world.actors.provider.id}/free-times?serviceId=home-cleaning&lat=${ZOCALO.lat}&lng=${ZOCALO.lng}&minutes=120`,
    }),
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
    // VERIFICATION_REQUIRED, a refusal of their standing rather than of who they are (src/server/domain/serving.test.ts).
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
    // 'Limpieza recurrente': the first visit is booked as a booking is, with provider A.
    route: 'POST /api/recurring-plans',
    request: ({ world }) => ({
      method: 'POST',
      url: '/api/recurring-plans',
      body: { ...bookingBody(world.actors.provider.id), rhythm: 'weekly' },
    }),
    expect: clientsOnly(201),
  },
  { route: 'GET /api/recurring-plans', request: get('/api/recurring-plans'), expect: clientsOnly(200) },
  {
    route: 'GET /api/provider/recurring-plans',
    request: get('/api/provider/recurring-plans'),
    expect: providersOnly(200),
  },
  {
    // A fresh plan of client A with provider A: only provider A answers it.
    route: 'POST /api/provider/recurring-plans/:planId/answer',
    request: async ({ app, world }) => {
      const { id: planId } = await freshPlan(app, world);
      return {
        method: 'POST',
        url: `/api/provider/recurring-plans/${planId}/answer`,
        body: { accept: true },
      };
    },
    expect: { guest: 401, client: 403, otherClient: 403, provider: 200, otherProvider: 404 },
  },
  {
    // A fresh plan of client A: only client A pauses, resumes or cancels it.
    route: 'POST /api/recurring-plans/:planId/:action',
    request: async ({ app, world }) => {
      const { id: planId } = await freshPlan(app, world);
      return { method: 'POST', url: `/api/recurring-plans/${planId}/cancel` };
    },
    expect: { guest: 401, client: 200, otherClient: 404, provider: 403, otherProvider: 403 },
  },
  {
    // The first visit of a fresh plan of client A: only client A previews (and may confirm) skipping it.
    route: 'POST /api/recurring-plans/:planId/visits/:visitDate/skip',
    request: async ({ app, world }) => {
      const { id, nextVisits } = await freshPlan(app, world);
      return {
        method: 'POST',
        url: `/api/recurring-plans/${id}/visits/${nextVisits[0]!.date}/skip`,
        body: {},
      };
    },
    expect: { guest: 401, client: 200, otherClient: 404, provider: 403, otherProvider: 403 },
  },
  {
    // 'Cambiar día u hora' of a fresh plan's first visit, to its own start (no other time to depend on).
    route: 'POST /api/recurring-plans/:planId/visits/:visitDate/move',
    request: async (context) => {
      const { id, nextVisits } = await planOfRow(context, 'move', { accepted: false });
      const [visit] = nextVisits;
      return {
        method: 'POST',
        url: `/api/recurring-plans/${id}/visits/${visit!.date}/move`,
        body: { requiredDate: visit!.scheduledAt },
      };
    },
    expect: { guest: 401, client: 200, otherClient: 404, provider: 403, otherProvider: 403 },
  },
  {
    // 'Cambiar día u hora' from now on, of a running plan of client A, to its own day and time.
    route: 'POST /api/recurring-plans/:planId/move',
    request: async (context) => {
      const { id, nextVisits } = await planOfRow(context, 'plan-move');
      const [visit] = nextVisits;
      return {
        method: 'POST',
        url: `/api/recurring-plans/${id}/move`,
        body: { requiredDate: visit!.scheduledAt },
      };
    },
    expect: { guest: 401, client: 200, otherClient: 404, provider: 403, otherProvider: 403 },
  },
  // A visit the scheduler could not book: only client A chooses, for a plan of theirs. The world's plans have no
  // such visit (no day off meets them), so client A hears 404 too; conflicts.test.ts books and skips real ones.
  ...(['skip', 'book'] as const).map((choice): MatrixRow => ({
    route: `POST /api/recurring-plans/:planId/conflicts/:visitDate/${choice}`,
    request: async (context) => {
      const { id, nextVisits } = await planOfRow(context, 'choices');
      const [visit] = nextVisits;
      return {
        method: 'POST',
        url: `/api/recurring-plans/${id}/conflicts/${visit!.date}/${choice}`,
        body: choice === 'book' ? { requiredDate: visit!.scheduledAt } : {},
      };
    },
    expect: { guest: 401, client: 404, otherClient: 404, provider: 403, otherProvider: 403 },
  })),
  {
    // Moving client A's plan to a favourite: only client A may; provider A is the plan's own, no favourite (400).
    route: 'POST /api/recurring-plans/:planId/transfer',
    request: async (context) => {
      const { id, nextVisits } = await planOfRow(context, 'choices');
      return {
        method: 'POST',
        url: `/api/recurring-plans/${id}/transfer`,
        body: {
          providerId: context.world.actors.provider.id,
          requiredDate: nextVisits[0]!.scheduledAt,
          idempotencyKey: randomUUID(),
        },
      };
    },
    expect: { guest: 401, client: 400, otherClient: 404, provider: 403, otherProvider: 403 },
  },
  {
    // A new price per visit on a running plan of provider A: only provider A proposes it.
    route: 'POST /api/provider/recurring-plans/:planId/price',
    request: async (context) => {
      const { id } = await planOfRow(context, 'price');
      return { method: 'POST', url: `/api/provider/recurring-plans/${id}/price`, body: { price: 99_900 } };
    },
    expect: { guest: 401, client: 403, otherClient: 403, provider: 200, otherProvider: 404 },
  },
  {
    // 'Aceptar nuevo precio' on client A's plan: only client A answers it.
    route: 'POST /api/recurring-plans/:planId/price',
    request: async (context) => {
      const { id } = await planOfRow(context, 'price-answer', { priced: true });
      return { method: 'POST', url: `/api/recurring-plans/${id}/price`, body: { accept: true } };
    },
    expect: { guest: 401, client: 200, otherClient: 404, provider: 403, otherProvider: 403 },
  },
  {
    // 'Terminar plan' on a running plan of provider A: only provider A ends it.
    route: 'POST /api/provider/recurring-plans/:planId/end',
    request: async (context) => {
      const { id } = await planOfRow(context, 'end');
      return { method: 'POST', url: `/api/provider/recurring-plans/${id}/end` };
    },
    expect: { guest: 401, client: 403, otherClient: 403, provider: 200, otherProvider: 404 },
  },
  {
    // Provider A's offer on a fresh request of client A: only client A may accept it.
    route: 'POST /api/applications/:id/accept',
    request: async (context) => ({
      method: 'POST',
      url: `/api/applications/${await freshOffer(context)}/accept`,
    }),
    expect: { guest: 401, client: 201, otherClient: 404, provider: 403, otherProvider: 403 },
  },
  {
    // Only provider A withdraws a fresh offer of theirs (Básico counts withdrawn offers, so one a run); the
    // others try the world's pending offer of provider A, which to provider B does not exist.
    route: 'POST /api/applications/:id/withdraw',
    request: async (context, actor) => ({
      method: 'POST',
      url: `/api/applications/${actor === 'provider' ? await freshOffer(context) : context.world.offerId}/withdraw`,
    }),
    expect: { guest: 401, client: 403, otherClient: 403, provider: 200, otherProvider: 404 },
  },
  // The past list, so a probe's `before` is read.
  { route: 'GET /api/services', request: get('/api/services?when=past'), expect: signedIn(200) },
  {
    // A fresh booking of client A with provider A: client A may withdraw it, provider A may not take the
    // customer's step, and to everyone else it does not exist.
    route: 'POST /api/services/:serviceId/actions',
    request: onFreshService('POST', 'actions', { action: 'cancel_by_customer', expectedFee: 0 }),
    expect: { guest: 401, client: 200, otherClient: 404, provider: 403, otherProvider: 404 },
  },
  {
    // The world has no gateway: nobody pays a service online, and a provider never reaches the customer's step.
    route: 'POST /api/services/:serviceId/card-payment',
    request: send('POST', `/api/services/${SOME_UUID}/card-payment`, {}),
    expect: clientsOnly(404),
    codes: ['PAYMENTS_OFF'],
  },
  {
    // Nor by Mercado Pago's card form (a well-formed token, so the refusal is the missing gateway's).
    route: 'POST /api/services/:serviceId/card-payment/mercadopago',
    request: send('POST', `/api/services/${SOME_UUID}/card-payment/mercadopago`, {
      token: 'card-token',
      paymentMethodId: 'visa',
    }),
    expect: clientsOnly(404),
    codes: ['PAYMENTS_OFF'],
  },
  {
    // A fresh booking of client A with provider A: client A may pay it another way; the provider may not, and
    // to another customer it does not exist.
    route: 'PUT /api/services/:serviceId/payment-method',
    request: onFreshService(
      'PUT',
      'payment-method',
      { paymentMethod: 'transfer' },
      { paymentMethod: 'cash' },
    ),
    expect: { guest: 401, client: 200, otherClient: 404, provider: 403, otherProvider: 403 },
  },
  {
    // A fresh booking of client A with provider A, still waiting for its answer: client A may correct its
    // address; the provider may not, and to another customer it does not exist.
    route: 'PUT /api/services/:serviceId/contact',
    request: onFreshService('PUT', 'contact', {
      contact: { address: { street: 'Calle Motolinía 5', colonia: 'Centro' }, phone: '5522223333' },
    }),
    expect: { guest: 401, client: 200, otherClient: 404, provider: 403, otherProvider: 403 },
  },
  {
    // 'Tiempo extra' of a fresh booking: both parties read it (none yet); to anyone else it does not exist.
    route: 'GET /api/services/:serviceId/extra-time',
    request: onFreshService('GET', 'extra-time'),
    expect: { guest: 401, client: 200, otherClient: 404, provider: 200, otherProvider: 404 },
  },
  {
    // Asked by its provider only, and only once the service is confirmed and under way: a fresh booking is not.
    route: 'POST /api/services/:serviceId/extra-time',
    request: onFreshService('POST', 'extra-time', { minutes: 30 }),
    expect: { guest: 401, client: 403, otherClient: 403, provider: 409, otherProvider: 404 },
    codes: ['EXTRA_TIME_NOT_NOW'],
  },
  {
    route: 'POST /api/services/:serviceId/extra-time/answer',
    request: onFreshService('POST', 'extra-time/answer', { approve: true }),
    expect: { guest: 401, client: 409, otherClient: 404, provider: 403, otherProvider: 403 },
    codes: ['EXTRA_TIME_NONE'],
  },
  {
    // 'Otros proveedores disponibles': its customer's, listed once the booking is declined (none before).
    route: 'GET /api/services/:serviceId/alternatives',
    request: onFreshService('GET', 'alternatives'),
    expect: { guest: 401, client: 200, otherClient: 404, provider: 403, otherProvider: 403 },
  },
  {
    route: 'POST /api/services/:serviceId/alternatives',
    request: async (context) => ({
      method: 'POST',
      url: `/api/services/${await freshService(context)}/alternatives`,
      body: { providerId: context.world.actors.otherProvider.id, idempotencyKey: randomUUID() },
    }),
    expect: { guest: 401, client: 409, otherClient: 404, provider: 403, otherProvider: 403 },
    codes: ['NOT_DECLINED'],
  },
  {
    // No gateway in the world: SPEI and OXXO are never offered (the booking asks before anyone signs in).
    route: 'GET /api/payments/online-methods',
    request: get(`/api/payments/online-methods?providerId=${SOME_UUID}`),
    expect: anyone(200),
  },
  {
    route: 'POST /api/services/:serviceId/online-payment',
    request: send('POST', `/api/services/${SOME_UUID}/online-payment`, {}),
    expect: clientsOnly(404),
    codes: ['ONLINE_OFF'],
  },
  {
    route: 'PUT /api/services/:serviceId/refund-account',
    request: send('PUT', `/api/services/${SOME_UUID}/refund-account`, {
      clabe: '002010077777777771',
      holder: 'Ana López',
    }),
    expect: clientsOnly(404),
  },
  { route: 'GET /api/provider/payouts', request: get('/api/provider/payouts'), expect: providersOnly(200) },
  ...(['onboarding', 'refresh', 'dashboard'] as const).map((action): MatrixRow => ({
    // No gateway in the world: 'Cobros' has nowhere to send a provider.
    route: `POST /api/provider/payouts/${action}`,
    request: send('POST', `/api/provider/payouts/${action}`, {}),
    expect: providersOnly(404),
    codes: ['PAYMENTS_OFF'],
  })),
  ...(['connect', 'callback', 'disconnect'] as const).map((action): MatrixRow => ({
    // No Mercado Pago in the world: there is no account to connect.
    route: `POST /api/provider/payouts/mercadopago/${action}`,
    request: send(
      'POST',
      `/api/provider/payouts/mercadopago/${action}`,
      action === 'callback' ? { state: 'x.y', code: 'TG-code' } : {},
    ),
    expect: providersOnly(404),
    codes: ['MERCADOPAGO_OFF'],
  })),
  { route: 'GET /api/reviews', request: get('/api/reviews'), expect: signedIn(200) },
  { route: 'GET /api/payments', request: get('/api/payments'), expect: clientsOnly(200) },
  { route: 'GET /api/notifications', request: get('/api/notifications'), expect: signedIn(200) },
  {
    // Nothing anyone can read has this id: reporting it is refused the same way for everyone signed in.
    route: 'POST /api/reports',
    request: send('POST', '/api/reports', {
      targetType: 'review',
      targetId: SOME_UUID,
      reason: 'Lenguaje ofensivo.',
    }),
    expect: signedIn(404),
  },
  { route: 'GET /api/fiscal-profile', request: get('/api/fiscal-profile'), expect: signedIn(200) },
  {
    route: 'PUT /api/fiscal-profile',
    request: send('PUT', '/api/fiscal-profile', {
      rfc: 'GODE561231GR8',
      legalName: 'Persona de Prueba',
      taxRegime: '612',
      zip: '06000',
      cfdiUse: 'G03',
    }),
    expect: signedIn(200),
  },
  {
    route: 'DELETE /api/fiscal-profile',
    request: send('DELETE', '/api/fiscal-profile'),
    expect: signedIn(200),
  },
  {
    // No service of the world's is a party's to invoice: whoever asks is told it does not exist.
    route: 'POST /api/services/:serviceId/invoice-request',
    request: send('POST', `/api/services/${SOME_UUID}/invoice-request`, {}),
    expect: clientsOnly(404),
  },
  {
    route: 'POST /api/services/:serviceId/invoice-request/sent',
    request: send('POST', `/api/services/${SOME_UUID}/invoice-request/sent`, {}),
    expect: providersOnly(404),
  },
  { route: 'GET /api/account/export', request: get('/api/account/export'), expect: signedIn(200) },
  {
    // With a wrong password nobody's account goes: the refusal is the same for everyone signed in.
    route: 'POST /api/account/delete',
    request: send('POST', '/api/account/delete', { password: 'no-es-la-correcta' }),
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
    request: send('PUT', '/api/client/preferences', { notifyOffers: true }),
    expect: clientsOnly(200),
  },
  { route: 'GET /api/earnings', request: get('/api/earnings?month=2026-11'), expect: providersOnly(200) },
  { route: 'GET /api/earnings/csv', request: get('/api/earnings/csv'), expect: providersOnly(200) },
  {
    // A service of client A and provider A not completed yet: the parties are told it cannot be reviewed
    // (409), and to everyone else it does not exist.
    route: 'POST /api/services/:serviceId/review',
    request: onFreshService('POST', 'review', { rating: 5, comment: '' }),
    expect: { guest: 401, client: 409, otherClient: 404, provider: 409, otherProvider: 404 },
  },
  {
    // A fresh booking of client A with provider A, still ahead: both parties download its calendar file, and
    // to everyone else it does not exist.
    route: 'GET /api/services/:serviceId/calendar.ics',
    request: onFreshService('GET', 'calendar.ics'),
    expect: { guest: 401, client: 200, otherClient: 404, provider: 200, otherProvider: 404 },
  },
  {
    // No published review is about anyone yet: to each person, a review that does not exist.
    route: 'POST /api/reviews/:id/reply',
    request: send('POST', `/api/reviews/${SOME_UUID}/reply`, { reply: 'Gracias.' }),
    expect: signedIn(404),
  },
];
