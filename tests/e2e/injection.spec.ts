import { randomUUID } from 'node:crypto';
import { scheduleToIso } from '#shared/domain/local-time';
import type { FreeTimesOut } from '#shared/schemas/schedule';
import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_URL } from './support/env';
import { bookByApi, createBookableProvider } from './support/booking';
import { offerAsProvider } from './support/client';
import { createAccount, expect, signUp, test, toast } from './support/fixtures';
import { readHtmlPartContaining } from './support/outbox';
import { approveOwnVerification, NEAR_COYOACAN, saveAreaByApi, subscribeByApi } from './support/provider';

// Markup typed into any text field must reach every page (and e-mail) as the same characters, never as HTML.
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
/** The provider's phone allows 30 characters at most. */
const SHORT_IMG = '<img src=x onerror=__xss=1>';

/**
 * No element was made from the text and nothing ran. On the app's pages the CSP would also stop an inline
 * onerror, so the missing <img src="x"> is what proves the escaping there; the e-mail opened with
 * setContent has no CSP, so there window.__xss proves it too.
 */
async function expectNothingInjected(page: Page) {
  // An onerror handler runs once the image fails to load: give it that moment before looking.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('script', { hasText: '__xss' })).toHaveCount(0);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function put(request: APIRequestContext, url: string, data: object) {
  const response = await request.put(url, { data });
  expect(response.status(), await response.text()).toBe(200);
}

async function providerId(page: Page): Promise<string> {
  const response = await page.request.get('/api/profile');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

test('markup in a customer’s request, booking and address shows as text in the provider’s Solicitudes and Calendario', async ({
  page,
  playwright,
}) => {
  await signUp(page, 'provider');
  await saveAreaByApi(page, NEAR_COYOACAN);
  await subscribeByApi(page, 'premium');
  await approveOwnVerification(page.request);
  await put(page.request, '/api/provider/services', {
    services: [{ serviceId: 'windows', hourlyPrice: 50_000 }],
  });

  const customer = await playwright.request.newContext({ baseURL: BASE_URL });
  await createAccount(customer, 'client', undefined, 'Rosa Díaz');
  // A name is letters only (markup is refused); the address is free text.
  await put(customer, '/api/profile', {
    fullName: 'Rosa Díaz',
    phone: '5512345678',
    address: { street: IMG, colonia: SCRIPT },
  });
  const tag = randomUUID().slice(0, 6);
  const title = `Sala ${tag} ${IMG}`;
  const request = await customer.post('/api/requests', {
    data: {
      title,
      description: `${SCRIPT} ${IMG}`,
      serviceId: 'home-cleaning',
      budgetRange: '500-1000',
      requiredDate: '2030-05-01T10:00:00-06:00',
      location: { ...NEAR_COYOACAN, formattedAddress: `${IMG} ${SCRIPT}` },
      idempotencyKey: randomUUID(),
    },
  });
  expect(request.status(), await request.text()).toBe(201);
  // One hour of windows at the provider's first free time (they work the default week).
  const bookedId = await providerId(page);
  const free = await customer.get(
    `/api/bookings/providers/${bookedId}/free-times?serviceId=windows&lat=${NEAR_COYOACAN.lat}&lng=${NEAR_COYOACAN.lng}&minutes=60`,
  );
  expect(free.status(), await free.text()).toBe(200);
  const { timeZone, days } = (await free.json()) as FreeTimesOut;
  const day = days.find((candidate) => candidate.times.length > 0)!;
  const booking = await customer.post('/api/bookings', {
    data: {
      serviceId: 'windows',
      providerId: bookedId,
      requiredDate: scheduleToIso({ date: day.date, time: day.times[0]! }, timeZone),
      length: { hours: 1 },
      location: { ...NEAR_COYOACAN, precision: 'address', formattedAddress: `${tag} ${SCRIPT}` },
      contact: { address: { street: SCRIPT, colonia: 'Centro', references: IMG }, phone: '5512345678' },
      notes: `${tag} ${IMG}`,
      idempotencyKey: randomUUID(),
    },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  await customer.dispose();

  await page.goto('/proveedor/solicitudes');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByRole('heading', { name: title })).toHaveText(title);
  await expect(card.getByText(`${SCRIPT} ${IMG}`, { exact: true })).toBeVisible();
  await expect(card.getByText(`${IMG} ${SCRIPT} (zona aproximada)`, { exact: true })).toBeVisible();
  await expect(card.getByText('Rosa D.', { exact: true })).toBeVisible();

  await expectNothingInjected(page);

  await card.getByRole('button', { name: 'Aplicar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aplicar a la solicitud' });
  await expect(dialog.getByText(title, { exact: true })).toBeVisible();
  await expectNothingInjected(page);

  // The booking waits in Calendario: its notes and place are text, and so are the street and references once
  // the booking is accepted.
  await page.goto('/proveedor/calendario');
  const direct = page.getByRole('article').filter({ hasText: tag });
  await expect(direct.getByText(`${tag} ${IMG}`, { exact: true })).toBeVisible();
  await expect(direct.getByText(`${tag} ${SCRIPT}`, { exact: true })).toBeVisible();
  await expect(direct.getByText('Cliente: Rosa D.', { exact: true })).toBeVisible();
  await direct.getByRole('button', { name: 'Aceptar reserva' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(direct.getByText(IMG, { exact: true })).toBeVisible();
  await expectNothingInjected(page);
});

test('markup in a provider’s name, bio and phone shows as text in the profile preview', async ({ page }) => {
  await signUp(page, 'provider');
  await put(page.request, '/api/provider/profile', {
    displayName: IMG,
    bio: `${SCRIPT}\n${IMG}`,
    yearsExperience: 3,
    phone: SHORT_IMG,
  });
  await page.goto('/proveedor/perfil');
  const preview = page.getByRole('region', { name: 'Vista previa' });
  await expect(preview.getByText(IMG, { exact: true })).toBeVisible();
  await expect(preview.getByText(SHORT_IMG, { exact: true })).toBeVisible();
  await expect(preview.getByText(`${SCRIPT} ${IMG}`, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Nombre público')).toHaveValue(IMG);
  await expectNothingInjected(page);
});

test('markup sent through the contact form stays text in the form and in the support e-mail', async ({
  page,
}) => {
  const token = `ref-${randomUUID().slice(0, 8)}`;
  // A second of slack: the outbox names files by the server's clock.
  const since = new Date(Date.now() - 1000);
  await page.goto('/contacto');
  await page.getByLabel('Nombre', { exact: true }).fill(IMG);
  await page.getByLabel('Correo electrónico', { exact: true }).fill('rosa@example.com');
  await page.getByLabel('Asunto', { exact: true }).fill(`${SCRIPT} ${token}`);
  await page.getByLabel('Mensaje', { exact: true }).fill(`${IMG}\n${SCRIPT}`);
  await page.getByRole('button', { name: 'Enviar Mensaje' }).click();
  await expect(toast(page, 'Mensaje enviado')).toBeVisible();
  await expectNothingInjected(page);

  // Support reads the HTML part in a mail client: opened in the browser, it must show the same characters.
  const html = await readHtmlPartContaining(token, since);
  await page.setContent(html);
  await expect(page.locator('body')).toContainText(`Nombre: ${IMG}`);
  await expect(page.locator('body')).toContainText(`Asunto: ${SCRIPT} ${token}`);
  await expect(page.getByText(`${IMG} ${SCRIPT}`, { exact: true })).toBeVisible();
  await expectNothingInjected(page);
});

test('markup in a customer’s own request and in a provider’s name and offer shows as text in Mis Solicitudes', async ({
  page,
  playwright,
}) => {
  await signUp(page, 'client');
  const title = `Cocina ${randomUUID().slice(0, 6)} ${IMG}`;
  const request = await page.request.post('/api/requests', {
    data: {
      title,
      description: `${SCRIPT}\n${IMG}`,
      serviceId: 'home-cleaning',
      budgetRange: '500-1000',
      requiredDate: '2030-05-01T10:00:00-06:00',
      location: NEAR_COYOACAN,
      idempotencyKey: randomUUID(),
    },
  });
  expect(request.status(), await request.text()).toBe(201);
  const { id } = ((await request.json()) as { request: { id: string } }).request;
  await offerAsProvider(playwright, id, NEAR_COYOACAN, {
    displayName: IMG,
    price: 700,
    message: `${SCRIPT} ${IMG}`,
  });

  await page.goto('/cliente/solicitudes');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByRole('heading', { name: title })).toHaveText(title);
  await expect(card.getByText(`${SCRIPT} ${IMG}`, { exact: true }).first()).toBeVisible();
  const offer = card.getByRole('region', { name: 'Ofertas recibidas (1)' }).getByRole('listitem');
  await expect(offer.getByText(IMG, { exact: true })).toBeVisible();
  await expect(offer.getByText(`${SCRIPT} ${IMG}`, { exact: true })).toBeVisible();
  await expectNothingInjected(page);
});

test('markup in a provider’s name and bio shows as text in the wizard’s list and in the customer’s booking', async ({
  page,
  playwright,
}) => {
  const displayName = `${SCRIPT} ${randomUUID().slice(0, 6)}`;
  const provider = await createBookableProvider(playwright, {
    serviceId: 'car-cleaning',
    price: 42_000,
    plan: 'basic',
    displayName,
    bio: `${IMG}\n${SCRIPT}`,
  });
  await signUp(page, 'client');
  await page.goto('/reservar?servicio=car-cleaning');
  await expect(page.getByRole('radio', { name: 'Lavado de Autos' })).toBeChecked();
  await page.getByRole('button', { name: 'Continuar' }).click();
  const choice = page.getByRole('radio', { name: displayName });
  await expect(choice).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: choice });
  await expect(card.getByText(displayName, { exact: true })).toBeVisible();
  await expect(card.getByText(`${IMG} ${SCRIPT}`, { exact: true })).toBeVisible();
  await expect(choice).toHaveAccessibleDescription(new RegExp(escapeRegExp(`${IMG} ${SCRIPT}`)));
  await expectNothingInjected(page);

  await bookByApi(page, provider, 'car-cleaning');
  await page.goto('/cliente/solicitudes');
  const booking = page.getByRole('article', { name: 'Lavado de Autos' });
  // The line starts with the avatar's initials ('<w'), hidden from screen readers.
  await expect(booking).toContainText(`Reserva directa con ${displayName}`);
  await expectNothingInjected(page);
});

test('markup in a customer’s address stays text on Perfil, saved again through the form', async ({
  page,
}) => {
  await signUp(page, 'client');
  await put(page.request, '/api/profile', {
    fullName: 'Rosa Díaz',
    phone: '5512345678',
    address: { street: IMG, colonia: 'Centro', references: SCRIPT },
  });
  await page.goto('/cliente/perfil');
  const references = page.getByLabel('Entre calles / referencias (opcional)');
  const address = page.getByLabel('Calle y número');
  await expect(references).toHaveValue(SCRIPT);
  await expect(address).toHaveValue(IMG);
  await expectNothingInjected(page);

  await page.getByRole('button', { name: 'Editar' }).click();
  await address.fill(`${IMG} ${SCRIPT}`);
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Perfil actualizado exitosamente' })).toBeVisible();
  await page.reload();
  await expect(references).toHaveValue(SCRIPT);
  await expect(address).toHaveValue(`${IMG} ${SCRIPT}`);
  await expectNothingInjected(page);
});
