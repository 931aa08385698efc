import { expect, signUp, test, toast } from './support/fixtures';

// A 1×1 PNG: small enough for any limit, real enough for the server to resize.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a provider offers services with a price per hour each, and they stay after a reload', async ({
  page,
}) => {
  await signUp(page, 'provider');
  await page.goto('/proveedor/servicios');
  const home = page.getByRole('group', { name: 'Limpieza del Hogar' });
  await home.getByLabel('Lo ofrezco').check();
  await page.getByRole('button', { name: 'Guardar servicios' }).click();
  await expect(home.getByLabel('Precio por hora')).toHaveAccessibleDescription(
    /El precio por hora debe ser de \$1 a \$10,000/,
  );
  await home.getByLabel('Precio por hora').fill('95');
  await page.getByRole('button', { name: 'Guardar servicios' }).click();
  await expect(toast(page, 'Servicios actualizados')).toBeVisible();

  await page.reload();
  await expect(home.getByLabel('Lo ofrezco')).toBeChecked();
  await expect(home.getByLabel('Precio por hora')).toHaveValue('95');
  await expect(page.getByRole('group', { name: 'Lavandería' }).getByLabel('Lo ofrezco')).not.toBeChecked();
});

test('a provider edits the public profile with a live preview and uploads a photo', async ({ page }) => {
  await signUp(page, 'provider');
  await page.goto('/proveedor/perfil');
  const preview = page.getByRole('region', { name: 'Vista previa' });
  await page.getByLabel('Nombre público').fill('Limpiezas Rocío');
  await page.getByLabel('Teléfono').fill('5512345678');
  await page.getByLabel('Años de experiencia').fill('7');
  await page
    .getByLabel('Sobre ti')
    .fill('Limpieza profunda de casas y departamentos en el sur de la ciudad.');
  await expect(preview).toContainText('Limpiezas Rocío');
  await expect(preview).toContainText('7 años de experiencia');
  await page.getByRole('button', { name: 'Guardar perfil' }).click();
  await expect(toast(page, 'Perfil actualizado')).toBeVisible();

  const photo = page.getByLabel('Foto de perfil');
  await photo.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expect(photo).toHaveAccessibleDescription(/La foto debe ser una imagen JPG, PNG o WebP/);
  await photo.setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: PNG });
  await expect(preview.locator('img')).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Subir foto' }).click();
  await expect(toast(page, 'Tu foto de perfil quedó guardada.')).toBeVisible();
  await expect(preview.locator('img')).toHaveAttribute('src', /^\/api\/providers\//);

  await page.reload();
  await expect(page.getByLabel('Nombre público')).toHaveValue('Limpiezas Rocío');
  await expect(preview.locator('img')).toHaveAttribute('src', /^\/api\/providers\//);
});

test('a provider starts from Monday to Saturday, 9 to 6, and an end before the start is refused', async ({
  page,
}) => {
  await signUp(page, 'provider');
  await page.goto('/proveedor/disponibilidad');
  const monday = page.getByRole('group', { name: 'Lunes, horario 1' });
  await expect(monday.getByLabel('Desde')).toHaveValue('09:00');
  await expect(monday.getByLabel('Hasta')).toHaveValue('18:00');
  await expect(page.getByRole('group', { name: 'Domingo' })).toContainText('No disponible este día.');
  await monday.getByLabel('Desde').fill('10:00');
  await monday.getByLabel('Hasta').fill('09:00');
  await page.getByRole('button', { name: 'Guardar horario' }).click();
  await expect(monday.getByLabel('Hasta')).toHaveAccessibleDescription(
    /La hora de inicio debe ser anterior a la de fin/,
  );
  await monday.getByLabel('Hasta').fill('17:30');
  await page.getByRole('button', { name: 'Guardar horario' }).click();
  await expect(toast(page, 'Disponibilidad actualizada')).toBeVisible();

  await page.reload();
  await expect(monday.getByLabel('Desde')).toHaveValue('10:00');
  await expect(monday.getByLabel('Hasta')).toHaveValue('17:30');
});

test('the e-mail preference for new requests is saved from Configuración', async ({ page }) => {
  await signUp(page, 'provider');
  await page.goto('/proveedor/configuracion');
  const preference = page.getByLabel('Avísame de nuevas solicitudes en mi zona');
  const initial = await preference.isChecked();
  await preference.setChecked(!initial);
  await expect(toast(page, 'Guardamos tu preferencia de correos.')).toBeVisible();
  await page.reload();
  await expect(preference).toBeChecked({ checked: !initial });
});
