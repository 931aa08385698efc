import { bookByApi, createBookableProvider, uniqueName } from './support/booking';
import { expect, signUp, test } from './support/fixtures';
import { stepByApi, type AgreedService } from './support/services';

const DAY_MS = 86_400_000;
const ENDED = 51;
const AHEAD = 52;
/** 15:30 UTC: 09:30 in Mexico City (UTC-6 all year), the clock of the services' place. */
const NINE_THIRTY_IN_MEXICO_CITY_MS = 15.5 * 3_600_000;
const LONG_DAY = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

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
  // 51 bookings, each at the provider's first free start (the wizard's rule), cancelled while pending (free) and
  // moved into the past a day apart at 09:30 in Mexico City, from 60 days ago: 51 ended services.
  const first = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() - 60);
  const dayOf = (nth: number) => new Date(first + nth * DAY_MS);
  for (let nth = 0; nth < ENDED; nth++) {
    await bookByApi(page, provider, 'home-cleaning');
    const upcoming = await page.request.get('/api/services?when=upcoming');
    const { services } = (await upcoming.json()) as { services: AgreedService[] };
    expect(services).toHaveLength(1);
    const service = services[0]!;
    await stepByApi(page.request, service.id, { action: 'cancel_by_customer', expectedFee: 0 });
    const at = dayOf(nth).getTime() + NINE_THIRTY_IN_MEXICO_CITY_MS;
    const moved = await page.request.post(`/api/test/services/${service.id}/age`, {
      data: { hours: (Date.parse(service.scheduledAt) - at) / 3_600_000 },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const shown = (nth: number) => new RegExp(`(^|\\D)${LONG_DAY.format(dayOf(nth))}`);

  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/services') asked.push(url.search);
  });
  await page.goto('/cliente/historial');
  const list = page.getByRole('list', { name: 'Tu historial de servicios' });
  const cards = list.getByRole('article');
  await expect(cards).toHaveCount(50);
  // Latest first: the 51st day on top; the first waits for the next page.
  await expect(cards.first()).toContainText(shown(ENDED - 1));
  await expect(list).not.toContainText(shown(0));

  await page.getByRole('button', { name: 'Ver más servicios' }).click();
  await expect(cards).toHaveCount(ENDED);
  const added = cards.nth(50);
  await expect(added).toContainText(shown(0));
  await expect(added.getByRole('heading', { name: 'Limpieza del Hogar' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Ver más servicios' })).toHaveCount(0);
  await expect(page.getByText('Estos son todos tus servicios terminados.')).toBeVisible();
  // Only the ended services, a page at a time (the cursor as the server writes it: microseconds and a uuid).
  expect(asked.some((search) => search.includes('before='))).toBe(true);
  for (const search of asked) expect(search).toMatch(/^\?when=past(&before=[1-9]\d{0,17}\.[0-9a-f-]{36})?$/);
});

test('Programados shows the soonest 50 services ahead and the rest after Ver más servicios, focus on the first added', async ({
  page,
  playwright,
}) => {
  test.slow();
  // 52 bookings, 13 with each of four providers (a provider's 14 days hold fewer three-and-a-half-hour services
  // than 52), each at the provider's next free start: 52 services ahead, waiting for the providers' answers.
  const providers = [];
  for (let nth = 0; nth < 4; nth++)
    providers.push(
      await createBookableProvider(playwright, {
        serviceId: 'home-cleaning',
        price: 48_000,
        plan: 'basic',
        displayName: uniqueName('Casa Programada'),
      }),
    );
  await signUp(page, 'client');
  for (let nth = 0; nth < AHEAD; nth++) await bookByApi(page, providers[nth % 4]!, 'home-cleaning');

  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/services') asked.push(url.search);
  });
  await page.goto('/cliente/programados');
  const list = page.getByRole('list', { name: 'Tus servicios programados' });
  const cards = list.getByRole('article');
  await expect(cards).toHaveCount(50);

  await page.getByRole('button', { name: 'Ver más servicios' }).click();
  await expect(cards).toHaveCount(AHEAD);
  await expect(cards.nth(50).getByRole('heading', { name: 'Limpieza del Hogar' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Ver más servicios' })).toHaveCount(0);
  await expect(page.getByText('Estos son todos tus servicios programados.')).toBeVisible();
  // Only the services ahead, a page at a time from the last one's cursor.
  expect(asked.some((search) => search.includes('after='))).toBe(true);
  for (const search of asked)
    expect(search).toMatch(/^\?when=upcoming(&after=[1-9]\d{0,17}\.[0-9a-f-]{36})?$/);
});
