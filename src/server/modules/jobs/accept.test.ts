import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offerMessages } from '#shared/request-messages';
import { jobs, requestApplications, serviceRequests } from '#server/db/schema';
import type { TestClient } from '#server/testing/client';
import { testDriver, useTestApp } from '#server/testing/harness';
import {
  insertService,
  publishRequest,
  signUpCustomer,
  signUpProvider,
  TEST_CONTACT,
  ZOCALO,
} from '#server/testing/marketplace';

const CANCUN = { lat: 21.1619, lng: -86.8515 };

describe(`accepting an offer (${testDriver})`, () => {
  const t = useTestApp();

  /** A customer's open request with one offer from each of `count` providers (prices $600, $700…). */
  async function requestWithOffers(count: number, place = ZOCALO) {
    const customer = await signUpCustomer(t.app);
    const requestId = await publishRequest(customer, place);
    const providers = [];
    const offers: string[] = [];
    for (let index = 0; index < count; index++) {
      const provider = await signUpProvider(t.app, { area: place, plan: 'premium', radius: 10 });
      const answer = await provider.client.post(`/api/requests/${requestId}/applications`, {
        proposedPrice: 600 + index * 100,
        message: 'Llevo mis productos y termino en tres horas.',
      });
      expect(answer.statusCode, answer.body).toBe(201);
      providers.push(provider);
      offers.push(answer.json().application.id);
    }
    await t.runTasks();
    return { customer, requestId, providers, offers };
  }

  const accept = (party: { client: TestClient }, id: string) =>
    party.client.post(`/api/applications/${id}/accept`);

  it('makes a confirmed service at the offer’s price, in the place’s zone, for both parties to see', async () => {
    const { customer, requestId, providers, offers } = await requestWithOffers(2, CANCUN);
    const profile = {
      fullName: 'Mariana López',
      phone: '9981234567',
      address: { street: 'Av. Tulum 25', colonia: 'SM 4' },
    };
    expect((await customer.client.request('PUT', '/api/profile', profile)).statusCode).toBe(200);
    const answer = await accept(customer, offers[1]!);
    expect(answer.statusCode, answer.body).toBe(201);
    const service = answer.json().service;
    expect(service).toMatchObject({
      requestId,
      status: 'confirmed',
      price: 70_000,
      paymentMethod: 'cash',
      timeZone: 'America/Cancun',
      provider: { id: providers[1]!.userId },
    });
    for (const party of [customer, providers[1]!]) {
      const mine = (await party.client.get('/api/services')).json().services;
      expect(mine.map((row: { id: string }) => row.id)).toEqual([service.id]);
    }
    // Agreed: the provider reads the customer as 'Mariana L.', and their full name with the address and phone
    // the request was published with (not Perfil's); neither reads an e-mail.
    const [forProvider] = (await providers[1]!.client.get('/api/services')).json().services;
    expect(forProvider).toMatchObject({
      customer: { name: 'Mariana L.' },
      contact: { name: 'Mariana López', phone: TEST_CONTACT.phone, address: TEST_CONTACT.address },
    });
    // The customer reads the provider's phone and their own address.
    expect(service.contact).toMatchObject({ name: null, address: TEST_CONTACT.address });
    expect(JSON.stringify(forProvider)).not.toContain(customer.email);
    expect(JSON.stringify(service)).not.toContain(providers[1]!.email);
    expect((await providers[0]!.client.get('/api/services')).json().services).toEqual([]);
  });

  it('closes the request: it leaves the providers’ lists, takes no new offer, and the other offers are declined and told', async () => {
    const { customer, requestId, providers, offers } = await requestWithOffers(3);
    const sentBefore = t.mailer.sent.length;
    expect((await accept(customer, offers[0]!)).statusCode).toBe(201);
    const [request] = await t.database.db
      .select({ status: serviceRequests.status })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, requestId));
    expect(request!.status).toBe('assigned');
    const statuses = await t.database.db
      .select({ providerId: requestApplications.providerId, status: requestApplications.status })
      .from(requestApplications)
      .where(eq(requestApplications.requestId, requestId));
    expect(Object.fromEntries(statuses.map((row) => [row.providerId, row.status]))).toEqual({
      [providers[0]!.userId]: 'accepted',
      [providers[1]!.userId]: 'declined',
      [providers[2]!.userId]: 'declined',
    });

    const late = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium', radius: 10 });
    const nearby = (await late.client.get('/api/requests/nearby')).json();
    expect(JSON.stringify(nearby)).not.toContain(requestId);
    const offer = await late.client.post(`/api/requests/${requestId}/applications`, {
      proposedPrice: 500,
      message: 'Puedo ir ese mismo día por la mañana.',
    });
    expect(offer.statusCode).toBe(409);
    expect(offer.json().error.code).toBe('REQUEST_NOT_OPEN');

    // Nothing leaves before the commit's tasks run; then each provider gets exactly one e-mail.
    const subjects = (email: string) =>
      t.mailer.sent
        .slice(sentBefore)
        .filter((mail) => mail.to === email)
        .map((mail) => mail.subject);
    for (const provider of providers) expect(subjects(provider.email)).toEqual([]);
    await t.runTasks();
    expect(subjects(providers[0]!.email)).toEqual(['Aceptaron tu propuesta: Limpieza de departamento']);
    for (const other of providers.slice(1)) {
      expect(subjects(other.email)).toEqual(['El cliente eligió otra propuesta: Limpieza de departamento']);
    }
  });

  it('accepts once under a double click: both answers carry the same service', async () => {
    const { customer, offers } = await requestWithOffers(1);
    const answers = await Promise.all([accept(customer, offers[0]!), accept(customer, offers[0]!)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]!.json().service.id).toBe(answers[1]!.json().service.id);
    expect((await customer.client.get('/api/services')).json().services).toHaveLength(1);
  });

  it('lets exactly one of two different offers win when both are accepted at once; the other gets 409', async () => {
    const { customer, offers } = await requestWithOffers(2);
    const answers = await Promise.all(offers.map((offer) => accept(customer, offer)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!.json().error;
    expect(refused).toEqual({
      code: 'REQUEST_TAKEN',
      message: 'Esta solicitud ya tiene un servicio programado con otra oferta.',
    });
    expect((await customer.client.get('/api/services')).json().services).toHaveLength(1);
  });

  it('answers 404 to another customer and to a malformed id, and 403 to a provider', async () => {
    const { providers, offers } = await requestWithOffers(1);
    const stranger = await signUpCustomer(t.app);
    expect((await accept(stranger, offers[0]!)).statusCode).toBe(404);
    expect((await accept(stranger, 'not-a-uuid')).statusCode).toBe(404);
    expect((await accept(providers[0]!, offers[0]!)).statusCode).toBe(403);
    expect((await stranger.client.get('/api/services')).json().services).toEqual([]);
  });

  it('refuses an offer on a request whose date has passed, and leaves everything as it was', async () => {
    const { customer, requestId, offers } = await requestWithOffers(1);
    await t.database.db
      .update(serviceRequests)
      .set({ requiredDate: new Date(t.clock.now().getTime() - 60_000) })
      .where(eq(serviceRequests.id, requestId));
    const answer = await accept(customer, offers[0]!);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.code).toBe('REQUEST_EXPIRED');
    expect((await customer.client.get('/api/services')).json().services).toEqual([]);
    const [offer] = await t.database.db
      .select({ status: requestApplications.status })
      .from(requestApplications)
      .where(eq(requestApplications.id, offers[0]!));
    expect(offer!.status).toBe('pending');
  });

  it('makes the service as long as the offer says', async () => {
    const customer = await signUpCustomer(t.app);
    const requestId = await publishRequest(customer);
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium', radius: 10 });
    const offer = await provider.client.post(`/api/requests/${requestId}/applications`, {
      proposedPrice: 900,
      message: 'Son cuatro horas y media con las ventanas.',
      durationHours: 4.5,
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const answer = await accept(customer, offer.json().application.id);
    expect(answer.statusCode, answer.body).toBe(201);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.requestId, requestId));
    expect(job!.durationMinutes).toBe(270);
  });

  it('refuses an offer whose time the provider has since booked (409), leaving the request open and the offer pending', async () => {
    const customer = await signUpCustomer(t.app);
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium', radius: 10 });
    // 10:00–13:00 of a day ahead, confirmed for another customer; this request asks for 11:00 that day.
    const ten = new Date(Math.ceil((t.clock.now().getTime() + 3 * 86_400_000) / 3_600_000) * 3_600_000);
    const other = await signUpCustomer(t.app);
    await insertService(
      t.database.db,
      { customerId: other.userId, providerId: provider.userId },
      'confirmed',
      ten,
    );
    const requiredDate = new Date(ten.getTime() + 3_600_000).toISOString();
    const requestId = await publishRequest(customer, ZOCALO, { requiredDate });
    const offer = await provider.client.post(`/api/requests/${requestId}/applications`, {
      proposedPrice: 700,
      message: 'Puedo a las once.',
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const offerId = offer.json().application.id;

    const answer = await accept(customer, offerId);
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().error).toEqual({ code: 'PROVIDER_BUSY', message: offerMessages.providerBusy });
    const [request] = await t.database.db
      .select({ status: serviceRequests.status })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, requestId));
    expect(request!.status).toBe('open');
    const [row] = await t.database.db
      .select({ status: requestApplications.status })
      .from(requestApplications)
      .where(eq(requestApplications.id, offerId));
    expect(row!.status).toBe('pending');
    expect(await t.database.db.select().from(jobs).where(eq(jobs.requestId, requestId))).toEqual([]);
    expect((await customer.client.get('/api/services')).json().services).toEqual([]);
  });
});
