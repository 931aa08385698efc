import { expectNoAxeViolations, WCAG_TAGS } from './support/axe';
import { BASE_URL } from './support/env';
import { expect, login, PASSWORD, signUp, test, toast, uniqueEmail } from './support/fixtures';
import { readVerificationLink } from './support/outbox';
import { E2E_CONTACT, expectContact, fillContact } from './support/contact';
import {
  chooseFirstFreeTime,
  choosePlace,
  chooseProviderAndDate,
  createBookableProvider,
  dayButtons,
  fillAddress,
  myBookingsWith,
  timeButtons,
  uniqueName,
  withdrawServices,
} from './support/booking';

test('a client books from Reservar Ahora and the provider sees the direct booking', async ({
  page,
  playwright,
  browser,
}) => {
  // Three accounts, each confirming its address through the outbox, and two browsers: more than 30 s on CI.
  test.slow();
  const basic = await createBookableProvider(playwright, {
    serviceId: 'windows',
    price: 27_500,
    plan: 'basic',
    displayName: uniqueName('Cristales Básicos'),
  });
  const premium = await createBookableProvider(playwright, {
    serviceId: 'windows',
    price: 32_500,
    plan: 'premium',
    displayName: uniqueName('Cristales Premium'),
    bio: 'Limpio ventanas de casas y departamentos con equipo de altura.',
    yearsExperience: 5,
    verified: true,
  });
  await signUp(page, 'client');

  await page.goto('/servicios');
  await page
    .getByRole('article', { name: 'Limpieza de Ventanas' })
    .getByRole('link', { name: 'Reservar Ahora' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/reservar');
  await expect(page.getByRole('progressbar', { name: 'Paso 1 de 4: Servicio' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Limpieza de Ventanas' })).toBeChecked();
  // Not a home: the 'Cotizador' asks for the hours, 2 to start with.
  const hours = page.getByLabel('Duración del servicio');
  await expect(hours).toHaveValue('2');
  await expect(page.getByText('Duración estimada: 2 h')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Recámaras' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { name: 'Elige a tu proveedor' })).toBeFocused();
  await expect(page.getByRole('progressbar', { name: 'Paso 2 de 4: Proveedor' })).toBeVisible();
  const cards = page.getByRole('group', { name: 'Elige a tu proveedor' }).getByRole('listitem');
  const premiumCard = cards.filter({ hasText: premium.displayName });
  const basicCard = cards.filter({ hasText: basic.displayName });
  // Other tests add providers in parallel: only the relative order of these two is ours to check, once
  // the list has loaded (allTextContents does not wait).
  await expect(premiumCard).toBeVisible();
  await expect(basicCard).toBeVisible();
  const names = await cards.allTextContents();
  const premiumAt = names.findIndex((text) => text.includes(premium.displayName));
  const basicAt = names.findIndex((text) => text.includes(basic.displayName));
  expect(premiumAt).toBeGreaterThanOrEqual(0);
  expect(premiumAt).toBeLessThan(basicAt);
  // Verified on Premium: the badge, and listed first. Only verified providers are listed: on Básico, the identity
  // is vouched for without the badge the plan does not include.
  await expect(premiumCard).toContainText('Proveedor verificado');
  await expect(basicCard).toContainText('Identidad verificada');
  await expect(basicCard).not.toContainText('Proveedor verificado');
  for (const text of [
    '$650 para 2 h',
    '$325 por hora',
    '5 años de experiencia',
    'Limpio ventanas de casas',
    'Atiende en Coyoacán, Ciudad de México y hasta 10 km',
  ]) {
    await expect(premiumCard).toContainText(text);
  }
  await expect(basicCard).toContainText('$550 para 2 h');
  await premiumCard.getByText(premium.displayName, { exact: true }).click();
  await expect(page.getByRole('radio', { name: premium.displayName })).toBeChecked();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { name: 'Elige la fecha y la hora' })).toBeFocused();
  await choosePlace(page);
  // 14 days of the place; a Sunday is outside the default week (Monday to Saturday) and offers nothing.
  await expect(dayButtons(page)).toHaveCount(14);
  await expect(
    dayButtons(page)
      .filter({ hasText: /^domingo/ })
      .first(),
  ).toBeDisabled();
  await expect(
    dayButtons(page)
      .filter({ hasText: /^domingo/ })
      .first(),
  ).toContainText('Sin horarios libres');
  const chosen = await chooseFirstFreeTime(page);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('progressbar', { name: 'Paso 4 de 4: Dirección' })).toBeVisible();
  await expect(page.getByText('Zona aproximada')).toBeVisible();
  await fillAddress(page);
  await page.getByLabel('Notas para el proveedor (opcional)').fill('Son seis ventanas en segundo piso.');
  await expect(page.getByRole('radio', { name: 'Efectivo' })).toBeChecked();
  await page.getByRole('radio', { name: 'Transferencia' }).check();
  const summary = page.getByRole('region', { name: 'Resumen de tu reserva' });
  for (const text of [
    'Limpieza de Ventanas',
    premium.displayName,
    chosen.date,
    '2 h',
    'Transferencia',
    '$650 MXN',
    'Se cobra la duración reservada, 2 h, a $325 por hora.',
    'con menos, se cobra el 50% ($325)',
  ]) {
    await expect(summary).toContainText(text);
  }

  await page.getByRole('button', { name: 'Confirmar Reserva' }).click();
  await expect(toast(page, 'Reserva enviada')).toContainText(
    'El proveedor recibió tu reserva y te enviará su confirmación.',
  );
  await expect(page).toHaveURL((url) => url.pathname === '/cliente/solicitudes');
  const bookings = await myBookingsWith(page, premium.displayName);
  expect(bookings).toHaveLength(1);
  expect(bookings[0]).toMatchObject({
    serviceId: 'windows',
    price: 65_000,
    paymentMethod: 'transfer',
    contact: E2E_CONTACT,
    description: 'Son seis ventanas en segundo piso.',
  });

  const providerContext = await browser.newContext({ baseURL: BASE_URL });
  const providerPage = await providerContext.newPage();
  await login(providerPage, premium.email, premium.password);
  // A booking is a service at once, waiting in the provider's Calendario for an answer.
  await providerPage.goto('/proveedor/calendario');
  const booking = providerPage.getByRole('article', { name: 'Limpieza de Ventanas' });
  await expect(booking).toContainText('Pendiente');
  await expect(booking).toContainText('$650');
  await expect(booking).toContainText(chosen.date);
  await expect(booking.getByRole('button', { name: 'Rechazar reserva' })).toBeVisible();
  await booking.getByRole('button', { name: 'Aceptar reserva' }).click();
  await providerPage.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(providerPage, 'Reserva aceptada')).toBeVisible();
  await expect(booking).toContainText('Confirmado');
  // Agreed: now the provider reads the street address.
  await expect(booking).toContainText('Av. Universidad 1200');
  await providerContext.close();
});

test('Continuar waits for a service and a provider; steps 3 and 4 say what is missing', async ({
  page,
  playwright,
}) => {
  const provider = await createBookableProvider(playwright, {
    serviceId: 'bathroom',
    price: 22_500,
    plan: 'basic',
    displayName: uniqueName('Baños Brillantes'),
  });
  await signUp(page, 'client');
  await page.goto('/reservar');
  const next = page.getByRole('button', { name: 'Continuar' });
  await expect(page.getByRole('radio', { name: 'Limpieza de Baños' })).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByRole('radio', { name: 'Limpieza de Baños' }).check();
  await expect(next).toBeEnabled();
  await next.click();

  await expect(page.getByRole('radio', { name: provider.displayName })).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByRole('radio', { name: provider.displayName }).press('Space');
  await expect(page.getByRole('radio', { name: provider.displayName })).toBeChecked();
  await expect(next).toBeEnabled();
  await next.click();

  // Step 3: the place first (its clock reads the times), then a day, then a time.
  await next.click();
  const search = page.getByRole('combobox', { name: 'Dirección, colonia o ciudad' });
  await expect(search).toHaveAccessibleDescription(/Por favor selecciona una ubicación/);
  await expect(search).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'Por favor selecciona una fecha' })).toBeVisible();
  await choosePlace(page);
  await expect(dayButtons(page)).toHaveCount(14);
  await expect(page.getByText('Elige un día para ver sus horarios libres.')).toBeVisible();
  const day = dayButtons(page).and(page.locator(':enabled')).first();
  await day.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Por favor selecciona una fecha' })).toHaveCount(0);
  await next.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Por favor selecciona una hora' })).toBeVisible();
  await timeButtons(page).first().click();
  await next.click();

  const confirm = page.getByRole('button', { name: 'Confirmar Reserva' });
  await confirm.click();
  const line = page.getByLabel('Calle y número');
  await expect(line).toHaveAccessibleDescription(/Escribe la calle y el número/);
  await expect(page.getByLabel('Colonia', { exact: true })).toHaveAccessibleDescription(/Escribe la colonia/);
  await expect(page.getByLabel('Teléfono de contacto')).toHaveAccessibleDescription(
    /El teléfono debe tener al menos 10 dígitos/,
  );
  await line.fill('C5');
  await expect(line).toHaveAccessibleDescription(/al menos 3 caracteres/);
  await line.fill('Calle 5 número 20');
  await expect(line).not.toHaveAccessibleDescription(/Escribe la calle/);
  await expect(page).toHaveURL((url) => url.pathname === '/reservar');

  await page.getByRole('button', { name: 'Atrás' }).click();
  await expect(page.getByRole('heading', { name: 'Elige la fecha y la hora' })).toBeFocused();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await expect(timeButtons(page).first()).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Atrás' }).click();
  await expect(page.getByRole('radio', { name: provider.displayName })).toBeChecked();
});

test('a guest signs in at Confirmar Reserva and comes back to the wizard as it was', async ({
  page,
  playwright,
  clientAccount,
}) => {
  const provider = await createBookableProvider(playwright, {
    serviceId: 'garden',
    price: 35_000,
    plan: 'premium',
    displayName: uniqueName('Jardines Verdes'),
  });
  await page.goto('/reservar?servicio=garden');
  await expect(page.getByRole('radio', { name: 'Jardinería' })).toBeChecked();
  const chosen = await chooseProviderAndDate(page, provider.displayName);
  const line = page.getByLabel('Calle y número');
  await line.fill('C5');
  await page.getByRole('button', { name: 'Confirmar Reserva' }).click();
  await expect(line).toHaveAccessibleDescription(/al menos 3 caracteres/);
  await expect(page).toHaveURL((url) => url.pathname === '/reservar');
  await fillContact(page);
  await page.getByLabel('Notas para el proveedor (opcional)').fill('Hay un perro amable.');
  await page.getByRole('radio', { name: 'Transferencia' }).check();
  await expect(page.getByText('Al confirmar te pediremos iniciar sesión')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar Reserva' }).click();

  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirectTo') === '/reservar',
  );
  await expect(page.getByText('Inicia sesión o crea tu cuenta para confirmar tu reserva.')).toBeVisible();
  await expect(page.getByText('Qué gusto verte de nuevo')).toHaveCount(0);
  await login(page, clientAccount.email, clientAccount.password);
  await expect(page).toHaveURL((url) => url.pathname === '/reservar');
  await expect(page.getByRole('progressbar', { name: 'Paso 4 de 4: Dirección' })).toBeVisible();
  await expectContact(page);
  await expect(page.getByLabel('Notas para el proveedor (opcional)')).toHaveValue('Hay un perro amable.');
  await expect(page.getByRole('radio', { name: 'Transferencia' })).toBeChecked();
  const summary = page.getByRole('region', { name: 'Resumen de tu reserva' });
  for (const text of ['Jardinería', provider.displayName, chosen.date, 'Transferencia', '$700 MXN']) {
    await expect(summary).toContainText(text);
  }
  await expect(summary).toContainText('Coyoacán');
  await page.getByRole('button', { name: 'Confirmar Reserva' }).click();

  await expect(toast(page, 'Reserva enviada')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/cliente/solicitudes');
  expect(await myBookingsWith(page, provider.displayName)).toMatchObject([
    {
      serviceId: 'garden',
      price: 70_000,
      paymentMethod: 'transfer',
      contact: E2E_CONTACT,
      description: 'Hay un perro amable.',
    },
  ]);

  await page.goto('/reservar');
  await expect(page.getByRole('progressbar', { name: 'Paso 1 de 4: Servicio' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Jardinería' })).not.toBeChecked();
});

test('a guest who creates an account at Confirmar Reserva opens the e-mailed link and books from the summary as it was', async ({
  page,
  playwright,
}) => {
  test.slow(); // A provider and a customer, each confirming an address through the outbox.
  const provider = await createBookableProvider(playwright, {
    serviceId: 'laundry',
    price: 20_000,
    plan: 'basic',
    displayName: uniqueName('Lavandería Clara'),
  });
  await page.goto('/reservar?servicio=laundry');
  const chosen = await chooseProviderAndDate(page, provider.displayName);
  await fillAddress(page);
  await page.getByLabel('Notas para el proveedor (opcional)').fill('Dos cargas de ropa blanca.');
  await page.getByRole('radio', { name: 'Transferencia' }).check();
  await page.getByRole('button', { name: 'Confirmar Reserva' }).click();

  const why = page.getByText('Inicia sesión o crea tu cuenta para confirmar tu reserva.');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(why).toBeVisible();
  await page.getByRole('link', { name: 'Regístrate' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/registro' && url.searchParams.get('redirectTo') === '/reservar',
  );
  await expect(why).toBeVisible();
  const email = uniqueEmail('invitada');
  const since = new Date(Date.now() - 1000);
  await page.getByLabel('Nombre completo').fill('Invitada Clara');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await page.getByLabel('Tipo de usuario').selectOption({ label: 'Cliente' });
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu correo' })).toBeVisible();
  await expect(page.getByText('volverás al resumen de tu reserva')).toBeVisible();

  // The link opens in a new tab of the same browser, where the wizard finds what the guest left.
  const link = await readVerificationLink(email, since);
  expect(new URL(link).searchParams.get('callbackURL')).toBe('/reservar');
  const tab = await page.context().newPage();
  await tab.goto(link);
  await expect(tab).toHaveURL((url) => url.pathname === '/reservar');
  await expect(tab.getByRole('progressbar', { name: 'Paso 4 de 4: Dirección' })).toBeVisible();
  await expectContact(tab);
  await expect(tab.getByLabel('Notas para el proveedor (opcional)')).toHaveValue(
    'Dos cargas de ropa blanca.',
  );
  const summary = tab.getByRole('region', { name: 'Resumen de tu reserva' });
  for (const text of ['Lavandería', provider.displayName, chosen.date, 'Transferencia', '$400 MXN']) {
    await expect(summary).toContainText(text);
  }
  await tab.getByRole('button', { name: 'Confirmar Reserva' }).click();
  await expect(toast(tab, 'Reserva enviada')).toBeVisible();
  await expect(tab).toHaveURL((url) => url.pathname === '/cliente/solicitudes');
  expect(await myBookingsWith(tab, provider.displayName)).toMatchObject([
    { serviceId: 'laundry', paymentMethod: 'transfer', description: 'Dos cargas de ropa blanca.' },
  ]);
  // Booked: nothing of it stays in the browser.
  expect(await tab.evaluate(() => localStorage.getItem('limpiahogar:reserva'))).toBeNull();
});

test('a service nobody offers yet says so and offers an open request instead', async ({ page }) => {
  // No e2e test gives a provider the pool service, so its list stays empty in the shared database.
  await page.goto('/reservar?servicio=pool');
  await expect(page.getByRole('radio', { name: 'Limpieza de Piscinas' })).toBeChecked();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    page.getByRole('heading', { name: 'Todavía no hay proveedores para Limpieza de Piscinas' }),
  ).toBeVisible();
  await expect(page.getByText('Ningún proveedor ofrece este servicio en este momento.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Publicar una solicitud abierta' })).toHaveAttribute(
    'href',
    '/cliente/solicitudes?nueva=1',
  );
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
});

test('on a slow connection step 1 stays whole until step 2 can show; then its heading has the focus', async ({
  page,
}) => {
  // Steps 2 and 4 are a chunk of their own, held here until the test lets it through.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/later-steps-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/reservar?servicio=bathroom');
  await page.evaluate(() => {
    const form = document.querySelector('form')!;
    new MutationObserver(() => {
      if (!form.querySelector('h2')) document.body.dataset.stepless = 'true';
    }).observe(form, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('progressbar', { name: 'Paso 1 de 4: Servicio' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Limpieza de Baños' })).toBeChecked();
  release();
  await expect(page.getByRole('heading', { name: 'Elige a tu proveedor' })).toBeFocused();
  // At no moment was the form without a step heading.
  await expect(page.locator('body')).not.toHaveAttribute('data-stepless');
});

test('when the next steps fail to download, the wizard stays on step 1, says so, and Continuar tries again', async ({
  page,
}) => {
  let offline = true;
  await page.route(/\/later-steps-[\w-]+\.js$/, async (route) => {
    if (offline) await route.abort('connectionrefused');
    else await route.continue();
  });
  await page.goto('/reservar?servicio=bathroom');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    page.getByText('No pudimos cargar esta información. Revisa tu conexión e intenta de nuevo.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Paso 1 de 4: Servicio' })).toBeVisible();
  offline = false;
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Elige a tu proveedor' })).toBeFocused();
});

test('a provider list that fails to load offers Reintentar', async ({ page, playwright }) => {
  const provider = await createBookableProvider(playwright, {
    serviceId: 'laundry',
    price: 35_000,
    plan: 'basic',
    displayName: uniqueName('Lavandería Pronta'),
  });
  await page.route('**/api/services/laundry/providers', (route) => route.abort('connectionrefused'));
  await page.goto('/reservar?servicio=laundry');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('No pudimos cargar los proveedores. Intenta de nuevo.')).toBeVisible();
  await page.unroute('**/api/services/laundry/providers');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('radio', { name: provider.displayName })).toBeVisible();
});

test('a double click on Confirmar Reserva makes one booking', async ({ page, playwright }) => {
  const provider = await createBookableProvider(playwright, {
    serviceId: 'maintenance',
    price: 90_000,
    plan: 'enterprise',
    displayName: uniqueName('Mantenimiento Total'),
  });
  await signUp(page, 'client');
  await page.goto('/reservar?servicio=maintenance');
  await chooseProviderAndDate(page, provider.displayName);
  await fillAddress(page);
  await page.getByRole('button', { name: 'Confirmar Reserva' }).dblclick();
  await expect(page).toHaveURL((url) => url.pathname === '/cliente/solicitudes');
  expect(await myBookingsWith(page, provider.displayName)).toHaveLength(1);
});

test('the server’s answers go to the step they belong to', async ({ page, playwright }) => {
  const provider = await createBookableProvider(playwright, {
    serviceId: 'deep-cleaning',
    price: 150_000,
    plan: 'premium',
    displayName: uniqueName('Profunda Plus'),
  });
  await signUp(page, 'client');
  await page.goto('/reservar?servicio=deep-cleaning');
  // Guadalajara has the same clock as Coyoacán: the provider's free times are offered there too.
  await chooseProviderAndDate(page, provider.displayName, 'Guadala', 'Guadalajara, Jalisco');
  await fillAddress(page);
  const confirm = page.getByRole('button', { name: 'Confirmar Reserva' });
  await confirm.click();
  await expect(toast(page, 'No se pudo enviar la reserva. Por favor intenta de nuevo.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Elige la fecha y la hora' })).toBeFocused();
  await expect(
    page.getByRole('combobox', { name: 'Dirección, colonia o ciudad' }),
  ).toHaveAccessibleDescription(/Esta dirección está fuera de la zona de servicio de este proveedor/);

  await choosePlace(page);
  await expect(timeButtons(page).first()).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await withdrawServices(playwright, provider);
  await confirm.click();
  await expect(page.getByRole('heading', { name: 'Elige a tu proveedor' })).toBeFocused();
  await expect(page.getByRole('group', { name: 'Elige a tu proveedor' })).toHaveAccessibleDescription(
    /Este proveedor ya no está disponible para este servicio. Elige otro./,
  );
  await expect(page.getByRole('radio', { name: provider.displayName })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  expect(await myBookingsWith(page, provider.displayName)).toHaveLength(0);
});

test('a signed-in provider is told that bookings need a customer account', async ({ page, playwright }) => {
  const provider = await createBookableProvider(playwright, {
    serviceId: 'car-cleaning',
    price: 40_000,
    plan: 'basic',
    displayName: uniqueName('Autos Limpios'),
  });
  await signUp(page, 'provider');
  await page.goto('/reservar?servicio=car-cleaning');
  await chooseProviderAndDate(page, provider.displayName);
  await expect(page.getByText('Las reservas se hacen con una cuenta de cliente.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmar Reserva' })).toHaveCount(0);
});

test('every step of the wizard passes an axe WCAG 2.2 AA check', async ({ page, playwright }) => {
  // Four axe runs on a shared two-core machine take longer than one journey.
  test.slow();
  const provider = await createBookableProvider(playwright, {
    serviceId: 'home-cleaning',
    price: 85_000,
    plan: 'premium',
    displayName: uniqueName('Hogar Impecable'),
    bio: 'Limpieza general con productos incluidos.',
    yearsExperience: 1,
  });
  await signUp(page, 'client');
  const audit = () => expectNoAxeViolations(page, undefined, { include: 'main', tags: WCAG_TAGS });
  await page.goto('/reservar?servicio=home-cleaning');
  await expect(page.getByRole('radio', { name: 'Limpieza del Hogar' })).toBeChecked();
  await expect(page.getByText('Duración estimada: 3 – 3.5 h')).toBeVisible();
  await audit();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio', { name: provider.displayName }).check();
  await expect(page.getByRole('group', { name: 'Elige a tu proveedor' })).toContainText(
    '1 año de experiencia',
  );
  await audit();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Por favor selecciona una fecha')).toBeVisible();
  await audit();
  await choosePlace(page);
  await chooseFirstFreeTime(page);
  await audit();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await fillAddress(page);
  await audit();
});
