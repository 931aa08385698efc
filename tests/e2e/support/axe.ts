import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type * as Axe from 'axe-core';

// WCAG 2.0-2.2 A and AA, plus axe's best practices (landmarks, one h1, heading order, unique landmark names).
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const AXE_TAGS = [...WCAG_TAGS, 'best-practice'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
}

/**
 * axe's violations on the page as it is now (or inside `include`, a selector), in every frame. axe is injected
 * once per document and run where the page is: @axe-core/playwright's analyze() injected it twice and then opened
 * a blank tab to merge the frames' results, which cost each scan a new renderer process (about 3 CPU-s a scan
 * against 1 here, measured on this machine: `docs/quality.md`).
 */
export async function axeViolations(
  page: Page,
  { include, tags = AXE_TAGS }: { include?: string; tags?: string[] } = {},
): Promise<AxeViolation[]> {
  // Each frame answers the top document's axe through postMessage, whatever its origin.
  const configure = () =>
    (window as unknown as { axe: typeof Axe }).axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] });
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => 'axe' in window)) continue;
      await frame.evaluate(AXE_SOURCE);
      await frame.evaluate(configure);
    } catch (error) {
      // A frame that went away meanwhile has nothing left to scan.
      if (!frame.isDetached()) throw error;
    }
  }
  return page.evaluate(
    async ({ include, tags }) => {
      const axe = (window as unknown as { axe: typeof Axe }).axe;
      const { violations } = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact: impact ?? null,
        help,
        nodes: nodes.map((node) => ({
          target: node.target.map(String),
          failureSummary: node.failureSummary ?? '',
        })),
      }));
    },
    { include, tags },
  );
}

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
export async function expectNoAxeViolations(
  page: Page,
  label = new URL(page.url()).pathname,
  scope: { include?: string; tags?: string[] } = {},
) {
  const scan = async () => {
    await finishAnimations(page);
    return axeViolations(page, scope);
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
