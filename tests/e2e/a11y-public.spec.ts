import { BLOG_ARTICLE_PATHS } from '#shared/blog-posts';
import { GUEST_PATHS, PUBLIC_PATHS } from '#shared/site-map';
import { expectNoAxeViolations, waitForContent } from './support/axe';
import { watchProblems } from './support/console';
import { expect, test, toast, uniqueEmail } from './support/fixtures';

const NOT_FOUND = '/esta-pagina-no-existe';

// Each group is one journey through its pages in one tab (a fresh browser context costs more CPU than a page
// visit; see docs/quality.md), with a step per page so a failure names it. Every page must load without a console
// error, an exception or a CSP violation (public-console.spec.ts checks the rest), then pass axe.
for (const [group, paths] of [
  ['the public pages', PUBLIC_PATHS],
  ['the blog articles', BLOG_ARTICLE_PATHS],
  ['the guest pages and the not-found page', [...GUEST_PATHS, NOT_FOUND]],
] as const) {
  test(`axe finds no violation and the console stays clean on ${group}, signed out`, async ({ page }) => {
    const problems = await watchProblems(page);
    for (const path of paths) {
      await test.step(path, async () => {
        problems.length = 0;
        await page.goto(path);
        await waitForContent(page, false);
        // The not-found page is served with status 404, which the browser logs as a failed load.
        if (path !== NOT_FOUND) expect(problems, `the console on ${path}`).toEqual([]);
        await expectNoAxeViolations(page);
      });
    }
  });
}

// One page prerendered without React (its menu is src/web/enhance's), one rendered by React.
for (const path of ['/', '/contacto']) {
  test(`axe finds no violation in the open mobile menu of ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Menú móvil' });
    await expect(menu.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
    await expectNoAxeViolations(page, `${path} with the mobile menu open`);
  });
}

for (const [path, submit] of [
  ['/login', 'Iniciar Sesión'],
  ['/registro', 'Registrarse'],
  ['/contacto', 'Enviar Mensaje'],
] as const) {
  // Submitting the form empty runs its zod schema, which must stay jitless: the page CSP forbids eval.
  test(`axe finds no violation on ${path} showing its validation errors, and the console stays clean`, async ({
    page,
  }) => {
    const problems = await watchProblems(page);
    await page.goto(path);
    await waitForContent(page, false);
    await page.getByRole('main').getByRole('button', { name: submit, exact: true }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(problems).toEqual([]);
    await expectNoAxeViolations(page, `${path} with errors`);
  });
}

test('axe finds no violation while the contact toast is shown', async ({ page }) => {
  await page.goto('/contacto');
  await waitForContent(page, false);
  await page.getByLabel('Nombre', { exact: true }).fill('Rosa Jiménez');
  await page.getByLabel('Correo electrónico', { exact: true }).fill('rosa@example.com');
  await page.getByLabel('Asunto', { exact: true }).fill('Horario');
  await page.getByLabel('Mensaje', { exact: true }).fill('¿Atienden los sábados por la tarde?');
  await page.getByRole('button', { name: 'Enviar Mensaje' }).click();
  const shown = toast(page, 'Mensaje enviado');
  // A pointer over the toast pauses its 5-second timer while axe runs.
  await shown.hover();
  await expectNoAxeViolations(page, '/contacto with the toast');
  await expect(shown).toBeVisible();
});

test("axe finds no violation on /verificar-correo showing 'Revisa tu correo' and on an expired link", async ({
  page,
}) => {
  await page.goto('/verificar-correo?error=TOKEN_EXPIRED');
  await waitForContent(page, false);
  await expect(page.getByRole('heading', { name: 'El enlace venció' })).toBeVisible();
  await expectNoAxeViolations(page, '/verificar-correo with an expired link');

  await page.getByLabel('Correo electrónico').fill(uniqueEmail('axe'));
  await page.getByRole('button', { name: 'Enviar un nuevo enlace' }).click();
  await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeFocused();
  await expectNoAxeViolations(page, "/verificar-correo showing 'Revisa tu correo'");
});
