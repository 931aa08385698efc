import { randomUUID } from 'node:crypto';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { E2E_CONTACT } from './contact';
import { BASE_URL } from './env';
import { createAccount, signUp, uniqueEmail } from './fixtures';

export type Place = { lat: number; lng: number; formattedAddress: string; precision: 'locality' };

// Coordinates of the embedded gazetteer, so the e2e works offline.
export const COYOACAN: Place = {
  lat: 19.3467,
  lng: -99.16174,
  formattedAddress: 'Coyoacán, Ciudad de México',
  precision: 'locality',
};
/** About 1 km from Coyoacán's centre: inside the default 5 km radius. */
export const NEAR_COYOACAN: Place = { ...COYOACAN, lat: 19.3557, formattedAddress: 'Del Carmen, Coyoacán' };
/** Guadalajara: some 460 km away. */
export const GUADALAJARA: Place = {
  lat: 20.66682,
  lng: -103.39182,
  formattedAddress: 'Guadalajara, Jalisco',
  precision: 'locality',
};

/** No test creates requests here: a provider in Comitán sees an empty list. */
export const COMITAN: Place = {
  lat: 16.2514,
  lng: -92.1342,
  formattedAddress: 'Comitán de Domínguez, Chiapas',
  precision: 'locality',
};

/** A customer's request, created through the API with that customer's request context. */
export async function createRequest(
  customer: APIRequestContext,
  title: string,
  location: Place,
  overrides: Record<string, unknown> = {},
) {
  const response = await customer.post('/api/requests', {
    data: {
      title,
      description: 'Limpieza general de un departamento de dos recámaras.',
      serviceId: 'home-cleaning',
      budgetRange: '500-1000',
      paymentMethod: 'cash',
      requiredDate: '2030-05-01T10:00:00-06:00',
      location,
      contact: E2E_CONTACT,
      idempotencyKey: randomUUID(),
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { request: { id: string } }).request;
}

/** The signed-in provider of `page` subscribes without the UI (page.request shares the page's cookies). */
export async function subscribeByApi(page: Page, planType: 'basic' | 'premium' | 'enterprise') {
  const response = await page.request.post('/api/subscription', { data: { planType } });
  expect(response.status(), await response.text()).toBe(201);
}

export async function saveAreaByApi(page: Page, location: Place, serviceRadius = 5) {
  const response = await page.request.put('/api/provider/area', { data: { location, serviceRadius } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Only the paging journey creates requests here. */
export const VALLADOLID: Place = {
  lat: 20.68964,
  lng: -88.20224,
  formattedAddress: 'Valladolid, Yucatán',
  precision: 'locality',
};

/** A new customer, signed in through the API only, publishes these requests in order and leaves. */
export async function publishAsNewCustomer(
  playwright: PlaywrightWorkerArgs['playwright'],
  requests: { title: string; location: Place }[],
  email = uniqueEmail('client'),
) {
  const customer = await playwright.request.newContext({ baseURL: BASE_URL });
  await createAccount(customer, 'client', email);
  for (const { title, location } of requests) await createRequest(customer, title, location);
  await customer.dispose();
}

/**
 * The provider signed in on `request` has their verification approved, which offers and bookings need: through the
 * journeys' hook (E2E_TEST_HOOKS, the provider's own session). verifyIdentityByApi (operator.ts) goes the
 * operator's way, for journeys about the badge.
 */
export async function approveOwnVerification(request: APIRequestContext) {
  const response = await request.post('/api/test/provider/verification/approve');
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The provider signed in on `request`, not verified, gets the grace period of those who were on file before
 * verification was required (30 days from now), through the journeys' hook: they may offer and be booked meanwhile.
 */
export async function giveOwnGracePeriod(request: APIRequestContext) {
  const response = await request.post('/api/test/provider/verification/grace');
  expect(response.status(), await response.text()).toBe(200);
}

/** The page signs up a provider who serves `place`, holds `plan` and, unless told not to, is verified. */
export async function signUpServingProvider(
  page: Page,
  place: Place,
  plan: 'basic' | 'premium' | 'enterprise',
  { verified = true } = {},
) {
  const account = await signUp(page, 'provider');
  await saveAreaByApi(page, place);
  await subscribeByApi(page, plan);
  if (verified) await approveOwnVerification(page.request);
  return account;
}

/**
 * A provider in a browser of their own, serving Coyoacán on Premium and verified, under a display name and with a
 * phone: close the context when their part is over.
 */
export async function providerNamed(browser: Browser, displayName: string) {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  const { email } = await signUpServingProvider(page, NEAR_COYOACAN, 'premium');
  const profile = { displayName, bio: '', yearsExperience: 4, phone: '5512345678' };
  const saved = await page.request.put('/api/provider/profile', { data: profile });
  expect(saved.status(), await saved.text()).toBe(200);
  return { context, page, email };
}

/** The provider signed in on `provider` offers on the request; the offer made is returned. */
export async function offerOn(
  provider: Page,
  requestId: string,
  proposedPrice: number,
  message = 'Llevo mis productos y termino en tres horas.',
) {
  const offered = await provider.request.post(`/api/requests/${requestId}/applications`, {
    data: { proposedPrice, message },
  });
  expect(offered.status(), await offered.text()).toBe(201);
  return ((await offered.json()) as { application: { id: string } }).application;
}

/**
 * Where the journeys' conversations start: a new customer on `page` publishes a request near Coyoacán (with
 * `overrides`), and a provider named `providerName`, in a browser of their own, offers on it.
 */
export async function offeredRequest(
  page: Page,
  browser: Browser,
  offer: { title: string; providerName: string; price: number; message?: string },
  overrides: Record<string, unknown> = {},
) {
  await signUp(page, 'client');
  const request = await createRequest(page.request, offer.title, NEAR_COYOACAN, overrides);
  const provider = await providerNamed(browser, offer.providerName);
  const application = await offerOn(provider.page, request.id, offer.price, offer.message);
  return { request, provider, application };
}
