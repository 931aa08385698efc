import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, waitForContent } from './support/axe';
import { expect, signUp, test, toast } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { createBookableProvider, uniqueName } from './support/booking';
import {
  daysAhead,
  enablePayoutsAs,
  offer,
  onlinePage,
  openAccept as openAcceptOf,
  playStripeOnboarding,
  requestOn,
  bookWindowsUpToPayment,
} from './support/online-payments';
import { NEAR_COYOACAN, signUpServingProvider } from './support/provider';

// Services paid by card online, through Stripe Connect played by the journeys' stand-ins (support/online-payments.ts):
// Stripe.js is a labelled card field that declines 4000000000000002 and otherwise has the server deliver Stripe's
// signed webhook. Only a browser sending `x-test-card-payments: online` is offered a card; every other journey runs
// as on a server without keys, where 'Tarjeta' is not offered.

const DECLINED = '4000000000000002';
const GOOD = '4242424242424242';
const PROVIDER_NAME = 'Brillo Tarjeta';

/** Opens Mis Solicitudes' 'Aceptar oferta' dialog for the provider's offer on `title`, with a way to pay chosen. */
const openAccept = (page: Page, title: string, price: string, method: 'Tarjeta' | 'Efectivo') =>
  openAcceptOf(page, { title, providerName: PROVIDER_NAME, price }, method);

test('a provider sets up Cobros on Stripe; a customer pays the accepted offer by card, a declined card can be replaced, by keyboard too', async ({
  browser,
}) => {
  test.slow(); // Two people, Stripe's pages, three services, four scans.
  const providerPage = await onlinePage(browser);
  await signUpServingProvider(providerPage, NEAR_COYOACAN, 'basic');
  const profile = await providerPage.request.put('/api/provider/profile', {
    data: { displayName: PROVIDER_NAME, bio: '', yearsExperience: 3, phone: '5512345678' },
  });
  expect(profile.status(), await profile.text()).toBe(200);

  const page = await onlinePage(browser);
  await signUp(page, 'client');
  const soon = `Limpieza con tarjeta ${randomUUID().slice(0, 6)}`;
  const later = `Limpieza a futuro ${randomUUID().slice(0, 6)}`;
  const soonRequest = await requestOn(page.request, soon, daysAhead(3));
  const laterRequest = await requestOn(page.request, later, '2030-06-03');
  await offer(providerPage.request, soonRequest.id, 650);
  await offer(providerPage.request, laterRequest.id, 700);

  // The provider cannot take cards yet: the dialog says so and stays open.
  let accept = await openAccept(page, soon, '$650', 'Tarjeta');
  await expectNoAxeViolations(page, 'the Aceptar oferta dialog with its Forma de pago');
  await accept.getByRole('button', { name: 'Confirmar' }).click();
  await expect(accept.getByRole('alert')).toHaveText(
    'Este proveedor todavía no recibe pagos con tarjeta. Elige efectivo o transferencia para este servicio.',
  );
  await expect(accept).toBeVisible();
  await accept.getByRole('button', { name: 'Cancelar' }).click();

  // Cobros: no commission, the account set up on Stripe's pages, active on the way back.
  await providerPage.goto('/proveedor');
  await providerPage
    .getByRole('navigation', { name: 'Menú: Panel de Proveedor' })
    .getByRole('link', { name: 'Cobros' })
    .click();
  await waitForContent(providerPage, true);
  const account = providerPage.getByRole('region', { name: 'Tu cuenta de cobros' });
  await expect(account).toContainText('Sin configurar');
  await expect(
    providerPage.getByRole('region', { name: 'LimpiaHogar no cobra comisión por tus servicios' }),
  ).toContainText('Recibes el precio completo');
  await expect(account).toContainText(
    'Tus clientes pueden pagarte con tarjeta solo cuando tu cuenta esté activa',
  );
  await expectNoAxeViolations(providerPage, 'Cobros');
  await playStripeOnboarding(providerPage);
  await account.getByRole('button', { name: 'Configurar cobros' }).click();
  await expect(providerPage).toHaveURL(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_/);
  await providerPage.getByRole('link', { name: 'Volver a LimpiaHogar' }).click();
  await expect(account).toContainText('Activa: recibes pagos con tarjeta');
  await expect(providerPage).toHaveURL((url) => url.pathname === '/proveedor/cobros' && url.search === '');
  await expect(account.getByRole('button', { name: 'Configurar cobros' })).toHaveCount(0);
  await expect(account.getByRole('button', { name: 'Continuar registro' })).toHaveCount(0);
  await expectNoAxeViolations(providerPage, 'Cobros with the account active');
  await account.getByRole('button', { name: 'Ver mis cobros en Stripe' }).click();
  await expect(providerPage).toHaveURL(/^https:\/\/connect\.stripe\.com\/express\/acct_/);

  // Now the offer is accepted by card, and the card step follows in Programados: a hold for the price.
  accept = await openAccept(page, soon, '$650', 'Tarjeta');
  await accept.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/cliente/programados');
  const payment = page.getByRole('dialog', { name: 'Pagar con tarjeta' });
  await expect(payment).toContainText('Autorizamos $650 en tu tarjeta');
  const card = payment.getByLabel('Número de tarjeta (prueba)');
  const authorize = payment.getByRole('button', { name: 'Autorizar $650' });
  await expect(authorize).toBeEnabled();
  await expectNoAxeViolations(page, 'the card payment dialog');
  await card.fill(GOOD);
  await authorize.click();
  await expect(toast(page, 'Pago asegurado')).toContainText(
    'Tarjeta autorizada: se cobrará al terminar el servicio',
    { timeout: 15_000 },
  );
  await expect(payment).toBeHidden();
  const soonService = page.getByRole('article', { name: soon });
  await expect(soonService).toContainText('Pago con tarjeta: Autorizado');
  await expect(soonService.getByRole('button', { name: `Pagar con tarjeta: ${soon}` })).toHaveCount(0);

  // The provider sees the money secured.
  await providerPage.goto('/proveedor/calendario');
  await waitForContent(providerPage, true);
  await expect(providerPage.getByRole('article', { name: soon })).toContainText(
    'Pago con tarjeta: Autorizado',
  );

  // A service months ahead keeps the card for later; a declined one says why and can be replaced.
  accept = await openAccept(page, later, '$700', 'Tarjeta');
  await accept.getByRole('button', { name: 'Confirmar' }).click();
  await expect(payment).toContainText('Guardamos tu tarjeta');
  await payment.getByLabel('Número de tarjeta (prueba)').fill(DECLINED);
  await payment.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await expect(payment.getByRole('alert')).toHaveText('Tu tarjeta fue rechazada.');
  await expect(payment.getByRole('button', { name: 'Intentar con otra tarjeta' })).toBeVisible();
  await payment.locator('[data-slot="button"]', { hasText: 'Cerrar' }).click();
  await expect(payment).toBeHidden();
  const laterService = page.getByRole('article', { name: later });
  await expect(laterService).toContainText('Pago con tarjeta: Fallido');
  await expect(laterService).toContainText('Motivo del rechazo: Tu tarjeta fue rechazada.');
  await expect(laterService).toContainText('Paga antes del 2 de junio de 2030 a las 10:00');

  // By keyboard alone: 'Pagar con tarjeta', the card, 'Guardar tarjeta'.
  const payAgain = laterService.getByRole('button', { name: `Pagar con tarjeta: ${later}` });
  await tabTo(page, payAgain);
  await page.keyboard.press('Enter');
  await expect(payment).toBeVisible();
  const save = payment.getByRole('button', { name: 'Guardar tarjeta' });
  await expect(save).toBeEnabled();
  await tabTo(page, payment.getByLabel('Número de tarjeta (prueba)'));
  await page.keyboard.type(GOOD);
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Pago asegurado')).toContainText(
    'Tarjeta guardada: la autorizaremos 48 horas antes del servicio',
    { timeout: 15_000 },
  );
  await expect(laterService).toContainText('Pago con tarjeta: Tarjeta guardada');
  await expect(payAgain).toHaveCount(0);

  // Paid in cash after all: the saved card is let go, and the service no longer speaks of a card.
  await laterService.getByRole('button', { name: `Cambiar forma de pago: ${later}` }).click();
  const change = page.getByRole('dialog', { name: 'Cambiar forma de pago' });
  await expect(change.getByRole('radio', { name: 'Tarjeta' })).toBeChecked();
  await expectNoAxeViolations(page, 'the Cambiar forma de pago dialog');
  await change.getByRole('radio', { name: 'Efectivo', exact: true }).check();
  await change.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Forma de pago actualizada')).toContainText('Ahora pagarás con efectivo.');
  await expect(laterService).toContainText('Efectivo');
  await expect(laterService).not.toContainText('Pago con tarjeta');
  await expectNoAxeViolations(page, 'Programados with services paid by card');

  await providerPage.context().close();
  await page.context().close();
});

test('a booking by card with a provider who takes no cards is refused on Forma de pago; once they do, it goes on to the card', async ({
  browser,
  playwright,
}) => {
  test.slow();
  const provider = await createBookableProvider(playwright, {
    serviceId: 'windows',
    price: 58_000,
    plan: 'basic',
    displayName: uniqueName('Cristales con Tarjeta'),
  });
  const page = await onlinePage(browser);
  await signUp(page, 'client');
  await bookWindowsUpToPayment(page, provider.displayName);
  await page.getByRole('radio', { name: 'Tarjeta' }).check();
  await page.getByRole('button', { name: 'Confirmar Reserva' }).click();
  const methods = page.getByRole('group', { name: 'Forma de pago' });
  await expect(methods.getByRole('alert')).toHaveText(
    'Este proveedor todavía no recibe pagos con tarjeta. Elige efectivo o transferencia para este servicio.',
  );
  await expect(methods).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL((url) => url.pathname === '/reservar');

  // The provider finishes Stripe's registration meanwhile (through the API, as Cobros would).
  await enablePayoutsAs(playwright, provider);

  await page.getByRole('button', { name: 'Confirmar Reserva' }).click();
  await expect(toast(page, 'Reserva enviada')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/cliente/programados');
  // The wizard books the provider's first free time, days away: the card is authorised now, for 2 h at $580.
  const payment = page.getByRole('dialog', { name: 'Pagar con tarjeta' });
  await expect(payment).toContainText('Autorizamos $1,160 en tu tarjeta');
  await payment.getByLabel('Número de tarjeta (prueba)').fill(GOOD);
  await payment.getByRole('button', { name: 'Autorizar $1,160' }).click();
  await expect(toast(page, 'Pago asegurado')).toContainText(
    'Tarjeta autorizada: se cobrará al terminar el servicio',
    { timeout: 15_000 },
  );
  await expect(page.getByRole('article', { name: /Limpieza de Ventanas/ }).first()).toContainText(
    'Pago con tarjeta: Autorizado',
  );
  await page.context().close();
});
