import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations } from './support/axe';
import { expectOk, offerAsProvider } from './support/client';
import { E2E_ADDRESS_LINE, E2E_CONTACT } from './support/contact';
import { BASE_URL } from './support/env';
import { createAccount, expect, signUp, test, toast } from './support/fixtures';
import {
  approveOwnVerification,
  createRequest,
  NEAR_COYOACAN,
  signUpServingProvider,
} from './support/provider';

test('a customer accepts one of two offers: the service is Confirmado in Programados and the other offer is closed', async ({
  page,
  playwright,
}) => {
  test.slow();
  await signUp(page, 'client');
  const title = `Limpieza profunda ${randomUUID().slice(0, 6)}`;
  const request = await createRequest(page.request, title, NEAR_COYOACAN);
  const message = 'Llevo productos ecológicos y termino en tres horas.';
  await offerAsProvider(playwright, request.id, NEAR_COYOACAN, {
    displayName: 'Brillo Norte',
    price: 650,
    message,
  });
  await offerAsProvider(playwright, request.id, NEAR_COYOACAN, {
    displayName: 'Casa Clara',
    price: 800,
    message,
  });

  await page.goto('/cliente/solicitudes');
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Aceptar oferta: Casa Clara, $800' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Aceptar la oferta de Casa Clara?' });
  for (const text of ['$800', '1 de mayo de 2030 a las 10:00', 'Efectivo', 'Política de cancelación']) {
    await expect(dialog).toContainText(text);
  }
  await expectNoAxeViolations(page, 'the Aceptar oferta dialog');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();

  await expect(toast(page, 'Oferta aceptada')).toContainText('Tu servicio quedó programado.');
  await expect(dialog).toBeHidden();
  // The request's badge is its service's now: agreed, not merely 'Asignada'.
  await expect(card.getByText('Confirmado', { exact: true })).toBeVisible();
  await expect(card.getByText('Oferta aceptada')).toBeVisible();
  await expect(card.getByText('No elegida')).toBeVisible();
  await expect(card.getByRole('button', { name: /Aceptar oferta/ })).toHaveCount(0);

  await page.goto('/cliente/programados');
  const service = page.getByRole('article', { name: title });
  for (const text of [
    'Confirmado',
    'Casa Clara',
    '$800',
    'Efectivo',
    '1 de mayo de 2030, 10:00 – 13:00 (3 h)',
  ]) {
    await expect(service).toContainText(text);
  }
  await expectNoAxeViolations(page);
});

test('an offer accepted in another tab: the second tab is told in the dialog, and nothing is booked twice', async ({
  page,
  playwright,
}) => {
  test.slow();
  await signUp(page, 'client');
  const title = `Limpieza de cocina ${randomUUID().slice(0, 6)}`;
  const request = await createRequest(page.request, title, NEAR_COYOACAN);
  const message = 'Puedo ir temprano y llevo todo lo necesario.';
  await offerAsProvider(playwright, request.id, NEAR_COYOACAN, {
    displayName: 'Brillo Sur',
    price: 500,
    message,
  });
  await offerAsProvider(playwright, request.id, NEAR_COYOACAN, {
    displayName: 'Hogar Limpio',
    price: 550,
    message,
  });

  await page.goto('/cliente/solicitudes');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByRole('button', { name: /Aceptar oferta/ })).toHaveCount(2);
  // The other tab: the same session accepts Brillo Sur's offer first.
  const mine = await page.request.get('/api/requests/mine');
  const offers = (
    (await mine.json()) as {
      requests: { id: string; offers: { id: string; provider: { displayName: string } }[] }[];
    }
  ).requests.find((row) => row.id === request.id)!.offers;
  const brillo = offers.find((offer) => offer.provider.displayName === 'Brillo Sur')!;
  expect((await page.request.post(`/api/applications/${brillo.id}/accept`)).status()).toBe(201);

  await card.getByRole('button', { name: 'Aceptar oferta: Hogar Limpio, $550' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Aceptar la oferta de Hogar Limpio?' });
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Esta solicitud ya tiene un servicio programado con otra oferta.',
  );
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(card.getByText('Oferta aceptada')).toBeVisible();

  await page.goto('/cliente/programados');
  await expect(page.getByRole('article', { name: title })).toContainText('Brillo Sur');
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('the provider whose offer was accepted finds the service in Calendario, with the customer’s name, phone and the request’s address', async ({
  page,
  playwright,
}) => {
  test.slow();
  await signUpServingProvider(page, NEAR_COYOACAN, 'basic');
  const customer = await playwright.request.newContext({ baseURL: BASE_URL });
  await createAccount(customer, 'client', undefined, 'Rosa Martínez');
  // Perfil's address and phone are not the request's: the service takes the request's.
  const profile = {
    fullName: 'Rosa Martínez',
    phone: '5587654321',
    address: { street: 'Calle Higuera 12', colonia: 'Coyoacán' },
  };
  expect((await customer.put('/api/profile', { data: profile })).status()).toBe(200);
  const title = `Limpieza de recámaras ${randomUUID().slice(0, 6)}`;
  const request = await createRequest(customer, title, NEAR_COYOACAN);
  const offer = await page.request.post(`/api/requests/${request.id}/applications`, {
    data: { proposedPrice: 720, message: 'Llego a la hora acordada con mis productos.' },
  });
  expect(offer.status(), await offer.text()).toBe(201);
  const offerId = ((await offer.json()) as { application: { id: string } }).application.id;
  expect((await customer.post(`/api/applications/${offerId}/accept`)).status()).toBe(201);
  await customer.dispose();

  await page.goto('/proveedor/calendario');
  const service = page.getByRole('article', { name: title });
  for (const text of [
    'Confirmado',
    'Cliente: Rosa M.',
    'Rosa Martínez',
    '$720',
    E2E_CONTACT.phone,
    E2E_ADDRESS_LINE,
  ]) {
    await expect(service).toContainText(text);
  }
  await expect(service).not.toContainText('Higuera');
  await expectNoAxeViolations(page);
});

test('an offer whose time the provider has since booked is refused in the dialog, and the request stays open', async ({
  page,
  playwright,
}) => {
  test.slow();
  const provider = await playwright.request.newContext({ baseURL: BASE_URL });
  await createAccount(provider, 'provider');
  const providerId = ((await (await provider.get('/api/profile')).json()) as { id: string }).id;
  await expectOk(provider.post('/api/subscription', { data: { planType: 'basic' } }));
  await approveOwnVerification(provider);
  await expectOk(provider.put('/api/provider/area', { data: { location: NEAR_COYOACAN, serviceRadius: 5 } }));
  await expectOk(
    provider.put('/api/provider/services', {
      data: { services: [{ serviceId: 'garden', hourlyPrice: 20_000 }] },
    }),
  );
  await expectOk(
    provider.put('/api/provider/profile', {
      data: { displayName: 'Jardines Ocupados', bio: '', yearsExperience: 2, phone: '5512345678' },
    }),
  );

  await signUp(page, 'client');
  const query = `serviceId=garden&lat=${NEAR_COYOACAN.lat}&lng=${NEAR_COYOACAN.lng}&minutes=180`;
  const free = await page.request.get(`/api/bookings/providers/${providerId}/free-times?${query}`);
  expect(free.status(), await free.text()).toBe(200);
  const { days } = (await free.json()) as { days: { date: string; times: string[] }[] };
  const day = days.find((candidate) => candidate.times.length > 0)!;
  // Mexico City keeps one offset all year since 2022.
  const start = `${day.date}T${day.times[0]}:00-06:00`;
  const title = `Jardín ${randomUUID().slice(0, 6)}`;
  const request = await createRequest(page.request, title, NEAR_COYOACAN, {
    serviceId: 'garden',
    requiredDate: start,
    length: { hours: 3 },
  });
  await expectOk(
    provider.post(`/api/requests/${request.id}/applications`, {
      data: { proposedPrice: 600, message: 'Poda y riego.', durationHours: 3 },
    }),
  );
  await provider.dispose();

  // Meanwhile another customer books the provider at that very time.
  const other = await playwright.request.newContext({ baseURL: BASE_URL });
  await createAccount(other, 'client');
  await expectOk(
    other.post('/api/bookings', {
      data: {
        serviceId: 'garden',
        providerId,
        requiredDate: start,
        length: { hours: 3 },
        location: NEAR_COYOACAN,
        contact: E2E_CONTACT,
        notes: '',
        paymentMethod: 'cash',
        idempotencyKey: randomUUID(),
      },
    }),
  );
  await other.dispose();

  await page.goto('/cliente/solicitudes');
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Aceptar oferta: Jardines Ocupados, $600' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Aceptar la oferta de Jardines Ocupados?' });
  await expect(dialog.getByText('3 h', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'El proveedor ya tiene otro servicio a esa hora. Elige otra propuesta o cambia la fecha de tu solicitud.',
  );
  await expect(dialog.getByRole('link', { name: 'Ver Programados' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(card.getByText('Abierta', { exact: true })).toBeVisible();
});
