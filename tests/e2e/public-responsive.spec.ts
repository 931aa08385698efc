import { expect, test } from './support/fixtures';
import { PUBLIC_PATHS } from '#shared/site-map';

test('every public page fits a 320 px wide screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of PUBLIC_PATHS) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width}px wide`).toBeLessThanOrEqual(320);
  }
});

test('keyboard users reach the hero buttons and see where the focus is', async ({ page }) => {
  await page.goto('/');
  const start = page.locator('main').getByRole('link', { name: 'Empezar Ahora' }).first();
  for (let i = 0; i < 30 && !(await start.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(start).toBeFocused();
  const ring = await start.evaluate((el) => getComputedStyle(el).boxShadow);
  expect(ring).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/servicios');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the pages are readable and the FAQ answers still open', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tu solución integral para servicios de limpieza',
    );
    await page.getByRole('link', { name: 'Empezar Ahora' }).first().click();
    await expect(page.getByRole('article', { name: 'Limpieza Profunda' })).toContainText('$1,200');

    await page.goto('/preguntas-frecuentes');
    await page.getByText('¿Qué métodos de pago aceptan?').click();
    await expect(
      page.getByText(/Puedes pagar en efectivo o por transferencia, y con tarjeta cuando el pago en línea/),
    ).toBeVisible();
  });
});
