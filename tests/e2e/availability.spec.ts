import { shortName } from '#shared/names';
import { expectNoAxeViolations, waitForContent } from './support/axe';
import { E2E_FULL_NAME } from './support/contact';
import { expect, signUp, test, toast } from './support/fixtures';
import { tabTo, typeDate, typeTime } from './support/keyboard';
import { agreedWithProvider } from './support/services';

// 'Disponibilidad' (issue 29) without a mouse: a second range on a day, a period of days off, the travel time and
// 'Reserva inmediata', saved and read back after a reload.
test('a provider sets a split Tuesday, a holiday, travel and instant booking with the keyboard alone', async ({
  page,
}) => {
  test.slow(); // Tab walks through every time field of the week, part by part.
  await signUp(page, 'provider');
  await page.goto('/proveedor/disponibilidad');
  await waitForContent(page, true);
  await expect(page.getByText('Horas y fechas en tu zona: hora de Ciudad de México.')).toBeVisible();
  await expectNoAxeViolations(page);

  await tabTo(page, page.getByRole('button', { name: 'Agregar horario (Martes)' }), { limit: 200 });
  await page.keyboard.press('Enter');
  const second = page.getByRole('group', { name: 'Martes, horario 2' });
  await expect(second.getByLabel('Desde')).toBeFocused();
  await expect(second.getByLabel('Desde')).toHaveValue('18:00');
  await typeTime(page, '19:00');
  await tabTo(page, second.getByLabel('Hasta'), { limit: 5 });
  await typeTime(page, '21:00');

  await tabTo(page, page.getByRole('button', { name: 'Agregar días no disponibles' }), { limit: 200 });
  await page.keyboard.press('Enter');
  const holiday = page.getByRole('group', { name: 'Periodo 1' });
  await expect(holiday.getByLabel('Desde')).toBeFocused();
  await typeDate(page, '2030-12-24');
  await tabTo(page, holiday.getByLabel('Hasta'), { limit: 5 });
  await typeDate(page, '2030-12-26');
  await tabTo(page, holiday.getByLabel('Nota (opcional)'), { limit: 5 });
  await page.keyboard.type('Navidad');

  const travel = page.getByLabel('Tiempo de traslado entre servicios');
  await tabTo(page, travel, { limit: 10 });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('45');
  const instant = page.getByRole('switch', { name: 'Reserva inmediata' });
  await tabTo(page, instant, { limit: 5 });
  await expect(instant).toHaveAccessibleDescription(/quedan confirmadas al instante/);
  await page.keyboard.press('Space');
  await expect(instant).toBeChecked();
  await expectNoAxeViolations(page, 'Disponibilidad with a second range and days off');

  await tabTo(page, page.getByRole('button', { name: 'Guardar horario' }), { limit: 5 });
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Disponibilidad actualizada')).toBeVisible();

  await page.reload();
  await expect(second.getByLabel('Desde')).toHaveValue('19:00');
  await expect(second.getByLabel('Hasta')).toHaveValue('21:00');
  await expect(page.getByRole('group', { name: 'Martes, horario 1' }).getByLabel('Hasta')).toHaveValue(
    '18:00',
  );
  await expect(holiday.getByLabel('Desde')).toHaveValue('2030-12-24');
  await expect(holiday.getByLabel('Hasta')).toHaveValue('2030-12-26');
  await expect(holiday.getByLabel('Nota (opcional)')).toHaveValue('Navidad');
  await expect(travel).toHaveValue('45');
  await expect(instant).toBeChecked();
  await expect(page.getByLabel('Máximo de servicios por día')).toHaveValue('');
});

test('days off over a confirmed service list it as still booked', async ({ page, browser }) => {
  // The customer's request asks for 1 May 2030 at 10:00, Mexico City; the provider's offer is accepted.
  const { service, providerPage, providerContext } = await agreedWithProvider(page, browser, 700);
  await providerPage.goto('/proveedor/disponibilidad');
  await providerPage.getByRole('button', { name: 'Agregar días no disponibles' }).click();
  const holiday = providerPage.getByRole('group', { name: 'Periodo 1' });
  await holiday.getByLabel('Desde').fill('2030-04-30');
  await holiday.getByLabel('Hasta').fill('2030-05-02');
  await holiday.getByLabel('Nota (opcional)').fill('Vacaciones');
  await providerPage.getByRole('button', { name: 'Guardar horario' }).click();
  await expect(toast(providerPage, 'Disponibilidad actualizada')).toBeVisible();

  const outside = providerPage.getByRole('status', {
    name: 'Servicios agendados fuera de tu nueva disponibilidad',
  });
  await expect(outside).toContainText('Siguen agendados: cambiar tu disponibilidad no cancela servicios.');
  await expect(outside.getByRole('listitem')).toHaveText([
    `${service.title}: 1 de mayo de 2030, 10:00 – 13:00 (3 h) con ${shortName(E2E_FULL_NAME)}`,
  ]);
  await expectNoAxeViolations(providerPage, 'Disponibilidad with services outside it');
  await providerContext.close();
});
