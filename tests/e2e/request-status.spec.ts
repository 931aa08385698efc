import { bookByApi, createBookableProvider, uniqueName } from './support/booking';
import { expect, signUp, test } from './support/fixtures';
import { BASE_URL } from './support/env';
import { startIn, stepByApi, type AgreedService } from './support/services';

test('a booking shows «Pendiente de respuesta» until the provider answers, and «Completado» once completed', async ({
  page,
  playwright,
}) => {
  test.slow();
  const provider = await createBookableProvider(playwright, {
    serviceId: 'windows',
    price: 65_000,
    plan: 'basic',
    displayName: uniqueName('Vidrios Claros'),
  });
  await signUp(page, 'client');
  await bookByApi(page, provider, 'windows');

  await page.goto('/cliente/solicitudes');
  const card = page.getByRole('article', { name: 'Limpieza de Ventanas' });
  await expect(card.getByText('Pendiente de respuesta', { exact: true })).toBeVisible();
  await expect(card.getByText('Asignada')).toHaveCount(0);

  const [service] = (await (await page.request.get('/api/services')).json()).services as AgreedService[];
  const providerRequest = await playwright.request.newContext({ baseURL: BASE_URL });
  const signedIn = await providerRequest.post('/api/auth/sign-in/email', {
    data: { email: provider.email, password: provider.password },
    headers: { origin: BASE_URL },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  await stepByApi(providerRequest, service!.id, { action: 'accept_booking' });
  await page.reload();
  await expect(card.getByText('Confirmado', { exact: true })).toBeVisible();

  await startIn(page.request, service!, -2);
  await stepByApi(providerRequest, service!.id, { action: 'mark_done' });
  await providerRequest.dispose();
  await stepByApi(page.request, service!.id, { action: 'confirm_completion' });
  await page.reload();
  await expect(card.getByText('Completado', { exact: true })).toBeVisible();
});
