import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expectNoAxeViolations } from './support/axe';
import { BASE_URL } from './support/env';
import { expect, signUp, test } from './support/fixtures';
import { createRequest, NEAR_COYOACAN, signUpServingProvider } from './support/provider';

// A small picture of a stain, as a phone would send it (any JPEG, PNG or WebP is re-encoded by the server).
const stain = (color: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();

test('the customer answers with a photo, chosen and described by keyboard, and the provider sees it live', async ({
  page,
  browser,
}) => {
  test.slow();
  await signUp(page, 'client');
  const title = `Alfombra ${randomUUID().slice(0, 6)}`;
  const request = await createRequest(page.request, title, NEAR_COYOACAN);
  const context = await browser.newContext({ baseURL: BASE_URL });
  const them = await context.newPage();
  await signUpServingProvider(them, NEAR_COYOACAN, 'premium');
  const offered = await them.request.post(`/api/requests/${request.id}/applications`, {
    data: { proposedPrice: 850, message: 'Puedo quitar manchas de alfombra.' },
  });
  expect(offered.status(), await offered.text()).toBe(201);
  const opened = await them.request.post('/api/conversations', { data: { requestId: request.id } });
  expect(opened.status(), await opened.text()).toBe(201);
  const { conversation } = (await opened.json()) as { conversation: { id: string } };

  await them.goto(`/proveedor/mensajes/${conversation.id}`);
  const theirLog = them.getByRole('region', { name: 'Mensajes de la conversación' });
  await expect(theirLog).toBeVisible();
  await page.goto(`/cliente/mensajes/${conversation.id}`);
  await expect(page.getByRole('region', { name: 'Mensajes de la conversación' })).toBeVisible();

  // 'Agregar fotos' by keyboard opens the file chooser; two photos are picked, the second one removed.
  const add = page.getByRole('button', { name: 'Agregar fotos' });
  // Focused once the page has settled (its header read), so that Enter reaches the button and not a re-render.
  await expect(add).toBeEnabled();
  await add.focus();
  await expect(add).toBeFocused();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (
    await chooser
  ).setFiles([
    { name: 'mancha.png', mimeType: 'image/png', buffer: await stain({ r: 140, g: 90, b: 40 }) },
    { name: 'otra.png', mimeType: 'image/png', buffer: await stain({ r: 20, g: 90, b: 140 }) },
  ]);
  const picked = page.getByRole('list', { name: 'Fotos por enviar' });
  await expect(picked.getByRole('img', { name: 'Foto 2 por enviar' })).toBeVisible();
  await picked.getByRole('button', { name: 'Quitar la foto 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(picked.getByRole('img')).toHaveCount(1);
  await page
    .getByRole('textbox', { name: 'Descripción de la foto 1 (opcional)' })
    .fill('Mancha en la alfombra');
  await expectNoAxeViolations(page, 'the composer with a photo picked');

  const composer = page.getByRole('textbox', { name: 'Escribe un mensaje' });
  await composer.focus();
  await page.keyboard.type('Así está la alfombra de la sala.');
  await page.keyboard.press('Enter');
  await expect(composer).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Fotos por enviar' })).toHaveCount(0);
  const mine = page.getByRole('region', { name: 'Mensajes de la conversación' });
  await expect(mine.getByRole('img', { name: 'Mancha en la alfombra' })).toBeVisible();

  // The provider's page, open all along, shows the message and its photo without reloading.
  await expect(theirLog.getByText('Así está la alfombra de la sala.')).toBeVisible();
  const photo = theirLog.getByRole('img', { name: 'Mancha en la alfombra' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
  const link = theirLog.getByRole('link', { name: /Mancha en la alfombra/ });
  await expect(link).toHaveAttribute('href', new RegExp(`^/api/conversations/${conversation.id}/photos/`));
  await expectNoAxeViolations(them, 'the provider’s conversation with a photo');
  await context.close();
});
