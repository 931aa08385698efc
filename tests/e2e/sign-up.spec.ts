import { createAccount, expect, PANEL, PASSWORD, test, uniqueEmail } from './support/fixtures';

const ROLES = [
  { role: 'client', label: 'Cliente' },
  { role: 'provider', label: 'Proveedor de Servicios' },
] as const;

for (const { role, label } of ROLES) {
  test(`a new ${role} signs up, lands on / and Mi Cuenta opens the ${role} panel`, async ({ page }) => {
    const email = uniqueEmail(role);
    await page.goto('/registro');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
    await page.getByLabel('Tipo de usuario').selectOption({ label });

    const signUpRequest = page.waitForRequest('**/api/auth/sign-up/email');
    await page.getByRole('button', { name: 'Registrarse' }).click();
    // confirmPassword is a form field only.
    expect((await signUpRequest).postDataJSON()).toEqual({ email, password: PASSWORD, userType: role });

    await expect(page).toHaveURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Mi Cuenta' }).click();
    await expect(page).toHaveURL((url) => url.pathname === PANEL[role]);
    await expect(page.getByRole('main')).toContainText(email);
  });
}

test('sign-up shows every validation message under its field', async ({ page }) => {
  await page.goto('/registro');
  await page.getByRole('button', { name: 'Registrarse' }).click();

  const email = page.getByLabel('Correo electrónico');
  await expect(page.getByText('Correo electrónico inválido')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Correo electrónico inválido');
  await expect(page.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
  await expect(page.getByText('Por favor selecciona un tipo de usuario')).toBeVisible();

  await page.getByLabel('Correo electrónico').fill(uniqueEmail());
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(`${PASSWORD}x`);
  await page.getByLabel('Tipo de usuario').selectOption('client');
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByLabel('Confirmar contraseña')).toHaveAccessibleDescription(
    'Las contraseñas no coinciden',
  );
});

test('the user-type select starts on its placeholder and offers Cliente and Proveedor de Servicios', async ({
  page,
}) => {
  await page.goto('/registro');
  const select = page.getByLabel('Tipo de usuario');
  await expect(select.locator('option:checked')).toHaveText('Selecciona un tipo de usuario');
  await expect(select.locator('option:not([disabled])')).toHaveText(['Cliente', 'Proveedor de Servicios']);
});

test('each password field has its own show/hide toggle', async ({ page }) => {
  await page.goto('/registro');
  const toggles = page.getByRole('button', { name: 'Mostrar contraseña' });
  await expect(toggles).toHaveCount(2);
  await toggles.first().click();
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAttribute('type', 'text');
  await expect(page.getByLabel('Confirmar contraseña')).toHaveAttribute('type', 'password');
  await expect(page.getByRole('button', { name: 'Ocultar contraseña' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('signing up with an e-mail that already has an account shows the sign-up banner', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request, 'client');
  await page.goto('/registro');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await page.getByLabel('Tipo de usuario').selectOption('client');
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByRole('alert')).toHaveText('Error al crear la cuenta. Por favor, intenta de nuevo.');
  await expect(page).toHaveURL((url) => url.pathname === '/registro');
});

test('the sign-up page links to /login, /terminos and /privacidad', async ({ page }) => {
  await page.goto('/registro');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');
  await expect(main.getByRole('link', { name: 'Términos y Condiciones' })).toHaveAttribute(
    'href',
    '/terminos',
  );
  await expect(main.getByRole('link', { name: 'Aviso de Privacidad' })).toHaveAttribute(
    'href',
    '/privacidad',
  );
});
