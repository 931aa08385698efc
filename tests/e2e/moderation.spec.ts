import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { providerPath } from '#shared/slug';
import { expectNoAxeViolations, waitForContent } from './support/axe';
import { createBookableProvider, uniqueName } from './support/booking';
import { expectOk } from './support/client';
import { BASE_URL } from './support/env';
import { expect, login, signUp, test, toast } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { createOperator, createOperatorApi } from './support/operator';
import { createRequest, NEAR_COYOACAN, signUpServingProvider } from './support/provider';
import { agreedWithProvider, startIn, stepByApi } from './support/services';

const COMMENT = 'Llegó tarde y me habló con groserías; no la recomiendo.';
const REPORT = 'La reseña insulta a la proveedora y revela datos personales.';
const HIDE_REASON = 'La reseña incluye insultos; no cumple los Términos y Condiciones.';

/** Someone else, in a browser of their own: close the context when their part is over. */
async function otherPerson(browser: Browser) {
  const context = await browser.newContext({ baseURL: BASE_URL });
  return { context, page: await context.newPage() };
}

async function userIdOf(page: Page): Promise<string> {
  const response = await page.request.get('/api/auth/get-session');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

/**
 * A completed service both sides reviewed: the customer (signed in on `page`, named `customerName`) wrote
 * COMMENT about the provider `providerName`. Returns the provider's public page.
 */
async function reviewedProvider(page: Page, browser: Browser, customerName: string, providerName: string) {
  const { service, providerPage, providerContext } = await agreedWithProvider(page, browser, 900);
  await expectOk(
    page.request.put('/api/profile', {
      data: {
        fullName: customerName,
        phone: '5587654321',
        address: { street: 'Av. Universidad 1000', colonia: 'Santa Cruz Atoyac' },
      },
    }),
  );
  await expectOk(
    providerPage.request.put('/api/provider/profile', {
      data: { displayName: providerName, bio: '', yearsExperience: 4, phone: '5512345678' },
    }),
  );
  await startIn(page.request, service, -3);
  await stepByApi(providerPage.request, service.id, { action: 'mark_done' });
  await stepByApi(page.request, service.id, { action: 'confirm_completion' });
  await expectOk(
    page.request.post(`/api/services/${service.id}/review`, { data: { rating: 1, comment: COMMENT } }),
  );
  await expectOk(
    providerPage.request.post(`/api/services/${service.id}/review`, {
      data: { rating: 5, comment: 'Cliente amable.' },
    }),
  );
  const path = providerPath({ displayName: providerName, id: await userIdOf(providerPage) });
  await providerContext.close();
  return path;
}

test('a customer reports a review, an operator hides it with a reason, and its author reads why', async ({
  page,
  browser,
}) => {
  test.slow();
  // Letters only: a person's name takes no digits.
  const tag = randomUUID()
    .slice(0, 4)
    .replace(/\d/g, (digit) => 'GHIJKLMNOP'[Number(digit)]!)
    .toUpperCase();
  const customerName = `Rosa Q${tag}`;
  const providerName = `Brillo ${tag}`;
  const publicPath = await reviewedProvider(page, browser, customerName, providerName);

  // A guest reads the review and finds no 'Reportar'; signed in, another customer has it.
  const reporter = await otherPerson(browser);
  await reporter.page.goto(publicPath);
  await waitForContent(reporter.page, false);
  const reviews = reporter.page.getByRole('region', { name: 'Reseñas de clientes' });
  await expect(reviews).toContainText(COMMENT);
  await expect(reviews.getByRole('button', { name: /^Reportar/ })).toHaveCount(0);
  await signUp(reporter.page, 'client');
  await reporter.page.reload();
  const review = reviews.getByRole('article').filter({ hasText: COMMENT });
  await review.getByRole('button', { name: 'Reportar la reseña de Rosa' }).click();

  const dialog = reporter.page.getByRole('dialog', { name: 'Reportar contenido' });
  const reason = dialog.getByLabel('Motivo del reporte');
  await reason.fill('Mal');
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(reason).toHaveAccessibleDescription(/El motivo debe tener al menos 5 caracteres\./);
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(reporter.page, 'the Reportar dialog with its error');
  await reason.fill(REPORT);
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(toast(reporter.page, 'Reporte enviado')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Twice is refused, in the dialog, as the server words it.
  await review.getByRole('button', { name: 'Reportar la reseña de Rosa' }).click();
  await reason.fill(REPORT);
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Ya reportaste este contenido; lo estamos revisando.');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  // The operator finds it first among the visible reviews, with the report's reason.
  const operator = await otherPerson(browser);
  const operatorPage = operator.page;
  await createOperator(operatorPage);
  await operatorPage.goto('/operador');
  await operatorPage
    .getByRole('navigation', { name: 'Menú: Consola de Operación' })
    .getByRole('link', { name: 'Moderación' })
    .click();
  await waitForContent(operatorPage, true);
  await expect(operatorPage.getByRole('radio', { name: 'Reseñas' })).toBeChecked();
  await expect(operatorPage.getByRole('radio', { name: 'Visibles' })).toBeChecked();
  const label = `Reseña de ${customerName} sobre ${providerName}`;
  const list = operatorPage.getByRole('list', { name: 'Reseñas: Visibles' });
  const card = list.getByRole('article', { name: label });
  await expect(list.getByRole('article').first()).toHaveAccessibleName(label);
  for (const text of [COMMENT, '1 de 5 estrellas', '1 reporte pendiente', REPORT])
    await expect(card).toContainText(text);
  await expectNoAxeViolations(operatorPage, '/operador/moderacion with a reported review');

  await card.getByRole('button', { name: `Ocultar: ${label}` }).click();
  const hideDialog = operatorPage.getByRole('dialog', { name: `Ocultar: ${label}` });
  await hideDialog.getByRole('button', { name: 'Ocultar' }).click();
  await expect(hideDialog.getByLabel('Motivo')).toHaveAccessibleDescription(/Escribe el motivo\./);
  await expectNoAxeViolations(operatorPage, 'the Ocultar dialog with its error');
  await hideDialog.getByLabel('Motivo').fill(HIDE_REASON);
  await hideDialog.getByRole('button', { name: 'Ocultar' }).click();
  await expect(toast(operatorPage, 'Contenido ocultado')).toBeVisible();
  await expect(hideDialog).toBeHidden();
  await expect(card).toBeHidden();

  // Among the hidden ones, with the reason, the report resolved; the choice is in the address.
  await operatorPage.getByRole('radio', { name: 'Ocultos' }).check();
  await expect(operatorPage).toHaveURL((url) => url.searchParams.get('estado') === 'ocultos');
  const hidden = operatorPage
    .getByRole('list', { name: 'Reseñas: Ocultos' })
    .getByRole('article', { name: label });
  await expect(hidden).toContainText(HIDE_REASON);
  await expect(hidden).not.toContainText('reporte pendiente');
  await expect(hidden.getByRole('button', { name: `Restaurar: ${label}` })).toBeVisible();
  await operator.context.close();

  // Gone from the public page.
  await reporter.page.reload();
  await expect(reviews).toBeVisible();
  await expect(reviews).not.toContainText(COMMENT);
  await reporter.context.close();

  // Its author reads that it was hidden, and why.
  await page.goto('/cliente/resenas');
  const written = page.getByRole('region', { name: 'Reseñas que escribiste' });
  await expect(written).toContainText(COMMENT);
  await expect(written).toContainText('Oculta por moderación');
  await expect(written).toContainText(`Motivo: ${HIDE_REASON}`);
});

test('a provider reports a request from Solicitudes; once hidden its customer reads why in Mis Solicitudes', async ({
  page,
  browser,
  playwright,
}) => {
  test.slow();
  const title = `Limpieza ${randomUUID().slice(0, 6)}`;
  await signUp(page, 'client');
  const request = await createRequest(page.request, title, NEAR_COYOACAN);

  const provider = await otherPerson(browser);
  await signUpServingProvider(provider.page, NEAR_COYOACAN, 'basic');
  await provider.page.goto('/proveedor/solicitudes');
  const card = provider.page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Reportar la solicitud «${title}»` }).click();
  const dialog = provider.page.getByRole('dialog', { name: 'Reportar contenido' });
  // Loaded on the first click: scanned once it is there.
  await expect(dialog.getByLabel('Motivo del reporte')).toBeFocused();
  await expectNoAxeViolations(provider.page, 'the Reportar dialog');
  await dialog.getByLabel('Motivo del reporte').fill('Pide servicios que no son de limpieza.');
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(toast(provider.page, 'Reporte enviado')).toBeVisible();
  await provider.context.close();

  const operator = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    await createOperatorApi(operator);
    const listed = await operator.get('/api/operator/moderation?kind=request&status=visible');
    expect(listed.status(), await listed.text()).toBe(200);
    const { items } = (await listed.json()) as { items: { id: string; reports: { reason: string }[] }[] };
    expect(items.find((item) => item.id === request.id)?.reports).toEqual([
      expect.objectContaining({ reason: 'Pide servicios que no son de limpieza.' }),
    ]);
    await expectOk(
      operator.post(`/api/operator/moderation/request/${request.id}/hide`, {
        data: { reason: 'No es un servicio de limpieza del hogar.' },
      }),
    );
  } finally {
    await operator.dispose();
  }

  await page.goto('/cliente/solicitudes');
  const mine = page.getByRole('article', { name: title });
  await expect(mine).toContainText('Oculta por moderación');
  await expect(mine).toContainText('Motivo: No es un servicio de limpieza del hogar.');
});

// A 1×1 PNG: small enough for any limit, real enough for the server to resize.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('an operator hides a profile photo from Fotos de perfil; the provider reads why on Perfil', async ({
  page,
  browser,
}) => {
  test.slow();
  const name = `Lustre ${randomUUID().slice(0, 4).toUpperCase()}`;
  await signUp(page, 'provider');
  await expectOk(
    page.request.put('/api/provider/profile', {
      data: { displayName: name, bio: '', yearsExperience: 2, phone: '5512345678' },
    }),
  );
  await expectOk(
    page.request.post('/api/provider/profile/photo', { headers: { 'content-type': 'image/png' }, data: PNG }),
  );

  const operator = await otherPerson(browser);
  await createOperator(operator.page);
  await operator.page.goto('/operador/moderacion');
  await operator.page.getByRole('radio', { name: 'Fotos de perfil' }).check();
  await expect(operator.page).toHaveURL((url) => url.searchParams.get('tipo') === 'fotos');
  const label = `Foto de perfil de ${name}`;
  const card = operator.page
    .getByRole('list', { name: 'Fotos de perfil: Visibles' })
    .getByRole('article', { name: label });
  await expect(card.getByRole('img', { name: label })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Descartar/ })).toHaveCount(0);
  await card.getByRole('button', { name: `Ocultar: ${label}` }).click();
  const dialog = operator.page.getByRole('dialog', { name: `Ocultar: ${label}` });
  await dialog.getByLabel('Motivo').fill('La foto no muestra a una persona.');
  await dialog.getByRole('button', { name: 'Ocultar' }).click();
  await expect(toast(operator.page, 'Contenido ocultado')).toBeVisible();
  await expect(card).toBeHidden();
  await operator.context.close();

  await page.goto('/proveedor/perfil');
  const notice = page.getByRole('status').filter({ hasText: 'Ocultamos tu foto de perfil por moderación.' });
  await expect(notice).toContainText('Motivo: La foto no muestra a una persona.');
});

test('an operator hides an Empresarial logo from Logotipos; the public page drops it and the provider reads why', async ({
  page,
  browser,
  playwright,
}) => {
  test.slow();
  const displayName = uniqueName('Limpiezas Faro');
  const provider = await createBookableProvider(playwright, {
    serviceId: 'home-cleaning',
    price: 48_000,
    plan: 'enterprise',
    displayName,
  });
  await login(page, provider.email, provider.password);
  await expectOk(
    page.request.put('/api/provider/profile/logo', { headers: { 'content-type': 'image/png' }, data: PNG }),
  );
  const publicPath = providerPath({ displayName, id: provider.id });
  const logoName = `Logotipo de ${displayName}`;
  await page.goto(publicPath);
  await expect(page.getByRole('img', { name: logoName })).toBeVisible();

  // By keyboard: the arrows move the kind to Logotipos, Tab and Enter open Ocultar.
  const operator = await otherPerson(browser);
  const operatorPage = operator.page;
  await createOperator(operatorPage);
  await operatorPage.goto('/operador/moderacion');
  await waitForContent(operatorPage, true);
  await tabTo(operatorPage, operatorPage.getByRole('radio', { name: 'Reseñas' }));
  for (const kind of ['Solicitudes', 'Fotos de perfil', 'Logotipos']) {
    await operatorPage.keyboard.press('ArrowRight');
    await expect(operatorPage.getByRole('radio', { name: kind })).toBeChecked();
  }
  await expect(operatorPage).toHaveURL((url) => url.searchParams.get('tipo') === 'logotipos');
  const card = operatorPage
    .getByRole('list', { name: 'Logotipos: Visibles' })
    .getByRole('article', { name: logoName });
  await expect(card.getByRole('img', { name: logoName })).toBeVisible();
  await expectNoAxeViolations(operatorPage, '/operador/moderacion?tipo=logotipos with a logo');
  await tabTo(operatorPage, card.getByRole('button', { name: `Ocultar: ${logoName}` }));
  await operatorPage.keyboard.press('Enter');
  const dialog = operatorPage.getByRole('dialog', { name: `Ocultar: ${logoName}` });
  await expect(dialog.getByLabel('Motivo')).toBeFocused();
  await operatorPage.keyboard.type('El logotipo incluye un insulto.');
  await tabTo(operatorPage, dialog.getByRole('button', { name: 'Ocultar' }));
  await operatorPage.keyboard.press('Enter');
  await expect(toast(operatorPage, 'Contenido ocultado')).toBeVisible();
  await expect(card).toBeHidden();
  await operatorPage.getByRole('radio', { name: 'Ocultos' }).check();
  const hidden = operatorPage
    .getByRole('list', { name: 'Logotipos: Ocultos' })
    .getByRole('article', { name: logoName });
  await expect(hidden).toContainText('El logotipo oculto ya no se publica.');
  await expect(hidden).toContainText('El logotipo incluye un insulto.');
  await operator.context.close();

  // The public page falls back as for no logo: the name, no image.
  await page.goto(publicPath);
  await expect(page.getByRole('heading', { level: 1, name: displayName })).toBeVisible();
  await expect(page.getByRole('img', { name: logoName })).toHaveCount(0);

  await page.goto('/proveedor/perfil');
  const logoCard = page.getByRole('region', { name: 'Logotipo' });
  const notice = logoCard.getByRole('status').filter({ hasText: 'Ocultamos tu logotipo por moderación.' });
  await expect(notice).toContainText('Motivo: El logotipo incluye un insulto.');
  await expect(logoCard.getByRole('img')).toHaveCount(0);
  await expectNoAxeViolations(page, 'Perfil with a logo hidden by Moderación');
});
