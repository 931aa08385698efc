import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  chooseFirstFreeTimeByKeyboard,
  createBookableProvider,
  freeStart,
  uniqueName,
} from './support/booking';
import { expect, signUp, test, toast } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { acceptedWithVisits, planWhen, signedInRequest, weeklyPlan } from './support/recurring';

const DAY_MS = 86_400_000;
const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

// Issue 30: what the customer chooses when their plan's provider fails them — a visit the scheduler could not
// book (the provider's day off) skipped or booked at another free time, and a plan whose provider cancelled two
// visits moved to a favourite provider, the old plan ending once the favourite accepts. The two dialogs that pick
// a time ('Elegir otra hora', 'Pasar a un favorito') are driven with the keyboard alone.
test('visits not booked on the provider’s days off: one skipped, one at another time; after two cancellations the plan moves to a favourite, by keyboard', async ({
  page,
  playwright,
}) => {
  test.slow();
  const provider = await createBookableProvider(playwright, {
    serviceId: 'home-cleaning',
    price: 45_000,
    plan: 'basic',
    displayName: uniqueName('Limpieza Lenta'),
  });
  const favourite = await createBookableProvider(playwright, {
    serviceId: 'home-cleaning',
    price: 47_000,
    plan: 'basic',
    displayName: uniqueName('Brillo Fiel'),
  });
  await signUp(page, 'client');
  const plan = await weeklyPlan(
    page,
    provider.id,
    await freeStart(page, provider.id, 'home-cleaning', { day: 1 }),
  );
  const first = plan.nextVisits[0]!.date;

  // The provider takes the plan's second and third weeks off, then accepts it: those visits wait for a choice.
  const providerApi = await signedInRequest(playwright, provider);
  const schedule = await (await providerApi.get('/api/provider/availability')).json();
  const daysOff = [7, 14].map((days) => {
    const date = daysAfter(first, days);
    return { from: date, to: date, note: 'Vacaciones' };
  });
  const saved = await providerApi.put('/api/provider/availability', {
    data: { ...schedule, daysOff, timeZone: undefined, outside: undefined },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await acceptedWithVisits(page.request, providerApi, plan.id);
  await planWhen(page.request, plan.id, (one) => one.conflicts.length === 2);

  await page.goto('/cliente/recurrentes');
  const card = page.getByRole('article').filter({ hasText: provider.displayName });
  const conflicts = card.getByRole('region', { name: 'Visitas sin agendar' });
  await expect(conflicts.getByRole('listitem')).toHaveCount(2);
  await expect(conflicts).toContainText('ese día el proveedor no está disponible');

  // The later one skipped, free.
  await conflicts.getByRole('listitem').nth(1).getByRole('button', { name: 'Saltar' }).click();
  const skip = page.getByRole('dialog', { name: 'Saltar la visita sin agendar' });
  await expect(skip).toContainText('no tiene costo');
  await expectNoAxeViolations(page, 'Saltar la visita sin agendar');
  await skip.getByRole('button', { name: 'Saltar', exact: true }).click();
  await expect(toast(page, 'Visita saltada')).toBeVisible();
  await expect(conflicts.getByRole('listitem')).toHaveCount(1);

  // The earlier one at another of the provider's free times, with the keyboard alone; Escape closes the dialog
  // and gives the focus back to its button.
  const otherTime = conflicts.getByRole('button', { name: 'Elegir otra hora' });
  await tabTo(page, otherTime);
  await page.keyboard.press('Enter');
  const other = page.getByRole('dialog', { name: 'Elegir otra hora' });
  await expect(other).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(other).toBeHidden();
  await expect(otherTime).toBeFocused();
  await page.keyboard.press('Enter');
  const book = other.getByRole('button', { name: 'Agendar' });
  await tabTo(page, book);
  await page.keyboard.press('Enter');
  await expect(other).toContainText('Elige un día y un horario libre.');
  await chooseFirstFreeTimeByKeyboard(page, { backwards: true });
  await expectNoAxeViolations(page, 'Elegir otra hora');
  await tabTo(page, book);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Visita agendada')).toBeVisible();
  await expect(conflicts).toBeHidden();

  // The provider cancels two visits: the customer is offered to move the plan to a favourite.
  const visits = (await planWhen(page.request, plan.id, (one) => one.nextVisits.length >= 3)).nextVisits;
  for (const visit of visits.slice(1, 3)) {
    const cancelled = await providerApi.post(`/api/services/${visit.serviceId}/actions`, {
      data: { action: 'cancel_by_provider' },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
  }
  const saveFavourite = await page.request.put(`/api/favourites/${favourite.id}`);
  expect(saveFavourite.status(), await saveFavourite.text()).toBe(200);
  await page.reload();
  await expect(card).toContainText('Tu proveedor canceló o faltó a 2 visitas de este plan en 28 días.');
  await tabTo(page, card.getByRole('button', { name: 'Pasar a un favorito' }));
  await page.keyboard.press('Enter');
  const transfer = page.getByRole('dialog', { name: 'Pasar a un favorito' });
  await tabTo(page, transfer.getByRole('button', { name: favourite.displayName }));
  await page.keyboard.press('Enter');
  await chooseFirstFreeTimeByKeyboard(page);
  await expectNoAxeViolations(page, 'Pasar a un favorito');
  await tabTo(page, transfer.getByRole('button', { name: 'Pedir el plan' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Le pedimos a tu proveedor favorito que acepte el plan')).toBeVisible();
  const moved = page.getByRole('article').filter({ hasText: favourite.displayName });
  await expect(moved).toContainText('Esperando respuesta del proveedor');
  await expect(card).not.toContainText('Fin del plan');

  // The favourite accepts: the old plan ends at the new plan's first visit.
  const favouriteApi = await signedInRequest(playwright, favourite);
  const accepted = await favouriteApi.post(
    `/api/provider/recurring-plans/${await movedPlanId(page, favourite.id)}/answer`,
    {
      data: { accept: true },
    },
  );
  expect(accepted.status(), await accepted.text()).toBe(200);
  await page.reload();
  await expect(card).toContainText('Fin del plan');
  await expect(moved).toContainText('Activo');
  await providerApi.dispose();
  await favouriteApi.dispose();
});

/** The customer's plan with this provider (the one the move made). */
async function movedPlanId(page: Page, providerId: string) {
  const answer = (await (await page.request.get('/api/recurring-plans')).json()) as {
    plans: { id: string; providerId: string }[];
  };
  return answer.plans.find((one) => one.providerId === providerId)!.id;
}
