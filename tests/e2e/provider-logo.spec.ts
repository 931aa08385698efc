import sharp from 'sharp';
import { expectNoAxeViolations } from './support/axe';
import { createBookableProvider, uniqueName } from './support/booking';
import { BASE_URL } from './support/env';
import { expect, login, signUp, test, toast } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { subscribeByApi } from './support/provider';

// A teal disc on a transparent 240×120 canvas: a logo as a business would send it.
const transparentLogo = () =>
  sharp({ create: { width: 240, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120"><circle cx="120" cy="60" r="50" fill="#0f766e"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

test('an Empresarial provider uploads a logo in Perfil by keyboard and sees it, named, on their public page and wizard card', async ({
  browser,
  page,
  playwright,
}) => {
  const displayName = uniqueName('Limpiezas Aurora');
  const provider = await createBookableProvider(playwright, {
    serviceId: 'home-cleaning',
    price: 55_000,
    plan: 'enterprise',
    displayName,
  });
  await login(page, provider.email, provider.password);
  await page.goto('/proveedor/perfil');
  const card = page.getByRole('region', { name: 'Logotipo' });
  await expect(card).toContainText('en tu página pública y en tu tarjeta del asistente de reserva');
  await expectNoAxeViolations(page, 'Perfil with Logotipo, nothing uploaded');

  const file = card.getByLabel('Archivo del logotipo');
  await tabTo(page, file);
  await file.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expect(file).toHaveAccessibleDescription(/El logotipo debe ser una imagen JPG, PNG o WebP/);
  await file.setInputFiles({ name: 'aurora.png', mimeType: 'image/png', buffer: await transparentLogo() });
  await expect(card.getByRole('img', { name: 'Vista previa del logotipo elegido' })).toBeVisible();
  await tabTo(page, card.getByRole('button', { name: 'Subir logotipo' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Tu logotipo quedó guardado.')).toBeVisible();
  const saved = card.getByRole('img', { name: `Logotipo de ${displayName}` });
  await expect(saved).toBeVisible();
  await expect(card.getByRole('button', { name: 'Quitar' })).toBeVisible();
  await expectNoAxeViolations(page, 'Perfil with a logo uploaded');

  const { provider: shown } = (await (await page.request.get(`/api/providers/${provider.id}`)).json()) as {
    provider: { path: string; logoUrl: string };
  };
  await page.goto(shown.path);
  const logo = page.getByRole('img', { name: `Logotipo de ${displayName}` });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', shown.logoUrl);
  await expect(logo).toHaveAttribute('width', '96');
  await expect(logo).toHaveAttribute('height', '96');
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // A customer choosing a provider in the wizard sees it on the card too, loaded as it comes near.
  const guest = await browser.newContext({ baseURL: BASE_URL });
  const wizard = await guest.newPage();
  await wizard.goto('/reservar?servicio=home-cleaning');
  await wizard.getByRole('button', { name: 'Continuar' }).click();
  await expect(wizard.getByRole('radio', { name: displayName })).toBeVisible();
  const cardLogo = wizard.getByRole('img', { name: `Logotipo de ${displayName}` });
  await expect(cardLogo).toHaveAttribute('loading', 'lazy');
  await expect(cardLogo).toHaveAttribute('src', shown.logoUrl);
  await guest.close();

  // 'Quitar', by keyboard: the page no longer shows it.
  await page.goto('/proveedor/perfil');
  await tabTo(page, card.getByRole('button', { name: 'Quitar' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Quitamos tu logotipo.')).toBeVisible();
  await expect(card.getByRole('img')).toHaveCount(0);
  await page.goto(shown.path);
  await expect(page.getByRole('heading', { level: 1, name: displayName })).toBeVisible();
  await expect(page.getByRole('img', { name: `Logotipo de ${displayName}` })).toHaveCount(0);
});

test('a Básico provider reads what Logotipo is and that Empresarial includes it, with nothing to upload', async ({
  page,
}) => {
  await signUp(page, 'provider');
  await subscribeByApi(page, 'basic');
  await page.goto('/proveedor/perfil');
  const card = page.getByRole('region', { name: 'Logotipo' });
  await expect(card).toContainText('es parte del plan Empresarial');
  await expect(card.getByLabel('Archivo del logotipo')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Subir logotipo' })).toHaveCount(0);
  const plans = card.getByRole('link', { name: 'Ver planes' });
  await tabTo(page, plans);
  await expectNoAxeViolations(page, 'Perfil of a Básico provider');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/proveedor\/suscripcion$/);
});
