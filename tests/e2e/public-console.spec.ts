import { watchProblems } from './support/console';
import { expect, test } from './support/fixtures';

// Every public, blog and guest page is loaded with the console watched by a11y-public.spec.ts (which scans each
// with axe on the same visit), and the three forms are submitted empty there too.
test('the mobile menu of a page without React logs nothing either', async ({ page }) => {
  const problems = await watchProblems(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/servicios');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
  expect(problems).toEqual([]);
});
