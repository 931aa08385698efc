import { expectNoAxeViolations, WCAG_TAGS } from './support/axe';
import { expect, signUp, test } from './support/fixtures';
import { offerAsProvider } from './support/client';
import { createRequest, NEAR_COYOACAN } from './support/provider';

const MENU: ReadonlyArray<[label: string, path: string]> = [
  ['Resumen', '/cliente'],
  ['Mis Solicitudes', '/cliente/solicitudes'],
  ['Programados', '/cliente/programados'],
  ['Limpiezas recurrentes', '/cliente/recurrentes'],
  ['Mensajes', '/cliente/mensajes'],
  ['Historial', '/cliente/historial'],
  ['Favoritos', '/cliente/favoritos'],
  ['Reseñas', '/cliente/resenas'],
  ['Pagos', '/cliente/pagos'],
  ['Perfil', '/cliente/perfil'],
  ['Seguridad', '/cliente/seguridad'],
];

const EMPTY_PAGES: ReadonlyArray<[path: string, heading: string, emptyTitle: string]> = [
  ['/cliente/programados', 'Programados', 'Aún no tienes servicios programados'],
  ['/cliente/historial', 'Historial', 'Aún no tienes servicios completados'],
  ['/cliente/resenas', 'Reseñas', 'Aún no has escrito reseñas'],
  ['/cliente/pagos', 'Pagos', 'Aún no tienes pagos'],
];

test('every entry of the customer menu, in order, opens a working page', async ({ page }) => {
  // A CSP violation (zod probing eval) or a failed call shows up as a console error.
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await signUp(page, 'client');
  await page.goto('/cliente');
  const menu = page.getByRole('navigation', { name: 'Menú: Mi Panel' });
  await expect(menu.getByRole('link')).toHaveText(MENU.map(([label]) => label));

  for (const [label, path] of MENU) {
    await menu.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 2, name: label, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Cargando...' })).toHaveCount(0);
  }
  expect(consoleErrors).toEqual([]);
});

test('Programados, Historial, Reseñas and Pagos say what will appear and lead to a new request', async ({
  page,
}) => {
  await signUp(page, 'client');
  for (const [path, heading, emptyTitle] of EMPTY_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: emptyTitle })).toBeVisible();
    // The seed's sample figures (2 scheduled, 8 completed, 4.8, $4,500) are never shown as if real.
    const main = page.getByRole('main');
    for (const sample of ['4.8', '4,500', '4500']) await expect(main).not.toContainText(sample);
    await expect(page.getByRole('link', { name: 'Publicar una solicitud' })).toHaveAttribute(
      'href',
      '/cliente/solicitudes?nueva=1',
    );
  }
  await page.getByRole('link', { name: 'Publicar una solicitud' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/cliente/solicitudes');
  await expect(page.getByRole('heading', { level: 3, name: 'Nueva Solicitud' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ver Solicitudes' })).toBeVisible();
});

test('Resumen counts the customer’s own open requests and the offers they received', async ({
  page,
  playwright,
}) => {
  const account = await signUp(page, 'client');
  await page.goto('/cliente');
  // By first name, never by e-mail.
  await expect(page.getByText('Hola, Carmen.')).toBeVisible();
  await expect(page.getByText(account.email)).toHaveCount(0);
  const open = page.getByRole('region', { name: 'Solicitudes abiertas' });
  const offers = page.getByRole('region', { name: 'Ofertas recibidas' });
  await expect(open.getByText('0', { exact: true })).toBeVisible();
  await expect(offers.getByText('0', { exact: true })).toBeVisible();
  // No services yet: zero is zero, and nothing was spent.
  for (const name of ['Servicios programados', 'Servicios completados'])
    await expect(page.getByRole('region', { name }).getByText('0', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Total gastado' }).getByText('$0', { exact: true }),
  ).toBeVisible();
  await expect(open.getByRole('link', { name: 'Ver Mis Solicitudes' })).toHaveAttribute(
    'href',
    '/cliente/solicitudes',
  );
  await expect(page.getByRole('link', { name: 'Reservar un servicio' })).toHaveAttribute('href', '/reservar');
  await expect(page.getByRole('link', { name: 'Publicar una solicitud' })).toHaveAttribute(
    'href',
    '/cliente/solicitudes?nueva=1',
  );

  const first = await createRequest(page.request, 'Limpieza de sala', NEAR_COYOACAN);
  await createRequest(page.request, 'Lavado de ventanas', NEAR_COYOACAN);
  await offerAsProvider(playwright, first.id, NEAR_COYOACAN, {
    displayName: 'Limpiezas Rosa',
    price: 900,
    message: 'Puedo ir el sábado.',
  });
  await offerAsProvider(playwright, first.id, NEAR_COYOACAN, {
    displayName: 'Brillo Total',
    price: 750,
    message: 'Llevo mis productos.',
  });
  await page.reload();
  await expect(open.getByText('2', { exact: true })).toBeVisible();
  await expect(offers.getByText('2', { exact: true })).toBeVisible();
});

test('the profile is edited, cancelled back to the saved values, and saved', async ({ page }) => {
  const account = await signUp(page, 'client');
  await page.goto('/cliente/perfil');
  const email = page.getByLabel('Correo electrónico');
  const name = page.getByLabel('Nombre completo');
  const phone = page.getByLabel('Teléfono');
  const address = page.getByLabel('Calle y número');
  const colonia = page.getByLabel('Colonia');
  await expect(email).toHaveValue(account.email);
  await expect(email).not.toBeEditable();
  // The name given at sign-up.
  await expect(name).toHaveValue('Carmen Ruiz López');
  for (const field of [name, phone, address, colonia]) await expect(field).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'Guardar Cambios' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Editar' }).click();
  await expect(name).toBeFocused();
  await expect(email).not.toBeEditable();
  await name.fill('Ana López');
  await phone.fill('5512345678');
  await address.fill('Av. Universidad 1000');
  await colonia.fill('Santa Cruz Atoyac');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  for (const field of [phone, address, colonia]) await expect(field).toHaveValue('');
  await expect(name).toHaveValue('Carmen Ruiz López');
  await expect(name).not.toBeEditable();

  await page.getByRole('button', { name: 'Editar' }).click();
  await name.fill('Ana López');
  await phone.fill('5512345678');
  await address.fill('Av. Universidad 1000');
  await colonia.fill('Santa Cruz Atoyac');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Perfil actualizado exitosamente' });
  await expect(saved).toBeVisible();
  await expect(name).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();
  // SPEC §9: the message goes away on its own (after 3000 ms).
  await expect(saved).toHaveCount(0, { timeout: 10_000 });

  await page.reload();
  await expect(name).toHaveValue('Ana López');
  await expect(phone).toHaveValue('5512345678');
  await expect(address).toHaveValue('Av. Universidad 1000');
  await expect(colonia).toHaveValue('Santa Cruz Atoyac');
  // The panels greet by the new first name.
  await page.goto('/cliente');
  await expect(page.getByText('Hola, Ana.')).toBeVisible();
  await page.goto('/cliente/perfil');
  await page.getByRole('button', { name: 'Editar' }).click();
  await name.fill('Ana María López');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(name).toHaveValue('Ana López');
});

test('the profile form shows each SPEC message and keeps what was typed when the save fails', async ({
  page,
}) => {
  await signUp(page, 'client');
  await page.goto('/cliente/perfil');
  await page.getByRole('button', { name: 'Editar' }).click();
  const name = page.getByLabel('Nombre completo');
  const phone = page.getByLabel('Teléfono');
  const address = page.getByLabel('Calle y número');
  await name.fill('');
  await phone.fill('55123');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(name).toHaveAccessibleDescription('El nombre es requerido');
  await expect(phone).toHaveAccessibleDescription('10 dígitos. El teléfono debe tener al menos 10 dígitos');
  await expect(address).toHaveAccessibleDescription('Escribe la calle y el número');
  await expect(page.getByLabel('Colonia')).toHaveAccessibleDescription('Escribe la colonia');
  await expect(name).toHaveAttribute('aria-invalid', 'true');

  await page.route('**/api/profile', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'No disponible' } } })
      : route.continue(),
  );
  await name.fill('Ana López');
  await phone.fill('5512345678');
  await address.fill('Av. Universidad 1000');
  await page.getByLabel('Colonia').fill('Santa Cruz Atoyac');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error al actualizar el perfil' })).toBeVisible();
  await expect(name).toHaveValue('Ana López');
  await expect(name).toBeEditable();
});

test('the customer pages pass an automated WCAG 2.2 AA check, errors and offers included', async ({
  page,
  playwright,
}) => {
  // Five axe runs and a provider set up through the API: more than the default 30 s on a busy machine.
  test.slow();
  await signUp(page, 'client');
  const request = await createRequest(page.request, 'Limpieza de cocina', NEAR_COYOACAN);
  await offerAsProvider(playwright, request.id, NEAR_COYOACAN, {
    displayName: 'Limpiezas Rosa',
    price: 800,
    message: 'Puedo ir mañana.',
  });
  // The Nueva Solicitud dialog fades in and its error toast too: the scan waits for both, and looks again once
  // a toast that appeared mid-scan has settled.
  const check = (label: string) => expectNoAxeViolations(page, label, { tags: WCAG_TAGS });

  await page.goto('/cliente');
  await expect(
    page.getByRole('region', { name: 'Ofertas recibidas' }).getByText('1', { exact: true }),
  ).toBeVisible();
  await check('Resumen');
  await page.goto('/cliente/solicitudes');
  await expect(page.getByText('Limpiezas Rosa')).toBeVisible();
  await check('Mis Solicitudes');
  await page.getByRole('button', { name: 'Nueva Solicitud' }).click();
  await page.getByRole('button', { name: 'Publicar Solicitud' }).click();
  await expect(page.getByText('El título es requerido')).toBeVisible();
  await check('Nueva Solicitud with errors');
  await page.goto('/cliente/perfil');
  await page.getByRole('button', { name: 'Editar' }).click();
  await page.getByLabel('Teléfono').fill('123');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('El teléfono debe tener al menos 10 dígitos')).toBeVisible();
  await check('Perfil with errors');
  await page.goto('/cliente/pagos');
  await expect(page.getByRole('heading', { name: 'Aún no tienes pagos' })).toBeVisible();
  await check('Pagos');
});

test('the customer pages fit a 320 px screen without sideways scrolling', async ({ page, playwright }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await signUp(page, 'client');
  const request = await createRequest(page.request, 'Limpieza de recámaras y baños', NEAR_COYOACAN);
  await offerAsProvider(playwright, request.id, NEAR_COYOACAN, {
    displayName: 'Servicios de Limpieza Integral del Valle',
    price: 1250,
    message: 'Incluye productos biodegradables y dos personas durante cuatro horas.',
  });
  const menu = page.getByRole('navigation', { name: 'Menú: Mi Panel' });
  for (const [label, path] of [...MENU, ['Mis Solicitudes', '/cliente/solicitudes?nueva=1'] as const]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: label, exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: `Página actual: ${label}` })).toBeInViewport();
    await expect(menu.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Cargando...' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
  }
});
