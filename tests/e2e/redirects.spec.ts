import { GUEST_PATHS } from '#shared/site-map';
import { expect, login, PANEL, signUp, test } from './support/fixtures';

const atPath = (path: string) => (url: URL) => `${url.pathname}${url.search}` === path;

for (const target of ['/cliente', '/proveedor/configuracion']) {
  test(`a guest opening ${target} is sent to /login and comes back after signing in`, async ({
    page,
    browser,
  }) => {
    const role = target.startsWith('/cliente') ? 'client' : 'provider';
    const owner = await browser.newContext();
    const account = await signUp(await owner.newPage(), role);
    await owner.close();

    await page.goto(target);
    await expect(page).toHaveURL(atPath(`/login?redirectTo=${encodeURIComponent(target)}`));
    await login(page, account.email, account.password);
    await expect(page).toHaveURL(atPath(target));
  });
}

test('a panel shows the checking message while the session resolves', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/get-session', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/cliente');
  await expect(page.getByRole('status')).toHaveText('Verificando tu sesión...');
  release();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

for (const role of ['client', 'provider'] as const) {
  test(`a signed-in ${role} visiting guest-only pages goes to the ${role} panel`, async ({ page }) => {
    await signUp(page, role);
    for (const path of GUEST_PATHS) {
      await page.goto(path);
      await expect(page).toHaveURL(atPath(PANEL[role]));
    }
  });
}

test('a client opening the provider panel is sent to /cliente, and a provider the other way', async ({
  page,
  browser,
}) => {
  await signUp(page, 'client');
  await page.goto('/proveedor');
  await expect(page).toHaveURL(atPath('/cliente'));

  const providerContext = await browser.newContext();
  const providerPage = await providerContext.newPage();
  await signUp(providerPage, 'provider');
  await providerPage.goto('/cliente/seguridad');
  await expect(providerPage).toHaveURL(atPath('/proveedor'));
  await providerContext.close();
});

test('redirectTo only accepts same-origin paths', async ({ page, clientAccount }) => {
  await page.goto('/login?redirectTo=//evil.example.com/robar');
  await login(page, clientAccount.email, clientAccount.password);
  await expect(page).toHaveURL(atPath('/'));
});

test('a redirectTo with a tab inside signs the person in and stays on this site', async ({
  page,
  clientAccount,
}) => {
  await page.goto('/login?redirectTo=%2F%09%2Fevil.example');
  await login(page, clientAccount.email, clientAccount.password);
  await expect(page).toHaveURL(atPath('/'));
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Mi Cuenta' })).toBeVisible();
});
