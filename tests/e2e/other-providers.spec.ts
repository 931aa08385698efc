import { randomUUID } from 'node:crypto';
import { scheduleToIso } from '#shared/domain/local-time';
import type { FreeTimesOut } from '#shared/schemas/schedule';
import { expectNoAxeViolations } from './support/axe';
import { createBookableProvider } from './support/booking';
import { E2E_CONTACT } from './support/contact';
import { BASE_URL } from './support/env';
import { expect, signUp, test, toast } from './support/fixtures';
import type { Place } from './support/provider';

// No other journey works in Mérida: the providers listed there are this journey's own, whatever runs beside it.
const MERIDA: Place = {
  lat: 20.9674,
  lng: -89.5926,
  formattedAddress: 'Mérida, Yucatán',
  precision: 'locality',
};

test('a booking its provider declines offers other providers free at the same time; one click books one with the same details', async ({
  page,
  playwright,
}) => {
  test.slow();
  const suffix = randomUUID().slice(0, 6);
  // Two window cleaners in Mérida, $200 and $250 an hour, working the default week (Monday to Saturday 9–18).
  const setup = { serviceId: 'windows' as const, plan: 'basic' as const, area: MERIDA };
  const declining = await createBookableProvider(playwright, {
    ...setup,
    price: 20_000,
    displayName: `Vidrios Norte ${suffix}`,
  });
  const other = await createBookableProvider(playwright, {
    ...setup,
    price: 25_000,
    displayName: `Cristales Sur ${suffix}`,
  });
  await signUp(page, 'client');

  // Two hours of windows at the declining provider's first free time, booked through the API.
  const query = `serviceId=windows&lat=${MERIDA.lat}&lng=${MERIDA.lng}&minutes=120`;
  const free = await page.request.get(`/api/bookings/providers/${declining.id}/free-times?${query}`);
  expect(free.status(), await free.text()).toBe(200);
  const { timeZone, days } = (await free.json()) as FreeTimesOut;
  const day = days.find((candidate) => candidate.times.length > 0)!;
  const requiredDate = scheduleToIso({ date: day.date, time: day.times[0]! }, timeZone);
  const title = 'Limpieza de Ventanas';
  const booked = await page.request.post('/api/bookings', {
    data: {
      serviceId: 'windows',
      providerId: declining.id,
      requiredDate,
      length: { hours: 2 },
      location: MERIDA,
      contact: E2E_CONTACT,
      notes: 'Son seis ventanas grandes.',
      paymentMethod: 'cash',
      idempotencyKey: randomUUID(),
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  // The provider declines it from their own session.
  const providerRequest = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    const signedIn = await providerRequest.post('/api/auth/sign-in/email', {
      data: { email: declining.email, password: declining.password },
      headers: { origin: BASE_URL },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const [service] = (
      (await (await providerRequest.get('/api/services?when=upcoming')).json()) as {
        services: { id: string }[];
      }
    ).services;
    const declined = await providerRequest.post(`/api/services/${service!.id}/actions`, {
      data: { action: 'decline_booking' },
    });
    expect(declined.status(), await declined.text()).toBe(200);
  } finally {
    await providerRequest.dispose();
  }

  await page.goto('/cliente/historial');
  const card = page.getByRole('article', { name: title }).filter({ hasText: declining.displayName });
  const others = card.getByRole('region', { name: 'Otros proveedores disponibles' });
  await expect(others).toContainText(other.displayName);
  // Two hours at $250.
  await expect(others).toContainText('$500');
  await expect(others).not.toContainText(declining.displayName);
  await expectNoAxeViolations(page, 'Historial with other providers');
  await others.getByRole('button', { name: `Reservar con ${other.displayName}` }).click();
  await expect(toast(page, `Reservaste con ${other.displayName}.`)).toBeVisible();

  await page.goto('/cliente/programados');
  const rebooked = page.getByRole('article', { name: title }).filter({ hasText: other.displayName });
  await expect(rebooked).toContainText('Pendiente');
  await expect(rebooked).toContainText('$500');
  await expect(rebooked).toContainText('(2 h)');
});
