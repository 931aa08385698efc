import { describe, expect, it } from 'vitest';
import type { MyRequest } from '#shared/schemas/requests';
import type { NearbyRequest } from '#shared/schemas/provider';
import { testDriver } from '#server/testing/harness';
import { tealPicture } from '#server/testing/images';
import { bookingBody, requestBody, ZOCALO } from '#server/testing/marketplace';
import { MATRIX } from './authorization-matrix';
import { expectErrorEnvelope } from './envelope';
import { expectNoContact } from './leaks';
import { call, PROVIDER_SETTINGS, type ActorName, type Call, worldSuite } from './world';

describe(`each owner sees and changes only their own data (${testDriver})`, () => {
  const suite = worldSuite();

  const as = (actor: ActorName, request: Call) => call(suite.t.app, suite.world.actors[actor], request);
  const offerOn = (actor: ActorName, requestId: string, proposedPrice: number, message: string) =>
    as(actor, {
      method: 'POST',
      url: `/api/requests/${requestId}/applications`,
      body: { proposedPrice, message },
    });
  const read = async (actor: ActorName, url: string) => {
    const answer = await as(actor, { method: 'GET', url });
    expect(answer.statusCode, `${url} ${answer.body.slice(0, 200)}`).toBe(200);
    return answer.json();
  };

  it('shows client B only their own requests, never client A’s requests, booking or offers', async () => {
    const mine = (await read('otherClient', '/api/requests/mine')).requests as MyRequest[];
    expect(mine.map((request) => request.id)).toEqual([suite.world.otherRequestId]);
    expect(mine[0]!.offers).toEqual([]);
    const body = (await as('otherClient', { method: 'GET', url: '/api/requests/mine' })).body;
    for (const id of [suite.world.openRequestId, suite.world.bookingId, suite.world.offerId])
      expect(body).not.toContain(id);
    expect(await read('otherClient', '/api/requests/summary')).toEqual({
      openRequests: 1,
      offersReceived: 0,
      upcomingServices: 0,
      completedServices: 0,
      rating: { average: null, count: 0 },
      totalSpent: 0,
    });
  });

  it('shows client A their request with provider A’s offer and their booking', async () => {
    const mine = (await read('client', '/api/requests/mine')).requests as MyRequest[];
    expect(mine.map((request) => request.id).sort()).toEqual(
      [suite.world.openRequestId, suite.world.bookingId].sort(),
    );
    const open = mine.find((request) => request.id === suite.world.openRequestId)!;
    expect(open.offers.map((offer) => [offer.id, offer.provider.id])).toEqual([
      [suite.world.offerId, suite.world.actors.provider.id],
    ]);
  });

  it('gives each person their own profile, whoever asks', async () => {
    for (const actor of ['client', 'otherClient', 'provider', 'otherProvider'] as const) {
      expect((await read(actor, '/api/profile')).id).toBe(suite.world.actors[actor].id);
    }
  });

  it('answers provider B’s own endpoints with B’s settings, not A’s', async () => {
    const own = async (actor: ActorName) => ({
      radius: (await read(actor, '/api/provider/area')).serviceRadius,
      services: (await read(actor, '/api/provider/services')).services,
      name: (await read(actor, '/api/provider/profile')).displayName,
      plan: (await read(actor, '/api/subscription')).subscription.planType,
      overviewPlan: (await read(actor, '/api/provider/overview')).subscription.planType,
    });
    // Each reads what the world gave them (A: Básico, 10 km, $500; B: Premium, 20 km, $650).
    for (const actor of ['provider', 'otherProvider'] as const) {
      const { radius, services, displayName, plan } = PROVIDER_SETTINGS[actor];
      expect(await own(actor)).toEqual({ radius, services, name: displayName, plan, overviewPlan: plan });
    }
  });

  it('leaves provider A’s settings alone when provider B changes theirs', async () => {
    const writes: Call[] = [
      {
        method: 'PUT',
        url: '/api/provider/area',
        body: {
          // Still around the Zócalo, so B keeps seeing the same requests in the other tests.
          location: { ...ZOCALO, formattedAddress: 'Otra zona de prueba', precision: 'address' },
          serviceRadius: 50,
        },
      },
      { method: 'PUT', url: '/api/provider/services', body: { services: [] } },
      {
        method: 'PUT',
        url: '/api/provider/profile',
        body: { displayName: 'Otro Nombre', bio: 'x', yearsExperience: 1, phone: '5599999999' },
      },
      { method: 'PUT', url: '/api/provider/preferences', body: { notifyNewRequests: false } },
      { method: 'POST', url: '/api/subscription', body: { planType: 'enterprise' } },
    ];
    // Everything provider A has set, as A reads it.
    const settingsOfA = () =>
      Promise.all(
        [
          '/api/provider/area',
          '/api/provider/services',
          '/api/provider/profile',
          '/api/provider/preferences',
          '/api/subscription',
        ].map((url) => read('provider', url)),
      );
    const before = await settingsOfA();
    for (const write of writes) expect((await as('otherProvider', write)).statusCode).toBeLessThan(300);
    const after = await settingsOfA();
    expect(after).toEqual(before);
    expect((await read('otherProvider', '/api/provider/area')).serviceRadius).toBe(50);
  });

  it('shows a direct booking only to the provider it is addressed to, and each provider only their own offer', async () => {
    const nearby = async (actor: ActorName) =>
      (await read(actor, '/api/requests/nearby')).requests as NearbyRequest[];
    const booked = async (actor: ActorName) =>
      ((await read(actor, '/api/services')).services as { requestId: string }[]).map((row) => row.requestId);
    expect(await booked('provider')).toContain(suite.world.bookingId);
    expect(await booked('otherProvider')).not.toContain(suite.world.bookingId);
    const forA = await nearby('provider');
    expect(
      forA.find((request) => request.id === suite.world.openRequestId)?.myApplication?.proposedPrice,
    ).toBe(75_000);
    const forB = await nearby('otherProvider');
    expect(forB.map((request) => request.id)).not.toContain(suite.world.bookingId);
    expect(forB.find((request) => request.id === suite.world.openRequestId)?.myApplication).toBeNull();
  });

  it('refuses an offer on a booking addressed to another provider with 404', async () => {
    const answer = await offerOn('otherProvider', suite.world.bookingId, 500, 'Yo también puedo.');
    expect(answer.statusCode).toBe(404);
    expect(expectErrorEnvelope(answer).code).toBe('NOT_FOUND');
  });

  it('refuses a second offer from the same provider on the same request', async () => {
    const answer = await offerOn('provider', suite.world.openRequestId, 600, 'Bajo mi precio.');
    expect(answer.statusCode).toBe(409);
    expect(expectErrorEnvelope(answer).code).toBe('ALREADY_APPLIED');
    const offers = ((await read('client', '/api/requests/mine')).requests as MyRequest[]).find(
      (request) => request.id === suite.world.openRequestId,
    )!.offers;
    expect(offers.map((offer) => offer.proposedPrice)).toEqual([75_000]);
  });

  it('does not let a provider book or publish as a customer, nor a customer offer as a provider', async () => {
    const cases: [ActorName, Call][] = [
      [
        'provider',
        { method: 'POST', url: '/api/bookings', body: bookingBody(suite.world.actors.otherProvider.id) },
      ],
      ['provider', { method: 'POST', url: '/api/requests', body: requestBody(ZOCALO) }],
      [
        'client',
        {
          method: 'POST',
          url: `/api/requests/${suite.world.otherRequestId}/applications`,
          body: { proposedPrice: 500, message: 'Hola' },
        },
      ],
    ];
    for (const [actor, request] of cases) {
      const answer = await as(actor, request);
      expect(answer.statusCode, request.url).toBe(403);
      expect(expectErrorEnvelope(answer).code).toBe('FORBIDDEN');
    }
    expect(((await read('client', '/api/requests/mine')).requests as MyRequest[]).length).toBe(2);
  });

  it('gives an exact address, phone and full name to the customer and the chosen provider only, on every route', async () => {
    const contact = {
      address: {
        street: 'Calle Zempoala 731',
        interior: '12',
        colonia: 'Hermosillo',
        references: 'Zaguán Ocre',
      },
      phone: '55 7301 2468',
    };
    // The phone as typed and as stored or dialled; a shorter piece of it turned up inside an .ics timestamp.
    const secrets = ['Zempoala', 'Zaguán Ocre', '7301 2468', '5573012468'];
    const published = await as('client', {
      method: 'POST',
      url: '/api/requests',
      body: requestBody(ZOCALO, { contact }),
    });
    const requestId = published.json().request.id as string;
    const offerIds: string[] = [];
    for (const provider of ['provider', 'otherProvider'] as const) {
      const offer = await offerOn(provider, requestId, 650, 'Puedo ir ese día.');
      expect(offer.statusCode, offer.body).toBe(201);
      offerIds.push(offer.json().application.id);
    }
    // A real picture: the photo's row uploads one and sends it before reading it.
    const context = { app: suite.t.app, world: suite.world, png: await tealPicture('png', 32, 32) };
    const everyRead = async (actor: ActorName) => {
      for (const row of MATRIX.filter((entry) => entry.route.startsWith('GET '))) {
        const answer = await as(actor, await row.request(context, actor));
        expectNoContact(answer.body, secrets, `${row.route} as ${actor}`);
      }
    };
    // Before acceptance, not even the providers who offered.
    for (const actor of ['provider', 'otherProvider', 'otherClient', 'guest'] as const)
      await everyRead(actor);

    const accepted = await as('client', { method: 'POST', url: `/api/applications/${offerIds[0]}/accept` });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const serviceId = accepted.json().service.id as string;
    for (const actor of ['otherProvider', 'otherClient', 'guest'] as const) {
      await everyRead(actor);
      const calendar = await as(actor, { method: 'GET', url: `/api/services/${serviceId}/calendar.ics` });
      expectNoContact(calendar.body, secrets, `calendar.ics as ${actor}`);
    }
    // The chosen provider and the customer do read them.
    const services = (await read('provider', '/api/services')).services as { id: string; contact: unknown }[];
    expect(services.find((service) => service.id === serviceId)?.contact).toMatchObject(contact);
    const calendar = await as('provider', { method: 'GET', url: `/api/services/${serviceId}/calendar.ics` });
    expect(calendar.body).toContain('Zempoala');
    const mine = ((await read('client', '/api/requests/mine')).requests as MyRequest[]).find(
      (request) => request.id === requestId,
    );
    expect(mine?.contact).toEqual(contact);
  });
});
