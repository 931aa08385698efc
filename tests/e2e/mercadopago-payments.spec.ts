import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations, waitForContent } from './support/axe';
import { BASE_URL, MERCADOPAGO_API_URL } from './support/env';
import { expect, signUp, test, toast } from './support/fixtures';
import { daysAhead, offer, onlinePage, openAccept, requestOn } from './support/online-payments';
import { NEAR_COYOACAN, signUpServingProvider } from './support/provider';

// Services paid by card through the provider's own Mercado Pago account, played by the journeys' stand-ins:
// Mercado Pago's API by support/mercadopago-api.ts, its authorisation page by a route of the test (which sends
// the browser back with a code the stand-in API accepts), its Card Payment Brick by /api/test/mercadopago.js (a
// labelled field whose 4000000000000002 makes a token Mercado Pago declines). Only a provider who connects
// Mercado Pago, and a customer whose browser sends `x-test-card-payments: online`, pay this way.

const DECLINED = '4000000000000002';
const GOOD = '4242424242424242';

test('a provider connects Mercado Pago in Cobros; a customer pays the accepted offer by card through it, after a declined card', async ({
  browser,
}) => {
  test.slow(); // Two people, Mercado Pago's page, two cards, three scans.
  const providerName = `Brillo MP ${randomUUID().slice(0, 4)}`;
  const providerPage = await onlinePage(browser);
  await signUpServingProvider(providerPage, NEAR_COYOACAN, 'basic');
  const profile = await providerPage.request.put('/api/provider/profile', {
    data: { displayName: providerName, bio: '', yearsExperience: 3, phone: '5512345678' },
  });
  expect(profile.status(), await profile.text()).toBe(200);

  // Cobros: Mercado Pago's section beside Stripe's, not connected yet.
  await providerPage.goto('/proveedor/cobros');
  await waitForContent(providerPage, true);
  const section = providerPage.getByRole('region', { name: 'Mercado Pago' });
  await expect(section).toContainText('No conectada');
  await expect(section).toContainText('LimpiaHogar no cobra comisión por tus servicios');
  await expect(section.getByRole('button', { name: 'Desconectar' })).toHaveCount(0);
  await expectNoAxeViolations(providerPage, 'Cobros with Mercado Pago');

  // Mercado Pago's authorisation page: the provider authorises, and is sent back with a code and our state.
  let sellerId = '';
  await providerPage.route('https://auth.mercadopago.com.mx/**', async (route) => {
    const asked = new URL(route.request().url());
    expect(asked.searchParams.get('redirect_uri')).toBe(`${BASE_URL}/proveedor/cobros/mercadopago`);
    const minted = await providerPage.request.post(`${MERCADOPAGO_API_URL}/test/sellers`);
    const seller = (await minted.json()) as { userId: string; code: string };
    sellerId = seller.userId;
    const back = new URL('/proveedor/cobros/mercadopago', BASE_URL);
    back.search = new URLSearchParams({
      code: seller.code,
      state: asked.searchParams.get('state')!,
    }).toString();
    await route.fulfill({ status: 302, headers: { location: back.toString() } });
  });

  await section.getByRole('button', { name: 'Conectar Mercado Pago' }).click();
  await expect(toast(providerPage, 'Mercado Pago conectado')).toBeVisible({ timeout: 15_000 });
  await expect(providerPage).toHaveURL((url) => url.pathname === '/proveedor/cobros' && url.search === '');
  await expect(section).toContainText(`Conectada: cuenta de Mercado Pago ${sellerId}`);
  await expect(section.getByRole('button', { name: 'Conectar Mercado Pago' })).toHaveCount(0);

  // The customer accepts the offer by card, 3 days ahead: within Mercado Pago's 6 days, a hold now.
  const page = await onlinePage(browser);
  await signUp(page, 'client');
  const title = `Limpieza con Mercado Pago ${randomUUID().slice(0, 6)}`;
  const request = await requestOn(page.request, title, daysAhead(3));
  await offer(providerPage.request, request.id, 650);
  const accept = await openAccept(page, { title, providerName, price: '$650' }, 'Tarjeta');
  await accept.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/cliente/programados');
  const payment = page.getByRole('dialog', { name: 'Pagar con tarjeta' });
  await expect(payment).toContainText('Autorizamos $650 en tu tarjeta');
  await expect(payment).toContainText('Los datos de tu tarjeta van directo a Mercado Pago');
  const brick = payment.getByRole('group', { name: 'Datos de tu tarjeta (Mercado Pago)' });
  await expect(brick.getByLabel('Número de tarjeta (prueba)')).toBeVisible();
  await expectNoAxeViolations(page, 'the card dialog with Mercado Pago’s brick');

  // A declined card: Mercado Pago's reason in Spanish, and another card for a new payment.
  await brick.getByLabel('Número de tarjeta (prueba)').fill(DECLINED);
  await brick.getByRole('button', { name: 'Pagar (prueba)' }).click();
  await expect(payment.getByRole('alert')).toHaveText(
    'Mercado Pago rechazó la tarjeta. Prueba con otra o elige otra forma de pago.',
  );
  await payment.getByRole('button', { name: 'Intentar con otra tarjeta' }).click();
  await expect(payment.getByRole('alert')).toHaveCount(0);
  await brick.getByLabel('Número de tarjeta (prueba)').fill(GOOD);
  await brick.getByRole('button', { name: 'Pagar (prueba)' }).click();
  await expect(toast(page, 'Pago asegurado')).toContainText(
    'Tarjeta autorizada: se cobrará al terminar el servicio',
    { timeout: 15_000 },
  );
  await expect(payment).toBeHidden();
  const service = page.getByRole('article', { name: title });
  await expect(service).toContainText('Pago con tarjeta: Autorizado');
  await expect(service.getByRole('button', { name: `Pagar con tarjeta: ${title}` })).toHaveCount(0);

  // The provider sees the money secured, and cannot disconnect the account while it is held there.
  await providerPage.goto('/proveedor/calendario');
  await waitForContent(providerPage, true);
  await expect(providerPage.getByRole('article', { name: title })).toContainText(
    'Pago con tarjeta: Autorizado',
  );
  await providerPage.goto('/proveedor/cobros');
  await waitForContent(providerPage, true);
  await section.getByRole('button', { name: 'Desconectar' }).click();
  const confirm = providerPage.getByRole('dialog', { name: '¿Desconectar tu cuenta de Mercado Pago?' });
  await expectNoAxeViolations(providerPage, 'the Desconectar dialog');
  await confirm.getByRole('button', { name: 'Sí, desconectar' }).click();
  await expect(
    providerPage
      .getByRole('region', { name: /^Notificaciones/ })
      .getByRole('listitem')
      .first(),
  ).toContainText('Tienes servicios con pagos de Mercado Pago en curso.');
  await expect(confirm).toBeHidden();
  await expect(section).toContainText(`Conectada: cuenta de Mercado Pago ${sellerId}`);

  await providerPage.context().close();
  await page.context().close();
});
