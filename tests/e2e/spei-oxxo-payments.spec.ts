import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { clabeCheckDigit } from '#shared/domain/clabe';
import { expectNoAxeViolations, waitForContent } from './support/axe';
import { BASE_URL } from './support/env';
import { expect, signUp, test, toast } from './support/fixtures';
import { createBookableProvider, uniqueName } from './support/booking';
import { createOperatorApi } from './support/operator';
import { stepByApi } from './support/services';
import {
  daysAhead,
  enablePayoutsAs,
  offer,
  onlinePage,
  onlinePaymentArrives,
  openAccept,
  providerPaidOnline,
  requestOn,
  upcomingServiceId,
  bookWindowsUpToPayment,
} from './support/online-payments';

// Services paid by SPEI with a reference or in cash at OXXO, through Stripe played by the journeys' stand-ins
// (support/online-payments.ts): Stripe's API answers the SPEI intent with a CLABE and a reference and the OXXO
// intent with a voucher, and the money arriving is a test hook that delivers Stripe's signed
// payment_intent.succeeded to the app's own webhook route. Only a browser sending `x-test-card-payments: online`
// pays online; every other journey is as on a server without keys.

/** A CLABE that passes Banco de México's check digit (unique, so the console's card shows this one). */
function validClabe(): string {
  const first17 = `002180${String(randomInt(10 ** 11)).padStart(11, '0')}`;
  return `${first17}${clabeCheckDigit(first17)}`;
}

/** The same CLABE with a typo in its check digit. */
const withTypo = (clabe: string) => `${clabe.slice(0, 17)}${(Number(clabe[17]) + 1) % 10}`;

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
  await enablePayoutsAs(playwright, provider);

  const page = await onlinePage(browser);
  await signUp(page, 'client');
  // The fifth day with free time, at least four days away: OXXO, which needs 72 hours, is offered too.
  await bookWindowsUpToPayment(page, provider.displayName, { dayIndex: 4 });
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
  // Two hours at $580.
  await expect(instructions).toContainText('$1,160');
  await expect(instructions.getByRole('button', { name: 'Copiar CLABE' })).toBeVisible();
  await expect(instructions.getByRole('button', { name: 'Copiar Referencia' })).toBeVisible();
  await waitForContent(page, true);
  await expectNoAxeViolations(page, 'Programados with SPEI instructions');

  await onlinePaymentArrives(page.request, await upcomingServiceId(page.request, 'Limpieza de Ventanas'));
  await page.reload();
  await waitForContent(page, true);
  await expect(card).toContainText('Pago por SPEI: Pagado');
  await expect(instructions).toBeHidden();
  await expectNoAxeViolations(page, 'Programados with a service paid by SPEI');
  await page.context().close();
});

test('an offer accepted to be paid at OXXO shows its voucher in Programados, and reads Pagado once the cash arrives', async ({
  browser,
  playwright,
}) => {
  test.slow(); // A provider set up on Stripe, an offer accepted, a voucher, two scans.
  const providerName = uniqueName('Brillo en OXXO');
  const provider = await providerPaidOnline(playwright, providerName);
  const page = await onlinePage(browser);
  await signUp(page, 'client');
  // OXXO is offered only 72 hours or more ahead: five days, at 10:00.
  const title = uniqueName('Limpieza pagada en OXXO');
  const request = await requestOn(page.request, title, daysAhead(5));
  await offer(provider, request.id, 650);
  await provider.dispose();

  const accept = await openAccept(page, { title, providerName, price: '$650' }, 'Efectivo en OXXO');
  await accept.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Oferta aceptada')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/cliente/programados');

  // The voucher is asked for at once: its reference, the amount, until when it can be paid, Stripe's page of it.
  const card = page.getByRole('article', { name: title });
  const voucher = card.getByRole('region', { name: 'Paga en efectivo en cualquier OXXO' });
  await expect(voucher).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText('Pago en OXXO: Por pagar');
  await expect(card).toContainText('Si no recibimos tu pago a tiempo, el servicio se cancela sin costo.');
  await expect(voucher).toContainText(/Referencia OXXO:\s*\d{14}/);
  await expect(voucher).toContainText(/Monto:\s*\$650/);
  await expect(voucher).toContainText(/Vence:\s*\d{1,2} de \w+ de \d{4}/);
  await expect(voucher.getByRole('button', { name: 'Copiar Referencia OXXO' })).toBeVisible();
  await expect(voucher.getByRole('link', { name: 'Ver ficha para imprimir' })).toHaveAttribute(
    'href',
    /^https:\/\/payments\.stripe\.com\/oxxo\/voucher\/pi_/,
  );
  await waitForContent(page, true);
  await expectNoAxeViolations(page, 'Programados with an OXXO voucher');

  // The cash is paid at the store: Stripe's payment_intent.succeeded, played by the journeys' hook.
  await onlinePaymentArrives(page.request, await upcomingServiceId(page.request, title));
  await page.reload();
  await waitForContent(page, true);
  await expect(card).toContainText('Pago en OXXO: Pagado');
  await expect(voucher).toBeHidden();
  await expect(card).not.toContainText('Paga antes del');
  await page.context().close();
});

test('an OXXO payment of a service cancelled in time goes back by transfer: the customer gives a CLABE, an operator marks it sent', async ({
  browser,
  playwright,
}) => {
  test.slow(); // A service paid at OXXO, a cancellation, the refund's form, an operator, four scans.
  const providerName = uniqueName('Brillo Reembolso');
  const provider = await providerPaidOnline(playwright, providerName);
  const page = await onlinePage(browser);
  const customer = await signUp(page, 'client');
  const title = uniqueName('Limpieza con reembolso');
  const request = await requestOn(page.request, title, daysAhead(5));
  const offerId = await offer(provider, request.id, 650);
  await provider.dispose();
  // Set up through the API: accepted at OXXO (its voucher asked for, as Programados does) and paid at the store.
  const accepted = await page.request.post(`/api/applications/${offerId}/accept`, {
    data: { paymentMethod: 'oxxo' },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  const serviceId = ((await accepted.json()) as { service: { id: string } }).service.id;
  const voucher = await page.request.post(`/api/services/${serviceId}/online-payment`);
  expect(voucher.status(), await voucher.text()).toBe(200);
  await onlinePaymentArrives(page.request, serviceId);

  // Five days ahead: cancelling is free.
  await page.goto('/cliente/programados');
  await waitForContent(page, true);
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Pago en OXXO: Pagado');
  await card.getByRole('button', { name: 'Cancelar servicio' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancelar el servicio: ${title}` });
  await expect(cancel).toContainText('Sin cargo por cancelación.');
  await cancel.getByRole('button', { name: 'Cancelar servicio' }).click();
  await expect(toast(page, 'Servicio cancelado')).toContainText('Sin cargo');
  await expect(card).toBeHidden();

  // OXXO cannot give cash back: once the settlement ran, Historial asks where to transfer the $650.
  await page.goto('/cliente/historial');
  await waitForContent(page, true);
  const past = page.getByRole('article', { name: title });
  const form = past.getByRole('form', { name: 'Recibir reembolso' });
  await expect(async () => {
    await page.reload();
    await expect(form).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(past).toContainText('Pago en OXXO: Reembolso pendiente');
  await expect(form).toContainText(
    'Un pago en OXXO no puede devolverse en la tienda: te transferimos $650 a la cuenta que indiques.',
  );

  // A typo in the check digit is caught before anything is sent.
  const clabe = validClabe();
  const clabeField = form.getByLabel('CLABE (18 dígitos)');
  await clabeField.fill(withTypo(clabe));
  await form.getByLabel('Nombre del titular').fill('Rosa Martínez López');
  await form.getByRole('button', { name: 'Enviar datos' }).click();
  await expect(form).toContainText('Escribe una CLABE válida de 18 dígitos.');
  await expect(clabeField).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'the Recibir reembolso form with an invalid CLABE');

  await clabeField.fill(clabe);
  await form.getByRole('button', { name: 'Enviar datos' }).click();
  await expect(toast(page, 'Recibir reembolso')).toContainText(
    'Recibimos tus datos: te avisaremos cuando enviemos la transferencia.',
  );
  const refundState = past.getByRole('status');
  await expect(refundState).toHaveText(
    `Reembolso de $650 en proceso a la CLABE terminada en ${clabe.slice(-4)}.`,
  );
  await expect(past.getByRole('button', { name: 'Cambiar cuenta' })).toBeVisible();
  await expect(form).toBeHidden();
  await expectNoAxeViolations(page, 'Historial with a refund in process');

  // The operation team sends the SPEI from the bank and marks it sent in the console's Pagos.
  const operatorContext = await browser.newContext({ baseURL: BASE_URL });
  const operator = await operatorContext.newPage();
  await createOperatorApi(operator.request);
  await operator.goto('/operador');
  await operator
    .getByRole('navigation', { name: 'Menú: Consola de Operación' })
    .getByRole('link', { name: 'Pagos manuales' })
    .click();
  await expect(operator).toHaveURL((url) => url.pathname === '/operador/pagos');
  await waitForContent(operator, true);
  const refunds = operator.getByRole('region', { name: 'Reembolsos por transferencia' });
  const refund = refunds
    .getByRole('list', { name: 'Reembolsos pendientes' })
    .getByRole('article', { name: title });
  for (const text of ['$650', clabe, 'Rosa Martínez López', customer.email])
    await expect(refund).toContainText(text);
  await expectNoAxeViolations(operator, 'console Pagos with a refund to send');
  await refund.getByRole('button', { name: `Marcar como enviado el reembolso de ${title} ($650)` }).click();
  const sent = operator.getByRole('dialog', { name: `Reembolso enviado: ${title}` });
  await expect(sent).toContainText(`Confirma solo si ya transferiste $650 a la CLABE ${clabe}.`);
  await sent.getByLabel('Motivo').fill('SPEI enviado, clave de rastreo LH2026000123');
  await sent.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(toast(operator, 'Reembolso marcado como enviado')).toContainText(title);
  await expect(refund).toBeHidden();
  await operatorContext.close();

  // The customer reads it as refunded, in Historial and in Pagos: the money given back, counted in no total (a
  // free cancellation charged nothing).
  await page.reload();
  await waitForContent(page, true);
  await expect(past).toContainText('Pago en OXXO: Reembolsado');
  await expect(refundState).toHaveText(
    `Reembolso de $650 enviado a la CLABE terminada en ${clabe.slice(-4)}.`,
  );
  await expect(past.getByRole('button', { name: 'Cambiar cuenta' })).toHaveCount(0);
  await page.goto('/cliente/pagos');
  await waitForContent(page, true);
  const line = page.getByRole('row').filter({ hasText: title });
  await expect(line).toContainText('Pago devuelto');
  await expect(line).toContainText('$650');
  await expect(line).toContainText('Reembolsado');
  await expect(page.getByRole('region', { name: 'Total de tus cargos' })).toContainText('$0');
  await page.context().close();
});

test('a customer asks for the invoice of a service paid by SPEI; the provider reads the datos fiscales and marks it sent', async ({
  browser,
  playwright,
}) => {
  test.slow(); // A provider set up on Stripe, a service paid and completed, two panels, two scans.
  const providerName = uniqueName('Brillo Facturado');
  const provider = await providerPaidOnline(playwright, providerName);
  const page = await onlinePage(browser);
  const customer = await signUp(page, 'client');
  const title = uniqueName('Limpieza con factura');
  const request = await requestOn(page.request, title, daysAhead(3));
  await offer(provider, request.id, 720);
  const accept = await openAccept(
    page,
    { title, providerName, price: '$720' },
    'SPEI (transferencia con referencia)',
  );
  await accept.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Oferta aceptada')).toBeVisible();

  // Paid by SPEI, then it took place (moved in time by the journeys' hook), was marked done and confirmed.
  const serviceId = await upcomingServiceId(page.request, title);
  await onlinePaymentArrives(page.request, serviceId);
  await ageToJustStarted(page.request, serviceId);
  await stepByApi(provider, serviceId, { action: 'mark_done' });
  await stepByApi(page.request, serviceId, { action: 'confirm_completion' });

  // Pagos: without datos fiscales the request is refused and the form below takes the focus.
  await page.goto('/cliente/pagos');
  await waitForContent(page, true);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Pagado');
  await row.getByRole('button', { name: `Solicitar factura de ${title}` }).click();
  await expect(toast(page, 'Guarda tus datos fiscales abajo para solicitar la factura.')).toBeVisible();
  const fiscal = page.getByRole('region', { name: 'Datos fiscales' });
  await expect(fiscal).toContainText('Solicitar factura');
  await expect(fiscal.getByLabel('RFC', { exact: true })).toBeFocused();
  await fiscal.getByLabel('RFC', { exact: true }).fill('GODE561231GR8');
  await fiscal.getByLabel('Código postal fiscal').fill('06000');
  await fiscal.getByLabel('Razón social').fill('Elena Gómez Díaz');
  await fiscal.getByLabel('Régimen fiscal').selectOption('612');
  await fiscal.getByLabel('Uso del CFDI').selectOption('G03');
  await fiscal.getByRole('button', { name: 'Guardar datos fiscales' }).click();
  await expect(toast(page, 'Datos fiscales guardados')).toBeVisible();

  await row.getByRole('button', { name: `Solicitar factura de ${title}` }).click();
  await expect(toast(page, 'Factura solicitada')).toContainText('te enviará la factura a tu correo');
  await expect(row).toContainText('Factura solicitada');
  await expect(row.getByRole('button', { name: /Solicitar factura/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'Pagos with an invoice asked for');

  // Ganancias: the provider reads what to invoice to, and says the CFDI went out.
  const providerContext = await browser.newContext({
    baseURL: BASE_URL,
    storageState: await provider.storageState(),
  });
  await provider.dispose();
  const providerPage = await providerContext.newPage();
  await providerPage.goto('/proveedor/ganancias');
  await waitForContent(providerPage, true);
  const line = providerPage.getByRole('row').filter({ hasText: title });
  await expect(line).toContainText('Factura solicitada');
  await line.getByText('Datos para la factura').click();
  await expect(line).toContainText('GODE561231GR8');
  await expect(line).toContainText('ELENA GÓMEZ DÍAZ');
  await expect(line).toContainText('612 - Personas Físicas con Actividades Empresariales y Profesionales');
  await expect(line).toContainText(customer.email);
  await expectNoAxeViolations(providerPage, 'Ganancias with an invoice to send');
  await line.getByRole('button', { name: `Marcar factura enviada de ${title}` }).click();
  await expect(toast(providerPage, 'Factura marcada como enviada')).toBeVisible();
  await expect(line).toContainText('Factura enviada');
  await expect(line.getByRole('button', { name: /Marcar factura enviada/ })).toHaveCount(0);
  await providerContext.close();

  await page.reload();
  await waitForContent(page, true);
  await expect(row).toContainText('Factura enviada');
  await page.context().close();
});

/** Moves the service back in time (the journeys' hook) so that it started a minute ago. */
async function ageToJustStarted(request: APIRequestContext, serviceId: string) {
  const response = await request.get('/api/services?when=upcoming');
  const { services } = (await response.json()) as { services: { id: string; scheduledAt: string }[] };
  const service = services.find((candidate) => candidate.id === serviceId)!;
  const hours = (Date.parse(service.scheduledAt) - Date.now()) / 3_600_000 + 1 / 60;
  const moved = await request.post(`/api/test/services/${serviceId}/age`, { data: { hours } });
  expect(moved.status(), await moved.text()).toBe(200);
}
