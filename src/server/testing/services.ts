import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { LatLng } from '#shared/domain/geo';
import { bookableStartFrom } from './bookable';
import { mailerOf, type TestApp } from './harness';
import { bookingBody, publishRequest, signUpCustomer, signUpProvider, ZOCALO } from './marketplace';

const HOUR = 3_600_000;
type Party = Awaited<ReturnType<typeof signUpCustomer>>;

/** The provider's offer of `pesos` on the request and the customer's acceptance of it: the confirmed service. */
export async function acceptOffer(
  customer: Party,
  provider: Party,
  requestId: string,
  { pesos = 700, message = 'Llevo mis productos y termino en tres horas.' } = {},
) {
  const offer = await provider.client.post(`/api/requests/${requestId}/applications`, {
    proposedPrice: pesos,
    message,
  });
  expect(offer.statusCode, offer.body).toBe(201);
  const accepted = await customer.client.post(`/api/applications/${offer.json().application.id}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(201);
  return accepted.json().service as { id: string; scheduledAt: string; timeZone: string };
}

export interface AcceptedOfferSetup {
  place?: LatLng;
  hoursAhead?: number;
  pesos?: number;
  /** Fields of the request other than its date. */
  request?: Record<string, unknown>;
}

/**
 * A confirmed service: a new customer's request at `place`, `hoursAhead` from the clock's now, and the offer of a
 * new Premium provider who works 10 km around it, accepted at once.
 */
export async function acceptedOffer(
  t: { app: FastifyInstance; clock: { now(): Date } },
  { place = ZOCALO, hoursAhead = 72, pesos = 700, request = {} }: AcceptedOfferSetup = {},
) {
  const customer = await signUpCustomer(t.app);
  const requestId = await publishRequest(customer, place, {
    requiredDate: new Date(t.clock.now().getTime() + hoursAhead * HOUR).toISOString(),
    ...request,
  });
  const provider = await signUpProvider(t.app, { area: place, plan: 'premium', radius: 10 });
  const service = await acceptOffer(customer, provider, requestId, { pesos });
  return { customer, provider, requestId, service };
}

/** A confirmed service at $700, three days from the clock's now (an accepted offer), its notices sent. */
export async function confirmedService(t: TestApp) {
  const confirmed = await acceptedOffer(t);
  await t.runTasks();
  return confirmed;
}

/**
 * A direct booking of home cleaning (the smallest home, 3 h) at the $500 an hour of a new Básico provider: $1,500,
 * at the first half hour `hoursAhead` from the clock's now where it ends the same day; its notices sent: a
 * service waiting for the provider's answer.
 */
export async function directBooking(t: TestApp, { hoursAhead = 54 } = {}) {
  const provider = await signUpProvider(t.app, {
    area: ZOCALO,
    plan: 'basic',
    radius: 10,
    services: [{ serviceId: 'home-cleaning', hourlyPrice: 50_000 }],
    displayName: `Casa Limpia ${Math.random().toString(36).slice(2, 8)}`,
  });
  const customer = await signUpCustomer(t.app);
  const booked = await customer.client.post(
    '/api/bookings',
    bookingBody(provider.userId, {
      requiredDate: bookableStartFrom(new Date(t.clock.now().getTime() + hoursAhead * HOUR)).toISOString(),
    }),
  );
  expect(booked.statusCode, booked.body).toBe(201);
  await t.runTasks();
  const [service] = (await customer.client.get('/api/services')).json().services;
  return { customer, provider, service: service as { id: string; status: string; actions: string[] } };
}

/** A party's step on a service, as its buttons send it. */
export const takeStep = (party: Pick<Party, 'client'>, serviceId: string, body: Record<string, unknown>) =>
  party.client.post(`/api/services/${serviceId}/actions`, body);

/** The service as this party's list shows it. */
export const serviceOf = async (party: Pick<Party, 'client'>, serviceId: string) =>
  (await party.client.get('/api/services'))
    .json()
    .services.find((row: { id: string }) => row.id === serviceId);

/** The subjects of the e-mails sent to this address so far, oldest first. */
export const subjectsTo = (t: TestApp, email: string) =>
  mailerOf(t.app)
    .sent.filter((mail) => mail.to === email)
    .map((mail) => mail.subject);

/** Lucía Pérez, a customer with her name, phone and address on her profile. */
export async function signUpLucia(app: FastifyInstance) {
  const customer = await signUpCustomer(app);
  const profile = await customer.client.request('PUT', '/api/profile', {
    fullName: 'Lucía Pérez',
    phone: '5511112222',
    address: { street: 'Calle 5 de Mayo 20', colonia: 'Centro' },
  });
  if (profile.statusCode !== 200) throw new Error(`profile: ${profile.statusCode} ${profile.body}`);
  return customer;
}

/**
 * A service done and confirmed, completed now on the test clock: Lucía Pérez's request, the offer of a Premium
 * provider with a display name of their own, accepted, marked done and confirmed.
 */
export async function completedService(t: TestApp) {
  t.clock.set(new Date());
  const customer = await signUpLucia(t.app);
  const requestId = await publishRequest(customer, ZOCALO);
  const provider = await signUpProvider(t.app, {
    area: ZOCALO,
    plan: 'premium',
    radius: 10,
    displayName: `Brillo ${Math.random().toString(36).slice(2, 7)}`,
    verified: true,
  });
  const service = await acceptOffer(customer, provider, requestId, { pesos: 800 });
  t.clock.set(service.scheduledAt);
  const step = (party: typeof customer, action: string) =>
    party.client.post(`/api/services/${service.id}/actions`, { action });
  expect((await step(provider, 'mark_done')).statusCode).toBe(200);
  expect((await step(customer, 'confirm_completion')).statusCode).toBe(200);
  await t.runTasks();
  return { customer, provider, service };
}
