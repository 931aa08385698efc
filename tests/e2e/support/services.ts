import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { BASE_URL } from './env';
import { expect, signUp } from './fixtures';
import { createRequest, NEAR_COYOACAN, signUpServingProvider } from './provider';

// Services for the journeys: agreed through the API (the accepting itself has its own journeys), then moved
// in time with the journeys' aging hook.

export interface AgreedService {
  id: string;
  title: string;
  scheduledAt: string;
}

/**
 * A customer's request, one offer from the provider signed in on `providerPage`, accepted: a confirmed service.
 * The request carries the journeys' exact address and phone (E2E_CONTACT); with `address`, Perfil holds another
 * one too, which the service does not take.
 */
export async function agreedService(
  customer: Page,
  providerPage: Page,
  price: number,
  address?: string,
): Promise<AgreedService> {
  await signUp(customer, 'client');
  if (address) {
    const profile = {
      fullName: 'Rosa Martínez',
      phone: '5587654321',
      address: { street: address, colonia: 'Coyoacán' },
    };
    const saved = await customer.request.put('/api/profile', { data: profile });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  await signUpServingProvider(providerPage, NEAR_COYOACAN, 'basic');
  return offerAccepted(customer, providerPage, `Limpieza general ${randomUUID().slice(0, 6)}`, price);
}

/** A new request of the customer signed in on `customer`, the provider's offer on it, accepted. */
export async function offerAccepted(
  customer: Page,
  providerPage: Page,
  title: string,
  price: number,
): Promise<AgreedService> {
  const request = await createRequest(customer.request, title, NEAR_COYOACAN);
  const offer = await providerPage.request.post(`/api/requests/${request.id}/applications`, {
    data: { proposedPrice: price, message: 'Llevo mis productos y termino en tres horas.' },
  });
  expect(offer.status(), await offer.text()).toBe(201);
  const { application } = (await offer.json()) as { application: { id: string } };
  const accepted = await customer.request.post(`/api/applications/${application.id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(201);
  const { service } = (await accepted.json()) as { service: AgreedService };
  return { ...service, title };
}

/** Moves the service's times into the past (a hook of the journeys' server only) so that it starts `hoursAway` from now. */
export async function startIn(request: APIRequestContext, service: AgreedService, hoursAway: number) {
  const hours = (Date.parse(service.scheduledAt) - Date.now()) / 3_600_000 - hoursAway;
  const moved = await request.post(`/api/test/services/${service.id}/age`, { data: { hours } });
  expect(moved.status(), await moved.text()).toBe(200);
}

/**
 * `agreedService` with the provider in a browser of their own: the customer on `page`, the provider's page and
 * context returned (close the context when the provider's part is over).
 */
export async function agreedWithProvider(
  page: Page,
  browser: Browser,
  price: number,
  address?: string,
): Promise<{ service: AgreedService; providerPage: Page; providerContext: BrowserContext }> {
  const providerContext = await browser.newContext({ baseURL: BASE_URL });
  const providerPage = await providerContext.newPage();
  const service = await agreedService(page, providerPage, price, address);
  return { service, providerPage, providerContext };
}

/** One step of a service through the API, as its button would take it; it must succeed. */
export async function stepByApi(
  request: APIRequestContext,
  serviceId: string,
  data: { action: string; expectedFee?: number; reason?: string },
) {
  const answer = await request.post(`/api/services/${serviceId}/actions`, { data });
  expect(answer.status(), await answer.text()).toBe(200);
}
