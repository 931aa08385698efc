import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations } from './support/axe';
import { uniqueName } from './support/booking';
import { expect, signUp, test, toast } from './support/fixtures';
import {
  daysAhead,
  offer,
  onlinePage,
  openAccept,
  providerPaidOnline,
  requestOn,
  upcomingServiceId,
} from './support/online-payments';
import { agreedWithProvider, startIn, stepByApi } from './support/services';

test('during the service the provider asks for an hour more; the customer approves it and both cards show the longer service at its new price', async ({
  page,
  browser,
}) => {
  test.slow();
  // $600 agreed for 3 h, in cash.
  const { service, providerPage, providerContext } = await agreedWithProvider(page, browser, 600);

  // Before the start there is nothing to ask.
  await providerPage.goto('/proveedor/calendario');
  const agenda = providerPage.getByRole('article', { name: service.title });
  await expect(agenda.getByRole('button', { name: 'Cancelar servicio' })).toBeVisible();
  await expect(agenda.getByRole('button', { name: 'Solicitar tiempo extra' })).toHaveCount(0);

  await startIn(page.request, service, -1);
  await providerPage.reload();
  await agenda.getByRole('button', { name: 'Solicitar tiempo extra' }).click();
  const dialog = providerPage.getByRole('dialog', { name: 'Solicitar tiempo extra' });
  await dialog.getByLabel('Tiempo adicional').selectOption({ label: '1 h' });
  // A third of $600.
  await expect(dialog).toContainText('Se suma $200 al precio del servicio.');
  await expectNoAxeViolations(providerPage, 'the Solicitar tiempo extra dialog');
  await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(toast(providerPage, 'Solicitud enviada')).toBeVisible();
  await expect(agenda).toContainText('Pediste 1 h más ($200). Esperando respuesta del cliente.');

  await page.goto('/cliente/programados');
  const card = page.getByRole('article', { name: service.title });
  await expect(card).toContainText('El proveedor pide 1 h más para terminar. Se suman $200 al precio.');
  // Told how the extra is paid before answering: in cash, to the provider, as the rest.
  await expect(card).toContainText(
    'Págalo directamente a tu proveedor en efectivo o por transferencia al terminar; tu proveedor confirmará que lo recibió.',
  );
  await expectNoAxeViolations(page, 'Programados with a request for more time');
  await card.getByRole('button', { name: 'Aprobar' }).click();
  await expect(toast(page, 'Aprobaste el tiempo extra')).toBeVisible();
  await expect(card).toContainText('Tiempo extra aprobado: 1 h más ($200).');
  await expect(card).toContainText('$800');
  await expect(card).toContainText('(4 h)');

  await providerPage.reload();
  await expect(agenda).toContainText('Tiempo extra aprobado: 1 h más ($200).');
  await expect(agenda).toContainText('(4 h)');
  await providerContext.close();
});

test('paid by card, the hold captures the agreed price and the approved hour more is paid to the provider directly, as Programados and Pagos say', async ({
  browser,
  playwright,
}) => {
  test.slow(); // A card held through the Stripe stand-ins, the service moved to its start, the money read twice.
  const providerName = uniqueName('Brillo Extra');
  const provider = await providerPaidOnline(playwright, providerName);
  const page = await onlinePage(browser);
  await signUp(page, 'client');
  const title = `Limpieza con tarjeta ${randomUUID().slice(0, 6)}`;
  const day = daysAhead(1);
  await offer(provider, (await requestOn(page.request, title, day)).id, 600);

  // $600 held on the card when the offer is accepted.
  const accept = await openAccept(page, { title, providerName, price: '$600' }, 'Tarjeta');
  await accept.getByRole('button', { name: 'Confirmar' }).click();
  const payment = page.getByRole('dialog', { name: 'Pagar con tarjeta' });
  await payment.getByLabel('Número de tarjeta (prueba)').fill('4242424242424242');
  await payment.getByRole('button', { name: 'Autorizar $600' }).click();
  await expect(toast(page, 'Pago asegurado')).toContainText('Tarjeta autorizada', { timeout: 15_000 });

  // An hour into the service, the provider asks for one more (the dialog has its own journey above).
  const service = {
    id: await upcomingServiceId(page.request, title),
    title,
    scheduledAt: `${day}T10:00:00-06:00`,
  };
  await startIn(page.request, service, -1);
  const asked = await provider.post(`/api/services/${service.id}/extra-time`, { data: { minutes: 60 } });
  expect(asked.status(), await asked.text()).toBe(201);

  // The card holds only the $600 agreed: the customer reads, before answering, that the hour is paid directly.
  await page.goto('/cliente/programados');
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('El proveedor pide 1 h más para terminar. Se suman $200 al precio.');
  await expect(card).toContainText(
    'Págalo directamente a tu proveedor en efectivo o por transferencia al terminar; tu proveedor confirmará que lo recibió.',
  );
  await card.getByRole('button', { name: 'Aprobar' }).click();
  await expect(toast(page, 'Aprobaste el tiempo extra')).toBeVisible();
  await expect(card).toContainText('Tiempo extra aprobado: 1 h más ($200).');

  // Done and confirmed: the card is charged the $600 it held; Pagos counts $800, $200 of it owed to the provider.
  await stepByApi(provider, service.id, { action: 'mark_done' });
  await stepByApi(page.request, service.id, { action: 'confirm_completion' });
  await page.goto('/cliente/pagos');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('$800');
  await expect(row).toContainText(
    'Incluye $200 de tiempo extra que pagas directamente a tu proveedor, en efectivo o por transferencia.',
  );
  await expectNoAxeViolations(page, 'Pagos with extra time owed to the provider');

  // Once the provider confirms the $200, Pagos says so.
  await stepByApi(provider, service.id, { action: 'confirm_payment' });
  await page.reload();
  await expect(row).toContainText(
    'Incluye $200 de tiempo extra que pagaste directamente a tu proveedor; lo confirmó.',
  );
  await provider.dispose();
  await page.context().close();
});
