import { createUnconfirmedAccount, expect, login, PASSWORD, signOut, test } from './support/fixtures';
import { messagesTo, readVerificationLink } from './support/outbox';

test('login shows the validation messages of SPEC §5', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription(
    'Correo electrónico inválido',
  );
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAccessibleDescription(
    'La contraseña debe tener al menos 6 caracteres',
  );

  await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
  await page.getByLabel('Contraseña', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByText('Correo electrónico inválido')).toBeVisible();
  await expect(page.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
});

test('a wrong password shows the banner, which is cleared when the next attempt starts', async ({
  page,
  clientAccount,
}) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(clientAccount.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-contraseña');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  const banner = page.getByRole('alert');
  await expect(banner).toHaveText('Credenciales inválidas. Por favor, intenta de nuevo.');

  await page.getByLabel('Contraseña', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(banner).toBeHidden();
});

test('an account whose e-mail is not confirmed is told so, gets a new link, and the link signs it in', async ({
  page,
  request,
}) => {
  const account = await createUnconfirmedAccount(request, 'provider');
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Confirma tu correo electrónico para iniciar sesión. Te enviamos un nuevo enlace.',
  );
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('link', { name: 'Iniciar Sesión', exact: true })).toBeVisible();

  // One link from sign-up, one from this attempt.
  await expect.poll(async () => (await messagesTo(account.email)).length).toBe(2);
  await page.goto(await readVerificationLink(account.email));
  await expect(page).toHaveURL((url) => url.pathname === '/proveedor');
  await expect(page.getByRole('link', { name: 'Mi Cuenta' })).toBeVisible();
});

test('a rate-limited login shows the server message instead of the generic banner', async ({ page }) => {
  const message = 'Demasiados intentos. Espera unos minutos e intenta de nuevo.';
  await page.route('**/api/auth/sign-in/email', (route) =>
    route.fulfill({ status: 429, json: { error: { code: 'RATE_LIMITED', message } } }),
  );
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill('alguien@example.com');
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByRole('alert')).toHaveText(message);
});

test('the button reads Cargando... and is disabled while signing in', async ({ page, clientAccount }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/sign-in/email', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(clientAccount.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(clientAccount.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByRole('button', { name: 'Cargando...' })).toBeDisabled();
  release();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('the password toggle shows and hides the password', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Contraseña', { exact: true });
  await password.fill('secreta');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('the login page has the links, the hero image and only true claims', async ({ page }) => {
  await page.goto('/login');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/registro');
  await expect(main.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
    'href',
    '/reset-password',
  );
  await expect(main.getByRole('img', { name: /casa limpia/ })).toBeVisible();
  // Only what is true on any install: no user counts, no average, no '24/7' (support keeps office hours).
  await expect(main.getByText('Reseñas reales')).toBeVisible();
  await expect(main.getByText('de aviso para cancelar sin costo')).toBeVisible();
  await expect(main.getByText('Lun–Sáb')).toBeVisible();
  for (const invented of ['+10 mil', '4.8 de 5', '24/7'])
    await expect(main.getByText(invented)).toHaveCount(0);
});

test('a person signs in, lands on / and signs out back to /', async ({ page, clientAccount }) => {
  await login(page, clientAccount.email, clientAccount.password);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Mi Cuenta' })).toBeVisible();

  await page.goto('/cliente');
  await signOut(page);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/cliente');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

test('a failed sign-out still ends the local session', async ({ page, clientAccount }) => {
  await login(page, clientAccount.email, clientAccount.password);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.route('**/api/auth/sign-out', (route) =>
    route.fulfill({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'No encontrado' } } }),
  );
  await page.goto('/cliente');
  await signOut(page);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect(errors.some((text) => text.includes('Sign-out request failed'))).toBe(true);
});

test.describe('before the app has loaded', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered forms cannot be submitted natively, so a password never ends up in a URL', async ({
    page,
  }) => {
    for (const [path, name] of [
      ['/login', 'Iniciar Sesión'],
      ['/registro', 'Registrarse'],
      ['/reset-password', 'Enviar Instrucciones'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('button', { name, exact: true })).toBeDisabled();
    }
  });
});
