import { BASE_URL } from './support/env';
import { bookByApi, createBookableProvider, uniqueName } from './support/booking';
import { expect, login, signUp, test, toast } from './support/fixtures';

test('a provider declines a booking: the customer is told in the bell and finds it Rechazada, with nothing charged', async ({
  page,
  browser,
  playwright,
}) => {
  test.slow();
  const provider = await createBookableProvider(playwright, {
    serviceId: 'home-cleaning',
    price: 48_000,
    plan: 'basic',
    displayName: uniqueName('Casa Limpia'),
  });
  await signUp(page, 'client');
  await bookByApi(page, provider, 'home-cleaning');

  const providerContext = await browser.newContext({ baseURL: BASE_URL });
  const providerPage = await providerContext.newPage();
  await login(providerPage, provider.email, provider.password);
  await providerPage.goto('/proveedor/calendario');
  const booking = providerPage.getByRole('article', { name: 'Limpieza del Hogar' });
  await expect(booking).toContainText('Pendiente');
  await booking.getByRole('button', { name: 'Rechazar reserva' }).click();
  await providerPage.getByRole('dialog').getByRole('button', { name: 'Rechazar reserva' }).click();
  await expect(toast(providerPage, 'Reserva rechazada')).toBeVisible();
  await expect(booking).toBeHidden();
  await providerContext.close();

  await page.goto('/cliente/historial');
  const past = page.getByRole('article', { name: 'Limpieza del Hogar' });
  for (const text of ['Rechazada', 'El proveedor no aceptó la reserva. No se cobró nada.'])
    await expect(past).toContainText(text);
  await page.getByRole('button', { name: 'Notificaciones: 1 sin leer' }).click();
  await expect(page.getByRole('dialog', { name: 'Notificaciones' })).toContainText(
    'Tu reserva no fue aceptada: Limpieza del Hogar',
  );
  await page.goto('/cliente/pagos');
  await expect(page.getByRole('heading', { name: 'Aún no tienes pagos' })).toBeVisible();
});
