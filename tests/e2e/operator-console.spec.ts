import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations, waitForContent } from './support/axe';
import { BASE_URL } from './support/env';
import { createAccount, expect, login, signUp, test, toast } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { createOperator, grantOperator, sendDocumentsByApi, turnOnTwoFactor } from './support/operator';
import { messagesTo } from './support/outbox';
import { agreedWithProvider, startIn, stepByApi } from './support/services';

const PROBLEM = 'La cocina quedó a medias y no limpiaron el baño.';
const STATEMENT = 'Terminé la cocina; el baño no estaba en lo acordado.';

/** Someone else, in a browser of their own: close the context when their part is over. */
async function otherPerson(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú: Consola de Operación' });

async function emailOf(page: Page): Promise<string> {
  const response = await page.request.get('/api/profile');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { email: string }).email;
}

/** A service that began an hour ago and its customer (signed in on `customer`) reported: it is in dispute. */
async function disputedService(customer: Page, browser: Browser, price: number) {
  const agreed = await agreedWithProvider(customer, browser, price);
  await startIn(customer.request, agreed.service, -1);
  await stepByApi(customer.request, agreed.service.id, { action: 'report_problem', reason: PROBLEM });
  return agreed;
}

test('an operator reads both sides of a dispute and splits the charge: the customer pays $350 and both are told', async ({
  page,
  browser,
}) => {
  test.slow();
  const { service, providerPage, providerContext } = await disputedService(page, browser, 800);
  const customerEmail = await emailOf(page);
  const providerEmail = await emailOf(providerPage);

  // The provider gives their version once, from Calendario.
  await providerPage.goto('/proveedor/calendario');
  const agenda = providerPage.getByRole('article', { name: service.title });
  await expect(agenda).toContainText('En disputa');
  await agenda.getByRole('button', { name: 'Responder al reporte' }).click();
  await providerPage.getByRole('dialog').getByLabel('Tu versión de lo sucedido').fill(STATEMENT);
  await providerPage.getByRole('dialog').getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(toast(providerPage, 'Respuesta enviada')).toBeVisible();
  await expect(agenda.getByRole('button', { name: 'Responder al reporte' })).toHaveCount(0);
  await providerContext.close();

  const operator = await otherPerson(browser);
  const operatorPage = operator.page;
  await createOperator(operatorPage);
  await operatorPage.goto('/operador');
  await menu(operatorPage).getByRole('link', { name: 'Disputas' }).click();
  const card = operatorPage.getByRole('article', { name: service.title });
  for (const text of [PROBLEM, STATEMENT, '$800', customerEmail, providerEmail])
    await expect(card).toContainText(text);

  await card.getByRole('button', { name: 'Resolver' }).click();
  const dialog = operatorPage.getByRole('dialog', { name: `Resolver la disputa: ${service.title}` });
  await dialog.getByRole('radio', { name: 'Dividir' }).check();
  const amount = dialog.getByLabel('Monto que paga el cliente (MXN)');
  await amount.fill('800');
  await dialog.getByLabel('Motivo').fill('Se hizo la cocina, no el baño: paga la parte hecha.');
  await dialog.getByRole('button', { name: 'Resolver disputa' }).click();
  await expect(amount).toHaveAccessibleDescription(
    /El monto debe ser mayor a \$0 y menor al precio del servicio\./,
  );
  await amount.fill('350');
  await dialog.getByRole('button', { name: 'Resolver disputa' }).click();
  await expect(toast(operatorPage, 'Disputa resuelta')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toBeHidden();

  await menu(operatorPage).getByRole('link', { name: 'Bitácora' }).click();
  const entry = operatorPage.getByRole('row').filter({ hasText: service.title });
  for (const text of ['Disputa resuelta', 'Se hizo la cocina, no el baño: paga la parte hecha.'])
    await expect(entry).toContainText(text);
  await operator.context.close();

  await page.goto('/cliente/pagos');
  await expect(page.getByRole('row').filter({ hasText: service.title })).toContainText('$350');
  await expect(page.getByRole('region', { name: 'Total de tus cargos', exact: true })).toContainText('$350');
  for (const recipient of [customerEmail, providerEmail])
    await expect
      .poll(async () => (await messagesTo(recipient))[0], { timeout: 10_000 })
      .toMatch(new RegExp(`^Subject: Resolvimos el reporte del servicio: ${service.title}$`, 'm'));
});

test('an operator suspends a customer, whose open panel goes to sign-in at once, and who is refused until reinstated', async ({
  page,
  browser,
}) => {
  test.slow();
  const customer = await otherPerson(browser);
  const account = await signUp(customer.page, 'client');
  await customer.page.goto('/cliente');
  await expect(customer.page.getByRole('heading', { name: 'Resumen' })).toBeVisible();

  await createOperator(page);
  await page.goto('/operador/usuarios');
  await page.getByLabel('Buscar por correo o nombre').fill(account.email);
  await expect(page.getByText('1 usuario encontrado.')).toBeVisible();
  await page.getByRole('link', { name: account.email }).click();
  // Named by the full name given at sign-up, the e-mail below it.
  await expect(page.getByRole('heading', { level: 2, name: 'Carmen Ruiz López' })).toBeVisible();
  await page.getByRole('button', { name: 'Suspender' }).click();
  const suspend = page.getByRole('dialog', { name: `Suspender a ${account.email}` });
  await suspend.getByLabel('Motivo').fill('Ofreció pagar por fuera de la plataforma.');
  await suspend.getByRole('button', { name: 'Suspender' }).click();
  await expect(toast(page, 'Usuario suspendido')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Ofreció pagar por fuera de la plataforma.');

  // Their session ended with the suspension: their open panel hears it on the live stream, without a step of
  // theirs, and asks them to sign in, saying why as sign-in does.
  const suspendedText =
    'Tu cuenta está suspendida. Si crees que es un error, escríbenos desde la página de Contacto.';
  await expect(customer.page).toHaveURL((url) => url.pathname === '/login');
  await expect(customer.page.getByRole('alert')).toHaveText(suspendedText);
  await expect
    .poll(async () => (await messagesTo(account.email))[0], { timeout: 10_000 })
    .toMatch(/^Subject: Suspendimos tu cuenta de LimpiaHogar$/m);
  expect((await messagesTo(account.email))[0]).toContain('Ofreció pagar por fuera de la plataforma.');
  await customer.page.getByLabel('Correo electrónico').fill(account.email);
  await customer.page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await customer.page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(customer.page.getByRole('alert')).toHaveText(suspendedText);

  await page.getByRole('button', { name: 'Reactivar' }).click();
  const reinstate = page.getByRole('dialog', { name: `Reactivar a ${account.email}` });
  await reinstate.getByLabel('Motivo').fill('Aclaró el malentendido por teléfono.');
  await reinstate.getByRole('button', { name: 'Reactivar' }).click();
  await expect(toast(page, 'Usuario reactivado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suspender' })).toBeVisible();

  await login(customer.page, account.email, account.password);
  await expect(customer.page.getByRole('link', { name: 'Mi Cuenta' })).toBeVisible();
  await customer.context.close();
});

test('Aprobar asks first: nothing changes until the dialog is confirmed, which passes axe and works from the keyboard', async ({
  page,
  playwright,
}) => {
  test.slow(); // A provider with documents sent, an operator with two-factor authentication, two scans.
  const provider = await playwright.request.newContext({ baseURL: BASE_URL });
  await createAccount(provider, 'provider');
  const name = `Por aprobar ${Date.now().toString(36)}`;
  const profile = { displayName: name, bio: '', yearsExperience: 2, phone: '5512345678' };
  expect((await provider.put('/api/provider/profile', { data: profile })).status()).toBe(200);
  await sendDocumentsByApi(provider);
  const statusOf = async () =>
    ((await (await provider.get('/api/provider/verification')).json()) as { status: string }).status;

  await createOperator(page);
  await page.goto('/operador/verificaciones');
  await waitForContent(page, true);
  const card = page.getByRole('article', { name });
  const approve = card.getByRole('button', { name: `Aprobar la verificación de ${name}` });
  const dialog = page.getByRole('dialog', { name: `Aprobar la verificación de ${name}` });

  await tabTo(page, approve, { limit: 120 });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('«Proveedor verificado»');
  await expectNoAxeViolations(page, 'the approve dialog');
  // Escape, and Cancelar, leave everything as it was; the focus goes back to Aprobar.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(approve).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Cancelar' }), { limit: 4 });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(approve).toBeFocused();
  await expect(card).toBeVisible();
  expect(await statusOf()).toBe('pending');

  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'Aprobar', exact: true }), { limit: 4 });
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Verificación aprobada')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(await statusOf()).toBe('approved');
  await provider.dispose();
});

test('the console stays shut to a customer, and to an operator until two-factor authentication is on', async ({
  page,
  browser,
}) => {
  await signUp(page, 'client');
  await page.goto('/operador');
  await expect(page.getByRole('heading', { level: 1, name: 'Consola de Operación' })).toBeVisible();
  await expect(page.getByText('Esta sección es solo para el equipo de operación.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir a mi panel' })).toHaveAttribute('href', '/cliente');
  await expect(menu(page)).toHaveCount(0);
  expect((await page.request.get('/api/operator/disputes')).status()).toBe(403);

  const operator = await otherPerson(browser);
  const operatorPage = operator.page;
  const account = await signUp(operatorPage, 'client');
  await grantOperator(account.email);
  await operatorPage.goto('/operador/disputas');
  await expect(
    operatorPage.getByRole('heading', { level: 1, name: 'Verificación en dos pasos requerida' }),
  ).toBeVisible();
  await expect(menu(operatorPage)).toHaveCount(0);
  const refused = await operatorPage.request.get('/api/operator/disputes');
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('TWO_FACTOR_REQUIRED');
  await operatorPage.getByRole('link', { name: 'Ir a Seguridad' }).click();
  await expect(operatorPage).toHaveURL((url) => url.pathname === '/cliente/seguridad');

  await turnOnTwoFactor(operatorPage, account);
  await operatorPage.goto('/operador/disputas');
  await expect(operatorPage.getByRole('heading', { level: 2, name: 'Disputas', exact: true })).toBeVisible();
  await operator.context.close();
});

const CONSOLE_PAGES = [
  { to: '/operador', heading: 'Resumen' },
  { to: '/operador/verificaciones', heading: 'Verificaciones' },
  { to: '/operador/moderacion', heading: 'Moderación' },
  { to: '/operador/pagos', heading: 'Pagos manuales' },
  { to: '/operador/usuarios', heading: 'Usuarios' },
  { to: '/operador/mensajes', heading: 'Mensajes de contacto' },
  { to: '/operador/arco', heading: 'Solicitudes ARCO' },
  { to: '/operador/planes-recurrentes', heading: 'Planes con cancelaciones' },
  { to: '/operador/bitacora', heading: 'Bitácora' },
];

test('axe finds no violation on any console page; a dispute is resolved from the keyboard alone', async ({
  page,
  browser,
}) => {
  test.slow(); // A dispute set up, an operator made, nine scans.
  const customer = await otherPerson(browser);
  const { service, providerContext } = await disputedService(customer.page, browser, 600);
  await providerContext.close();
  const customerEmail = await emailOf(customer.page);
  // A message in the contact inbox, so Mensajes de contacto is scanned with its cards and not its empty state.
  const sent = await customer.page.request.post('/api/contact', {
    data: {
      name: 'Rosa',
      email: customerEmail,
      subject: 'Factura',
      message: 'Necesito la factura de mi servicio.',
    },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  await customer.context.close();
  await createOperator(page);

  for (const { to, heading } of CONSOLE_PAGES) {
    await page.goto(to);
    await waitForContent(page, true);
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  }

  await page.goto('/operador/usuarios');
  await page.getByLabel('Buscar por correo o nombre').fill(customerEmail);
  // The unfiltered list may already show the link; the search's answer replaces it, so wait for that answer.
  await expect(page.getByText('1 usuario encontrado.')).toBeVisible();
  await page.getByRole('link', { name: customerEmail }).click();
  await expect(page.getByRole('main')).toContainText(service.title);
  await expectNoAxeViolations(page, 'a user’s page');

  await page.goto('/operador/disputas');
  await waitForContent(page, true);
  const card = page.getByRole('article', { name: service.title });
  await expect(card).toContainText(PROBLEM);
  await expectNoAxeViolations(page, 'Disputas with a dispute');

  await tabTo(page, card.getByRole('button', { name: 'Resolver' }), { limit: 120 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Resolver la disputa: ${service.title}` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'the resolve dialog');
  const submit = dialog.getByRole('button', { name: 'Resolver disputa' });
  await tabTo(page, submit, { limit: 8 });
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Elige cómo se resuelve la disputa.')).toBeVisible();
  await expectNoAxeViolations(page, 'the resolve dialog with its errors');

  // With no outcome chosen yet, Tab enters the radio group at its first option; the arrows choose.
  await tabTo(page, dialog.getByRole('radio', { name: 'Mantener el cobro' }), { limit: 8 });
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Reembolsar' })).toBeChecked();
  await tabTo(page, dialog.getByLabel('Motivo'), { limit: 4 });
  await page.keyboard.type('El proveedor no se presentó.');
  await tabTo(page, submit, { limit: 4 });
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Disputa resuelta')).toBeVisible();
  await expect(card).toBeHidden();
});
