import { randomUUID } from 'node:crypto';
import { scheduleToIso } from '#shared/domain/local-time';
import type { FreeTimesOut } from '#shared/schemas/schedule';
import { expectNoAxeViolations } from './support/axe';
import { createBookableProvider, uniqueName } from './support/booking';
import { E2E_CONTACT } from './support/contact';
import { BASE_URL } from './support/env';
import { createAccount, expect, login, signUp, test, toast } from './support/fixtures';
import { tabNext, tabTo } from './support/keyboard';
import { NEAR_COYOACAN, subscribeByApi } from './support/provider';

test('an Empresarial provider creates an API key, sees it once, reads their services with it and revokes it', async ({
  browser,
  playwright,
  request,
}) => {
  test.slow();
  const provider = await createBookableProvider(playwright, {
    serviceId: 'windows',
    price: 60_000,
    plan: 'enterprise',
    displayName: uniqueName('Cristales API'),
  });
  const customer = await playwright.request.newContext({ baseURL: BASE_URL });
  await createAccount(customer, 'client');
  // Two hours of windows at the provider's first free time, as the wizard would send them.
  const free = await customer.get(
    `/api/bookings/providers/${provider.id}/free-times?serviceId=windows&lat=${NEAR_COYOACAN.lat}&lng=${NEAR_COYOACAN.lng}&minutes=120`,
  );
  expect(free.status(), await free.text()).toBe(200);
  const { timeZone, days } = (await free.json()) as FreeTimesOut;
  const day = days.find((candidate) => candidate.times.length > 0)!;
  const booking = await customer.post('/api/bookings', {
    data: {
      serviceId: 'windows',
      providerId: provider.id,
      requiredDate: scheduleToIso({ date: day.date, time: day.times[0]! }, timeZone),
      length: { hours: 2 },
      location: NEAR_COYOACAN,
      contact: E2E_CONTACT,
      notes: 'Ventanas de la sala.',
      idempotencyKey: randomUUID(),
    },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  await customer.dispose();

  const context = await browser.newContext({
    baseURL: BASE_URL,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  // A CSP violation (zod probing eval on the form's check) or a failed call shows up as a console error.
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await login(page, provider.email, provider.password);
  await page.goto('/proveedor/configuracion');
  const card = page.getByRole('region', { name: 'Claves de API' });
  await expect(card.getByText('Todavía no tienes claves.')).toBeVisible();

  // By keyboard: to 'Crear clave', through the name and the scopes, a refusal, then the key.
  const create = card.getByRole('button', { name: 'Crear clave' });
  // From the top of the page (here and after the reload below): the header, the menu (with 'Mensajes'), then
  // Configuración's cards before this one (security, two e-mail switches).
  await tabTo(page, create, { limit: 60 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Crear clave de API' });
  const name = dialog.getByLabel('Nombre');
  await expect(name).toBeFocused();
  await page.keyboard.type('Sistema de agenda');
  await tabNext(page, dialog.getByLabel('Leer tus servicios y tu calendario'));
  await dialog.getByRole('button', { name: 'Crear clave' }).click();
  await expect(dialog.getByText('Elige al menos un permiso')).toBeVisible();
  await expectNoAxeViolations(page, 'the Crear clave dialog with its refusal');
  await dialog.getByLabel('Leer tus servicios y tu calendario').focus();
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('button', { name: 'Crear clave' }));
  await page.keyboard.press('Enter');

  const shown = page.getByRole('dialog', { name: 'Tu nueva clave' });
  await expect(shown).toContainText('no volveremos a mostrarla');
  const secret = (await shown.getByTestId('api-key-secret').textContent())!;
  expect(secret).toMatch(/^lh_live_[A-Za-z0-9_-]{43}$/);
  await expectNoAxeViolations(page, 'the new key, shown once');
  await shown.getByRole('button', { name: 'Copiar Clave de API' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await shown.getByRole('button', { name: 'Listo' }).click();
  await expect(shown).toBeHidden();
  await expect(create).toBeFocused();

  // Only the first characters stay on the page, after a reload too.
  const row = card.getByRole('row', { name: /Sistema de agenda/ });
  await expect(row).toContainText(`${secret.slice(0, 12)}…`);
  await page.reload();
  await expect(row).toContainText('Nunca');
  await expect(page.getByText(secret)).toHaveCount(0);

  // What the provider's own system would send.
  const headers = { Authorization: `Bearer ${secret}` };
  const services = await request.get('/api/v1/services', { headers });
  expect(services.status(), await services.text()).toBe(200);
  const body = (await services.json()) as { services: { title: string; provider: { id: string } }[] };
  expect(body.services.map((service) => service.provider.id)).toEqual([provider.id]);
  expect((await request.get('/api/v1/earnings', { headers })).status()).toBe(403);
  await page.reload();
  await expect(row).not.toContainText('Nunca');

  await tabTo(page, row.getByRole('button', { name: 'Revocar Sistema de agenda' }), { limit: 60 });
  await page.keyboard.press('Enter');
  const revoke = page.getByRole('dialog', { name: 'Revocar la clave «Sistema de agenda»' });
  await expect(revoke).toContainText('dejarán de tener acceso desde su siguiente solicitud');
  await expectNoAxeViolations(page, 'the Revocar dialog');
  await revoke.getByRole('button', { name: 'Revocar clave' }).click();
  await expect(toast(page, 'Clave revocada')).toBeVisible();
  await expect(row).toContainText('Revocada');
  const refused = await request.get('/api/v1/services', { headers });
  expect(refused.status()).toBe(401);
  expect(refused.headers()['www-authenticate']).toMatch(/^Bearer/);
  await expectNoAxeViolations(page, 'Configuración with a revoked key');
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('a Básico provider reads what the API is and which plan includes it, and cannot create a key', async ({
  page,
}) => {
  await signUp(page, 'provider');
  await subscribeByApi(page, 'basic');
  await page.goto('/proveedor/configuracion');
  const card = page.getByRole('region', { name: 'Claves de API' });
  await expect(card.getByRole('note', { name: /Disponible en el plan Empresarial/ })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Crear clave' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Ver planes' })).toHaveAttribute(
    'href',
    '/proveedor/suscripcion',
  );
  const refused = await page.request.post('/api/provider/api-keys', {
    data: { name: 'Intento', scopes: ['services:read'] },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('PLAN_REQUIRED');
  await expectNoAxeViolations(page, 'Configuración on the Básico plan');
});
