import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { choosePlace, createBookableProvider, uniqueName } from './support/booking';
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
const TEN_IN_CANCUN = /3 de diciembre de 2030(,| a las) 10:00\s?a\.\s?m\. \(hora de Cancún\)/;

/** The provider's Calendario, read from a browser in Mexico City too. */
async function expectInCalendario(
  browser: Browser,
  provider: { email: string; password: string },
  title: string,
) {
  const context = await browser.newContext({ baseURL: BASE_URL, timezoneId: BROWSER_ZONE });
  const page = await context.newPage();
  await login(page, provider.email, provider.password);
  await page.goto('/proveedor/calendario');
  await expect(page.getByRole('article', { name: title })).toContainText(TEN_IN_CANCUN);
  await context.close();
}

async function expectInProgramados(page: Page, title: string | RegExp) {
  await page.goto('/cliente/programados');
  await expect(page.getByRole('article', { name: title })).toContainText(TEN_IN_CANCUN);
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
  await page.goto('/reservar');
  await page.getByRole('radio', { name: 'Limpieza de Piscinas' }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio', { name: provider.displayName }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // The place comes later: nothing to name yet, the browser's clock stands in.
  const time = page.getByLabel('Hora', { exact: true });
  await page.getByLabel('Fecha', { exact: true }).fill(DAY);
  await time.fill('10:00');
  await expect(page.getByText('Hora de Cancún')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await choosePlace(page, 'Cancún', CANCUN.formattedAddress);
  await fillContact(page);
  const summary = page.getByRole('region', { name: 'Resumen de tu reserva' });
  await expect(summary).toContainText(TEN_IN_CANCUN);

  // Back on the hour, the field now says whose clock it is.
  await page.getByRole('button', { name: 'Atrás' }).click();
  await expect(time).toHaveValue('10:00');
  await expect(time).toHaveAccessibleDescription('Hora de Cancún');
  await expectNoAxeViolations(page, 'the wizard’s hour in Cancún');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(summary).toContainText(TEN_IN_CANCUN);
  await page.getByRole('button', { name: 'Confirmar Reserva' }).click();
  await expect(toast(page, 'Reserva enviada')).toBeVisible();

  const mine = await page.request.get('/api/requests/mine');
  const { requests } = (await mine.json()) as { requests: { requiredDate: string; title: string }[] };
  const booked = requests.find((request) => request.requiredDate.startsWith('2030-12-03'))!;
  expect(new Date(booked.requiredDate).toISOString()).toBe('2030-12-03T15:00:00.000Z');
  await expect(page.getByRole('article', { name: booked.title })).toContainText(TEN_IN_CANCUN);

  await expectInProgramados(page, booked.title);
  await expectInCalendario(browser, provider, booked.title);
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

  await expectInProgramados(page, title);
  await expectInCalendario(browser, provider, title);
});
