import { expectNoAxeViolations, WCAG_TAGS } from './support/axe';
import type { Locator, Page } from '@playwright/test';
import {
  bookByApi,
  firstFreeStartOfDay,
  chooseFirstFreeTime,
  chooseProviderAndDate,
  createBookableProvider,
  dayButtons,
  fillAddress,
  myBookingsWith,
  timeButtons,
  turnOnInstantBooking,
  uniqueName,
} from './support/booking';
import { typeContact } from './support/contact';
import { expect, signUp, test, toast } from './support/fixtures';
import { tabNext, tabTo } from './support/keyboard';

const audit = (page: Page) => expectNoAxeViolations(page, undefined, { include: 'main', tags: WCAG_TAGS });

/** Arrow keys move the choice inside a radio group, as they would for someone without a mouse. */
async function arrowTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.isChecked()) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toBeChecked();
  await expect(target).toBeFocused();
}

test('a client books a home cleaning with the keyboard alone: Cotizador, provider, day, time, confirm', async ({
  page,
  playwright,
}) => {
  // Three axe runs and a whole booking on a shared two-core machine.
  test.slow();
  const provider = await createBookableProvider(playwright, {
    serviceId: 'home-cleaning',
    price: 9_000,
    plan: 'basic',
    displayName: uniqueName('Hogar Teclado'),
  });
  await signUp(page, 'client');
  await page.goto('/reservar?servicio=home-cleaning');
  const home = page.getByRole('radio', { name: 'Limpieza del Hogar' });
  await expect(home).toBeChecked();
  // 2 recámaras, 1 baño, general to start with.
  await expect(page.getByText('Duración estimada: 3 – 3.5 h')).toBeVisible();
  await audit(page);

  await tabTo(page, home);
  await tabNext(page, page.getByRole('group', { name: 'Recámaras' }).getByRole('radio', { name: '2' }));
  await page.keyboard.press('ArrowRight');
  await expect(
    page.getByRole('group', { name: 'Recámaras' }).getByRole('radio', { name: '3' }),
  ).toBeChecked();
  await tabNext(page, page.getByRole('group', { name: 'Baños' }).getByRole('radio', { name: '1' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('group', { name: 'Baños' }).getByRole('radio', { name: '2' })).toBeChecked();
  await tabNext(
    page,
    page.getByRole('group', { name: 'Tipo de limpieza' }).getByRole('radio', { name: 'General' }),
  );
  await tabNext(page, page.getByRole('checkbox', { name: 'Ventanas' }));
  await page.keyboard.press('Space');
  // 1.5 h + 3 × 0.5 h + 2 × 0.75 h = 4.5 h, and 1 h of windows: 5.5 h, shown as the half hour it starts.
  await expect(page.getByText('Duración estimada: 5.5 – 6 h')).toBeVisible();
  const next = page.getByRole('button', { name: 'Continuar' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Elige a tu proveedor' })).toBeFocused();
  const mine = page.getByRole('radio', { name: provider.displayName });
  await expect(mine).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: mine });
  await expect(card).toContainText('$495 – $540 para 5.5 – 6 h');
  await expect(card).toContainText('$90 por hora');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await arrowTo(page, mine);
  // Each card has a link to the profile: other tests' providers are listed too.
  await tabTo(page, next, { limit: 200 });
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Elige la fecha y la hora' })).toBeFocused();
  const search = page.getByRole('combobox', { name: 'Dirección, colonia o ciudad' });
  await tabNext(page, search);
  await page.keyboard.type('Coyo');
  const coyoacan = page.getByRole('option', { name: 'Coyoacán, Ciudad de México' });
  await expect(coyoacan).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(search).toHaveValue('Coyoacán, Ciudad de México');
  // The days are one Tab stop: the first with free time; the arrows move among those that have some.
  const firstDay = dayButtons(page).and(page.locator(':enabled')).first();
  await tabTo(page, firstDay);
  await page.keyboard.press('ArrowRight');
  const secondDay = dayButtons(page).and(page.locator(':enabled')).nth(1);
  await expect(secondDay).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(firstDay).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(firstDay).toHaveAttribute('aria-pressed', 'true');
  const firstTime = timeButtons(page).first();
  await tabNext(page, firstTime);
  await page.keyboard.press('Space');
  await expect(firstTime).toHaveAttribute('aria-pressed', 'true');
  await audit(page);
  const date = (await firstDay.locator('[data-slot="day"]').textContent())!;
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Dirección y confirmación' })).toBeFocused();
  await tabTo(page, page.getByLabel('Calle y número'));
  await typeContact(page);
  const summary = page.getByRole('region', { name: 'Resumen de tu reserva' });
  for (const text of [
    'Limpieza del Hogar',
    provider.displayName,
    date,
    '$540 MXN',
    'Se cobra la duración reservada, 6 h, a $90 por hora.',
    'con menos, se cobra el 50% ($270)',
  ]) {
    await expect(summary).toContainText(text);
  }
  await audit(page);
  await tabTo(page, page.getByRole('button', { name: 'Confirmar Reserva' }));
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Reserva enviada')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/cliente/solicitudes');
  expect(await myBookingsWith(page, provider.displayName)).toMatchObject([
    { serviceId: 'home-cleaning', price: 54_000 },
  ]);
});

test('a time taken meanwhile answers 409: the wizard says so, reads the times again and keeps the rest', async ({
  page,
  playwright,
}) => {
  const provider = await createBookableProvider(playwright, {
    serviceId: 'windows',
    price: 30_000,
    plan: 'basic',
    displayName: uniqueName('Ventanas Ocupadas'),
  });
  await signUp(page, 'client');
  await page.goto('/reservar?servicio=windows');
  // The second day with free time: today may have only the one start left, whatever the hour the journey runs.
  const chosen = await chooseProviderAndDate(page, provider.displayName, undefined, undefined, 1);
  await fillAddress(page);
  const notes = page.getByLabel('Notas para el proveedor (opcional)');
  await notes.fill('Ventanas del patio.');
  // Someone else's booking through the API takes that day's first free time: the one chosen above.
  await bookByApi(page, provider, 'windows', await firstFreeStartOfDay(page, provider.id, 'windows', 1));

  await page.getByRole('button', { name: 'Confirmar Reserva' }).click();
  await expect(page.getByRole('heading', { name: 'Elige la fecha y la hora' })).toBeFocused();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Ese horario ya no está disponible. Elige otro.' }),
  ).toBeVisible();
  // The times were read again: the taken start is gone from its day, the place is kept.
  // Not a substring: '1 de diciembre' is also in '11 de diciembre'.
  const day = dayButtons(page).filter({ hasText: new RegExp(`(^|\\D)${chosen.date}`) });
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await expect(timeButtons(page).first()).not.toHaveText(chosen.time);
  await expect(timeButtons(page).filter({ hasText: chosen.time })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Dirección, colonia o ciudad' })).toHaveValue(
    'Coyoacán, Ciudad de México',
  );
  const again = await chooseFirstFreeTime(page, 1);
  expect(again.time).not.toBe(chosen.time);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(notes).toHaveValue('Ventanas del patio.');
  await expect(page.getByLabel('Calle y número')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Confirmar Reserva' }).click();

  await expect(toast(page, 'Reserva enviada')).toBeVisible();
  expect(await myBookingsWith(page, provider.displayName)).toHaveLength(2);
});

test('with Reserva inmediata the booking is confirmed at once', async ({ page, playwright }) => {
  const provider = await createBookableProvider(playwright, {
    serviceId: 'car-cleaning',
    price: 15_000,
    plan: 'basic',
    displayName: uniqueName('Autos al Instante'),
  });
  await turnOnInstantBooking(playwright, provider);
  await signUp(page, 'client');
  await page.goto('/reservar?servicio=car-cleaning');
  await chooseProviderAndDate(page, provider.displayName);
  await fillAddress(page);
  await page.getByRole('button', { name: 'Confirmar Reserva' }).click();
  await expect(toast(page, 'Tu servicio quedó programado.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/cliente/solicitudes');
  expect(await myBookingsWith(page, provider.displayName)).toMatchObject([{ price: 30_000 }]);
});
