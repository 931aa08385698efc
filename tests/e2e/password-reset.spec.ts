import { expect, login, test, toast, uniqueEmail } from './support/fixtures';
import { readResetLink } from './support/outbox';

const NEW_PASSWORD = 'otra-clave-nueva-789';

test('a person resets the password through the e-mailed link, and the link works only once', async ({
  page,
  clientAccount,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  // Both pages have an e-mail field: wait for the reset form before typing.
  await expect(page.getByRole('heading', { name: 'Restablecer contraseña' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(clientAccount.email);
  await page.getByRole('button', { name: 'Enviar Instrucciones' }).click();

  await expect(toast(page, 'Correo enviado')).toContainText(
    'Revisa tu bandeja de entrada para restablecer tu contraseña.',
  );
  await expect(page).toHaveURL((url) => url.pathname === '/login');

  const link = await readResetLink(clientAccount.email);
  expect(new URL(link).pathname).toBe('/reset-password');
  await page.goto(link);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar nueva contraseña').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(toast(page, 'Contraseña actualizada')).toBeVisible();

  await login(page, clientAccount.email, NEW_PASSWORD);
  await expect(page.getByRole('link', { name: 'Mi Cuenta' })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar Sesión', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();

  await page.goto(link);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar nueva contraseña').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'El enlace para restablecer tu contraseña expiró o ya fue utilizado. Solicita uno nuevo para continuar.',
  );
  await page.getByRole('link', { name: 'Solicitar un nuevo enlace' }).click();
  await expect(page.getByRole('button', { name: 'Enviar Instrucciones' })).toBeVisible();
});

test('an unknown e-mail gets the same answer as a known one', async ({ page }) => {
  await page.goto('/reset-password');
  await page.getByLabel('Correo electrónico').fill(uniqueEmail('nadie'));
  await page.getByRole('button', { name: 'Enviar Instrucciones' }).click();
  await expect(toast(page, 'Correo enviado')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

test('the reset request validates the e-mail and links back to /login', async ({ page }) => {
  await page.goto('/reset-password');
  await page.getByLabel('Correo electrónico').fill('sin-arroba');
  await page.getByRole('button', { name: 'Enviar Instrucciones' }).click();
  await expect(page.getByText('Correo electrónico inválido')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Volver a Iniciar Sesión' })).toHaveAttribute(
    'href',
    '/login',
  );
});

test('a failed reset request shows the destructive toast', async ({ page }) => {
  await page.route('**/api/auth/request-password-reset', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }),
  );
  await page.goto('/reset-password');
  await page.getByLabel('Correo electrónico').fill(uniqueEmail());
  await page.getByRole('button', { name: 'Enviar Instrucciones' }).click();
  await expect(toast(page, 'Error')).toContainText('No se pudo enviar el correo de restablecimiento.');
  await expect(page).toHaveURL((url) => url.pathname === '/reset-password');
});
