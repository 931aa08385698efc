import { randomUUID } from 'node:crypto';
import { expect, signUp, test, toast, uniqueEmail } from './support/fixtures';
import {
  approveOwnVerification,
  COMITAN,
  GUADALAJARA,
  NEAR_COYOACAN,
  publishAsNewCustomer,
  saveAreaByApi,
  signUpServingProvider,
  subscribeByApi,
  VALLADOLID,
} from './support/provider';

test('a provider sets the area by keyboard, sees the nearby request only, and applies to it', async ({
  page,
  playwright,
}) => {
  const tag = randomUUID().slice(0, 6);
  await publishAsNewCustomer(
    playwright,
    [
      { title: `Limpieza cerca ${tag}`, location: NEAR_COYOACAN },
      { title: `Limpieza lejos ${tag}`, location: GUADALAJARA },
    ],
    uniqueEmail('maria'),
  );

  await signUp(page, 'provider');
  await page.goto('/proveedor/solicitudes');
  await expect(page.getByText('Define tu área de servicio')).toBeVisible();
  await page.getByRole('link', { name: 'Ir a Área de Servicio' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/proveedor/area');

  const save = page.getByRole('button', { name: 'Guardar área' });
  const search = page.getByRole('combobox', { name: 'Dirección, colonia o ciudad' });
  await expect(save).toBeDisabled();
  await expect(page.getByText('GeoNames')).toBeVisible();
  await search.pressSequentially('coyo');
  const coyoacan = page.getByRole('option', { name: 'Coyoacán, Ciudad de México' });
  await expect(coyoacan).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await search.press('ArrowDown');
  await expect(coyoacan).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await coyoacan.getAttribute('id'))!);
  await search.press('Enter');
  await expect(search).toHaveValue('Coyoacán, Ciudad de México');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Zona aproximada')).toBeVisible();

  const radius = page.getByLabel('Radio de servicio (km)');
  await expect(radius).toHaveValue('5');
  await radius.fill('60');
  await save.click();
  await expect(radius).toHaveAccessibleDescription(/El radio debe estar entre 1 y 50 km/);
  await radius.fill('5');
  await save.click();
  await expect(toast(page, 'Área de servicio actualizada')).toContainText(
    'Tu ubicación y radio de servicio han sido actualizados.',
  );
  await page.reload();
  await expect(search).toHaveValue('Coyoacán, Ciudad de México');
  await expect(radius).toHaveValue('5');
  await expect(save).toBeEnabled();

  await page
    .getByRole('navigation', { name: 'Menú: Panel de Proveedor' })
    .getByRole('link', { name: 'Solicitudes' })
    .click();
  const near = page.getByRole('article', { name: `Limpieza cerca ${tag}` });
  await expect(near).toBeVisible();
  await expect(page.getByRole('article', { name: `Limpieza lejos ${tag}` })).toHaveCount(0);
  await expect(page.getByText('Elige un plan para aplicar')).toBeVisible();
  await expect(near.getByRole('link', { name: 'Aplicar' })).toHaveAttribute('href', '/proveedor/suscripcion');
  for (const text of [
    'Limpieza del Hogar',
    '$500 - $1,000',
    'Efectivo',
    '1 de mayo de 2030',
    'Del Carmen, Coyoacán',
    'km',
    // The customer by first name and initial, never from the e-mail address.
    'Carmen R.',
  ]) {
    await expect(near).toContainText(text);
  }

  await subscribeByApi(page, 'basic');
  await approveOwnVerification(page.request);
  await page.reload();
  await near.getByRole('button', { name: 'Aplicar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aplicar a la solicitud' });
  const send = dialog.getByRole('button', { name: 'Enviar propuesta' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Precio (MXN)').fill('850');
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Mensaje').fill('Puedo ir el sábado por la mañana con mis productos.');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(toast(page, 'Aplicación enviada')).toContainText('Tu propuesta ha sido enviada exitosamente.');
  await expect(dialog).toBeHidden();
  await expect(near).toContainText('Propuesta enviada: $850');
  await expect(near.getByRole('button', { name: 'Aplicar' })).toHaveCount(0);
});

test('a request outside every provider’s area shows the empty state', async ({ page }) => {
  await signUp(page, 'provider');
  await saveAreaByApi(page, COMITAN, 1);
  await page.goto('/proveedor/solicitudes');
  await expect(page.getByRole('heading', { name: 'Sin solicitudes' })).toBeVisible();
  await expect(
    page.getByText('No hay solicitudes disponibles en tu área de servicio en este momento.'),
  ).toBeVisible();
});

test('the apply dialog starts empty again after it is cancelled', async ({ page, playwright }) => {
  const title = `Ventanas ${randomUUID().slice(0, 6)}`;
  await publishAsNewCustomer(playwright, [{ title, location: NEAR_COYOACAN }]);

  await signUpServingProvider(page, NEAR_COYOACAN, 'premium');
  await page.goto('/proveedor/solicitudes');
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Aplicar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aplicar a la solicitud' });
  await dialog.getByLabel('Precio (MXN)').fill('600');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await card.getByRole('button', { name: 'Aplicar' }).click();
  await expect(dialog.getByLabel('Precio (MXN)')).toHaveValue('');
});

test('the list comes 20 at a time; "Ver más solicitudes" adds the next ones and moves focus to them', async ({
  page,
  playwright,
}) => {
  const tag = randomUUID().slice(0, 6);
  const titles = Array.from({ length: 23 }, (_, i) => `Lote ${tag} n.º ${i + 1}`);
  await publishAsNewCustomer(
    playwright,
    titles.map((title) => ({ title, location: VALLADOLID })),
  );

  await signUp(page, 'provider');
  await saveAreaByApi(page, VALLADOLID, 1);
  await page.goto('/proveedor/solicitudes');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(20);
  await expect(cards.first()).toHaveAccessibleName(titles[22]!);
  await expect(page.getByText('Estas son todas las solicitudes abiertas de tu área.')).toHaveCount(0);

  const more = page.getByRole('button', { name: 'Ver más solicitudes' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(23);
  await expect(cards.last()).toHaveAccessibleName(titles[0]!);
  await expect(page.getByRole('heading', { name: titles[2]! })).toBeFocused();
  await expect(more).toHaveCount(0);
  await expect(page.getByText('Estas son todas las solicitudes abiertas de tu área.')).toBeVisible();
});
