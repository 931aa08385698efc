import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations } from './support/axe';
import { expectOk } from './support/client';
import { BASE_URL } from './support/env';
import { createAccount, expect, signUp, test } from './support/fixtures';
import { verifyIdentityByApi } from './support/operator';
import { createRequest, NEAR_COYOACAN } from './support/provider';

test('a customer opens a provider’s public page from an offer, reads prices and badge, and books with them', async ({
  page,
  playwright,
}) => {
  test.slow();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await signUp(page, 'client');
  const request = await createRequest(page.request, `Limpieza ${randomUUID().slice(0, 6)}`, NEAR_COYOACAN);
  const name = `Brillo ${randomUUID().slice(0, 4).toUpperCase()}`;
  const provider = await playwright.request.newContext({ baseURL: BASE_URL });
  await createAccount(provider, 'provider');
  await expectOk(provider.post('/api/subscription', { data: { planType: 'premium' } }));
  await expectOk(provider.put('/api/provider/area', { data: { location: NEAR_COYOACAN, serviceRadius: 8 } }));
  await expectOk(
    provider.put('/api/provider/profile', {
      data: {
        displayName: name,
        bio: 'Limpieza con productos ecológicos.',
        yearsExperience: 6,
        phone: '5512345678',
      },
    }),
  );
  await expectOk(
    provider.put('/api/provider/services', {
      data: { services: [{ serviceId: 'home-cleaning', hourlyPrice: 17_500 }] },
    }),
  );
  await verifyIdentityByApi(playwright, provider);
  await expectOk(
    provider.post(`/api/requests/${request.id}/applications`, {
      data: { proposedPrice: 700, message: 'Llevo mis productos y termino en tres horas.' },
    }),
  );
  await provider.dispose();

  await page.goto('/cliente/solicitudes');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/proveedores\/brillo-[a-z0-9]{4}-[A-Za-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name}: servicios del hogar en Del Carmen, Coyoacán | LimpiaHogar`);
  for (const text of [
    'Proveedor verificado',
    'Zona: Del Carmen, Coyoacán',
    '6 años de experiencia',
    'Limpieza con productos ecológicos.',
    'Aún no tiene reseñas publicadas.',
  ])
    await expect(page.getByRole('main')).toContainText(text);
  const services = page.getByRole('region', { name: 'Servicios y precios' });
  await expect(services).toContainText('Limpieza del Hogar');
  await expect(services).toContainText('$175 por hora');
  await expectNoAxeViolations(page, 'a provider’s public page');

  // What a crawler that runs no JavaScript reads: the provider's title, description and JSON-LD.
  const path = new URL(page.url()).pathname;
  const html = await (await page.request.get(path)).text();
  expect(html).toContain(`<title>${name}: servicios del hogar en Del Carmen, Coyoacán | LimpiaHogar</title>`);
  expect(html).toContain(`<link rel="canonical" href="${BASE_URL}${path}"/>`);
  const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!);
  expect(ld).toMatchObject({
    '@type': 'LocalBusiness',
    name,
    address: { addressLocality: 'Del Carmen, Coyoacán' },
  });
  // An old name before the id is sent on to the page's one address; an unknown provider is a 404 page.
  const renamed = await page.request.get(path.replace(/brillo-[a-z0-9]{4}/, 'nombre-anterior'), {
    maxRedirects: 0,
  });
  expect(renamed.status()).toBe(301);
  expect(renamed.headers().location).toBe(path);
  const unknown = await page.request.get('/proveedores/nadie-0000000000000000000000000000000');
  expect(unknown.status()).toBe(404);

  // Loaded directly, the server's head and the app agree: no hydration error, the same title.
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name}: servicios del hogar en Del Carmen, Coyoacán | LimpiaHogar`);

  await services.getByRole('link', { name: `Reservar Limpieza del Hogar con ${name}` }).click();
  await expect(page).toHaveURL(/\/reservar\?servicio=home-cleaning&proveedor=/);
  await expect(page.getByRole('radio', { name: new RegExp(name) })).toBeChecked();
  expect(consoleErrors).toEqual([]);
});

test('an unknown provider’s page says it was not found', async ({ page }) => {
  await page.goto('/proveedores/nadie-0000000000000000000000000000000');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
});
