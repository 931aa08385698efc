import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import {
  createBookableProvider,
  dayButtons,
  myBookingsWith,
  timeButtons,
  uniqueName,
} from './support/booking';
import { E2E_CONTACT, typeContact } from './support/contact';
import { expect, signUp, test, toast } from './support/fixtures';
import { tabNext, tabTo, typeDateTime } from './support/keyboard';

/** Arrow keys move the choice inside a radio group, as they would for someone without a mouse. */
async function arrowTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.isChecked()) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toBeChecked();
  await expect(target).toBeFocused();
}

/** Types into the place search, then picks the first suggestion with ArrowDown and Enter. */
async function pickPlaceByKeyboard(page: Page, combobox: Locator) {
  await page.keyboard.type('Coyo');
  const coyoacan = page.getByRole('option', { name: 'Coyoacán, Ciudad de México' });
  await expect(coyoacan).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(combobox).toHaveAttribute('aria-activedescendant', (await coyoacan.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveValue('Coyoacán, Ciudad de México');
  await expect(combobox).toBeFocused();
}

test('a signed-in client books through the whole wizard with the keyboard alone', async ({
  page,
  playwright,
}) => {
  const provider = await createBookableProvider(playwright, {
    serviceId: 'laundry',
    price: 38_000,
    plan: 'basic',
    displayName: uniqueName('Lavandería Teclado'),
  });
  await signUp(page, 'client');
  await page.goto('/reservar');
  const next = page.getByRole('button', { name: 'Continuar' });
  await expect(next).toBeDisabled();

  // Tab enters the group on its first radio; the arrows then choose (the second press skips a service).
  await tabTo(page, page.getByRole('radio', { name: 'Limpieza del Hogar' }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const laundry = page.getByRole('radio', { name: 'Lavandería' });
  await expect(laundry).toBeChecked();
  await expect(laundry).toBeFocused();
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Elige a tu proveedor' })).toBeFocused();
  const mine = page.getByRole('radio', { name: provider.displayName });
  await expect(mine).toBeVisible();
  // Other tests add laundry providers in parallel: the first radio is not necessarily ours.
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('group', { name: 'Elige a tu proveedor' }).getByRole('radio').first(),
  ).toBeFocused();
  await page.keyboard.press('Space');
  await arrowTo(page, mine);
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Elige la fecha y la hora' })).toBeFocused();
  // Continuar without the place: the first field in error takes the focus, even though it is the place search and
  // not a plain input.
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  const search = page.getByRole('combobox', { name: 'Dirección, colonia o ciudad' });
  await expect(search).toBeFocused();
  await expect(search).toHaveAccessibleDescription(/Por favor selecciona una ubicación/);
  await pickPlaceByKeyboard(page, search);
  // The days are one Tab stop (the first with free time); Enter chooses it, then the first free start time.
  const day = dayButtons(page).and(page.locator(':enabled')).first();
  await tabTo(page, day);
  await page.keyboard.press('Enter');
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const time = timeButtons(page).first();
  await tabNext(page, time);
  await page.keyboard.press('Space');
  await expect(time).toHaveAttribute('aria-pressed', 'true');
  const shownDay = (await day.locator('[data-slot="day"]').textContent())!;
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Dirección y confirmación' })).toBeFocused();
  const confirm = page.getByRole('button', { name: 'Confirmar Reserva' });
  await tabTo(page, page.getByLabel('Calle y número'));
  await typeContact(page);
  await tabNext(page, page.getByLabel('Notas para el proveedor (opcional)'));
  await page.keyboard.type('Dos cargas de ropa de cama.');
  await tabNext(page, page.getByRole('radio', { name: 'Efectivo' }));
  // No gateway takes cards on this server: 'Transferencia' is next to 'Efectivo'.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Transferencia' })).toBeChecked();
  const summary = page.getByRole('region', { name: 'Resumen de tu reserva' });
  // The wizard's default 2 h of laundry at $380 an hour.
  for (const text of ['Lavandería', provider.displayName, shownDay, 'Transferencia', '$760 MXN']) {
    await expect(summary).toContainText(text);
  }
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Reserva enviada')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/cliente/solicitudes');
  expect(await myBookingsWith(page, provider.displayName)).toMatchObject([
    {
      serviceId: 'laundry',
      price: 76_000,
      paymentMethod: 'transfer',
      contact: E2E_CONTACT,
      description: 'Dos cargas de ropa de cama.',
    },
  ]);
});

test('a client publishes a new request with the keyboard alone and finds it in the list', async ({
  page,
}) => {
  await signUp(page, 'client');
  await page.goto('/cliente/solicitudes');
  await expect(page.getByRole('heading', { name: 'Aún no tienes solicitudes' })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Nueva Solicitud' });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 3, name: 'Nueva Solicitud' })).toBeVisible();
  // The same button now reads 'Ver Solicitudes' and keeps the focus.
  await expect(page.getByRole('button', { name: 'Ver Solicitudes' })).toBeFocused();

  const title = `Limpieza con teclado ${randomUUID().slice(0, 6)}`;
  await tabNext(page, page.getByLabel('Título'));
  await page.keyboard.type(title);
  await tabNext(page, page.getByLabel('Descripción'));
  await page.keyboard.type('Sala, comedor y dos recámaras; tengo los productos.');
  const service = page.getByLabel('Tipo de servicio');
  await tabNext(page, service);
  // A closed native select changes with the arrows: the first press leaves the placeholder.
  await page.keyboard.press('ArrowDown');
  await expect(service).toHaveValue('home-cleaning');
  const budget = page.getByLabel('Presupuesto');
  await tabNext(page, budget);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(budget.locator('option:checked')).toHaveText('$500 - $1,000');
  // Past the 'Cotizador' a cleaning of a home asks (its defaults kept) to the payment method.
  await tabTo(page, page.getByRole('radio', { name: 'Efectivo' }));
  await page.keyboard.press('ArrowRight');
  // No gateway takes cards on this server: 'Tarjeta' is not offered, the next choice is 'Transferencia'.
  await expect(page.getByRole('radio', { name: 'Transferencia' })).toBeChecked();
  const when = page.getByLabel('Fecha y hora');
  await tabNext(page, when);
  await typeDateTime(page, '2030-05-01T10:00');
  await expect(when).toHaveValue('2030-05-01T10:00');
  const publish = page.getByRole('button', { name: 'Publicar Solicitud' });
  await tabTo(page, publish);
  await page.keyboard.press('Enter');
  // Only the place is missing: the search takes the focus, so the person types there next.
  await expect(toast(page, 'Por favor selecciona una ubicación')).toBeVisible();
  const search = page.getByRole('combobox', { name: 'Ubicación' });
  await expect(search).toBeFocused();
  await pickPlaceByKeyboard(page, search);
  // Then the exact address and the phone, which the new account has not saved in Perfil.
  await tabTo(page, page.getByLabel('Calle y número'));
  await typeContact(page);
  await tabTo(page, publish);
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Solicitud creada')).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Transferencia');
  await expect(card).toContainText('1 de mayo de 2030 a las 10:00');
  // The form is gone with its button: the toggle, back to 'Nueva Solicitud', holds the focus.
  await expect(toggle).toBeFocused();
});

test('a client edits the profile with the keyboard; Cancelar puts the saved values back', async ({
  page,
}) => {
  await signUp(page, 'client');
  await page.goto('/cliente/perfil');
  const edit = page.getByRole('button', { name: 'Editar' });
  const name = page.getByLabel('Nombre completo');
  const phone = page.getByLabel('Teléfono');
  const address = page.getByLabel('Calle y número');
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Ana López');
  await tabNext(page, phone);
  await page.keyboard.type('5512345678');
  // The address in parts, in reading order.
  await tabNext(page, address);
  await page.keyboard.type('Av. Universidad 1000');
  await tabNext(page, page.getByLabel('Número interior (opcional)'));
  await tabNext(page, page.getByLabel('Colonia'));
  await page.keyboard.type('Santa Cruz Atoyac');
  await tabNext(page, page.getByLabel('Entre calles / referencias (opcional)'));
  await tabNext(page, page.getByRole('button', { name: 'Guardar Cambios' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Perfil actualizado exitosamente' })).toBeVisible();
  // 'Guardar Cambios' is gone: 'Editar' takes the focus instead of the page's start.
  await expect(edit).toBeFocused();
  await expect(name).not.toBeEditable();

  await page.keyboard.press('Space');
  await expect(name).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Ana María López');
  const cancel = page.getByRole('button', { name: 'Cancelar' });
  await tabTo(page, cancel);
  await page.keyboard.press('Enter');
  await expect(name).toHaveValue('Ana López');
  await expect(name).not.toBeEditable();
  await expect(edit).toBeFocused();

  await page.reload();
  await expect(name).toHaveValue('Ana López');
  await expect(phone).toHaveValue('5512345678');
  await expect(address).toHaveValue('Av. Universidad 1000');
});
