import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations, waitForContent } from './support/axe';
import { expectOk } from './support/client';
import { expect, signUp, test, toast, type Account } from './support/fixtures';
import { createOperator } from './support/operator';
import { messagesTo } from './support/outbox';
import { NEAR_COYOACAN, saveAreaByApi, subscribeByApi } from './support/provider';

// A 1×1 PNG (the server re-encodes images as JPEG) and the smallest PDF the server accepts.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const RFC = 'GODE561231GR8';

const ID_LABEL = 'Identificación oficial (INE o pasaporte)';
const ADDRESS_LABEL = 'Comprobante de domicilio';

/** A provider on `plan` with an area and a public name: on the marketplace, with a public page. */
async function marketplaceProvider(page: Page, plan: 'basic' | 'premium') {
  const account = await signUp(page, 'provider');
  await subscribeByApi(page, plan);
  await saveAreaByApi(page, NEAR_COYOACAN);
  const displayName = `Verificada ${randomUUID().slice(0, 6)}`;
  await expectOk(
    page.request.put('/api/provider/profile', {
      data: { displayName, bio: 'Limpieza profunda.', yearsExperience: 3, phone: '5512345678' },
    }),
  );
  return { ...account, displayName };
}

/** An operator of the console, signed in with two-factor authentication in a browser of their own. */
async function operatorIn(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await createOperator(page);
  return { context, page };
}

const documentsCard = (page: Page) => page.getByRole('region', { name: 'Tus documentos' });
const verificationCard = (page: Page, provider: Account & { displayName: string }) =>
  page.getByRole('article', { name: provider.displayName });
const approveDialog = (page: Page, provider: { displayName: string }) =>
  page.getByRole('dialog', { name: `Aprobar la verificación de ${provider.displayName}` });

test('a Premium provider sends their ID and proof of address, an operator approves, and the page shows «Proveedor verificado»', async ({
  page,
  browser,
}) => {
  test.slow(); // Two accounts, one with two-factor authentication, three axe scans.
  const provider = await marketplaceProvider(page, 'premium');

  await page.goto('/proveedor');
  await page
    .getByRole('navigation', { name: 'Menú: Panel de Proveedor' })
    .getByRole('link', { name: 'Verificación', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Verificación', exact: true })).toBeVisible();
  await waitForContent(page, true);
  await expect(page.getByRole('region', { name: 'Estado de tu verificación' })).toContainText(
    'Sin verificar',
  );
  await expect(page.getByRole('region', { name: 'Lo que verán tus clientes' })).toContainText(
    'Plan Básico: «Identidad verificada»',
  );
  await expectNoAxeViolations(page, '/proveedor/verificacion');

  // Checked in the browser first, with the server's words: nothing is sent.
  const idInput = page.getByLabel(ID_LABEL);
  await idInput.setInputFiles({ name: 'ine.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(idInput).toHaveAccessibleDescription(/Sube una imagen JPG, PNG o WebP, o un PDF\./);
  await expect(idInput).toHaveAttribute('aria-invalid', 'true');

  await idInput.setInputFiles({ name: 'ine.png', mimeType: 'image/png', buffer: PNG });
  await expect(toast(page, 'Documento subido')).toBeVisible();
  await expect(idInput).toHaveAccessibleDescription(/^Imagen, 1 KB, subido el /);
  await expect(idInput).not.toHaveAttribute('aria-invalid');
  const addressInput = page.getByLabel(ADDRESS_LABEL);
  await expect(addressInput).toHaveAccessibleDescription('Aún no has subido este documento.');
  await addressInput.setInputFiles({ name: 'recibo.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(addressInput).toHaveAccessibleDescription(/^PDF, 1 KB, subido el /);

  const send = page.getByRole('button', { name: 'Enviar para revisión' });
  await send.click();
  await expect(page.getByText('Confirma que tienes 18 años o más.')).toBeVisible();
  await expect(page.getByLabel('Confirmo que tengo 18 años o más')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('RFC (opcional)').fill('GODE561231GR9');
  await send.click();
  await expect(page.getByLabel('RFC (opcional)')).toHaveAccessibleDescription(/El RFC no es válido/);
  await expectNoAxeViolations(page, '/proveedor/verificacion with its errors');

  await page.getByLabel('Confirmo que tengo 18 años o más').check();
  await page.getByLabel('RFC (opcional)').fill(RFC.toLowerCase());
  await send.click();
  await expect(toast(page, 'Documentos enviados')).toBeVisible();
  const status = page.getByRole('region', { name: 'Estado de tu verificación' });
  await expect(status).toContainText('En revisión');
  await expect(status).toContainText('no se pueden cambiar');
  await expect(send).toHaveCount(0);
  await expect(documentsCard(page).locator('input[type="file"]')).toHaveCount(0);
  await expect(documentsCard(page)).toContainText('Imagen, 1 KB');
  await expect(documentsCard(page)).toContainText('PDF, 1 KB');

  const operator = await operatorIn(browser);
  await operator.page.goto('/operador');
  await operator.page
    .getByRole('navigation', { name: 'Menú: Consola de Operación' })
    .getByRole('link', { name: 'Verificaciones' })
    .click();
  await expect(operator.page).toHaveURL((url) => url.pathname === '/operador/verificaciones');
  await waitForContent(operator.page, true);
  const card = verificationCard(operator.page, provider);
  for (const text of [provider.email, 'Premium', RFC]) await expect(card).toContainText(text);
  const idLink = card.getByRole('link', {
    name: 'Ver identificación oficial (se abre en una pestaña nueva)',
  });
  const addressLink = card.getByRole('link', {
    name: 'Ver comprobante de domicilio (se abre en una pestaña nueva)',
  });
  await expect(idLink).toHaveAttribute('target', '_blank');
  await expect(addressLink).toHaveAttribute('target', '_blank');
  // The operator's cookie opens them; the provider's own does not.
  for (const [link, type] of [
    [idLink, 'image/jpeg'],
    [addressLink, 'application/pdf'],
  ] as const) {
    const href = (await link.getAttribute('href'))!;
    const opened = await operator.page.request.get(href);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toContain(type);
    expect((await page.request.get(href)).status()).toBe(403);
  }
  await expectNoAxeViolations(operator.page, '/operador/verificaciones');

  const since = new Date(Date.now() - 1000);
  await card.getByRole('button', { name: `Aprobar la verificación de ${provider.displayName}` }).click();
  await approveDialog(operator.page, provider).getByRole('button', { name: 'Aprobar', exact: true }).click();
  await expect(toast(operator.page, 'Verificación aprobada')).toBeVisible();
  await expect(card).toHaveCount(0);
  await operator.context.close();

  await expect
    .poll(async () =>
      (await messagesTo(provider.email, since)).some((mail) => mail.includes('Verificamos tu identidad')),
    )
    .toBe(true);
  await page.reload();
  await expect(status).toContainText('Verificada');

  const overview = await page.request.get('/api/provider/overview');
  const { publicPath } = (await overview.json()) as { publicPath: string };
  await page.goto(publicPath);
  await expect(page.getByRole('heading', { level: 1, name: provider.displayName })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Proveedor verificado');
  await expect(page.getByRole('main')).not.toContainText('Identidad verificada');
});

test('a rejected provider reads the reason and sends again; approved on Básico, their page says «Identidad verificada»', async ({
  page,
  browser,
}) => {
  test.slow();
  const provider = await marketplaceProvider(page, 'basic');
  await page.goto('/proveedor/verificacion');
  await page.getByLabel(ID_LABEL).setInputFiles({ name: 'ine.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByLabel(ID_LABEL)).toHaveAccessibleDescription(/^Imagen, /);
  await page.getByLabel('Confirmo que tengo 18 años o más').check();
  await page.getByRole('button', { name: 'Enviar para revisión' }).click();
  // Only one document: the server says what is missing, beside the button.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Sube tu identificación oficial y tu comprobante' }),
  ).toBeVisible();
  // The form's fields stay disabled until the refused submission has settled: a file set before is dropped.
  await expect(page.getByLabel(ADDRESS_LABEL)).toBeEnabled();
  await page
    .getByLabel(ADDRESS_LABEL)
    .setInputFiles({ name: 'recibo.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByLabel(ADDRESS_LABEL)).toHaveAccessibleDescription(/^PDF/);
  await page.getByRole('button', { name: 'Enviar para revisión' }).click();
  await expect(toast(page, 'Documentos enviados')).toBeVisible();

  const operator = await operatorIn(browser);
  await operator.page.goto('/operador/verificaciones');
  const card = verificationCard(operator.page, provider);
  await expect(card).toContainText('Básico');
  await expect(card).toContainText('No lo indicó');
  await card.getByRole('button', { name: `Rechazar la verificación de ${provider.displayName}` }).click();
  const dialog = operator.page.getByRole('dialog', {
    name: `Rechazar la verificación de ${provider.displayName}`,
  });
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await expect(dialog.getByLabel('Motivo')).toHaveAccessibleDescription(/Escribe el motivo\./);
  await dialog.getByLabel('Motivo').fill('La identificación está borrosa; sube una foto nítida.');
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await expect(toast(operator.page, 'Verificación rechazada')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveCount(0);

  await page.reload();
  const status = page.getByRole('region', { name: 'Estado de tu verificación' });
  await expect(status).toContainText('Rechazada');
  await expect(status).toContainText('La identificación está borrosa; sube una foto nítida.');
  await page
    .getByLabel(ID_LABEL)
    .setInputFiles({ name: 'ine.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByLabel(ID_LABEL)).toHaveAccessibleDescription(/^PDF/);
  await page.getByLabel('Confirmo que tengo 18 años o más').check();
  await page.getByRole('button', { name: 'Enviar para revisión' }).click();
  await expect(status).toContainText('En revisión');

  // Approved on the Básico plan: the identity is vouched for, without the badge the plan does not include.
  await operator.page.reload();
  await card.getByRole('button', { name: `Aprobar la verificación de ${provider.displayName}` }).click();
  await approveDialog(operator.page, provider).getByRole('button', { name: 'Aprobar', exact: true }).click();
  await expect(toast(operator.page, 'Verificación aprobada')).toBeVisible();
  await operator.context.close();
  const { publicPath } = (await (await page.request.get('/api/provider/overview')).json()) as {
    publicPath: string;
  };
  await page.goto(publicPath);
  await expect(page.getByRole('heading', { level: 1, name: provider.displayName })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Identidad verificada');
  await expect(page.getByRole('main')).not.toContainText('Proveedor verificado');
});
