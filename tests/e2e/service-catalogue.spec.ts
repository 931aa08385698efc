import { randomUUID } from 'node:crypto';
import { BASE_URL } from './support/env';
import { createBookableProvider, uniqueName } from './support/booking';
import { fillRequestForm, openRequestForm } from './support/client';
import { expect, login, signUp, test, toast } from './support/fixtures';
import { createRequest, NEAR_COYOACAN } from './support/provider';

test('the request form offers the services of /servicios, and a provider of one finds its request with the filter', async ({
  page,
  browser,
  playwright,
}) => {
  test.slow();
  await page.goto('/servicios');
  const advertised = await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
  expect(advertised).toContain('Limpieza de Oficina');

  await signUp(page, 'client');
  await openRequestForm(page);
  const options = page.getByLabel('Tipo de servicio').getByRole('option');
  // The first option is the placeholder, 'Selecciona un tipo de servicio'.
  expect((await options.allTextContents()).slice(1)).toEqual(advertised);
  const office = `Oficina de contadores ${randomUUID().slice(0, 6)}`;
  await fillRequestForm(page, { title: office, serviceType: 'Limpieza de Oficina' });
  await page.getByRole('button', { name: 'Publicar Solicitud' }).click();
  await expect(toast(page, 'Solicitud creada')).toBeVisible();
  // Another service, from the same customer: the filter leaves it out.
  const home = `Departamento ${randomUUID().slice(0, 6)}`;
  await createRequest(page.request, home, NEAR_COYOACAN);

  const provider = await createBookableProvider(playwright, {
    serviceId: 'office-cleaning',
    price: 95_000,
    plan: 'basic',
    displayName: uniqueName('Oficinas Limpias'),
  });
  const providerContext = await browser.newContext({ baseURL: BASE_URL });
  const providerPage = await providerContext.newPage();
  await login(providerPage, provider.email, provider.password);
  await providerPage.goto('/proveedor/solicitudes');
  const officeCard = providerPage.getByRole('article', { name: office });
  const homeCard = providerPage.getByRole('article', { name: home });
  await expect(homeCard).toBeVisible();
  await expect(officeCard).toContainText('Limpieza de Oficina');

  const filter = providerPage.getByLabel('Servicio', { exact: true });
  await filter.selectOption({ label: 'Los servicios que ofrezco' });
  await expect(homeCard).toBeHidden();
  await expect(officeCard).toBeVisible();
  await filter.selectOption({ label: 'Limpieza del Hogar' });
  await expect(homeCard).toBeVisible();
  await expect(officeCard).toBeHidden();
  await filter.selectOption({ label: 'Limpieza de Piscinas' });
  await expect(providerPage.getByText('Sin solicitudes de ese servicio')).toBeVisible();
  await providerContext.close();
});
