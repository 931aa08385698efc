import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { formatDay } from '#shared/format';
import type { FreeTimesOut } from '#shared/schemas/schedule';
import { choosePlace, createBookableProvider, dayButtons, timeButtons, uniqueName } from './support/booking';
import { fillContact } from './support/contact';
import { BASE_URL } from './support/env';
import { expect, login, signUp, test, toast } from './support/fixtures';
import { signUpServingProvider, type Place } from './support/provider';

// The zone rule: a typed day and hour mean the clock at the place of the service. A customer whose browser
// is in Mexico City (UTC-6) books 10:00 for a home in Cancún (UTC-5 all year) and reads 10:00 everywhere,
// named as Cancún's hour, never the 11:00 that reading it on the browser's clock gave.
const BROWSER_ZONE = 'America/Mexico_City';
test.use({ timezoneId: BROWSER_ZONE });

const CANCUN: Place = {
  lat: 21.17429,
  lng: -86.84656,
  formattedAddress: 'Cancún, Quintana Roo',
  precision: 'locality',
};
const DAY = '2030-12-03';
const TEN = '10:00\\s?a\\.\\s?m\\. \\(hora de Cancún\\)';
const TEN_IN_CANCUN = new RegExp(`3 de diciembre de 2030(,| a las) ${TEN}`);
/** An agreed service's time range from 10:00 in Cancún, as Programados and Calendario write it (its length). */
const AGREED_AT_TEN = /3 de diciembre de 2030, 10:00 – \d{1,2}:\d{2} \([\d.]+ h\) \(hora de Cancún\)/;
const LONG_DAY = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The first day after today (YYYY-MM-DD, Cancún's) on which the provider offers a 2-hour service at 10:00 in Cancún. */
async function firstDayAtTen(page: Page, providerId: string): Promise<string> {
  const query = new URLSearchParams({
    serviceId: 'pool',
    lat: String(CANCUN.lat),
    lng: String(CANCUN.lng),
    minutes: '120',
  });
  const response = await page.request.get(`/api/bookings/providers/${providerId}/free-times?${query}`);
  expect(response.status(), await response.text()).toBe(200);
  const { timeZone, days } = (await response.json()) as FreeTimesOut;
  expect(timeZone).toBe('America/Cancun');
  // Not the first day: its times near the 2 hours' notice could go while the test reaches them.
  const day = days.slice(1).find(({ times }) => times.includes('10:00'));
  if (!day) throw new Error('The provider offers no 10:00 in the next 14 days');
  return day.date;
}

/** The provider's Calendario, read from a browser in Mexico City too. */
async function expectInCalendario(
  browser: Browser,
  provider: { email: string; password: string },
  title: string,
  shown = TEN_IN_CANCUN,
) {
  const context = await browser.newContext({ baseURL: BASE_URL, timezoneId: BROWSER_ZONE });
  const page = await context.newPage();
  await login(page, provider.email, provider.password);
  await page.goto('/proveedor/calendario');
  await expect(page.getByRole('article', { name: title })).toContainText(shown);
  await context.close();
}

async function expectInProgramados(page: Page, title: string | RegExp, shown = TEN_IN_CANCUN) {
  await page.goto('/cliente/programados');
  await expect(page.getByRole('article', { name: title })).toContainText(shown);
}

test('a booking for 10:00 in Cancún made from Mexico City is 10:00 in the summary, Programados and Calendario', async ({
  page,
  playwright,
  browser,
}) => {
  test.slow();
  const provider = await createBookableProvider(playwright, {
    serviceId: 'pool',
    price: 90_000,
    plan: 'basic',
    displayName: uniqueName('Albercas del Caribe'),
    area: CANCUN,
  });
  await signUp(page, 'client');
  // The provider works the default week on Cancún's clock (09:00 to 18:00 there): the first day offering 10:00.
  const day = await firstDayAtTen(page, provider.id);
  const longDay = LONG_DAY.format(new Date(`${day}T12:00:00Z`));
  const tenInCancun = new RegExp(`(^|\\D)${longDay}(,| a las) ${TEN}`);
  // The service's cards write its time range, the pool's 2 hours the wizard books by default.
  const serviceAtTen = new RegExp(`(^|\\D)${longDay}, 10:00 – 12:00 \\(2 h\\) \\(hora de Cancún\\)`);
  await page.goto('/reservar');
  await page.getByRole('radio', { name: 'Limpieza de Piscinas' }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio', { name: provider.displayName }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // The place comes first: no day nor hour on the browser's clock before it.
  await expect(page.getByRole('heading', { name: 'Elige la fecha y la hora' })).toBeFocused();
  await expect(dayButtons(page)).toHaveCount(0);
  await expect(page.getByText('Hora de Cancún')).toHaveCount(0);
  await choosePlace(page, 'Cancún', CANCUN.formattedAddress);

  // The days and their free times are Cancún's, and say so: 10:00 there, 09:00 on the browser's clock.
  const days = page.getByRole('group', { name: 'Día (Hora de Cancún)' });
  await days
    .getByRole('button')
    .filter({ has: page.getByText(formatDay(day), { exact: true }) })
    .click();
  const ten = timeButtons(page).getByText('10:00', { exact: true });
  await ten.click();
  await expect(ten).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await fillContact(page);
  const summary = page.getByRole('region', { name: 'Resumen de tu reserva' });
  await expect(summary).toContainText(tenInCancun);

  // Back on the hour, the days still say whose clock it is and 10:00 is still the chosen time.
  await page.getByRole('button', { name: 'Atrás' }).click();
  await expect(days).toBeVisible();
  await expect(ten).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page, 'the wizard’s hour in Cancún');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(summary).toContainText(tenInCancun);
  await page.getByRole('button', { name: 'Confirmar Reserva' }).click();
  await expect(toast(page, 'Reserva enviada')).toBeVisible();

  const mine = await page.request.get('/api/requests/mine');
  const { requests } = (await mine.json()) as { requests: { requiredDate: string; title: string }[] };
  const booked = requests.find((request) => request.requiredDate.startsWith(day))!;
  expect(new Date(booked.requiredDate).toISOString()).toBe(`${day}T15:00:00.000Z`);
  await expect(page.getByRole('article', { name: booked.title })).toContainText(tenInCancun);

  await expectInProgramados(page, booked.title, serviceAtTen);
  await expectInCalendario(browser, provider, booked.title, serviceAtTen);
});

test('a request for 10:00 in Cancún published from Mexico City is 10:00 on its card, in Solicitudes cerca, Programados and Calendario', async ({
  page,
  browser,
}) => {
  test.slow();
  await signUp(page, 'client');
  await page.goto('/cliente/solicitudes');
  await page.getByRole('button', { name: 'Nueva Solicitud' }).click();
  const title = `Limpieza frente al mar ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Descripción').fill('Limpieza general de un departamento de dos recámaras.');
  await page.getByLabel('Tipo de servicio').selectOption({ label: 'Limpieza del Hogar' });
  await page.getByLabel('Presupuesto').selectOption({ label: '$500 - $1,000' });
  const when = page.getByLabel('Fecha y hora');
  await when.fill(`${DAY}T10:00`);
  await expect(when).toHaveAccessibleDescription('Cuándo quieres que se haga el servicio.');

  const search = page.getByRole('combobox', { name: 'Ubicación' });
  await search.pressSequentially('Cancún');
  await page.getByRole('option', { name: CANCUN.formattedAddress }).click();
  await expect(when).toHaveAccessibleDescription('Cuándo quieres que se haga el servicio. Hora de Cancún');
  await expect(page.getByText('Hora de Cancún')).toBeVisible();
  await fillContact(page);
  await expectNoAxeViolations(page, 'the request form in Cancún');
  await page.getByRole('button', { name: 'Publicar Solicitud' }).click();
  await expect(toast(page, 'Solicitud creada')).toBeVisible();

  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText(TEN_IN_CANCUN);

  // A provider around Cancún, whose browser is in Mexico City too, reads it at 10:00 in Solicitudes cerca,
  // offers, and the customer accepts.
  const providerContext = await browser.newContext({ baseURL: BASE_URL, timezoneId: BROWSER_ZONE });
  const providerPage = await providerContext.newPage();
  const provider = await signUpServingProvider(providerPage, CANCUN, 'basic');
  await providerPage.goto('/proveedor/solicitudes');
  await expect(providerPage.getByRole('article', { name: title })).toContainText(TEN_IN_CANCUN);
  const mine = await page.request.get('/api/requests/mine');
  const { requests } = (await mine.json()) as {
    requests: { id: string; title: string; requiredDate: string }[];
  };
  const request = requests.find((row) => row.title === title)!;
  expect(new Date(request.requiredDate).toISOString()).toBe('2030-12-03T15:00:00.000Z');
  const offer = await providerPage.request.post(`/api/requests/${request.id}/applications`, {
    data: { proposedPrice: 800, message: 'Llego puntual con mis productos.' },
  });
  expect(offer.status(), await offer.text()).toBe(201);
  await providerContext.close();

  await page.reload();
  await card.getByRole('button', { name: /Aceptar oferta/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(TEN_IN_CANCUN);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Oferta aceptada')).toBeVisible();

  await expectInProgramados(page, title, AGREED_AT_TEN);
  await expectInCalendario(browser, provider, title, AGREED_AT_TEN);
});
