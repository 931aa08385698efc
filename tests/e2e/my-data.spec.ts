import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations } from './support/axe';
import { expect, signUp, test, toast } from './support/fixtures';
import { createRequest, NEAR_COYOACAN } from './support/provider';

test('a customer downloads everything held about them from Seguridad, as the privacy notice says', async ({
  page,
}) => {
  const account = await signUp(page, 'client');
  const title = `Limpieza de cocina ${randomUUID().slice(0, 6)}`;
  await createRequest(page.request, title, NEAR_COYOACAN);

  await page.goto('/privacidad');
  await expect(page.getByRole('main')).toContainText('Descargar mis datos');
  await page.goto('/cliente/seguridad');
  await expectNoAxeViolations(page, 'Seguridad with Tus datos');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar mis datos' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('mis-datos-limpiahogar.zip');
  await expect(toast(page, 'Descargamos tus datos')).toBeVisible();

  const files = unzipSync(new Uint8Array(await readFile((await file.path())!)));
  expect(Object.keys(files)).toContain('LEEME.txt');
  expect(JSON.parse(strFromU8(files['cuenta.json']!)).account.email).toBe(account.email);
  expect(JSON.parse(strFromU8(files['solicitudes.json']!))).toEqual([expect.objectContaining({ title })]);
});
