import { randomUUID } from 'node:crypto';
import type {
  APIRequestContext,
  APIResponse,
  Browser,
  Locator,
  Page,
  PlaywrightWorkerArgs,
} from '@playwright/test';
import { waitForContent } from './axe';
import { chooseProviderAndDate, fillAddress } from './booking';
import { E2E_CONTACT } from './contact';
import { BASE_URL, STRIPE_API_URL } from './env';
import { createAccount, expect, type Account } from './fixtures';
import { approveOwnVerification, COYOACAN, NEAR_COYOACAN } from './provider';

// Services paid online (card, SPEI, OXXO) through Stripe Connect, played by the journeys' stand-ins
// (playwright.config.ts): Stripe's API by support/stripe-api.ts, Stripe.js by /api/test/stripe.js, Stripe's own
// pages by a route of the test, and the money arriving by test hooks that deliver Stripe's signed events. Only a
// browser sending ONLINE_HEADER pays services online; every other journey is as on a server without keys.

export const ONLINE_HEADER = { 'x-test-card-payments': 'online' };

/** A page of a new context that pays services online (card, SPEI, OXXO). */
export async function onlinePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: ONLINE_HEADER });
  return context.newPage();
}

/** 'YYYY-MM-DD' `days` from now, in Mexico City (no daylight saving time there since 2022: UTC-6). */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000 - 6 * 3_600_000).toISOString().slice(0, 10);
}

/** A request of the customer on `customer`, at 10:00 on `day`, paid in cash unless the offer says otherwise. */
export async function requestOn(customer: APIRequestContext, title: string, day: string) {
  const response = await customer.post('/api/requests', {
    data: {
      title,
      description: 'Limpieza general de un departamento de dos recámaras.',
      serviceId: 'home-cleaning',
      budgetRange: '500-1000',
      paymentMethod: 'cash',
      requiredDate: `${day}T10:00:00-06:00`,
      location: NEAR_COYOACAN,
      contact: E2E_CONTACT,
      idempotencyKey: randomUUID(),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { request: { id: string } }).request;
}

/** The provider signed in on `provider` offers `price` pesos on the request; the offer's id. */
export async function offer(provider: APIRequestContext, requestId: string, price: number) {
  const response = await provider.post(`/api/requests/${requestId}/applications`, {
    data: { proposedPrice: price, message: 'Llevo mis productos y termino en tres horas.' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { application: { id: string } }).application.id;
}

/** Stripe's registration pages: the provider fills them in (the stand-in API enables the account) and returns. */
export async function playStripeOnboarding(page: Page) {
  await page.route('https://connect.stripe.com/**', async (route) => {
    const account = /\/setup\/e\/(acct_\w+)\//.exec(route.request().url())?.[1];
    if (account) {
      const enabled = await page.request.post(`${STRIPE_API_URL}/test/accounts/${account}/enable`);
      expect(enabled.status()).toBe(200);
    }
    await route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="es"><title>Stripe</title><main><h1>Stripe (prueba)</h1>
        <a href="${BASE_URL}/proveedor/cobros?registro=listo">Volver a LimpiaHogar</a></main></html>`,
    });
  });
}

/** The provider signed in on `request` finishes Stripe's registration (through the API, as Cobros would). */
export async function enablePayouts(request: APIRequestContext) {
  const link = await request.post('/api/provider/payouts/onboarding');
  expect(link.status(), await link.text()).toBe(200);
  const accountId = /\/setup\/e\/(acct_\w+)\//.exec(((await link.json()) as { url: string }).url)?.[1];
  expect((await request.post(`${STRIPE_API_URL}/test/accounts/${accountId}/enable`)).status()).toBe(200);
  const refreshed = await request.post('/api/provider/payouts/refresh');
  expect(refreshed.status(), await refreshed.text()).toBe(200);
  expect(((await refreshed.json()) as { account: { status: string } }).account.status).toBe('enabled');
}

/** `enablePayouts` for a provider known by their account only: signed in in a request context of its own. */
export async function enablePayoutsAs(
  playwright: PlaywrightWorkerArgs['playwright'],
  { email, password }: Pick<Account, 'email' | 'password'>,
) {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    const signedIn = await request.post('/api/auth/sign-in/email', {
      data: { email, password },
      headers: { origin: BASE_URL },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    await enablePayouts(request);
  } finally {
    await request.dispose();
  }
}

/**
 * A provider serving Coyoacán on Básico, named `displayName`, whose Stripe account takes payments: signed in on
 * the request context returned (dispose it when the provider's part is over).
 */
export async function providerPaidOnline(
  playwright: PlaywrightWorkerArgs['playwright'],
  displayName: string,
): Promise<APIRequestContext> {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  await createAccount(request, 'provider');
  const ok = async (response: Promise<APIResponse>) => {
    const answer = await response;
    expect(answer.ok(), `${answer.url()}: ${await answer.text()}`).toBe(true);
  };
  await ok(request.post('/api/subscription', { data: { planType: 'basic' } }));
  await approveOwnVerification(request);
  await ok(request.put('/api/provider/area', { data: { location: COYOACAN, serviceRadius: 10 } }));
  await ok(
    request.put('/api/provider/profile', {
      data: { displayName, bio: '', yearsExperience: 3, phone: '5512345678' },
    }),
  );
  await enablePayouts(request);
  return request;
}

export type PayMethodLabel =
  'Efectivo' | 'Tarjeta' | 'Transferencia' | 'SPEI (transferencia con referencia)' | 'Efectivo en OXXO';

/**
 * Opens Mis Solicitudes' 'Aceptar oferta' dialog for `providerName`'s offer of `price` ('$650') on `title`, with a
 * way to pay chosen (the request's own, Efectivo, is checked first).
 */
export async function openAccept(
  page: Page,
  { title, providerName, price }: { title: string; providerName: string; price: string },
  method: PayMethodLabel,
): Promise<Locator> {
  await page.goto('/cliente/solicitudes');
  await waitForContent(page, true);
  await page
    .getByRole('article', { name: title })
    .getByRole('button', { name: `Aceptar oferta: ${providerName}, ${price}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `¿Aceptar la oferta de ${providerName}?` });
  const methods = dialog.getByRole('group', { name: 'Forma de pago' });
  await expect(methods.getByRole('radio', { name: 'Efectivo', exact: true })).toBeChecked();
  await methods.getByRole('radio', { name: method, exact: true }).check();
  return dialog;
}

/** The id of the upcoming service called `title` of the customer signed in on `request`. */
export async function upcomingServiceId(request: APIRequestContext, title: string): Promise<string> {
  const response = await request.get('/api/services?when=upcoming');
  expect(response.status(), await response.text()).toBe(200);
  const { services } = (await response.json()) as { services: { id: string; title: string }[] };
  const service = services.find((candidate) => candidate.title === title);
  expect(service, `an upcoming service called ${title}`).toBeDefined();
  return service!.id;
}

/** The SPEI transfer (or the OXXO cash) of a service arriving: Stripe's signed payment_intent.succeeded, played. */
export async function onlinePaymentArrives(request: APIRequestContext, serviceId: string) {
  const paid = await request.post('/api/test/stripe/service-paid', { data: { serviceId } });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** The booking wizard for Limpieza de Ventanas with `displayName`, up to its last step, where the way to pay is chosen. */
export async function bookWindowsUpToPayment(page: Page, displayName: string, { dayIndex = 0 } = {}) {
  await page.goto('/servicios');
  await page
    .getByRole('article', { name: 'Limpieza de Ventanas' })
    .getByRole('link', { name: 'Reservar Ahora' })
    .click();
  await chooseProviderAndDate(page, displayName, undefined, undefined, dayIndex);
  await fillAddress(page);
}
