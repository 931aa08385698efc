import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { chooseFirstFreeTime, choosePlace, createBookableProvider, uniqueName } from './support/booking';
import { BASE_URL } from './support/env';
import { createAccount, expect, login, signUp, test, toast } from './support/fixtures';
import { onlinePage } from './support/online-payments';
import { expectOk, fillRequestForm, offerAsProvider, openRequestForm, pickCoyoacan } from './support/client';
import { approveOwnVerification, createRequest, NEAR_COYOACAN } from './support/provider';

const tagged = (title: string) => `${title} ${randomUUID().slice(0, 6)}`;

test('a customer publishes a request with the place search and finds it first in Mis Solicitudes', async ({
  page,
}) => {
  await signUp(page, 'client');
  await page.goto('/cliente/solicitudes');
  await expect(page.getByRole('heading', { name: 'Aún no tienes solicitudes' })).toBeVisible();
  const older = tagged('Limpieza anterior');
  await createRequest(page.request, older, NEAR_COYOACAN);

  await openRequestForm(page);
  await expect(page).toHaveURL((url) => url.search === '?nueva=1');
  await expect(page.getByRole('button', { name: 'Ver Solicitudes' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Efectivo' })).toBeChecked();
  const title = tagged('Limpieza de departamento');
  await fillRequestForm(page, { title, paymentMethod: 'Transferencia', requiredDate: '2030-05-01T10:00' });
  await expect(page.getByText('Zona aproximada')).toBeVisible();
  await page.getByRole('button', { name: 'Publicar Solicitud' }).click();

  await expect(toast(page, 'Solicitud creada')).toContainText('Tu solicitud ha sido publicada exitosamente.');
  await expect(page).toHaveURL((url) => url.pathname === '/cliente/solicitudes' && url.search === '');
  await expect(page.getByRole('button', { name: 'Nueva Solicitud' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toHaveAccessibleName(title);
  await expect(cards.nth(1)).toHaveAccessibleName(older);
  for (const text of [
    'Abierta',
    'Limpieza del Hogar',
    '$500 - $1,000',
    'Transferencia',
    '1 de mayo de 2030 a las 10:00',
    'Coyoacán, Ciudad de México (zona aproximada)',
    'Ofertas recibidas (0)',
  ]) {
    await expect(cards.first()).toContainText(text);
  }
});

test('an empty submit shows every SPEC message under its field and the no-location toast', async ({
  page,
}) => {
  await signUp(page, 'client');
  await openRequestForm(page);
  await page.getByRole('button', { name: 'Publicar Solicitud' }).click();
  await expect(toast(page, 'Por favor selecciona una ubicación')).toBeVisible();
  const expected: ReadonlyArray<[label: string, message: string]> = [
    ['Título', 'El título es requerido'],
    ['Descripción', 'La descripción debe tener al menos 10 caracteres'],
    ['Tipo de servicio', 'El tipo de servicio es requerido'],
    ['Presupuesto', 'El rango de presupuesto es requerido'],
    ['Fecha y hora', 'La fecha es requerida'],
  ];
  for (const [label, message] of expected) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(page.getByRole('combobox', { name: 'Ubicación' })).toHaveAccessibleDescription(
    /La ubicación es requerida/,
  );

  // With a place chosen the toast no longer applies; a past date gets its own message.
  await fillRequestForm(page, { title: 'Limpieza', requiredDate: '2020-01-01T10:00' });
  await page.getByRole('button', { name: 'Publicar Solicitud' }).click();
  await expect(page.getByLabel('Fecha y hora')).toHaveAccessibleDescription(
    /La fecha debe ser posterior al momento actual/,
  );
  await expect(page.getByRole('combobox', { name: 'Ubicación' })).not.toHaveAccessibleDescription(
    /La ubicación es requerida/,
  );
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('a double click on Publicar Solicitud creates one request', async ({ page }) => {
  await signUp(page, 'client');
  await openRequestForm(page);
  const title = tagged('Jardín');
  await fillRequestForm(page, { title, serviceType: 'Jardinería' });
  await page.getByRole('button', { name: 'Publicar Solicitud' }).dblclick();
  await expect(toast(page, 'Solicitud creada')).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('a retry after a lost answer reuses the first request instead of creating a second', async ({
  page,
}) => {
  await signUp(page, 'client');
  await openRequestForm(page);
  const title = tagged('Lavandería');
  await fillRequestForm(page, { title, serviceType: 'Lavandería' });
  // The server creates the request, but its answer never reaches the browser.
  let lost = false;
  await page.route('**/api/requests', async (route) => {
    if (lost || route.request().method() !== 'POST') return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Publicar Solicitud' }).click();
  await expect(toast(page, 'No se pudo crear la solicitud. Por favor intenta de nuevo.')).toBeVisible();
  await expect(page.getByLabel('Título')).toHaveValue(title);
  await expect(page.getByRole('combobox', { name: 'Ubicación' })).toHaveValue('Coyoacán, Ciudad de México');

  await page.getByRole('button', { name: 'Publicar Solicitud' }).click();
  await expect(toast(page, 'Solicitud creada')).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);

  // After a success the next request is a new one.
  await openRequestForm(page);
  const second = tagged('Oficina');
  await fillRequestForm(page, { title: second, serviceType: 'Limpieza de Oficina' });
  await page.getByRole('button', { name: 'Publicar Solicitud' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
});

test('the customer sees a provider’s offer on their request, and another customer never does', async ({
  page,
  browser,
  playwright,
}) => {
  await signUp(page, 'client');
  const title = tagged('Limpieza profunda');
  const request = await createRequest(page.request, title, NEAR_COYOACAN);
  await page.goto('/cliente/solicitudes');
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Ofertas recibidas (0)');
  await expect(card).toContainText('Aún no recibes ofertas.');

  await offerAsProvider(playwright, request.id, NEAR_COYOACAN, {
    displayName: 'Limpiezas Rosa',
    price: 850,
    message: 'Puedo ir el sábado por la mañana con mis productos.',
  });
  await page.reload();
  const offers = card.getByRole('region', { name: 'Ofertas recibidas (1)' });
  await expect(offers.getByRole('listitem')).toHaveCount(1);
  await expect(offers).toContainText('Limpiezas Rosa');
  await expect(offers).toContainText('$850');
  await expect(offers).toContainText('Puedo ir el sábado por la mañana con mis productos.');
  await expect(offers).toContainText('Enviada el');
  await expect(offers.getByText('LR', { exact: true })).toBeVisible();

  const other = await browser.newPage();
  await signUp(other, 'client');
  await other.goto('/cliente/solicitudes');
  await expect(other.getByRole('heading', { name: 'Aún no tienes solicitudes' })).toBeVisible();
  await expect(other.getByText(title)).toHaveCount(0);
  await expect(other.getByText('Limpiezas Rosa')).toHaveCount(0);
  await other.close();
});

test('a direct booking shows the provider, the price and the address', async ({ page, playwright }) => {
  const provider = await playwright.request.newContext({ baseURL: BASE_URL });
  await createAccount(provider, 'provider');
  const providerId = ((await (await provider.get('/api/profile')).json()) as { id: string }).id;
  await expectOk(provider.post('/api/subscription', { data: { planType: 'premium' } }));
  await approveOwnVerification(provider);
  await expectOk(provider.put('/api/provider/area', { data: { location: NEAR_COYOACAN, serviceRadius: 5 } }));
  await expectOk(
    provider.put('/api/provider/services', {
      data: { services: [{ serviceId: 'home-cleaning', hourlyPrice: 20_000 }] },
    }),
  );
  await expectOk(
    provider.put('/api/provider/profile', {
      data: { displayName: 'Casa Limpia Coyoacán', bio: '', yearsExperience: 5, phone: '5512345678' },
    }),
  );
  await provider.dispose();

  await signUp(page, 'client');
  // Two recámaras and a baño, general: 3 – 3.5 h, booked for 3.5 h at $200 an hour.
  const estimate = { bedrooms: 2, bathrooms: 1, cleaningType: 'general', extras: [], pets: false };
  const query = `serviceId=home-cleaning&lat=${NEAR_COYOACAN.lat}&lng=${NEAR_COYOACAN.lng}&minutes=210`;
  const free = await page.request.get(`/api/bookings/providers/${providerId}/free-times?${query}`);
  expect(free.status(), await free.text()).toBe(200);
  const { days } = (await free.json()) as { days: { date: string; times: string[] }[] };
  const day = days.find((candidate) => candidate.times.length > 0)!;
  // Mexico City keeps one offset all year since 2022.
  const start = `${day.date}T${day.times[0]}:00-06:00`;
  const booking = await page.request.post('/api/bookings', {
    data: {
      serviceId: 'home-cleaning',
      providerId,
      requiredDate: start,
      length: { estimate },
      location: NEAR_COYOACAN,
      contact: {
        address: { street: 'Calle Centenario 25', colonia: 'Del Carmen' },
        phone: '55 8765 4321',
      },
      notes: '',
      paymentMethod: 'transfer',
      idempotencyKey: randomUUID(),
    },
  });
  expect(booking.status(), await booking.text()).toBe(201);

  await page.goto('/cliente/solicitudes');
  const card = page.getByRole('article', { name: 'Limpieza del Hogar' });
  const date = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'America/Mexico_City' });
  const [hour, minute] = day.times[0]!.split(':');
  // es-MX writes the hour on a 12-hour clock: '14:00' is 'a las 2:00 p.m.'.
  const clockHour = Number(hour) % 12 || 12;
  for (const text of [
    'Reserva directa con Casa Limpia Coyoacán',
    'Precio',
    '$700',
    'Transferencia',
    `${date.format(new Date(start))} a las ${clockHour}:${minute} ${Number(hour) < 12 ? 'a.m.' : 'p.m.'}`,
    'Duración estimada: 3.5 h',
    'Calle Centenario 25, Del Carmen',
    '55 8765 4321',
  ]) {
    await expect(card).toContainText(text);
  }
});

test('a signed-out visitor is sent to log in and comes back to the form', async ({ page, clientAccount }) => {
  await page.goto('/cliente/solicitudes?nueva=1');
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/login' && url.searchParams.get('redirectTo') === '/cliente/solicitudes?nueva=1',
  );
  await page.getByLabel('Correo electrónico').fill(clientAccount.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(clientAccount.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Nueva Solicitud' })).toBeVisible();

  // The session ends elsewhere while the form is open: submitting leads to the login page.
  await fillRequestForm(page, { title: tagged('Ventanas') });
  const signOut = await page.request.post('/api/auth/sign-out', { headers: { origin: BASE_URL } });
  expect(signOut.ok()).toBe(true);
  await page.getByRole('button', { name: 'Publicar Solicitud' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

test('the place search alone fills the location: typing again clears the chosen place', async ({ page }) => {
  await signUp(page, 'client');
  await openRequestForm(page);
  await pickCoyoacan(page);
  await expect(page.getByText('Ubicación elegida')).toBeVisible();
  await page.getByRole('combobox', { name: 'Ubicación' }).press('Backspace');
  await expect(page.getByText('Ubicación elegida')).toHaveCount(0);
});

test('a list that does not load says so, with the SPEC toast, and loads on Reintentar', async ({ page }) => {
  await signUp(page, 'client');
  const title = tagged('Baños');
  await createRequest(page.request, title, NEAR_COYOACAN);
  await page.route('**/api/requests/mine', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'No disponible' } } }),
  );
  await page.goto('/cliente/solicitudes');
  // 5xx answers are retried with a short backoff before the page gives up.
  const failure = page.getByRole('alert').filter({ hasText: 'No se pudieron cargar las solicitudes.' });
  await expect(failure).toBeVisible({ timeout: 15_000 });
  await expect(toast(page, 'No se pudieron cargar las solicitudes.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aún no tienes solicitudes' })).toHaveCount(0);

  await page.unroute('**/api/requests/mine');
  await failure.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
});

test('the server’s field messages appear under the fields it names', async ({ page }) => {
  await signUp(page, 'client');
  await openRequestForm(page);
  await fillRequestForm(page, { title: tagged('Limpieza') });
  await page.route('**/api/requests', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          json: {
            error: {
              code: 'VALIDATION',
              message: 'Algunos datos no son válidos. Revisa los campos marcados.',
              fields: { location: 'La ubicación debe estar dentro de México' },
            },
          },
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Publicar Solicitud' }).click();
  await expect(toast(page, 'No se pudo crear la solicitud. Por favor intenta de nuevo.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Ubicación' })).toHaveAccessibleDescription(
    /La ubicación debe estar dentro de México/,
  );
});

test('the request form and the wizard offer a card only where a gateway takes cards', async ({
  page,
  browser,
  playwright,
}) => {
  test.slow();
  const provider = await createBookableProvider(playwright, {
    serviceId: 'windows',
    price: 52_000,
    plan: 'basic',
    displayName: uniqueName('Cristales Formas de Pago'),
  });
  const account = await signUp(page, 'client');
  const online = await onlinePage(browser);
  await login(online, account.email, account.password);

  /** The server's configuration is on screen: the place search's credit. */
  const expectConfigShown = (on: Page) => expect(on.getByText('GeoNames')).toBeVisible();
  /** The choices of Forma de pago (the configuration on screen first: 'Tarjeta' waits for it). */
  const expectMethods = async (on: Page, names: string[]) => {
    const methods = on.getByRole('group', { name: 'Forma de pago' }).getByRole('radio');
    await expect(methods).toHaveCount(names.length);
    for (const [index, name] of names.entries()) await expect(methods.nth(index)).toHaveAccessibleName(name);
  };
  // The wizard's place search is in step 3: the configuration is on screen there, before step 4's Forma de pago.
  const toWizardPayment = async (on: Page) => {
    await on.goto('/reservar?servicio=windows');
    await on.getByRole('button', { name: 'Continuar' }).click();
    await on.getByRole('radio', { name: provider.displayName }).check();
    await on.getByRole('button', { name: 'Continuar' }).click();
    await expect(on.getByRole('heading', { name: 'Elige la fecha y la hora' })).toBeFocused();
    await expectConfigShown(on);
    await choosePlace(on);
    await chooseFirstFreeTime(on);
    await on.getByRole('button', { name: 'Continuar' }).click();
    await expect(on.getByRole('heading', { name: 'Dirección y confirmación' })).toBeFocused();
  };

  // The journeys' server answers every browser as a server without keys, but those sending the online header.
  await openRequestForm(page);
  await expectConfigShown(page);
  await expectMethods(page, ['Efectivo', 'Transferencia']);
  await toWizardPayment(page);
  await expectMethods(page, ['Efectivo', 'Transferencia']);

  await openRequestForm(online);
  await expectConfigShown(online);
  await expectMethods(online, ['Efectivo', 'Tarjeta', 'Transferencia']);
  await toWizardPayment(online);
  // This provider takes no online payments yet: no SPEI nor OXXO, and a card is asked of them at Confirmar.
  await expectMethods(online, ['Efectivo', 'Tarjeta', 'Transferencia']);
  await online.context().close();
});
