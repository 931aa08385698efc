import { randomUUID } from 'node:crypto';
import { expect, type APIResponse, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import type { ServiceId } from '#shared/catalog';
import { scheduleToIso } from '#shared/domain/local-time';
import { bookedMinutes, lengthRange, type ServiceLength } from '#shared/domain/service-length';
import type { FreeTimesOut } from '#shared/schemas/schedule';
import { defaultLength, sentLength } from '#web/components/estimate/estimate-length';
import { E2E_ADDRESS_LINE, E2E_CONTACT, fillContact } from './contact';
import { BASE_URL } from './env';
import { tabNext, tabTo } from './keyboard';
import { createAccount, type Account } from './fixtures';
import { verifyIdentityByApi } from './operator';
import { approveOwnVerification, COYOACAN, giveOwnGracePeriod, NEAR_COYOACAN, type Place } from './provider';

type Plan = 'basic' | 'premium' | 'enterprise';

export type BookableProvider = Account & { id: string; displayName: string };

type ProviderSetup = {
  serviceId: ServiceId;
  /** 'Precio por hora', centavos. */
  price: number;
  plan: Plan;
  /** Tests share one database and run in parallel: the name must be unique, cards are found by it. */
  displayName: string;
  area?: Place;
  radiusKm?: number;
  bio?: string;
  yearsExperience?: number;
  /**
   * Identity sent and approved by an operator through the console's API: featured (listed first) on Premium and
   * Empresarial. Otherwise approved through the journeys' hook: only verified providers can be booked.
   */
  verified?: boolean;
  /**
   * Not verified, but in the grace period of providers who were on file before verification was required (the
   * journeys' hook): booked and listed as 'Verificación pendiente'.
   */
  inGrace?: boolean;
};

async function expectStatus(response: APIResponse, status: number) {
  expect(response.status(), await response.text()).toBe(status);
}

/** A provider a customer can book, set up through the API in its own request context. */
export async function createBookableProvider(
  playwright: PlaywrightWorkerArgs['playwright'],
  setup: ProviderSetup,
): Promise<BookableProvider> {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    const account = await createAccount(request, 'provider');
    await expectStatus(await request.post('/api/subscription', { data: { planType: setup.plan } }), 201);
    const area = { location: setup.area ?? COYOACAN, serviceRadius: setup.radiusKm ?? 10 };
    await expectStatus(await request.put('/api/provider/area', { data: area }), 200);
    const services = [{ serviceId: setup.serviceId, hourlyPrice: setup.price }];
    await expectStatus(await request.put('/api/provider/services', { data: { services } }), 200);
    const profile = {
      displayName: setup.displayName,
      bio: setup.bio ?? '',
      yearsExperience: setup.yearsExperience ?? 0,
      phone: '5512345678',
    };
    await expectStatus(await request.put('/api/provider/profile', { data: profile }), 200);
    if (setup.verified) await verifyIdentityByApi(playwright, request);
    else if (setup.inGrace) await giveOwnGracePeriod(request);
    else await approveOwnVerification(request);
    const me = await request.get('/api/profile');
    await expectStatus(me, 200);
    return { ...account, id: ((await me.json()) as { id: string }).id, displayName: setup.displayName };
  } finally {
    await request.dispose();
  }
}

/** Stops offering every service, as a provider would in Servicios (own request context, signed in again). */
export async function withdrawServices(playwright: PlaywrightWorkerArgs['playwright'], provider: Account) {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    await expectStatus(
      await request.post('/api/auth/sign-in/email', {
        data: { email: provider.email, password: provider.password },
        headers: { origin: BASE_URL },
      }),
      200,
    );
    await expectStatus(await request.put('/api/provider/services', { data: { services: [] } }), 200);
  } finally {
    await request.dispose();
  }
}

/** Turns 'Reserva inmediata' on, with the default week (Monday to Saturday, 09:00 to 18:00), as in Disponibilidad. */
export async function turnOnInstantBooking(
  playwright: PlaywrightWorkerArgs['playwright'],
  provider: Account,
) {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    await expectStatus(
      await request.post('/api/auth/sign-in/email', {
        data: { email: provider.email, password: provider.password },
        headers: { origin: BASE_URL },
      }),
      200,
    );
    const day = [{ start: '09:00', end: '18:00' }];
    const schedule = {
      weekly: [[], day, day, day, day, day, day],
      daysOff: [],
      travelMinutes: 30,
      maxPerDay: null,
      instantBooking: true,
    };
    await expectStatus(await request.put('/api/provider/availability', { data: schedule }), 200);
  } finally {
    await request.dispose();
  }
}

export const uniqueName = (label: string) => `${label} ${randomUUID().slice(0, 6)}`;

/** A day far enough ahead never to become "in the past" while the suite runs. */
export const FUTURE = { date: '2030-05-15', time: '10:30', shown: '15 de mayo de 2030' };

export type BookingRequest = {
  id: string;
  serviceId: string | null;
  price: number | null;
  paymentMethod: string;
  contact: { address: { street: string; colonia: string | null }; phone: string | null } | null;
  description: string;
  provider: { displayName: string } | null;
};

/** The signed-in customer's requests and bookings, as GET /api/requests/mine answers them. */
export async function myBookingsWith(page: Page, displayName: string): Promise<BookingRequest[]> {
  const response = await page.request.get('/api/requests/mine');
  expect(response.status(), await response.text()).toBe(200);
  const { requests } = (await response.json()) as { requests: BookingRequest[] };
  return requests.filter((request) => request.provider?.displayName === displayName);
}

/** Step 3's days: the group of the 14 day buttons. */
export const dayButtons = (page: Page) => page.getByRole('group', { name: /^Día/ }).getByRole('button');
/** Step 3's start times of the chosen day. */
export const timeButtons = (page: Page) =>
  page.getByRole('group', { name: /^Horarios libres del/ }).getByRole('button');

/**
 * The first day with free time and its first start, with the keyboard alone: the days are one Tab stop (reached
 * backwards when the focus is past them, as on a dialog's button), Enter picks the day, the next Tab its first start.
 */
export async function chooseFirstFreeTimeByKeyboard(page: Page, { backwards = false } = {}) {
  const day = dayButtons(page).and(page.locator(':enabled')).first();
  await tabTo(page, day, { backwards });
  await page.keyboard.press('Enter');
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const time = timeButtons(page).first();
  await tabNext(page, time);
  await page.keyboard.press('Space');
  await expect(time).toHaveAttribute('aria-pressed', 'true');
}

/** Step 3 after the place: the first day with free time and its first start time, as shown. */
export async function chooseFirstFreeTime(page: Page, dayIndex = 0): Promise<{ date: string; time: string }> {
  // The first day with free time, or the `dayIndex`th after it (0: the first).
  const day = dayButtons(page).and(page.locator(':enabled')).nth(dayIndex);
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const time = timeButtons(page).first();
  await time.click();
  await expect(time).toHaveAttribute('aria-pressed', 'true');
  // '5 de diciembre' and '09:00', as the summary and the provider's Calendario write them.
  const date = (await day.locator('[data-slot="day"]').textContent()) ?? '';
  return { date, time: (await time.textContent()) ?? '' };
}

/** Steps 1 to 3 of the wizard for a service already chosen: the provider, the place, a free day and time. */
export async function chooseProviderAndDate(
  page: Page,
  displayName: string,
  search?: string,
  place?: string,
  dayIndex = 0,
) {
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio', { name: displayName }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Elige la fecha y la hora' })).toBeFocused();
  await choosePlace(page, search, place);
  const chosen = await chooseFirstFreeTime(page, dayIndex);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Dirección y confirmación' })).toBeFocused();
  return chosen;
}

/** Step 3: a place from the search (offline gazetteer). */
export async function choosePlace(page: Page, search = 'Coyo', place = 'Coyoacán, Ciudad de México') {
  const combobox = page.getByRole('combobox', { name: 'Dirección, colonia o ciudad' });
  await combobox.fill('');
  await combobox.pressSequentially(search);
  await page.getByRole('option', { name: place }).click();
  await expect(combobox).toHaveValue(place);
}

/** What step 4 asks: the exact address and the phone (journey accounts have no Perfil); the place was step 3's. */
export const ADDRESS_LINE = E2E_ADDRESS_LINE;

/** Step 4: the exact address and phone (the place is chosen in step 3, chooseProviderAndDate). */
export async function fillAddress(page: Page) {
  await fillContact(page);
}

/** How long bookByApi books: the wizard's defaults (the Cotizador's two-bedroom home, or DEFAULT_HOURS). */
export const lengthFor = (serviceId: ServiceId): ServiceLength =>
  sentLength(serviceId, defaultLength(serviceId));

/** Minutes the wizard's default length holds (its upper end): 3.5 h for the home, 5.5 h deep, 2 h otherwise. */
const minutesFor = (serviceId: ServiceId) => bookedMinutes(lengthRange(lengthFor(serviceId)));

/** The provider's free start times near Coyoacán for the default length, as the wizard's step 3 reads them. */
export async function freeTimesOf(
  page: Page,
  providerId: string,
  serviceId: ServiceId,
): Promise<FreeTimesOut> {
  const query = new URLSearchParams({
    serviceId,
    lat: String(NEAR_COYOACAN.lat),
    lng: String(NEAR_COYOACAN.lng),
    minutes: String(minutesFor(serviceId)),
  });
  const response = await page.request.get(`/api/bookings/providers/${providerId}/free-times?${query}`);
  await expectStatus(response, 200);
  return (await response.json()) as FreeTimesOut;
}

/**
 * A free start time of the provider, as an instant (what Confirmar Reserva would send): the `nth` (0: the first) of
 * all the days shown, or of the `day`-th day with free time (0: the first) when `day` is given.
 */
export async function freeStart(
  page: Page,
  providerId: string,
  serviceId: ServiceId,
  { day, nth = 0 }: { day?: number; nth?: number } = {},
) {
  const { timeZone, days } = await freeTimesOf(page, providerId, serviceId);
  const open = days.filter(({ times }) => times.length > 0);
  const chosen = day === undefined ? open : open.slice(day, day + 1);
  const start = chosen.flatMap(({ date, times }) => times.map((time) => ({ date, time })))[nth];
  if (!start) throw new Error(`The provider has no free start number ${nth} (day ${day ?? 'any'})`);
  return scheduleToIso(start, timeZone);
}

export const nthFreeStart = (page: Page, providerId: string, serviceId: ServiceId, nth = 0) =>
  freeStart(page, providerId, serviceId, { nth });

export const firstFreeStartOfDay = (page: Page, providerId: string, serviceId: ServiceId, day: number) =>
  freeStart(page, providerId, serviceId, { day });

/**
 * The signed-in customer of `page` books `provider` through the API, as Confirmar Reserva would: at the given
 * instant, else at the provider's first free start time for the wizard's default length.
 */
export async function bookByApi(
  page: Page,
  provider: Pick<BookableProvider, 'id'>,
  serviceId: ServiceId,
  requiredDate?: string,
) {
  const response = await page.request.post('/api/bookings', {
    data: {
      serviceId,
      providerId: provider.id,
      length: lengthFor(serviceId),
      requiredDate: requiredDate ?? (await nthFreeStart(page, provider.id, serviceId)),
      location: NEAR_COYOACAN,
      contact: E2E_CONTACT,
      notes: '',
      paymentMethod: 'cash',
      idempotencyKey: randomUUID(),
    },
  });
  await expectStatus(response, 201);
}
