import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser } from '@playwright/test';
import { expectNoAxeViolations, waitForContent } from './support/axe';
import { BASE_URL } from './support/env';
import { expect, test, toast } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { createOperator } from './support/operator';
import { offeredRequest } from './support/provider';
import { openConversation, say } from './support/conversations';

const ASKS_OUTSIDE = 'Mejor págame por transferencia directa y te hago descuento: 55 1234 5678.';
const HIDE_REASON = 'Pide pagos fuera de LimpiaHogar.';
const HIDDEN = 'Mensaje oculto por moderación.';

/** Someone else, in a browser of their own: close the context when their part is over. */
async function otherPerson(browser: Browser) {
  const context = await browser.newContext({ baseURL: BASE_URL });
  return { context, page: await context.newPage() };
}

// A 1×1 PNG: small enough for any limit, real enough for the server to re-encode.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PHOTO_ALT = 'Datos de la cuenta para la transferencia';

async function uploadPhoto(request: APIRequestContext, conversationId: string): Promise<string> {
  const uploaded = await request.post(
    `/api/conversations/${conversationId}/photos?alt=${encodeURIComponent(PHOTO_ALT)}`,
    { headers: { 'content-type': 'image/png' }, data: PNG },
  );
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return ((await uploaded.json()) as { photo: { id: string } }).photo.id;
}

test('a customer reports a conversation; an operator reads it (in the Bitácora), hides a message, and the provider reads why it is gone', async ({
  page,
  browser,
}) => {
  test.slow();
  // Seeded through the API: a request, a provider's offer on it, and the conversation the offer opened.
  const title = `Limpieza de cocina ${randomUUID().slice(0, 6)}`;
  const name = `Destello ${randomUUID().slice(0, 4).toUpperCase()}`;
  const { request, provider } = await offeredRequest(page, browser, {
    title,
    providerName: name,
    price: 900,
    message: 'Puedo ir el viernes.',
  });
  const conversationId = await openConversation(provider.page.request, request.id);
  await say(provider.page.request, conversationId, 'Hola, ¿qué tan grande es la cocina?');
  await say(provider.page.request, conversationId, ASKS_OUTSIDE, [
    await uploadPhoto(provider.page.request, conversationId),
  ]);

  // The customer reports it from the conversation, by keyboard; 'Otro' without details is refused in the dialog.
  await page.goto(`/cliente/mensajes/${conversationId}`);
  await waitForContent(page, true);
  const report = page.getByRole('button', { name: 'Reportar conversación' });
  await tabTo(page, report);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Reportar conversación' });
  await expect(dialog.getByRole('radio', { name: 'Acoso o lenguaje ofensivo' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Otro' }).check();
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(dialog.getByLabel('Detalles')).toHaveAccessibleDescription(/Describe el motivo del reporte\./);
  await expectNoAxeViolations(page, 'the Reportar conversación dialog with its error');
  await dialog.getByRole('radio', { name: 'Pide pagos o datos fuera de LimpiaHogar' }).check();
  await dialog.getByLabel('Detalles').fill('Me pide pagarle por transferencia directa.');
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(toast(page, 'Reporte enviado')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The provider has the conversation open meanwhile.
  await provider.page.goto(`/proveedor/mensajes/${conversationId}`);
  const theirs = provider.page.getByRole('region', { name: 'Mensajes de la conversación' });
  await expect(theirs.getByText(ASKS_OUTSIDE)).toBeVisible();

  // The operator finds it among the conversations waiting in Moderación.
  const operator = await otherPerson(browser);
  const console = operator.page;
  await createOperator(console);
  await console.goto('/operador/moderacion');
  await waitForContent(console, true);
  await console.getByRole('radio', { name: 'Conversaciones' }).check();
  await expect(console).toHaveURL((url) => url.searchParams.get('tipo') === 'conversaciones');
  const label = new RegExp(`^Conversación entre .+ y ${name}$`);
  const card = console
    .getByRole('list', { name: 'Conversaciones reportadas: Pendientes' })
    .getByRole('article', { name: label });
  await expect(card).toContainText('Pide pagos o datos fuera de LimpiaHogar — reportada por');
  await expect(card).toContainText('Me pide pagarle por transferencia directa.');
  await expect(card).toContainText(title);
  await expectNoAxeViolations(console, 'Moderación: reported conversations');

  // Read in full, the phone the customer reads masked included; the read is in the Bitácora.
  await card.getByRole('button', { name: /^Leer: / }).click();
  const transcript = card.getByRole('region', { name: /^Mensajes de: / });
  await expect(transcript.getByText(ASKS_OUTSIDE)).toBeVisible();
  await expect(transcript.getByRole('img', { name: PHOTO_ALT })).toBeVisible();
  await expectNoAxeViolations(console, 'Moderación: a reported conversation read');

  // 'Ocultar mensaje' asks why, by keyboard.
  const hide = transcript.getByRole('button', { name: new RegExp(`^Ocultar el mensaje de ${name}`) }).last();
  await tabTo(console, hide);
  await console.keyboard.press('Enter');
  const hideDialog = console.getByRole('dialog', { name: 'Ocultar mensaje' });
  await expect(hideDialog.getByLabel('Motivo')).toBeFocused();
  await console.keyboard.type(HIDE_REASON);
  await hideDialog.getByRole('button', { name: 'Ocultar mensaje' }).click();
  await expect(toast(console, 'Mensaje ocultado')).toBeVisible();
  await expect(transcript).toContainText(`Motivo: ${HIDE_REASON}`);
  await expect(transcript.getByText(ASKS_OUTSIDE)).toBeVisible();
  // The provider's open page reads it in its hidden form without reloading.
  await expect(theirs.getByText(HIDDEN)).toBeVisible();
  await expect(theirs.getByText(ASKS_OUTSIDE)).toHaveCount(0);

  // Resolved with a note: it leaves the waiting list.
  await card.getByRole('button', { name: /^Resolver: / }).click();
  const resolveDialog = console.getByRole('dialog', { name: /^Resolver: / });
  await resolveDialog.getByLabel('Nota').fill('Mensaje ocultado; se recordaron las reglas de pago.');
  await resolveDialog.getByRole('button', { name: 'Resolver' }).click();
  await expect(toast(console, 'Reporte resuelto')).toBeVisible();
  await expect(card).toBeHidden();

  await console.goto('/operador/bitacora');
  const log = console.getByRole('table');
  for (const action of [
    'Conversación reportada leída',
    'Mensaje de conversación ocultado',
    'Reportes de conversación resueltos',
  ])
    await expect(
      log.getByRole('row').filter({ hasText: action }).filter({ hasText: title }).first(),
    ).toBeVisible();
  await operator.context.close();

  // Read again, the provider's page still has the moderation text in place of their message; the rest stays.
  await provider.page.reload();
  await expect(theirs.getByText(HIDDEN)).toBeVisible();
  await expect(theirs.getByText(ASKS_OUTSIDE)).toHaveCount(0);
  await expect(theirs.getByText('Hola, ¿qué tan grande es la cocina?')).toBeVisible();
  await expectNoAxeViolations(provider.page, 'a conversation with a hidden message');
  await provider.context.close();
});
