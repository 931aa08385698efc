import { expect, signUp, test } from './support/fixtures';

// Content-only pages ship without React: src/web/enhance does the header's and footer's work there.

test('content-only pages load one small script and no React', async ({ request }) => {
  for (const path of ['/', '/servicios', '/para-proveedores', '/blog']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('type="module"');
    expect(html, path).not.toContain('modulepreload');
    const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts, path).toEqual([expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/)]);
  }
});

test('while the session is unknown the account links keep their place, hidden from everyone', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/get-session', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toHaveCount(0);
  release();
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Registrarse' })).toBeVisible();
});

test('a signed-in provider sees Mi Cuenta to the provider panel and signs out back to /', async ({
  page,
}) => {
  await signUp(page, 'provider');
  await page.goto('/como-funciona');
  await expect(page.getByRole('link', { name: 'Mi Cuenta' })).toHaveAttribute('href', '/proveedor');
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toHaveCount(0);

  const signOut = page.waitForRequest('**/api/auth/sign-out');
  await page.getByRole('button', { name: 'Cerrar Sesión', exact: true }).click();
  expect((await signOut).postDataJSON()).toEqual({});
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
});

test('a signed-in client finds Mi Cuenta in the mobile menu, which opens the client panel', async ({
  page,
}) => {
  await signUp(page, 'client');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/blog');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('navigation', { name: 'Menú móvil' });
  await menu.getByRole('link', { name: 'Mi Cuenta' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/cliente');
  await expect(page.getByRole('heading', { name: 'Resumen' })).toBeVisible();
});

test('the mobile menu of a page without React closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/preguntas-frecuentes');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('navigation', { name: 'Menú móvil' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
});

test('the copyright year of a page without React is today’s', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-03-15T12:00:00-06:00'));
  await page.goto('/sobre-nosotros');
  await expect(page.getByRole('contentinfo')).toContainText('© 2031 LimpiaHogar');
});
