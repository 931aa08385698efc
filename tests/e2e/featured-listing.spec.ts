import type { Locator } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { choosePlace, createBookableProvider, uniqueName } from './support/booking';
import { expect, test } from './support/fixtures';

// Other tests add providers in parallel to the same database: only the relative order of ours is checked, once
// both cards are shown (allTextContents does not wait).
async function expectBefore(cards: Locator, first: string, second: string) {
  await expect(cards.filter({ hasText: first })).toBeVisible();
  await expect(cards.filter({ hasText: second })).toBeVisible();
  const texts = await cards.allTextContents();
  const firstAt = texts.findIndex((text) => text.includes(first));
  expect(firstAt).toBeGreaterThanOrEqual(0);
  expect(firstAt).toBeLessThan(texts.findIndex((text) => text.includes(second)));
}

test('a Premium provider appears before a cheaper Básico one at the same distance, marked Destacado', async ({
  page,
  playwright,
}) => {
  test.slow(); // Two providers set up through the API, one verified by an operator, and two axe runs.
  // Both work from Coyoacán (the default area), where the customer's place will be.
  const basic = await createBookableProvider(playwright, {
    serviceId: 'office-cleaning',
    price: 40_000,
    plan: 'basic',
    displayName: uniqueName('Oficinas Básicas'),
  });
  const premium = await createBookableProvider(playwright, {
    serviceId: 'office-cleaning',
    price: 90_000,
    plan: 'premium',
    displayName: uniqueName('Oficinas Destacadas'),
    verified: true,
  });

  await page.goto('/reservar?servicio=office-cleaning');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const list = page.getByRole('group', { name: 'Elige a tu proveedor' });
  const cards = list.getByRole('listitem');
  // No place yet: featured first, whatever the price.
  await expect(list).toHaveAccessibleDescription(
    /Primero aparecen los destacados \(plan Premium o Empresarial con identidad verificada\)/,
  );
  await expectBefore(cards, premium.displayName, basic.displayName);
  const premiumRadio = page.getByRole('radio', { name: premium.displayName });
  const basicRadio = page.getByRole('radio', { name: basic.displayName });
  await expect(premiumRadio).toHaveAccessibleDescription(
    /^Destacado\s*\(plan Premium o Empresarial con identidad verificada\)\s*Proveedor verificado/,
  );
  await expect(basicRadio).not.toHaveAccessibleDescription(/Destacado/);
  // Written on the card, not told by colour alone.
  const mark = cards.filter({ hasText: premium.displayName }).locator('[data-slot="featured-mark"]');
  await expect(mark).toBeVisible();
  await expect(mark).toContainText('Destacado');
  await expectNoAxeViolations(page, 'the wizard’s providers, one of them featured');

  // With the customer's place (step 3, then back): nearest first, and at the same distance the featured one.
  await premiumRadio.check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Elige la fecha y la hora' })).toBeFocused();
  await choosePlace(page);
  await page.getByRole('button', { name: 'Atrás' }).click();
  await expect(list).toHaveAccessibleDescription(
    /del más cercano al más lejano de «Coyoacán, Ciudad de México»\. Un proveedor destacado .* hasta 5 km más cerca/,
  );
  await expectBefore(cards, premium.displayName, basic.displayName);
  await expect(premiumRadio).toBeChecked();
  await expect(premiumRadio).toHaveAccessibleDescription(/^Destacado\s*\(/);
  await expectNoAxeViolations(page, 'the wizard’s providers ordered by distance');
});
