import { CLIENT_MENU } from '#web/components/layout/client-menu';
import { PROVIDER_MENU } from '#web/components/layout/provider-menu';
import { expectNoAxeViolations, waitForContent } from './support/axe';
import { expect, signUp, test } from './support/fixtures';
import { tabNext, tabTo } from './support/keyboard';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

test('on a phone the provider panel’s menu is a button naming the current page, which opens every page', async ({
  page,
}) => {
  await signUp(page, 'provider');
  await page.goto('/proveedor');
  await waitForContent(page, true);
  const menu = page.getByRole('navigation', { name: 'Menú: Panel de Proveedor' });
  const button = menu.getByRole('button', { name: 'Página actual: Resumen' });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link')).toHaveCount(0);

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link')).toHaveText(PROVIDER_MENU.map(({ label }) => label));
  for (const link of await menu.getByRole('link').all()) await expect(link).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Resumen', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoAxeViolations(page, 'the provider panel’s open menu at 390 px');

  await menu.getByRole('link', { name: 'Calendario', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/proveedor/calendario');
  await expect(page.getByRole('heading', { level: 2, name: 'Calendario', exact: true })).toBeVisible();
  const now = menu.getByRole('button', { name: 'Página actual: Calendario' });
  await expect(now).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link')).toHaveCount(0);
  await expect(now).toBeFocused();
});

test('on a phone the customer panel’s menu works by keyboard: Escape closes it and gives the focus back', async ({
  page,
}) => {
  await signUp(page, 'client');
  await page.goto('/cliente/historial');
  await waitForContent(page, true);
  const menu = page.getByRole('navigation', { name: 'Menú: Mi Panel' });
  const button = menu.getByRole('button', { name: 'Página actual: Historial' });
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link')).toHaveCount(CLIENT_MENU.length);
  await tabNext(page, menu.getByRole('link', { name: CLIENT_MENU[0]!.label, exact: true }));
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('link')).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Space');
  await expect(menu.getByRole('link')).toHaveCount(CLIENT_MENU.length);
  await tabTo(page, menu.getByRole('link', { name: 'Perfil', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/cliente/perfil');
  await expect(menu.getByRole('button', { name: 'Página actual: Perfil' })).toBeFocused();
  await expect(menu.getByRole('link')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the customer panel at 390 px');
});

test('on a wide screen the panel keeps its sidebar, without the button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page, 'provider');
  await page.goto('/proveedor/perfil');
  const menu = page.getByRole('navigation', { name: 'Menú: Panel de Proveedor' });
  await expect(menu.getByRole('button')).toBeHidden();
  await expect(menu.getByRole('link')).toHaveText(PROVIDER_MENU.map(({ label }) => label));
  await expect(menu.getByRole('link', { name: 'Perfil', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
