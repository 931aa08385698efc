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

type NativeLayout = { dayFirst: boolean; twelveHour: boolean };

/**
 * Native date and time fields order their parts by the browser's own language, not the page's: the system
 * Chromium shows mm/dd/yyyy and a 12-hour clock even with locale es-MX, an es-MX Chrome dd/mm/aaaa and 24
 * hours. A throwaway page tells which, so the digits go in as a person in front of that field types them.
 */
async function nativeLayout(page: Page): Promise<NativeLayout> {
  const probe = await page.context().newPage();
  try {
    await probe.setContent('<input type="date" aria-label="d"><input type="time" aria-label="t">');
    await probe.getByLabel('d').focus();
    await probe.keyboard.type('01022030');
    await probe.getByLabel('t').focus();
    await probe.keyboard.type('1030P');
    return {
      dayFirst: (await probe.getByLabel('d').inputValue()) === '2030-02-01',
      twelveHour: (await probe.getByLabel('t').inputValue()) === '22:30',
    };
  } finally {
    await probe.close();
  }
}

function dateKeys({ dayFirst }: NativeLayout, isoDate: string): string {
  const [year, month, day] = isoDate.split('-') as [string, string, string];
  return `${dayFirst ? day + month : month + day}${year}`;
}

function timeKeys({ twelveHour }: NativeLayout, time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const pad = (value: number) => String(value).padStart(2, '0');
  if (!twelveHour) return pad(hours) + pad(minutes);
  return `${pad(hours % 12 || 12)}${pad(minutes)}${hours < 12 ? 'A' : 'P'}`;
}

/** Types 'YYYY-MM-DD' into the focused date field, part by part. */
export async function typeDate(page: Page, isoDate: string) {
  await page.keyboard.type(dateKeys(await nativeLayout(page), isoDate));
}

/** Types 'HH:MM' into the focused time field. */
export async function typeTime(page: Page, time: string) {
  await page.keyboard.type(timeKeys(await nativeLayout(page), time));
}

/** Types 'YYYY-MM-DDTHH:MM' into the focused datetime-local field. */
export async function typeDateTime(page: Page, value: string) {
  const layout = await nativeLayout(page);
  const [date, time] = value.split('T') as [string, string];
  await page.keyboard.type(dateKeys(layout, date));
  // The year takes more than four digits, so it never moves on by itself: Tab goes to the hour.
  await page.keyboard.press('Tab');
  await page.keyboard.type(timeKeys(layout, time));
}
