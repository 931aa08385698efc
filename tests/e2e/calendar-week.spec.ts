import { randomUUID } from 'node:crypto';
import type { APIResponse } from '@playwright/test';
import { instantToZonedParts, zonedLocalToInstant } from '#shared/domain/local-time';
import { nextDate } from '#shared/domain/working-hours';
import { expectNoAxeViolations } from './support/axe';
import { E2E_CONTACT } from './support/contact';
import { BASE_URL } from './support/env';
import { createAccount, expect, test } from './support/fixtures';
import { NEAR_COYOACAN, signUpServingProvider } from './support/provider';

const ZONE = 'America/Mexico_City';
const DAY_MS = 86_400_000;

async function expectStatus(response: APIResponse, status: number) {
  expect(response.status(), await response.text()).toBe(status);
}

const longDay = (date: string) =>
  new Intl.DateTimeFormat('es-MX', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const mondayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) - ((weekdayOf(date) + 6) % 7) * DAY_MS;

test('Calendario shows a three-hour booking as a block from 10:00 to 13:00 in the week and the month, a day off with its note and the free time (axe on both)', async ({
  page,
  playwright,
}) => {
  test.slow();
  // The first Wednesday at least three days ahead, and beside it, in the same week and month, a day off.
  const today = instantToZonedParts(new Date(), ZONE).date;
  let day = nextDate(nextDate(nextDate(today)));
  while (weekdayOf(day) !== 3) day = nextDate(day);
  const thursday = nextDate(day);
  const dayOff =
    thursday.slice(0, 7) === day.slice(0, 7)
      ? thursday
      : new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

  // The provider works every day 08:00–20:00, except the day off.
  await signUpServingProvider(page, NEAR_COYOACAN, 'basic');
  const services = [{ serviceId: 'garden', hourlyPrice: 15_000 }];
  await expectStatus(await page.request.put('/api/provider/services', { data: { services } }), 200);
  const profile = {
    displayName: `Jardines ${randomUUID().slice(0, 6)}`,
    bio: '',
    yearsExperience: 2,
    phone: '5512345678',
  };
  await expectStatus(await page.request.put('/api/provider/profile', { data: profile }), 200);
  const schedule = {
    weekly: Array.from({ length: 7 }, () => [{ start: '08:00', end: '20:00' }]),
    daysOff: [{ from: dayOff, to: dayOff, note: 'Vacaciones' }],
    travelMinutes: 30,
    maxPerDay: null,
    instantBooking: false,
  };
  await expectStatus(await page.request.put('/api/provider/availability', { data: schedule }), 200);
  const me = await page.request.get('/api/profile');
  const providerId = ((await me.json()) as { id: string }).id;

  // A customer books three hours of garden work at 10:00 that Wednesday.
  const customer = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    await createAccount(customer, 'client');
    const booked = await customer.post('/api/bookings', {
      data: {
        serviceId: 'garden',
        providerId,
        length: { hours: 3 },
        requiredDate: zonedLocalToInstant(day, '10:00', ZONE)!.toISOString(),
        location: NEAR_COYOACAN,
        contact: E2E_CONTACT,
        notes: '',
        paymentMethod: 'cash',
        idempotencyKey: randomUUID(),
      },
    });
    await expectStatus(booked, 201);
  } finally {
    await customer.dispose();
  }

  await page.goto('/proveedor/calendario');
  await page.getByRole('button', { name: 'Semana', exact: true }).click();
  const weeksAhead = Math.round((mondayOf(day) - mondayOf(today)) / (7 * DAY_MS));
  for (let week = 0; week < weeksAhead; week++)
    await page.getByRole('button', { name: 'Semana siguiente' }).click();

  const column = page.getByRole('group', { name: longDay(day), exact: true });
  const block = column.getByRole('listitem');
  await expect(block).toHaveCount(1);
  await expect(block).toContainText('Jardinería');
  await expect(block).toContainText('10:00 – 13:00 (3 h)');
  await expect(page.getByRole('group', { name: longDay(dayOff), exact: true })).toContainText(
    'Día no disponible: Vacaciones',
  );
  await page.getByRole('button', { name: new RegExp(`^${longDay(day)}, 1 servicio`) }).click();
  // The day chosen: its free time (the working hours minus the service and its 30 minutes of travel on both
  // sides, as the free times keep them) and the service's card.
  const details = page.getByRole('region', { name: longDay(day), exact: true });
  await expect(details).toContainText('Tiempo libre: 08:00 – 09:30, 13:30 – 20:00');
  await expect(details.getByRole('article', { name: 'Jardinería' })).toContainText('10:00 – 13:00 (3 h)');
  await expectNoAxeViolations(page, 'Calendario, Semana');

  await page.getByRole('button', { name: 'Mes', exact: true }).click();
  if (day.slice(0, 7) !== today.slice(0, 7))
    await page.getByRole('button', { name: 'Mes siguiente' }).click();
  const cell = page.getByRole('button', { name: `${longDay(day)}, 1 servicio, 10:00 – 13:00 (3 h)` });
  await expect(cell).toContainText('10:00 – 13:00 (3 h)');
  await page
    .getByRole('button', { name: `${longDay(dayOff)}, sin servicios, Día no disponible: Vacaciones` })
    .click();
  await expect(page.getByRole('region', { name: longDay(dayOff), exact: true })).toContainText(
    'Día no disponible: Vacaciones',
  );
  await cell.click();
  await expect(page.getByRole('article', { name: 'Jardinería' })).toContainText('10:00 – 13:00 (3 h)');
  await expectNoAxeViolations(page, 'Calendario, Mes');
});
