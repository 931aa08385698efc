import { expect, signUp, test } from './support/fixtures';
import { COYOACAN, saveAreaByApi, subscribeByApi } from './support/provider';

const MENU: ReadonlyArray<[label: string, path: string, heading: string]> = [
  ['Resumen', '/proveedor', 'Resumen'],
  ['Suscripción', '/proveedor/suscripcion', 'Suscripción'],
  ['Facturación', '/proveedor/facturacion', 'Facturación'],
  ['Área de Servicio', '/proveedor/area', 'Área de Servicio'],
  ['Solicitudes', '/proveedor/solicitudes', 'Solicitudes'],
  ['Calendario', '/proveedor/calendario', 'Calendario'],
  ['Clientes recurrentes', '/proveedor/recurrentes', 'Clientes recurrentes'],
  ['Mensajes', '/proveedor/mensajes', 'Mensajes'],
  ['Servicios', '/proveedor/servicios', 'Servicios'],
  ['Ganancias', '/proveedor/ganancias', 'Ganancias'],
  ['Cobros', '/proveedor/cobros', 'Cobros'],
  ['Reseñas', '/proveedor/resenas', 'Reseñas'],
  ['Estadísticas', '/proveedor/estadisticas', 'Estadísticas'],
  ['Disponibilidad', '/proveedor/disponibilidad', 'Disponibilidad'],
  ['Perfil', '/proveedor/perfil', 'Perfil'],
  ['Verificación', '/proveedor/verificacion', 'Verificación'],
  ['Configuración', '/proveedor/configuracion', 'Configuración'],
];

test('every entry of the provider menu, in order, opens a working page', async ({ page }) => {
  // A CSP violation (zod probing eval) or a failed call shows up as a console error.
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await signUp(page, 'provider');
  await page.goto('/proveedor');
  const menu = page.getByRole('navigation', { name: 'Menú: Panel de Proveedor' });
  await expect(menu.getByRole('link')).toHaveText(MENU.map(([label]) => label));

  for (const [label, path, heading] of MENU) {
    await menu.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Cargando...' })).toHaveCount(0);
  }
  expect(consoleErrors).toEqual([]);
});

test('Resumen shows the real figures and links each missing step', async ({ page }) => {
  await signUp(page, 'provider');
  await page.goto('/proveedor');
  const plan = page.getByRole('region', { name: 'Plan actual' });
  await expect(plan).toContainText('Sin plan activo');
  await expect(page.getByRole('region', { name: 'Aplicaciones este mes' })).toContainText('0');
  await expect(page.getByRole('region', { name: 'Solicitudes abiertas en tu zona' })).toContainText(
    'Sin área definida',
  );
  const checklist = page.getByRole('region', { name: 'Lista para recibir trabajos' });
  await expect(checklist.getByRole('link', { name: 'Elige un plan' })).toHaveAttribute(
    'href',
    '/proveedor/suscripcion',
  );
  await expect(checklist.getByRole('link', { name: 'Define tu área de servicio' })).toHaveAttribute(
    'href',
    '/proveedor/area',
  );
  await expect(checklist.getByRole('link', { name: 'Indica qué servicios ofreces' })).toHaveAttribute(
    'href',
    '/proveedor/servicios',
  );
  await expect(checklist.getByRole('link', { name: 'Completa tu perfil público' })).toHaveAttribute(
    'href',
    '/proveedor/perfil',
  );

  await subscribeByApi(page, 'basic');
  await saveAreaByApi(page, COYOACAN);
  await page.reload();
  await expect(plan).toContainText('Básico');
  await expect(plan).toContainText('Vigente hasta el');
  await expect(page.getByRole('region', { name: 'Aplicaciones este mes' })).toContainText(
    'Te quedan 10 de 10 este mes.',
  );
  await expect(checklist).toContainText('Tienes un plan activo');
  await expect(checklist).toContainText('Definiste tu área de servicio');
});

test('the provider pages fit a 320 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await signUp(page, 'provider');
  const menu = page.getByRole('navigation', { name: 'Menú: Panel de Proveedor' });
  for (const [label, path, heading] of MENU) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    // One button names the current page; the list of every page stays closed until it is pressed.
    await expect(menu.getByRole('button', { name: `Página actual: ${label}` })).toBeInViewport();
    await expect(menu.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Cargando...' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
  }
});
