import { PROVIDER_PAGES } from '../../src/web/components/layout/panel-menus';
import { expectNoAxeViolations, waitForContent } from './support/axe';
import { expect, toast } from './support/fixtures';
import { panelTest as test } from './support/panel-accounts';

// The customer panel of issue 5; pages not built yet show the panel's not-found page until they are merged.
const CLIENT_PATHS = [
  '/cliente',
  '/cliente/solicitudes',
  '/cliente/programados',
  '/cliente/historial',
  '/cliente/resenas',
  '/cliente/pagos',
  '/cliente/perfil',
  '/cliente/seguridad',
];
const PROVIDER_PATHS = Object.values(PROVIDER_PAGES).map((page) => page.to);

test.describe('as a client', () => {
  test.use({ role: 'client' });
  for (const path of CLIENT_PATHS) {
    test(`axe finds no violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await waitForContent(page, true);
      await expectNoAxeViolations(page);
    });
  }
});

// What shows that a provider page drew its data, not only its frame.
const PROVIDER_CONTENT: Partial<Record<string, string>> = {
  [PROVIDER_PAGES.subscription.to]: 'Tu suscripción: Premium',
  [PROVIDER_PAGES.requests.to]: 'Limpieza de sala',
};

test.describe('as a provider', () => {
  test.use({ role: 'provider' });
  for (const path of PROVIDER_PATHS) {
    test(`axe finds no violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await waitForContent(page, true);
      const content = PROVIDER_CONTENT[path];
      if (content) await expect(page.getByRole('main').getByText(content).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('axe finds no violation in the Aplicar dialog, empty and with its errors', async ({ page }) => {
    test.slow(); // Two scans.
    await page.goto(PROVIDER_PAGES.requests.to);
    await waitForContent(page, true);
    await page.getByRole('article').getByRole('button', { name: 'Aplicar' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Aplicar a la solicitud' });
    await expect(dialog.getByLabel('Precio (MXN)')).toBeFocused();
    await expectNoAxeViolations(page, 'the Aplicar dialog');
    await dialog.getByLabel('Precio (MXN)').fill('0');
    await dialog.getByLabel('Mensaje').fill('Puedo ir el sábado.');
    await dialog.getByRole('button', { name: 'Enviar propuesta' }).click();
    await expect(dialog.getByLabel('Precio (MXN)')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'the Aplicar dialog with errors');
  });

  test('axe finds no violation in the plan confirmation dialog', async ({ page }) => {
    await page.goto(PROVIDER_PAGES.subscription.to);
    await waitForContent(page, true);
    await page.getByRole('button', { name: 'Elegir Básico' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirmar plan Básico' })).toBeVisible();
    await expectNoAxeViolations(page, 'the plan confirmation dialog');
  });

  test('axe finds no violation on the area form with suggestions, with an error and with its toast', async ({
    page,
  }) => {
    test.slow(); // Three scans.
    await page.goto(PROVIDER_PAGES.area.to);
    await waitForContent(page, true);
    const search = page.getByRole('combobox', { name: 'Dirección, colonia o ciudad' });
    await search.fill('coyo');
    await expect(page.getByRole('option', { name: 'Coyoacán, Ciudad de México' })).toBeVisible();
    await search.press('ArrowDown');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page, 'the place search with its suggestions open');
    await search.press('Enter');
    await expect(search).toHaveValue('Coyoacán, Ciudad de México');
    const radius = page.getByLabel('Radio de servicio (km)');
    const save = page.getByRole('button', { name: 'Guardar área' });
    await radius.fill('60');
    await save.click();
    await expect(radius).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'the area form with an error');
    await radius.fill('5');
    await save.click();
    const shown = toast(page, 'Área de servicio actualizada');
    await shown.hover();
    await expectNoAxeViolations(page, 'the area page with its toast');
    await expect(shown).toBeVisible();
  });

  test('axe finds no violation in the panel on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(PROVIDER_PAGES.requests.to);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page, 'the provider panel at 375 px');
  });
});

test.describe('as a provider who has set up nothing yet', () => {
  test.use({ role: 'newProvider' });
  for (const { to } of [PROVIDER_PAGES.overview, PROVIDER_PAGES.requests, PROVIDER_PAGES.subscription]) {
    test(`axe finds no violation on ${to} with its set-up prompts`, async ({ page }) => {
      await page.goto(to);
      await waitForContent(page, true);
      await expectNoAxeViolations(page);
    });
  }
});
