import { expect, login, signOut, signUp, test, toast } from './support/fixtures';
import { totpCode } from './support/totp';

test('a person enrols an authenticator app and then signs in with a code or a backup code', async ({
  page,
}) => {
  const account = await signUp(page, 'client');
  await page.goto('/cliente/seguridad');
  await expect(page.getByRole('heading', { name: 'Seguridad' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Verificación en dos pasos' });

  await card.getByRole('button', { name: 'Activar' }).click();
  await card.getByLabel('Contraseña actual').fill('no-es-la-mia');
  await card.getByRole('button', { name: 'Continuar' }).click();
  await expect(card.getByLabel('Contraseña actual')).toHaveAccessibleDescription(
    'La contraseña actual no es correcta.',
  );
  await card.getByLabel('Contraseña actual').fill(account.password);
  await card.getByRole('button', { name: 'Continuar' }).click();

  await expect(
    page.getByRole('img', { name: 'Código QR para tu aplicación de autenticación' }),
  ).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  const backupCodes = await page
    .getByRole('list', { name: 'Códigos de respaldo' })
    .getByRole('listitem')
    .allInnerTexts();
  expect(backupCodes.length).toBeGreaterThan(0);

  await page.getByLabel('Código de verificación').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirmar y activar' }).click();
  await expect(toast(page, 'La verificación en dos pasos está activada.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Desactivar' })).toBeVisible();
  await signOut(page);

  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  const codeField = page.getByLabel('Código de verificación');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await codeField.fill(wrongCode(totpCode(secret)));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'El código no es válido. Revisa tu aplicación e intenta de nuevo.',
  );
  // The next 30-second step is inside the server's tolerance window and differs from the one used to enrol.
  await codeField.fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Mi Cuenta' })).toBeVisible();
  await signOut(page);

  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.getByRole('button', { name: 'Usar un código de respaldo' }).click();
  await page.getByLabel('Código de respaldo').fill(backupCodes[0]!);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('link', { name: 'Mi Cuenta' })).toBeVisible();
});

test('a person with two-factor on can renew backup codes and turn it off', async ({ page }) => {
  const account = await signUp(page, 'provider');
  await page.goto('/proveedor/configuracion');
  const card = page.getByRole('region', { name: 'Verificación en dos pasos' });
  await card.getByRole('button', { name: 'Activar' }).click();
  await card.getByLabel('Contraseña actual').fill(account.password);
  await card.getByRole('button', { name: 'Continuar' }).click();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel('Código de verificación').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirmar y activar' }).click();
  await expect(page.getByText('Activada', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Generar nuevos códigos de respaldo' }).click();
  await card.getByLabel('Contraseña actual').fill(account.password);
  await page.getByRole('button', { name: 'Generar códigos' }).click();
  await expect(
    page.getByRole('list', { name: 'Códigos de respaldo' }).getByRole('listitem').first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Listo' }).click();

  await card.getByRole('button', { name: 'Desactivar' }).click();
  await card.getByLabel('Contraseña actual').fill(account.password);
  await card.getByRole('button', { name: 'Desactivar' }).click();
  await expect(toast(page, 'La verificación en dos pasos está desactivada.')).toBeVisible();
  await expect(page.getByText('Desactivada', { exact: true })).toBeVisible();

  await signOut(page);
  await login(page, account.email, account.password);
  await expect(page.getByRole('link', { name: 'Mi Cuenta' })).toBeVisible();
});

function wrongCode(code: string): string {
  return code
    .split('')
    .map((digit) => String((Number(digit) + 1) % 10))
    .join('');
}
