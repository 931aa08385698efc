import { expect, signUp, test } from './support/fixtures';

test('the mobile menu opens with Abrir menú and closes when a link is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Abrir menú' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();

  const menu = page.getByRole('navigation', { name: 'Menú móvil' });
  await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Servicios', 'Cómo Funciona', 'Para Proveedores', 'Iniciar Sesión', 'Registrarse']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Cómo Funciona' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/como-funciona');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
});

test('the navigation bar shows the public links and the signed-out actions', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Servicios' })).toHaveAttribute('href', '/servicios');
  await expect(nav.getByRole('link', { name: 'Cómo Funciona' })).toHaveAttribute('href', '/como-funciona');
  await expect(nav.getByRole('link', { name: 'Para Proveedores' })).toHaveAttribute(
    'href',
    '/para-proveedores',
  );
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/registro');
});

test('an unknown path answers 404 with the Spanish not-found page', async ({ page }) => {
  const response = await page.goto('/esta-pagina-no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByText('La página que buscas no existe o cambió de dirección.')).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('an unknown panel page shows the not-found message inside the panel', async ({ page }) => {
  await signUp(page, 'client');
  await page.goto('/cliente/no-existe');
  await expect(page.getByRole('heading', { name: 'Mi Panel' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
});

test('the footer has its sections and the current year, and no social links unless configured', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    ['Sobre Nosotros', '/sobre-nosotros'],
    ['Blog', '/blog'],
    ['Preguntas Frecuentes', '/preguntas-frecuentes'],
    ['Contacto', '/contacto'],
    ['Privacidad', '/privacidad'],
    ['Términos', '/terminos'],
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
  }
  // The journeys' build sets no SOCIAL_*_URL: no column, and never a link to a network's home page.
  await expect(footer.getByRole('heading', { name: 'Redes Sociales' })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: /Facebook|Instagram/ })).toHaveCount(0);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} LimpiaHogar`);
});

test('the panel menu lists Resumen and the security page for each role', async ({ page }) => {
  await signUp(page, 'provider');
  await page.goto('/proveedor');
  const menu = page.getByRole('navigation', { name: 'Menú: Panel de Proveedor' });
  await expect(page.getByRole('heading', { name: 'Panel de Proveedor' })).toBeVisible();
  await menu.getByRole('link', { name: 'Configuración' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/proveedor/configuracion');
  await expect(page.getByRole('heading', { name: 'Configuración', level: 2 })).toBeVisible();
});

test('the copyright year is today’s, even when the page was prerendered in an earlier year', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2031-03-15T12:00:00-06:00'));
  await page.goto('/contacto');
  await expect(page.getByRole('contentinfo')).toContainText('© 2031 LimpiaHogar');
});

test('account pages fit a 320 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  for (const path of ['/login', '/registro', '/reset-password']) {
    await page.goto(path);
    await fits();
  }
  await signUp(page, 'provider');
  for (const path of ['/proveedor', '/proveedor/configuracion']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await fits();
  }
});
