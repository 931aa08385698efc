import { bookByApi, createBookableProvider, uniqueName } from './support/booking';
import { expect, signUp, test } from './support/fixtures';
import { stepByApi } from './support/services';

const DAY_MS = 86_400_000;
const ENDED = 51;

test('Historial shows the latest 50 ended services and the rest after Ver más servicios, focus on the first added', async ({
  page,
  playwright,
}) => {
  test.slow();
  const provider = await createBookableProvider(playwright, {
    serviceId: 'home-cleaning',
    price: 48_000,
    plan: 'basic',
    displayName: uniqueName('Casa Paginada'),
  });
  await signUp(page, 'client');
  // 51 bookings a day apart from 1 January 2030, each cancelled while pending (free): 51 ended services.
  for (let day = 0; day < ENDED; day++) {
    const date = new Date(Date.UTC(2030, 0, 1) + day * DAY_MS).toISOString().slice(0, 10);
    await bookByApi(page, provider, 'home-cleaning', `${date}T09:30:00-06:00`);
  }
  const upcoming = await page.request.get('/api/services?when=upcoming');
  const { services } = (await upcoming.json()) as { services: { id: string }[] };
  expect(services).toHaveLength(ENDED);
  for (const service of services)
    await stepByApi(page.request, service.id, { action: 'cancel_by_customer', expectedFee: 0 });

  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/services') asked.push(url.search);
  });
  await page.goto('/cliente/historial');
  const list = page.getByRole('list', { name: 'Tu historial de servicios' });
  const cards = list.getByRole('article');
  await expect(cards).toHaveCount(50);
  // Latest first: 20 February 2030 on top; 1 January waits for the next page.
  await expect(cards.first()).toContainText('20 de febrero de 2030');
  await expect(list).not.toContainText(/(^|\D)1 de enero de 2030/);

  await page.getByRole('button', { name: 'Ver más servicios' }).click();
  await expect(cards).toHaveCount(ENDED);
  const added = cards.nth(50);
  await expect(added).toContainText(/(^|\D)1 de enero de 2030/);
  await expect(added.getByRole('heading', { name: 'Limpieza del Hogar' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Ver más servicios' })).toHaveCount(0);
  await expect(page.getByText('Estos son todos tus servicios terminados.')).toBeVisible();
  // Only the ended services, a page at a time (the cursor as the server writes it: microseconds and a uuid).
  expect(asked.some((search) => search.includes('before='))).toBe(true);
  for (const search of asked) expect(search).toMatch(/^\?when=past(&before=[1-9]\d{0,17}\.[0-9a-f-]{36})?$/);
});
