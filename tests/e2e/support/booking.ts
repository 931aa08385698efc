import { randomUUID } from 'node:crypto';
import { expect, type APIResponse, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import type { ServiceId } from '#shared/catalog';
import { E2E_ADDRESS_LINE, E2E_CONTACT, fillContact } from './contact';
import { BASE_URL } from './env';
import { createAccount, type Account } from './fixtures';
import { verifyIdentityByApi } from './operator';
import { approveOwnVerification, COYOACAN, giveOwnGracePeriod, NEAR_COYOACAN, type Place } from './provider';

type Plan = 'basic' | 'premium' | 'enterprise';

export type BookableProvider = Account & { id: string; displayName: string };

type ProviderSetup = {
  serviceId: ServiceId;
  /** Centavos. */
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
    const services = [{ serviceId: setup.serviceId, price: setup.price }];
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

/** Steps 1 to 3 of the wizard for a service already chosen. */
export async function chooseProviderAndDate(page: Page, displayName: string) {
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio', { name: displayName }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Fecha', { exact: true }).fill(FUTURE.date);
  await page.getByLabel('Hora', { exact: true }).fill(FUTURE.time);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Dirección y confirmación' })).toBeFocused();
}

/** Step 4: a place from the search (offline gazetteer; signed-in people only). */
export async function choosePlace(page: Page, search = 'Coyo', place = 'Coyoacán, Ciudad de México') {
  const combobox = page.getByRole('combobox', { name: 'Dirección, colonia o ciudad' });
  await combobox.fill('');
  await combobox.pressSequentially(search);
  await page.getByRole('option', { name: place }).click();
  await expect(combobox).toHaveValue(place);
}

/** What step 4 asks besides the place: the exact address and the phone (journey accounts have no Perfil). */
export const ADDRESS_LINE = E2E_ADDRESS_LINE;

/** Step 4: the place plus the exact address and phone. */
export async function fillAddress(page: Page, search?: string, place?: string) {
  await choosePlace(page, search, place);
  await fillContact(page);
}

/** The signed-in customer of `page` books `provider` through the API, as Confirmar Reserva would. */
export async function bookByApi(
  page: Page,
  provider: Pick<BookableProvider, 'id'>,
  serviceId: ServiceId,
  requiredDate = '2030-06-15T09:30:00-06:00',
) {
  const response = await page.request.post('/api/bookings', {
    data: {
      serviceId,
      providerId: provider.id,
      requiredDate,
      location: NEAR_COYOACAN,
      contact: E2E_CONTACT,
      notes: '',
      paymentMethod: 'cash',
      idempotencyKey: randomUUID(),
    },
  });
  await expectStatus(response, 201);
}
