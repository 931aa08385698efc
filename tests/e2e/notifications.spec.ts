import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations } from './support/axe';
import { offerAsProvider } from './support/client';
import { expect, signUp, test, toast } from './support/fixtures';
import { createRequest, NEAR_COYOACAN } from './support/provider';

test('the bell counts what is new, lists it, marks it read when opened and leads to the page it is about', async ({
  page,
  playwright,
}) => {
  test.slow();
  await signUp(page, 'client');
  const title = `Limpieza de sala ${randomUUID().slice(0, 6)}`;
  const request = await createRequest(page.request, title, NEAR_COYOACAN);
  await page.goto('/cliente');
  await expect(page.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();

  await offerAsProvider(playwright, request.id, NEAR_COYOACAN, {
    displayName: 'Brillo Norte',
    price: 650,
    message: 'Llevo productos ecológicos y termino en tres horas.',
  });
  await page.reload();
  const bell = page.getByRole('button', { name: 'Notificaciones: 1 sin leer' });
  await expect(bell).toBeVisible();
  // From the keyboard: the list opens, Escape closes it and gives the focus back to the bell.
  await bell.focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('dialog', { name: 'Notificaciones' });
  const item = list.getByRole('link', { name: new RegExp(`Recibiste una propuesta: ${title}`) });
  await expect(item).toContainText('Brillo Norte te propone hacerlo por $650.');
  await expect(item).toContainText('Nueva');
  await expectNoAxeViolations(page, 'the Notificaciones list');
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(page.getByRole('button', { name: 'Notificaciones', exact: true })).toBeFocused();

  // Read once seen: opened again, nothing is new; the link leads to the offers.
  await page.getByRole('button', { name: 'Notificaciones', exact: true }).click();
  await expect(item).not.toContainText('Nueva');
  await item.click();
  await expect(page).toHaveURL((url) => url.pathname === '/cliente/solicitudes');
  await expect(list).toBeHidden();
});

test('a customer turns off the e-mails of offers, then of unread messages by keyboard, in Perfil', async ({
  page,
}) => {
  await signUp(page, 'client');
  await page.goto('/cliente/perfil');
  const choice = page.getByRole('checkbox', { name: 'Avísame por correo de cada propuesta que reciba' });
  const messages = page.getByRole('checkbox', {
    name: 'Avísame por correo cuando un mensaje lleve 10 minutos sin leer',
  });
  await expect(choice).toBeChecked();
  await expect(messages).toBeChecked();
  await choice.uncheck();
  await expect(toast(page, 'Guardamos tu preferencia de correos.')).toBeVisible();
  await messages.focus();
  await page.keyboard.press('Space');
  await expect(messages).not.toBeChecked();
  await expect(messages).toBeEnabled();
  await page.reload();
  await expect(choice).not.toBeChecked();
  await expect(messages).not.toBeChecked();
  await expectNoAxeViolations(page, 'Perfil with its Correos card');
});
