import { expect, test } from '@playwright/test';
import { axeViolations, expectNoAxeViolations } from './support/axe';

// The journeys' accessibility checks run through support/axe.ts: these show it finds what it should, in the page
// and inside a frame, so a scan that passes means something.

const BROKEN_IMAGE = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">';

test('the axe runner reports a violation in the page, in a frame, and fails the journey for it', async ({
  page,
}) => {
  await page.setContent(
    `<!doctype html><html lang="es-MX"><head><title>Prueba</title></head><body><main><h1>Prueba</h1>
      ${BROKEN_IMAGE}<iframe title="Marco" srcdoc='<!doctype html><html lang="es-MX"><head><title>Marco</title></head><body>${BROKEN_IMAGE}</body></html>'></iframe>
    </main></body></html>`,
  );
  await expect(page.frameLocator('iframe').locator('img')).toBeAttached();
  const imageAlt = (await axeViolations(page)).find((violation) => violation.id === 'image-alt');
  expect(imageAlt?.nodes.map((node) => node.target)).toEqual([['img'], ['iframe', 'img']]);
  // Within `include` only what is inside counts; once the images have their text, nothing is left.
  expect(await axeViolations(page, { include: 'h1' })).toEqual([]);
  await expect(expectNoAxeViolations(page, 'the broken page')).rejects.toThrow(/image-alt/);
  await page.evaluate(() => document.querySelector('img')?.setAttribute('alt', 'Punto'));
  await page.frames()[1]!.evaluate(() => document.querySelector('img')?.setAttribute('alt', 'Punto'));
  await expectNoAxeViolations(page, 'the mended page');
});
