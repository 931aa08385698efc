import { randomUUID } from 'node:crypto';
import { expect, signUp, test, toast } from './support/fixtures';
import { tabNext, tabTo } from './support/keyboard';
import { NEAR_COYOACAN, publishAsNewCustomer, signUpServingProvider } from './support/provider';

test('a provider picks the service area in the place search and saves it with the keyboard alone', async ({
  page,
}) => {
  await signUp(page, 'provider');
  await page.goto('/proveedor/area');
  const search = page.getByRole('combobox', { name: 'Dirección, colonia o ciudad' });
  await tabTo(page, search);
  await page.keyboard.type('coyo');
  const coyoacan = page.getByRole('option', { name: 'Coyoacán, Ciudad de México' });
  await expect(coyoacan).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await expect(search).toHaveValue('coyo');

  await page.keyboard.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await coyoacan.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(search).toHaveValue('Coyoacán, Ciudad de México');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await expect(search).toBeFocused();

  const radius = page.getByLabel('Radio de servicio (km)');
  await tabTo(page, radius);
  await page.keyboard.press('ArrowUp');
  await expect(radius).toHaveValue('6');
  await tabTo(page, page.getByRole('button', { name: 'Guardar área' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Área de servicio actualizada')).toBeVisible();
});

test('the plan dialog opens with Enter, keeps the focus inside, and gives it back when it closes', async ({
  page,
}) => {
  await signUp(page, 'provider');
  await page.goto('/proveedor/suscripcion');
  const choose = page.getByRole('button', { name: 'Elegir Básico' });
  await tabTo(page, choose);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirmar plan Básico' });
  await expect(dialog).toBeVisible();
  const cancel = dialog.getByRole('button', { name: 'Cancelar' });
  const confirm = dialog.getByRole('button', { name: 'Confirmar' });
  const close = dialog.getByRole('button', { name: 'Cerrar' });
  await expect(cancel).toBeFocused();
  await tabNext(page, confirm);
  await tabNext(page, close);
  await tabNext(page, cancel);
  await tabNext(page, close, 'Shift+Tab');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(choose).toBeFocused();

  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await tabNext(page, confirm);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Suscripción exitosa')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Tu suscripción: Básico' })).toBeVisible();
  // The button became the disabled 'Plan Actual': its card holds the focus instead of the page's start.
  const basic = page.getByRole('article', { name: 'Básico' });
  await expect(basic.getByRole('button', { name: 'Plan Actual' })).toBeDisabled();
  await expect(basic).toBeFocused();
  await tabNext(page, page.getByRole('button', { name: 'Elegir Premium' }));
});

test('a provider applies to a request with the keyboard alone', async ({ page, playwright }) => {
  const title = `Cocina ${randomUUID().slice(0, 6)}`;
  await publishAsNewCustomer(playwright, [{ title, location: NEAR_COYOACAN }]);
  await signUpServingProvider(page, NEAR_COYOACAN, 'premium');

  await page.goto('/proveedor/solicitudes');
  const card = page.getByRole('article', { name: title });
  const apply = card.getByRole('button', { name: 'Aplicar' });
  await tabTo(page, apply, { limit: 200 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Aplicar a la solicitud' });
  await expect(dialog.getByLabel('Precio (MXN)')).toBeFocused();
  await page.keyboard.type('850');
  // 'Duración estimada' comes prefilled (3 h for a request without an estimate): the keyboard passes it by.
  const duration = dialog.getByLabel('Duración estimada');
  await tabNext(page, duration);
  await expect(duration).toHaveValue('3');
  await tabNext(page, dialog.getByLabel('Mensaje'));
  await page.keyboard.type('Puedo ir el sábado por la mañana.');
  await tabNext(page, dialog.getByRole('button', { name: 'Cancelar' }));
  await tabNext(page, dialog.getByRole('button', { name: 'Enviar propuesta' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Aplicación enviada')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Propuesta enviada: $850');
  // 'Aplicar' is gone from the card: the card itself holds the focus instead of the page's start.
  await expect(card).toBeFocused();
});
