import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations } from './support/axe';
import { BASE_URL } from './support/env';
import { createAccount, expect, signUp, test, toast } from './support/fixtures';
import { createRequest, NEAR_COYOACAN, signUpServingProvider } from './support/provider';

test('a provider withdraws an offer after asking in a dialog; the customer no longer sees it and it cannot be sent again', async ({
  page,
  browser,
}) => {
  test.slow();
  const customerContext = await browser.newContext({ baseURL: BASE_URL });
  const customer = await customerContext.newPage();
  await signUp(customer, 'client');
  const title = `Limpieza de ventanas ${randomUUID().slice(0, 6)}`;
  await createRequest(customer.request, title, NEAR_COYOACAN);

  await signUpServingProvider(page, NEAR_COYOACAN, 'basic');
  await page.goto('/proveedor/solicitudes');
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Aplicar' }).click();
  const applyDialog = page.getByRole('dialog', { name: 'Aplicar a la solicitud' });
  await applyDialog.getByLabel('Precio (MXN)').fill('650');
  await applyDialog.getByLabel('Mensaje').fill('Llevo mis productos y termino en dos horas.');
  await applyDialog.getByRole('button', { name: 'Enviar propuesta' }).click();
  await expect(card).toContainText('Propuesta enviada: $650');

  await customer.goto('/cliente/solicitudes');
  const request = customer.getByRole('article', { name: title });
  await expect(request.getByRole('region', { name: 'Ofertas recibidas (1)' })).toContainText('$650');

  await card.getByRole('button', { name: 'Retirar propuesta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retirar propuesta' });
  await expect(dialog).toContainText(
    'El cliente dejará de ver tu propuesta y no podrás enviar otra para esta solicitud.',
  );
  await expectNoAxeViolations(page, 'the Retirar propuesta dialog');
  await dialog.getByRole('button', { name: 'Retirar propuesta' }).click();

  await expect(toast(page, 'Propuesta retirada')).toContainText('El cliente ya no verá tu propuesta.');
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Retiraste tu propuesta.');
  await expect(card.getByRole('button', { name: /Aplicar|Retirar propuesta/ })).toHaveCount(0);
  await page.reload();
  await expect(card).toContainText('Retiraste tu propuesta.');

  await customer.reload();
  await expect(request).toContainText('Ofertas recibidas (0)');
  await expect(request).toContainText('Aún no recibes ofertas.');
  await expect(request).not.toContainText('$650');
  await customerContext.close();
});

test('an offer the customer accepted meanwhile is not withdrawn: the dialog says why, and the request leaves the list', async ({
  page,
  playwright,
}) => {
  test.slow();
  const customer = await playwright.request.newContext({ baseURL: BASE_URL });
  await createAccount(customer, 'client');
  const title = `Limpieza de cocina ${randomUUID().slice(0, 6)}`;
  const request = await createRequest(customer, title, NEAR_COYOACAN);
  await signUpServingProvider(page, NEAR_COYOACAN, 'basic');
  const offer = await page.request.post(`/api/requests/${request.id}/applications`, {
    data: { proposedPrice: 720, message: 'Llego a la hora acordada con mis productos.' },
  });
  expect(offer.status(), await offer.text()).toBe(201);
  await page.goto('/proveedor/solicitudes');
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Propuesta enviada: $720');

  // In another tab, the customer accepts the offer before the provider confirms.
  const { application } = (await offer.json()) as { application: { id: string } };
  expect((await customer.post(`/api/applications/${application.id}/accept`)).status()).toBe(201);
  await customer.dispose();

  await card.getByRole('button', { name: 'Retirar propuesta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retirar propuesta' });
  await dialog.getByRole('button', { name: 'Retirar propuesta' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Esta propuesta ya no puede retirarse: el cliente ya eligió una propuesta.',
  );
  await expectNoAxeViolations(page, 'the Retirar propuesta dialog with its refusal');
  await dialog.getByRole('button', { name: 'Volver' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
});
