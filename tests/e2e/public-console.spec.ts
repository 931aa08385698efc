import type { Page } from '@playwright/test';
import { BLOG_ARTICLE_PATHS } from '#shared/blog-posts';
import { GUEST_PATHS, PUBLIC_PATHS } from '#shared/site-map';
import { expect, test } from './support/fixtures';

const ROUTES = [...PUBLIC_PATHS, ...BLOG_ARTICLE_PATHS, ...GUEST_PATHS];

// Submitting these forms empty runs their zod schema, which must stay jitless: the page CSP forbids eval.
const FORM_SUBMIT: Partial<Record<string, string>> = {
  '/contacto': 'Enviar Mensaje',
  '/login': 'Iniciar Sesión',
  '/registro': 'Registrarse',
};

// Console errors (CSP violations among them), uncaught exceptions and securitypolicyviolation events.
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(`csp: ${text}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  return problems;
}

for (const path of ROUTES) {
  test(`${path} logs no console error and no CSP violation`, async ({ page }) => {
    const problems = await watchProblems(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const submit = FORM_SUBMIT[path];
    if (submit) {
      await page.getByRole('main').getByRole('button', { name: submit, exact: true }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    }
    expect(problems).toEqual([]);
  });
}

test('the mobile menu of a page without React logs nothing either', async ({ page }) => {
  const problems = await watchProblems(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/servicios');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
  expect(problems).toEqual([]);
});
