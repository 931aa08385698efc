import type { Page } from '@playwright/test';
import { apiMessages } from '#shared/common-messages';
import { authMessages } from '#shared/auth-messages';
import {
  createAccount,
  createUnconfirmedAccount,
  expect,
  PANEL,
  PASSWORD,
  test,
  toast,
  uniqueEmail,
  type Role,
} from './support/fixtures';
import { BASE_URL, E2E_PORT } from './support/env';
import { messagesTo, readVerificationLink } from './support/outbox';

const ROLES = [
  { role: 'client', label: 'Cliente' },
  { role: 'provider', label: 'Proveedor de Servicios' },
] as const;

// `origin`: where the visitor opened the site; the journeys' base URL (localhost) unless given.
async function fillSignUp(page: Page, email: string, label: string, origin = '') {
  await page.goto(`${origin}/registro`);
  await page.getByLabel('Nombre completo').fill('Ana Sofía Pérez');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await page.getByLabel('Tipo de usuario').selectOption({ label });
}

async function expectCheckEmail(page: Page, email: string) {
  await expect(page).toHaveURL((url) => url.pathname === '/verificar-correo' && url.search === '');
  const heading = page.getByRole('heading', { level: 1, name: 'Revisa tu correo' });
  await expect(heading).toBeFocused();
  await expect(page.getByRole('main')).toContainText(`Te enviamos un correo a: ${email}`);
}

for (const { role, label } of ROLES) {
  test(`a new ${role} signs up, is asked to check the inbox, and the e-mailed link opens the ${role} panel signed in`, async ({
    page,
  }) => {
    const email = uniqueEmail(role);
    await fillSignUp(page, email, label);
    const signUpRequest = page.waitForRequest('**/api/auth/sign-up/email');
    await page.getByRole('button', { name: 'Registrarse' }).click();
    // confirmPassword is a form field only.
    expect((await signUpRequest).postDataJSON()).toEqual({
      fullName: 'Ana Sofía Pérez',
      email,
      password: PASSWORD,
      userType: role,
    });

    await expectCheckEmail(page, email);
    await expect(page.getByRole('link', { name: 'Iniciar Sesión', exact: true })).toBeVisible();

    await page.goto(await readVerificationLink(email));
    await expect(page).toHaveURL((url) => url.pathname === PANEL[role as Role]);
    // Greeted by first name, never by the e-mail address.
    await expect(page.getByRole('main')).toContainText('Hola, Ana.');
    await expect(page.getByRole('main')).not.toContainText(email);
    await expect(page.getByRole('link', { name: 'Mi Cuenta' })).toBeVisible();
  });
}

test('a visitor who opened the site at http://127.0.0.1 instead of localhost signs up and is asked to check the inbox', async ({
  page,
}) => {
  // The server's APP_URL is localhost; outside production its other loopback names on the same port may write.
  const loopback = BASE_URL.replace('//localhost:', '//127.0.0.1:');
  const email = uniqueEmail('loopback');
  await fillSignUp(page, email, 'Cliente', loopback);
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expectCheckEmail(page, email);
  expect(new URL(page.url()).host).toBe(`127.0.0.1:${E2E_PORT}`);
  await expect(page.getByRole('main')).not.toContainText(authMessages.signUpFailed);
  // The account exists: its confirmation link was e-mailed.
  await readVerificationLink(email);
});

test("a visitor who opened the site at another address than the server's reads the server's own refusal, not a generic failure", async ({
  playwright,
  launchOptions,
}) => {
  // Another name for this machine, as a newcomer might use (a LAN name or address): outside loopback, the
  // server refuses writes from any origin but APP_URL's, and says so.
  const host = 'otra-direccion.test';
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${host} 127.0.0.1`],
  });
  try {
    const page = await browser.newPage({ locale: 'es-MX' });
    const email = uniqueEmail('otro-origen');
    await fillSignUp(page, email, 'Cliente', `http://${host}:${E2E_PORT}`);
    const refused = page.waitForResponse('**/api/auth/sign-up/email');
    await page.getByRole('button', { name: 'Registrarse' }).click();
    expect((await refused).status()).toBe(403);
    await expect(page.getByRole('alert')).toHaveText(apiMessages.invalidOrigin);
    await expect(page.getByRole('main')).not.toContainText(authMessages.signUpFailed);
    await expect(page).toHaveURL((url) => url.pathname === '/registro');
  } finally {
    await browser.close();
  }
});

test('what a visitor fills in while the page is still loading is kept, the user type too', async ({
  page,
}) => {
  // The scripts arrive late, as on a slow phone: the visitor fills the prerendered form before React takes it
  // over. The select's choice used to be reset then, and 'Registrarse' asked for it again.
  await page.route('**/assets/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await route.continue();
  });
  await page.goto('/registro', { waitUntil: 'commit' });
  const email = uniqueEmail('temprano');
  await page.getByLabel('Nombre completo').fill('Ana Sofía Pérez');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await page.getByLabel('Tipo de usuario').selectOption({ label: 'Proveedor de Servicios' });
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel('Tipo de usuario')).toHaveValue('provider');
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expectCheckEmail(page, email);
});

test("'Revisa tu correo' survives a reload, and 'Reenviar correo' sends another link with a toast", async ({
  page,
}) => {
  const email = uniqueEmail('reenvio');
  await fillSignUp(page, email, 'Cliente');
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expectCheckEmail(page, email);
  await readVerificationLink(email);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(email);

  await page.getByRole('button', { name: 'Reenviar correo' }).click();
  await expect(toast(page, 'Correo reenviado')).toContainText(
    'Si tu cuenta aún no está confirmada, recibirás un nuevo enlace en unos minutos.',
  );
  await expect.poll(async () => (await messagesTo(email)).length).toBe(2);
  await page.goto(await readVerificationLink(email));
  await expect(page).toHaveURL((url) => url.pathname === '/cliente');
});

test('signing up with an e-mail that already has an account looks like any sign-up; the owner is told by e-mail', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request, 'client');
  await fillSignUp(page, email, 'Cliente');
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expectCheckEmail(page, email);
  await expect.poll(async () => (await messagesTo(email))[0]).toMatch(/^Subject: Ya tienes una cuenta$/m);
});

test('an expired link lands on a page that says so and sends a new one', async ({ page }) => {
  await page.goto('/verificar-correo?error=TOKEN_EXPIRED');
  await expect(page.getByRole('heading', { level: 1, name: 'El enlace venció' })).toBeFocused();
  const email = uniqueEmail('vencido');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar un nuevo enlace' }).click();
  await expectCheckEmail(page, email);
});

test('a damaged link lands on /verificar-correo with a clear message and does not sign in', async ({
  page,
  request,
}) => {
  const { email } = await createUnconfirmedAccount(request, 'client');
  const link = await readVerificationLink(email);
  await page.goto(link.replace(/token=[^&]{6}/, 'token=dañado'));
  await expect(page).toHaveURL(
    (url) => `${url.pathname}${url.search}` === '/verificar-correo?error=INVALID_TOKEN',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'El enlace no es válido' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar Sesión', exact: true })).toBeVisible();
});

test('sign-up shows every validation message under its field', async ({ page }) => {
  await page.goto('/registro');
  await page.getByRole('button', { name: 'Registrarse' }).click();

  const fullName = page.getByLabel('Nombre completo');
  await expect(fullName).toHaveAccessibleDescription(/El nombre es requerido/);
  await fullName.fill('A');
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(fullName).toHaveAccessibleDescription(/El nombre debe tener al menos 2 caracteres/);
  await fullName.fill('Ana <b>');
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(fullName).toHaveAccessibleDescription(/Usa sólo letras, espacios, apóstrofos y guiones/);
  await fullName.fill('Ana Sofía Pérez');

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
