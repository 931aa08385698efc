import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { formatDateTime } from '#shared/format';
import { expectNoAxeViolations, waitForContent } from './support/axe';
import { e2eDataDir } from './support/env';
import { expect, signUp, test, toast } from './support/fixtures';
import { createOperator } from './support/operator';
import { subscribeByApi } from './support/provider';

const SUPPORT_EMAIL = 'soporte@limpiahogar.mx';

// Raw .eml files in DATA_DIR/outbox; quoted-printable soft line breaks are joined before searching.
async function outboxMessageContaining(token: string): Promise<string | undefined> {
  const outbox = path.join(e2eDataDir(), 'outbox');
  const names = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml'));
  for (const name of names) {
    const raw = (await readFile(path.join(outbox, name), 'utf8')).replace(/=\r?\n/g, '');
    if (raw.includes(token)) return raw;
  }
  return undefined;
}

async function fillForm(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value);
}

test('the contact form shows the four messages of the spec', async ({ page }) => {
  await page.goto('/contacto');
  await page.getByLabel('Correo electrónico', { exact: true }).fill('no-es-un-correo');
  await page.getByLabel('Mensaje', { exact: true }).fill('Hola');
  await page.getByRole('button', { name: 'Enviar Mensaje' }).click();
  await expect(page.getByText('Por favor ingresa tu nombre')).toBeVisible();
  await expect(page.getByText('Por favor ingresa un email válido')).toBeVisible();
  await expect(page.getByText('Por favor ingresa un asunto')).toBeVisible();
  await expect(page.getByText('El mensaje debe tener al menos 10 caracteres')).toBeVisible();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveAttribute('aria-invalid', 'true');
});

test('a message is sent to support: success toast, empty form, e-mail in the outbox', async ({ page }) => {
  const token = `ref-${randomUUID().slice(0, 8)}`;
  await page.goto('/contacto');
  await expect(page.getByText('Lunes a Viernes')).toBeVisible();
  await expect(page.getByText('9:00 - 14:00')).toBeVisible();
  await expect(page.getByText('Cerrado')).toBeVisible();

  await fillForm(page, {
    Nombre: 'Rosa Jiménez',
    'Correo electrónico': 'rosa@example.com',
    Asunto: `Factura ${token}`,
    Mensaje: `Necesito la factura de mi último servicio, referencia ${token}.`,
  });
  await page.getByRole('button', { name: 'Enviar Mensaje' }).click();

  await expect(toast(page, 'Mensaje enviado')).toBeVisible();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Mensaje', { exact: true })).toHaveValue('');

  let mail: string | undefined;
  await expect
    .poll(async () => (mail = await outboxMessageContaining(token)), { timeout: 10_000 })
    .toBeTruthy();
  expect(mail).toMatch(new RegExp(`^To: ${SUPPORT_EMAIL}`, 'm'));
  expect(mail).toMatch(/^Reply-To: rosa@example\.com/m);
  expect(mail).toContain(`Subject: [Contacto] Factura ${token}`);
});

test('a server error keeps what the person typed and says so', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'No disponible' } } }),
  );
  await page.goto('/contacto');
  const values = {
    Nombre: 'Pedro Castillo',
    'Correo electrónico': 'pedro@example.com',
    Asunto: 'Horario del sábado',
    Mensaje: '¿Atienden el sábado por la tarde?',
  };
  await fillForm(page, values);
  await page.getByRole('button', { name: 'Enviar Mensaje' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'No pudimos enviar tu mensaje. Lo que escribiste sigue en el formulario; intenta de nuevo.',
  );
  for (const [label, value] of Object.entries(values)) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  }
});

test('the honeypot field stays out of sight and out of the tab order', async ({ page }) => {
  await page.goto('/contacto');
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(page.getByRole('textbox', { name: 'No llenes este campo' })).toHaveCount(0);
  const box = await honeypot.boundingBox();
  expect(box === null || box.x + box.width <= 0).toBe(true);
});

/** Sends the form on /contacto and answers the target support gave (answerBy, ISO). */
async function sendFromForm(page: Page, subject: string): Promise<string> {
  await page.goto('/contacto');
  await fillForm(page, {
    Nombre: 'Persona de Prueba',
    'Correo electrónico': 'persona@example.com',
    Asunto: subject,
    Mensaje: 'Necesito ayuda con la configuración de mi cuenta.',
  });
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: 'Enviar Mensaje' }).click();
  const response = await answered;
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { answerBy: string }).answerBy;
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('a Premium provider’s message is answered first: they are told when, the operator sees it on top with its target', async ({
  page,
  browser,
}) => {
  test.slow(); // Three people: a guest, a provider with a plan and an operator.
  const token = randomUUID().slice(0, 8);

  const guest = await newPage(browser);
  const guestTarget = await sendFromForm(guest.page, `Invitado ${token}`);
  await expect(
    guest.page.getByRole('status').filter({ hasText: 'nuestro objetivo es hacerlo' }),
  ).toContainText(
    `Te responderemos por correo electrónico; nuestro objetivo es hacerlo antes del ${formatDateTime(guestTarget)}`,
  );
  await guest.context.close();

  const provider = await newPage(browser);
  await signUp(provider.page, 'provider');
  await subscribeByApi(provider.page, 'premium');
  const providerTarget = await sendFromForm(provider.page, `Premium ${token}`);
  await expect(provider.page.getByRole('status').filter({ hasText: 'soporte prioritario' })).toContainText(
    `Tu plan incluye soporte prioritario: tu mensaje se atiende antes que los demás y nuestro objetivo es responderte antes del ${formatDateTime(providerTarget)}`,
  );
  expect(new Date(providerTarget).getTime()).toBeLessThan(new Date(guestTarget).getTime());
  await provider.context.close();

  await createOperator(page);
  await page.goto('/operador/mensajes');
  await waitForContent(page, true);
  const inbox = page.getByRole('list', { name: 'Pendientes' });
  const premium = inbox.getByRole('article', { name: `Premium ${token}` });
  const guestCard = inbox.getByRole('article', { name: `Invitado ${token}` });
  await expect(premium).toContainText('Prioritario');
  await expect(premium).toContainText(`Responder antes de: ${formatDateTime(providerTarget)}`);
  await expect(guestCard).toContainText(`Responder antes de: ${formatDateTime(guestTarget)}`);
  await expect(guestCard).not.toContainText('Prioritario');
  // Sent later, listed first.
  const titles = await inbox.getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts();
  expect(titles.indexOf(`Premium ${token}`)).toBeLessThan(titles.indexOf(`Invitado ${token}`));
  await expectNoAxeViolations(page, 'Mensajes de contacto with a priority message');
});
