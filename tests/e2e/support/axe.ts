import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// WCAG 2.0-2.2 A and AA plus axe's best practices (landmarks, one h1, heading order, unique landmark names).
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Waits until the page shows its real content: the session is known (the header's account links are no longer
 * the hidden placeholder), the main heading is there and nothing reads 'Cargando...'.
 */
export async function waitForContent(page: Page, signedIn: boolean): Promise<void> {
  await page.waitForLoadState('networkidle');
  const account = page
    .locator('[data-slot="account-actions"]:not([aria-hidden])')
    .filter({ hasText: signedIn ? 'Mi Cuenta' : 'Iniciar Sesión' });
  await expect(account.first()).toBeAttached();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: signedIn ? 2 : 1 }).first()).toBeVisible();
  await expect(page.getByText('Cargando...')).toHaveCount(0);
}

/** Dialogs and toasts slide and fade in: half-transparent text would fail the contrast check for no reason. */
export async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** One line per offending node, so a failure names the rule, the element and axe's hint at the fix. */
export async function expectNoAxeViolations(page: Page, label = new URL(page.url()).pathname) {
  const scan = async () => {
    await finishAnimations(page);
    return (
      await new AxeBuilder({ page })
        .withTags(AXE_TAGS)
        .options({ resultTypes: ['violations'] })
        .analyze()
    ).violations;
  };
  let violations = await scan();
  // A toast that times out during the scan fades out under it, half transparent: once it has gone, look again.
  // A real violation is still there the second time.
  if (violations.length > 0) violations = await scan();
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary}`,
    ),
  );
  expect(found, `axe on ${label}`).toEqual([]);
}
