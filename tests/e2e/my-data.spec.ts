import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations } from './support/axe';
import { expect, PASSWORD, signUp, test, toast } from './support/fixtures';
import { agreedWithProvider, startIn, stepByApi } from './support/services';
import { createRequest, NEAR_COYOACAN } from './support/provider';

test('a customer downloads everything held about them from Seguridad, as the privacy notice says', async ({
  page,
}) => {
  const account = await signUp(page, 'client');
  const title = `Limpieza de cocina ${randomUUID().slice(0, 6)}`;
  await createRequest(page.request, title, NEAR_COYOACAN);

  await page.goto('/privacidad');
  await expect(page.getByRole('main')).toContainText('Descargar mis datos');
  await page.goto('/cliente/seguridad');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/servicios, conversaciones, reseñas/)).toBeVisible();
  await expectNoAxeViolations(page, 'Seguridad with Tus datos');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar mis datos' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('mis-datos-limpiahogar.zip');
  await expect(toast(page, 'Descargamos tus datos')).toBeVisible();

  const files = unzipSync(new Uint8Array(await readFile((await file.path())!)));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['LEEME.txt', 'conversaciones.json']));
  expect(JSON.parse(strFromU8(files['cuenta.json']!)).account.email).toBe(account.email);
  expect(JSON.parse(strFromU8(files['solicitudes.json']!))).toEqual([expect.objectContaining({ title })]);
});

test('a customer deletes their account: refused while a service is confirmed, then gone, with the provider’s history kept', async ({
  page,
  browser,
}) => {
  test.slow();
  const { service, providerPage, providerContext } = await agreedWithProvider(page, browser, 900);
  const { email } = (await (await page.request.get('/api/profile')).json()) as { email: string };

  await page.goto('/cliente/seguridad');
  const card = page.getByRole('region', { name: 'Eliminar mi cuenta' });
  await card.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar mi cuenta' });
  await expectNoAxeViolations(page, 'Eliminar mi cuenta dialog');
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }).click();
  await expect(dialog.getByText('Escribe tu contraseña.')).toBeVisible();
  await dialog.getByLabel('Contraseña', { exact: true }).fill('no-es-la-mia-123');
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }).click();
  await expect(dialog.getByLabel('Contraseña', { exact: true })).toBeFocused();
  await dialog.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }).click();
  // The confirmed service blocks it, named in the dialog.
  await expect(dialog.getByRole('alert')).toContainText(service.title);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await stepByApi(page.request, service.id, { action: 'cancel_by_customer', expectedFee: 0 });
  await card.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await dialog.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(toast(page, 'Tu cuenta fue eliminada')).toBeVisible();
  expect((await page.request.get('/api/profile')).status()).toBe(401);

  // Signing in again is refused as for any unknown account.
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByRole('alert')).toContainText('Credenciales inválidas');

  // The provider still has the cancelled service, with the customer anonymised.
  const services = (await (await providerPage.request.get('/api/services')).json()) as {
    services: { id: string; customer: { name: string } }[];
  };
  expect(services.services.find((row) => row.id === service.id)?.customer.name).toBe('Usuario eliminado');
  await providerContext.close();
});

test('a customer who has not paid a completed cash service reads what they owe, and to whom, before deleting their account', async ({
  page,
  browser,
}) => {
  test.slow();
  const { service, providerPage, providerContext } = await agreedWithProvider(page, browser, 950);
  await startIn(page.request, service, -3);
  await stepByApi(providerPage.request, service.id, { action: 'mark_done' });
  await stepByApi(page.request, service.id, { action: 'confirm_completion' });

  await page.goto('/cliente/seguridad');
  const card = page.getByRole('region', { name: 'Eliminar mi cuenta' });
  await card.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar mi cuenta' });
  await dialog.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }).click();
  // The debt is named, with its amount, its provider and how to settle it.
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(`«${service.title}» (`);
  await expect(alert).toContainText('$950 por pagar a');
  await expect(alert).toContainText('Págalo directamente a tu proveedor en efectivo o por transferencia');
  await expectNoAxeViolations(page, 'Eliminar mi cuenta dialog with a debt');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  expect((await page.request.get('/api/profile')).status()).toBe(200);

  // The provider confirms the cash received: nothing holds the account any more.
  await stepByApi(providerPage.request, service.id, { action: 'confirm_payment' });
  await card.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await dialog.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }).click();
  await expect(toast(page, 'Tu cuenta fue eliminada')).toBeVisible();
  await providerContext.close();
});

test('a customer who cancels late in cash reads how to pay the fee, and keeps their account until the provider confirms it', async ({
  page,
  browser,
}) => {
  test.slow();
  const { service, providerPage, providerContext } = await agreedWithProvider(page, browser, 900);
  await startIn(page.request, service, 10);
  await stepByApi(page.request, service.id, { action: 'cancel_by_customer', expectedFee: 45_000 });

  await page.goto('/cliente/historial');
  const past = page.getByRole('article', { name: service.title });
  await expect(past).toContainText('$450');
  await expect(past).toContainText(
    'Págalo directamente a tu proveedor en efectivo o por transferencia; tu proveedor confirmará en LimpiaHogar que lo recibió.',
  );

  await page.goto('/cliente/seguridad');
  const card = page.getByRole('region', { name: 'Eliminar mi cuenta' });
  await card.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar mi cuenta' });
  await dialog.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }).click();
  await expect(dialog.getByRole('alert')).toContainText(`«${service.title}» (`);
  await expect(dialog.getByRole('alert')).toContainText('cargo por cancelación): $450 por pagar a');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // Once the provider confirms the fee received, the card says so and no longer asks for it.
  await stepByApi(providerPage.request, service.id, { action: 'confirm_payment' });
  await page.goto('/cliente/historial');
  await expect(past).toContainText('Pago recibido');
  await expect(past).not.toContainText('Págalo directamente');
  await providerContext.close();
});
