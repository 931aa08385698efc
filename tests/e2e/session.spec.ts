import { BASE_URL } from './support/env';
import { expect, login, signUp, test, toast } from './support/fixtures';
import { createOperatorApi } from './support/operator';

test('a session revoked from another device returns this tab to signed-out without a reload', async ({
  page,
  browser,
}) => {
  const account = await signUp(page, 'client');

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await login(other, account.email, account.password);
  await other.goto('/cliente');
  await expect(other.getByRole('heading', { name: 'Resumen' })).toBeVisible();
  await other.evaluate(() => ((window as unknown as { marker: string }).marker = 'sin-recargar'));

  await page.goto('/cliente/seguridad');
  await page.getByRole('button', { name: 'Cerrar sesión en otros dispositivos' }).click();
  await expect(toast(page, 'Cerramos tu sesión en los demás dispositivos.')).toBeVisible();

  // Coming back to the tab fires `visibilitychange`, which re-checks the session.
  await other.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(other).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirectTo') === '/cliente',
  );
  await expect(other.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
  expect(await other.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('sin-recargar');
  await otherContext.close();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Seguridad' })).toBeVisible();
});

test('a person suspended while their panel is open lands on /login at once, which says the account is suspended', async ({
  page,
  playwright,
}) => {
  test.slow(); // An operator with two-factor authentication, through the API.
  await signUp(page, 'provider');
  await page.goto('/proveedor');
  await expect(page.getByRole('heading', { name: 'Resumen' })).toBeVisible();
  const { user } = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { id: string };
  };

  const operator = await playwright.request.newContext({ baseURL: BASE_URL });
  await createOperatorApi(operator);
  const suspended = await operator.post(`/api/operator/users/${user.id}/suspend`, {
    data: { reason: 'Reportes repetidos de cobros indebidos.' },
  });
  expect(suspended.status(), await suspended.text()).toBe(200);
  await operator.dispose();

  // Without a step of theirs: the live stream says the session ended, and the session read again says why.
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('alert')).toHaveText(
    'Tu cuenta está suspendida. Si crees que es un error, escríbenos desde la página de Contacto.',
  );
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
});

test('changing the password with the wrong current one says so under the field', async ({ page }) => {
  await signUp(page, 'client');
  await page.goto('/cliente/seguridad');
  const form = page.getByRole('region', { name: 'Cambiar contraseña' });
  await form.getByLabel('Contraseña actual').fill('incorrecta-123');
  await form.getByLabel('Nueva contraseña', { exact: true }).fill('nueva-clave-456');
  await form.getByLabel('Confirmar nueva contraseña').fill('nueva-clave-456');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(form.getByLabel('Contraseña actual')).toHaveAccessibleDescription(
    'La contraseña actual no es correcta.',
  );
});

test('a person changes the password and signs in with the new one', async ({ page }) => {
  const account = await signUp(page, 'provider');
  await page.goto('/proveedor/configuracion');
  const form = page.getByRole('region', { name: 'Cambiar contraseña' });
  await form.getByLabel('Contraseña actual').fill(account.password);
  await form.getByLabel('Nueva contraseña', { exact: true }).fill('nueva-clave-456');
  await form.getByLabel('Confirmar nueva contraseña').fill('nueva-clave-456');
  await expect(form.getByLabel('Cerrar sesión en los demás dispositivos')).toBeChecked();
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(toast(page, 'Tu contraseña se actualizó correctamente.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Configuración', level: 2 })).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar Sesión', exact: true }).click();
  await login(page, account.email, 'nueva-clave-456');
  await expect(page.getByRole('link', { name: 'Mi Cuenta' })).toBeVisible();
});
