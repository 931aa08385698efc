import type { Browser, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expectNoAxeViolations, waitForContent } from './support/axe';
import { BASE_URL, STRIPE_API_URL } from './support/env';
import { expect, signUp, test, toast } from './support/fixtures';
import { chooseProviderAndDate, createBookableProvider, fillAddress, uniqueName } from './support/booking';

// A booking paid by SPEI with a reference, through Stripe played by the journeys' stand-ins: Stripe's API by
// support/stripe-api.ts (which answers the SPEI intent with a CLABE and a reference), and the transfer arriving by
// a test hook that delivers Stripe's signed payment_intent.succeeded to the app's own webhook route. Only a
// browser sending `x-test-card-payments: online` pays online; every other journey is as on a server without keys.

const ONLINE_HEADER = { 'x-test-card-payments': 'online' };

async function onlinePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: ONLINE_HEADER });
  return context.newPage();
}

/** The provider finishes Stripe's registration (through the API, as Cobros would). */
async function enablePayouts(
  playwright: PlaywrightWorkerArgs['playwright'],
  email: string,
  password: string,
) {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  const signedIn = await request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: BASE_URL },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const link = await request.post('/api/provider/payouts/onboarding');
  expect(link.status(), await link.text()).toBe(200);
  const accountId = /\/setup\/e\/(acct_\w+)\//.exec(((await link.json()) as { url: string }).url)?.[1];
  expect((await request.post(`${STRIPE_API_URL}/test/accounts/${accountId}/enable`)).status()).toBe(200);
  expect((await request.post('/api/provider/payouts/refresh')).status()).toBe(200);
  await request.dispose();
}

test('a booking paid by SPEI shows the CLABE and reference to transfer to, and reads Pagado once the transfer arrives', async ({
  browser,
  playwright,
}) => {
  test.slow(); // A provider set up on Stripe, a booking, two scans.
  const provider = await createBookableProvider(playwright, {
    serviceId: 'windows',
    price: 58_000,
    plan: 'basic',
    displayName: uniqueName('Cristales por SPEI'),
  });
  await enablePayouts(playwright, provider.email, provider.password);

  const page = await onlinePage(browser);
  await signUp(page, 'client');
  await page.goto('/servicios');
  await page
    .getByRole('article', { name: 'Limpieza de Ventanas' })
    .getByRole('link', { name: 'Reservar Ahora' })
    .click();
  await chooseProviderAndDate(page, provider.displayName);
  await fillAddress(page);
  const methods = page.getByRole('group', { name: 'Forma de pago' });
  await expect(methods.getByRole('radio', { name: 'Efectivo en OXXO' })).toBeEnabled();
  await methods.getByRole('radio', { name: 'SPEI (transferencia con referencia)' }).check();
  await page.getByRole('button', { name: 'Confirmar Reserva' }).click();
  await expect(toast(page, 'Reserva enviada')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/cliente/programados');

  const card = page.getByRole('article', { name: /Limpieza de Ventanas/ }).first();
  const instructions = card.getByRole('region', { name: 'Transfiere por SPEI desde la app de tu banco' });
  await expect(instructions).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText('Pago por SPEI: Por pagar');
  await expect(instructions).toContainText(/CLABE:\s*\d{18}/);
  await expect(instructions).toContainText('$580.00');
  await expect(instructions.getByRole('button', { name: 'Copiar CLABE' })).toBeVisible();
  await expect(instructions.getByRole('button', { name: 'Copiar Referencia' })).toBeVisible();
  await waitForContent(page, true);
  await expectNoAxeViolations(page, 'Programados with SPEI instructions');

  const services = (await (await page.request.get('/api/services?when=upcoming')).json()) as {
    services: { id: string; title: string }[];
  };
  const serviceId = services.services.find((service) => service.title === 'Limpieza de Ventanas')!.id;
  const paid = await page.request.post('/api/test/stripe/service-paid', { data: { serviceId } });
  expect(paid.status(), await paid.text()).toBe(200);
  await page.reload();
  await waitForContent(page, true);
  await expect(card).toContainText('Pago por SPEI: Pagado');
  await expect(instructions).toBeHidden();
  await expectNoAxeViolations(page, 'Programados with a service paid by SPEI');
  await page.context().close();
});
