import { expectNoAxeViolations } from './support/axe';
import { expect, test, toast } from './support/fixtures';
import { agreedWithProvider, startIn } from './support/services';

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
