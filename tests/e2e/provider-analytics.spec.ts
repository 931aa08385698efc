import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './support/axe';
import { createBookableProvider, uniqueName } from './support/booking';
import { BASE_URL } from './support/env';
import { expect, login, signUp, test } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { subscribeByApi } from './support/provider';

test('an Empresarial provider’s Estadísticas counts a visit of their page and their place in the wizard, charts the months and downloads them as CSV', async ({
  browser,
  page,
  playwright,
}) => {
  test.slow();
  const provider = await createBookableProvider(playwright, {
    serviceId: 'laundry',
    price: 35_000,
    plan: 'enterprise',
    displayName: uniqueName('Planchado Cifras'),
  });

  // A visitor opens the provider's page, then the wizard lists them.
  const visitor = await browser.newContext({ baseURL: BASE_URL });
  const guest = await visitor.newPage();
  await guest.goto(`/proveedores/proveedor-${provider.id}`);
  await expect(guest.getByRole('heading', { level: 1, name: provider.displayName })).toBeVisible();
  await guest.goto('/reservar?servicio=laundry');
  await guest.getByRole('button', { name: 'Continuar' }).click();
  await expect(guest.getByRole('radio', { name: provider.displayName })).toBeVisible();
  await visitor.close();

  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await login(page, provider.email, provider.password);
  // Their own visit is no visitor's.
  await page.goto(`/proveedores/proveedor-${provider.id}`);
  await expect(page.getByRole('heading', { level: 1, name: provider.displayName })).toBeVisible();
  await page.goto('/proveedor');
  await page
    .getByRole('navigation', { name: 'Menú: Panel de Proveedor' })
    .getByRole('link', { name: 'Estadísticas' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Estadísticas' })).toBeVisible();
  const figure = (name: string) =>
    page.locator('[data-slot="card"]', { has: page.getByRole('heading', { level: 3, name, exact: true }) });
  // The server writes what it counted a moment later: read again until it is there.
  await expect(async () => {
    await page.reload();
    await expect(figure('Visitas a tu perfil')).toContainText('1', { timeout: 2000 });
  }).toPass();
  await expect(figure('Visitas a tu perfil').locator('p').first()).toHaveText('1');
  await expect(figure('Apariciones en el asistente de reserva').locator('p').first()).toHaveText('1');
  await expect(figure('Tasa de aceptación')).toContainText('Sin propuestas');

  const chart = page.getByRole('img', { name: /^Visitas a tu perfil: 1 en 12 meses; el mejor mes fue / });
  await expect(chart.locator('svg').first()).toBeVisible();
  const table = page.getByRole('region', { name: 'Tus cifras de los últimos 12 meses, mes por mes' });
  await expect(table.getByRole('row')).toHaveCount(13);
  await expectNoAxeViolations(page, 'Estadísticas with figures and charts');

  // 'Descargar CSV' by keyboard.
  await tabTo(page, page.getByRole('link', { name: 'Descargar CSV' }));
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('estadisticas-limpiahogar.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe(
    '\uFEFFPeriodo,Visitas al perfil,Apariciones en el asistente,Propuestas enviadas,Propuestas aceptadas,Tasa de aceptación (%),Servicios completados,Ganancias (MXN),Calificación promedio,Reseñas',
  );
  expect(lines[13]).toBe('Últimos 30 días,1,1,0,0,,0,0.00,,0');
  expect(consoleErrors).toEqual([]);
});

test('a Básico provider reads what Estadísticas holds and that Empresarial includes it, with no figures', async ({
  page,
}) => {
  await signUp(page, 'provider');
  await subscribeByApi(page, 'basic');
  await page.goto('/proveedor/estadisticas');
  await expect(page.getByRole('note', { name: 'Parte del plan Empresarial.' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Visitas a tu perfil');
  await expect(page.getByRole('link', { name: 'Descargar CSV' })).toHaveCount(0);
  const plans = page.getByRole('link', { name: 'Ver planes' });
  await tabTo(page, plans);
  await expectNoAxeViolations(page, 'Estadísticas of a Básico provider');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/proveedor\/suscripcion$/);
});
