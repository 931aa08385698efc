import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { providerPath } from '#shared/slug';
import { expectNoAxeViolations } from './support/axe';
import {
  bookByApi,
  chooseFirstFreeTime,
  createBookableProvider,
  dayButtons,
  fillAddress,
  uniqueName,
} from './support/booking';
import { BASE_URL } from './support/env';
import { expect, signUp, test, toast } from './support/fixtures';
import { startIn, stepByApi } from './support/services';

// Issue 30's favourites: saved from the provider's page, first in the wizard, on 'Favoritos', 'Volver a reservar'
// from Historial, and removed after a low review. The provider acts through the API in a context of their own.

type Service = { id: string; scheduledAt: string; title: string; provider: { displayName: string } };

async function servicesOf(request: APIRequestContext, when: 'upcoming' | 'past'): Promise<Service[]> {
  const answer = await request.get(`/api/services?when=${when}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { services: Service[] }).services;
}

/** A home cleaner in Coyoacán at $50 an hour: the cheapest, so listed early among the wizard's first 60. */
const cheapCleaner = (playwright: PlaywrightWorkerArgs['playwright']) =>
  createBookableProvider(playwright, {
    serviceId: 'home-cleaning',
    price: 5_000,
    plan: 'basic',
    displayName: uniqueName('Brillo Favorito'),
  });

test('a customer saves a provider from their page, and finds them first in the wizard and on Favoritos', async ({
  page,
  playwright,
}) => {
  test.slow();
  const favourite = await cheapCleaner(playwright);
  const name = favourite.displayName;
  const providerPage = providerPath({ displayName: name, id: favourite.id });
  const save = page.getByRole('button', { name: 'Guardar como favorito' });

  // A guest is sent to sign in, and back here afterwards.
  await page.goto(providerPage);
  await save.click();
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(providerPage)}`);

  await signUp(page, 'client');
  await page.goto(providerPage);
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(toast(page, `Guardaste a ${name} en tus favoritos.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The wizard lists the favourite first, marked 'Favorito'.
  await page.goto('/reservar?servicio=home-cleaning');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Elige a tu proveedor' })).toBeVisible();
  const first = page.getByRole('radio').first();
  await expect(first).toHaveAccessibleName(name);
  await expect(first).toHaveAccessibleDescription(/^Favorito/);

  await page.goto('/cliente/favoritos');
  const card = page.getByRole('article', { name });
  await expect(card.getByRole('link', { name: `Reservar con ${name}` })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoAxeViolations(page, 'Favoritos');
});

test('a completed service books again filled in, a one-star review of a favourite offers to remove them, and the service repeats every week with them', async ({
  page,
  playwright,
}) => {
  test.slow();
  const favourite = await cheapCleaner(playwright);
  const name = favourite.displayName;
  await signUp(page, 'client');
  const saved = await page.request.put(`/api/favourites/${favourite.id}`);
  expect(saved.status(), await saved.text()).toBe(200);

  // A completed service with them: booked, accepted, done and confirmed.
  await bookByApi(page, favourite, 'home-cleaning');
  const provider = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    const signedIn = await provider.post('/api/auth/sign-in/email', {
      data: { email: favourite.email, password: favourite.password },
      headers: { origin: BASE_URL },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const [service] = await servicesOf(page.request, 'upcoming');
    await stepByApi(provider, service!.id, { action: 'accept_booking' });
    await startIn(page.request, service!, -3);
    await stepByApi(provider, service!.id, { action: 'mark_done' });
    await stepByApi(page.request, service!.id, { action: 'confirm_completion' });
  } finally {
    await provider.dispose();
  }
  const [completed] = await servicesOf(page.request, 'past');

  // 'Volver a reservar' opens 'Fecha y hora' with the provider, the service and the place filled in.
  await page.goto('/cliente/historial');
  const done = page.getByRole('article', { name: completed!.title });
  await expect(done.getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await done.getByRole('link', { name: 'Volver a reservar' }).click();
  await expect(page).toHaveURL(new RegExp(`repetir=${completed!.id}`));
  await expect(page.getByRole('heading', { name: 'Elige la fecha y la hora' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Dirección, colonia o ciudad' })).toHaveValue(/Coyoacán/);
  await expect(dayButtons(page).first()).toBeVisible();

  // One star asks whether to keep them: 'Quitar' removes them from Favoritos.
  await page.goBack();
  await done.getByRole('button', { name: 'Calificar' }).click();
  await page.getByRole('radio', { name: '1 estrella' }).check();
  await page.getByRole('button', { name: 'Enviar reseña' }).click();
  const ask = page.getByRole('dialog', { name: `¿Quitar a ${name} de tus favoritos?` });
  await ask.getByRole('button', { name: 'Quitar' }).click();
  await expect(toast(page, `Quitaste a ${name} de tus favoritos.`)).toBeVisible();
  await expect(ask).toBeHidden();
  await expect(done.getByRole('button', { name: 'Guardar como favorito' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await page.goto('/cliente/favoritos');
  await expect(page.getByRole('heading', { name: 'Aún no tienes favoritos' })).toBeVisible();

  // 'Repetir con este proveedor': the same wizard filled in, '¿Con qué frecuencia?' on 'Cada semana'.
  await page.goto('/cliente/historial');
  await done.getByRole('link', { name: 'Repetir con este proveedor' }).click();
  await expect(page).toHaveURL(/frecuencia=weekly/);
  await expect(page.getByRole('heading', { name: 'Elige la fecha y la hora' })).toBeVisible();
  const weekly = page
    .getByRole('group', { name: '¿Con qué frecuencia?' })
    .getByRole('button', { name: 'Cada semana' });
  await expect(weekly).toHaveAttribute('aria-pressed', 'true');
  await chooseFirstFreeTime(page, 1);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await fillAddress(page);
  await expect(page.getByRole('region', { name: 'Resumen de tu limpieza recurrente' })).toContainText(name);
  await page.getByRole('button', { name: 'Confirmar Reserva' }).click();
  await expect(toast(page, 'Plan enviado')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: name })).toContainText(
    'Esperando respuesta del proveedor',
  );
});
