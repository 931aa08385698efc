import { randomUUID } from 'node:crypto';
import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expectNoAxeViolations, waitForContent } from './support/axe';
import { createBookableProvider, uniqueName } from './support/booking';
import { expectOk } from './support/client';
import { BASE_URL } from './support/env';
import { createAccount, expect, test, toast } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { verifyIdentityByApi } from './support/operator';
import { messagesTo } from './support/outbox';
import { createRequest, NEAR_COYOACAN, signUpServingProvider } from './support/provider';

const OFFER = { proposedPrice: 700, message: 'Puedo ir el sábado temprano.' };

/** The wizard's provider step for gardening, as a guest sees it, once `listed` (another provider) is there. */
async function gardenersShown(page: Page, listed: string) {
  await page.goto('/reservar?servicio=garden');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('radio', { name: listed })).toBeVisible();
  return page.getByRole('group', { name: 'Elige a tu proveedor' });
}

/** A new customer publishes a request near Coyoacán, through the API only, and leaves. */
async function publishNearCoyoacan(playwright: PlaywrightWorkerArgs['playwright'], title: string) {
  const customer = await playwright.request.newContext({ baseURL: BASE_URL });
  await createAccount(customer, 'client');
  const request = await createRequest(customer, title, NEAR_COYOACAN);
  await customer.dispose();
  return request;
}

/** The e-mails to `email` about the request titled `title` ('Nueva solicitud cerca de ti'). */
const newRequestMails = async (email: string, title: string) =>
  (await messagesTo(email)).filter(
    (mail) => mail.includes(title) && mail.includes('Revísala y envía tu propuesta'),
  );

test('an unverified provider sees the nearby requests read-only with what is missing, is not e-mailed of them nor in /reservar, and offers once an operator approves', async ({
  page,
  browser,
  playwright,
}) => {
  test.slow(); // Three accounts, an operator with two-factor sign-in, three axe scans.
  const verified = await createBookableProvider(playwright, {
    serviceId: 'garden',
    price: 60_000,
    plan: 'basic',
    displayName: uniqueName('Jardines Verificados'),
  });

  const unverified = await signUpServingProvider(page, NEAR_COYOACAN, 'basic', { verified: false });
  const displayName = uniqueName('Jardines Pendientes');
  await expectOk(
    page.request.put('/api/provider/profile', {
      data: { displayName, bio: '', yearsExperience: 2, phone: '5512345678' },
    }),
  );
  await expectOk(
    page.request.put('/api/provider/services', {
      data: { services: [{ serviceId: 'garden', hourlyPrice: 45_000 }] },
    }),
  );
  const title = `Jardín ${randomUUID().slice(0, 6)}`;
  const request = await publishNearCoyoacan(playwright, title);
  // Both work around Coyoacán: the one who may send offers is told of the request, the other is not (both e-mails
  // would leave in the same batch).
  await expect
    .poll(async () => (await newRequestMails(verified.email, title)).length, { timeout: 15_000 })
    .toBe(1);
  expect(await newRequestMails(unverified.email, title)).toEqual([]);

  const guest = await browser.newPage();
  let providers = await gardenersShown(guest, verified.displayName);
  await expect(providers.getByRole('radio', { name: displayName })).toHaveCount(0);

  await page.goto('/proveedor/solicitudes');
  await waitForContent(page, true);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'Verifica tu identidad para enviar propuestas' });
  await expect(notice).toContainText(
    'Te falta subir: tu identificación oficial (INE o pasaporte) y tu comprobante de domicilio.',
  );
  await expect(card.getByRole('button', { name: 'Aplicar' })).toHaveCount(0);
  await expect(card).toContainText('Necesitas tu verificación aprobada para enviar propuestas.');
  await expectNoAxeViolations(page, '/proveedor/solicitudes before the verification');
  const refused = await page.request.post(`/api/requests/${request.id}/applications`, { data: OFFER });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    error: {
      code: 'VERIFICATION_REQUIRED',
      message:
        'Para enviar propuestas necesitas tu verificación aprobada (identificación oficial y comprobante de domicilio).',
    },
  });

  // The card's way to Verificación, by keyboard.
  const toVerification = card.getByRole('link', { name: 'Ir a Verificación' });
  await tabTo(page, toVerification, { limit: 200 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/proveedor/verificacion');

  await page.goto('/proveedor');
  await waitForContent(page, true);
  await expect(
    page.getByRole('status').filter({ hasText: 'Verifica tu identidad para enviar propuestas' }),
  ).toBeVisible();
  const checklist = page.getByRole('region', { name: 'Lista para recibir trabajos' });
  await expect(checklist.getByRole('link', { name: 'Verifica tu identidad' })).toHaveAttribute(
    'href',
    '/proveedor/verificacion',
  );
  await expectNoAxeViolations(page, '/proveedor before the verification');

  // Documents sent and approved by an operator, through the console's API.
  await verifyIdentityByApi(playwright, page.request);
  await page.goto('/proveedor/solicitudes');
  await expect(card).toBeVisible();
  await expect(page.getByText('Verifica tu identidad para enviar propuestas')).toHaveCount(0);
  await card.getByRole('button', { name: 'Aplicar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aplicar a la solicitud' });
  await dialog.getByLabel('Precio (MXN)').fill('700');
  await dialog.getByLabel('Mensaje').fill(OFFER.message);
  await dialog.getByRole('button', { name: 'Enviar propuesta' }).click();
  await expect(toast(page, 'Aplicación enviada')).toBeVisible();
  await expect(card).toContainText('Propuesta enviada: $700');

  providers = await gardenersShown(guest, verified.displayName);
  await expect(providers.getByRole('radio', { name: displayName })).toBeVisible();
  await guest.close();
});

test('a provider in their grace period is told of a new request with its deadline, and /reservar and their page show them as «Verificación pendiente»', async ({
  page,
  playwright,
}) => {
  const inGrace = await createBookableProvider(playwright, {
    serviceId: 'garden',
    price: 35_000,
    plan: 'premium',
    displayName: uniqueName('Jardines en Plazo'),
    inGrace: true,
  });
  const title = `Pasto ${randomUUID().slice(0, 6)}`;
  await publishNearCoyoacan(playwright, title);
  await expect
    .poll(async () => (await newRequestMails(inGrace.email, title))[0] ?? '', { timeout: 15_000 })
    .toContain('para verificar tu identidad.');
  const [mail] = await newRequestMails(inGrace.email, title);
  expect(mail).toContain('Hasta esa fecha puedes enviar propuestas y recibir reservas.');
  expect(mail).toContain('/proveedor/verificacion');

  const providers = await gardenersShown(page, inGrace.displayName);
  await expect(providers).toHaveAccessibleDescription(
    /Primero aparecen los destacados \(plan Premium o Empresarial con identidad verificada\)/,
  );
  const card = providers.getByRole('radio', { name: inGrace.displayName });
  await expect(card).toHaveAccessibleDescription(/^Verificación pendiente/);
  await expectNoAxeViolations(page, 'the wizard’s providers, one of them in their grace period');

  const profile = page.getByRole('link', { name: `Ver perfil y reseñas de ${inGrace.displayName}` });
  await page.goto((await profile.getAttribute('href'))!);
  // The badge, and what it means read after it by screen readers.
  const badge = page
    .getByRole('article', { name: inGrace.displayName })
    .locator('[data-slot="provider-badge"]');
  await expect(badge).toBeVisible();
  await expect(badge).toHaveText(
    /^Verificación pendiente\. Ya ofrecía servicios en LimpiaHogar cuando empezamos a pedir la verificación\. Aún no aprobamos su identificación oficial ni su comprobante de domicilio; tiene hasta el .+ para completarla\.$/,
  );
  await expectNoAxeViolations(page, 'the public page of a provider in their grace period');
});
