import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations } from './support/axe';
import { BASE_URL } from './support/env';
import { createAccount, expect, login, PASSWORD, signOut, signUp, test, toast } from './support/fixtures';
import { fillRequestForm, openRequestForm } from './support/client';
import { createRequest, NEAR_COYOACAN, signUpServingProvider } from './support/provider';

const tagged = (title: string) => `${title} ${randomUUID().slice(0, 6)}`;

test('a customer describes the home by keyboard in the new request, sees the estimate live and on the card', async ({
  page,
}) => {
  await signUp(page, 'client');
  await openRequestForm(page);
  const title = tagged('Limpieza profunda');
  await fillRequestForm(page, { title, serviceType: 'Jardinería' });
  // Any other service is booked by the hours.
  const hours = page.getByLabel('Duración del servicio');
  await expect(hours).toHaveValue('2');
  await expect(page.getByText('Duración estimada: 2 h')).toBeVisible();
  await page.getByLabel('Tipo de servicio').selectOption({ label: 'Limpieza del Hogar' });
  await expect(hours).toHaveCount(0);
  await expect(page.getByText('Duración estimada: 3 – 3.5 h')).toBeVisible();

  // From the budget on, the keyboard alone: Tab to each field, arrows in the selects, Space on the boxes.
  await page.getByLabel('Presupuesto').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Recámaras')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Recámaras')).toHaveValue('3');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Baños')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Tipo de limpieza')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Tipo de limpieza')).toHaveValue('profunda');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Ventanas' })).toBeFocused();
  await page.keyboard.press('Space');
  for (let step = 0; step < 4; step++) await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Mascotas' })).toBeFocused();
  await page.keyboard.press('Space');
  // 3 recámaras and 1 baño, deep (6 h), windows (+1 h) and pets (+0.5 h): 7.5 h, the half hour of 7.5 – 8 h.
  await expect(page.getByText('Duración estimada: 7.5 – 8 h')).toBeVisible();
  await expectNoAxeViolations(page, 'the new-request form with the Cotizador');

  await page.getByRole('button', { name: 'Publicar Solicitud' }).click();
  await expect(toast(page, 'Solicitud creada')).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Duración estimada: 7.5 – 8 h');
  await expect(card).toContainText('3 recámaras, 1 baño, Profunda, Ventanas, con mascotas');
});

test('a provider reads the estimate, offers with a duration, and the customer sees it on the offer', async ({
  page,
  playwright,
}) => {
  const customer = await playwright.request.newContext({ baseURL: BASE_URL });
  const { email } = await createAccount(customer, 'client');
  const title = tagged('Limpieza con ventanas');
  const estimate = { bedrooms: 2, bathrooms: 1, cleaningType: 'general', extras: ['ventanas'], pets: true };
  await createRequest(customer, title, NEAR_COYOACAN, { length: { estimate } });
  await customer.dispose();

  await signUpServingProvider(page, NEAR_COYOACAN, 'basic');
  await page.goto('/proveedor/solicitudes');
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Duración estimada: 4.5 – 5 h');
  await expect(card).toContainText('2 recámaras, 1 baño, General, Ventanas, con mascotas');
  await card.getByRole('button', { name: 'Aplicar' }).click();
  const dialog = page.getByRole('dialog');
  const duration = dialog.getByLabel('Duración estimada');
  // The offer starts from the estimate's upper end, what a booking of that home would hold.
  await expect(duration).toHaveValue('5');
  await expectNoAxeViolations(page, 'the offer dialog with its duration');
  await duration.selectOption({ label: '5.5 h' });
  await dialog.getByLabel('Precio (MXN)').fill('850');
  await dialog.getByLabel('Mensaje').fill('Llevo productos para mascotas.');
  await dialog.getByRole('button', { name: 'Enviar propuesta' }).click();
  await expect(dialog).toHaveCount(0);

  await signOut(page);
  await login(page, email, PASSWORD);
  await page.goto('/cliente/solicitudes');
  const mine = page.getByRole('article', { name: title });
  await expect(mine).toContainText('Duración estimada: 4.5 – 5 h');
  await expect(mine.getByRole('listitem')).toContainText('Duración estimada: 5.5 h');
});
