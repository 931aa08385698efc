import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as someone without a mouse would; fails when it
 * is not reached within `limit` presses, so an element left out of the tab order fails the journey.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 40 } = {}) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${limit} ${backwards ? 'Shift+Tab' : 'Tab'} presses`).toBeFocused();
}

/** The next Tab lands exactly on `target`: the tab order inside a form is part of the journey. */
export async function tabNext(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await page.keyboard.press(key);
  await expect(target).toBeFocused();
}
