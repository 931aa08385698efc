import { describePlan } from '#shared/domain/recurring-plan';
import { scheduleToIso } from '#shared/domain/local-time';
import { formatDay, formatMoney } from '#shared/format';
import { expectNoAxeViolations } from './support/axe';
import { freeStart, freeTimesOf } from './support/booking';
import { expect, test } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { acceptedWithVisits, activeWeeklyPlan, book, weeklyPlan } from './support/recurring';
import { startIn } from './support/services';

const DAY_MS = 86_400_000;

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

test('a weekly plan changed: a visit skipped free and one inside 24 h at the policy’s fee, moved to another weekday from now on (a time taken meanwhile refused and read again), a new price accepted and the plan ended by the provider; another plan’s new price declined', async ({
  page,
  browser,
  playwright,
}) => {
  test.slow();
  const {
    provider,
    providerContext,
    providerPage,
    plan: planA,
  } = await activeWeeklyPlan({ page, browser, playwright }, { price: 48_000, name: 'Casa Clara' });
  const [first] = planA.nextVisits;

  await page.goto('/cliente/recurrentes');
  const cardA = page.getByRole('article', { name: planA.description });
  await expect(cardA).toContainText('Activo');

  // A week ahead: free.
  await cardA.getByRole('button', { name: 'Saltar esta visita' }).nth(1).click();
  const skip = page.getByRole('dialog', { name: 'Saltar esta visita' });
  await expect(skip).toContainText('Saltar esta visita no tiene costo');
  await skip.getByRole('button', { name: 'Saltar', exact: true }).click();
  await expect(skip).toBeHidden();
  await expect(cardA.getByRole('listitem').nth(1)).toContainText('Cancelado');

  // Five hours ahead: the visit's cancellation policy, said before skipping.
  await startIn(page.request, { id: first!.serviceId, title: '', scheduledAt: first!.scheduledAt }, 5);
  await page.reload();
  await cardA.getByRole('button', { name: 'Saltar esta visita' }).first().click();
  await expect(skip).toContainText(
    /Faltan menos de 24 h: saltarla cuesta, según la política de cancelación, \$[1-9]/,
  );
  await skip.getByRole('button', { name: 'Saltar', exact: true }).click();
  await expect(skip).toBeHidden();
  await expect(cardA.getByRole('listitem').first()).toContainText('Cancelado');

  // The free days at least a day ahead on another weekday than the plan's: the first for the plan from now on,
  // one on yet another weekday for a visit whose new time someone else takes meanwhile.
  const { timeZone, days } = await freeTimesOf(page, provider.id, 'home-cleaning');
  const later = days.filter(
    ({ date, times }) =>
      times.length > 0 &&
      weekday(date) !== weekday(first!.date) &&
      Date.parse(scheduleToIso({ date, time: times[0]! }, timeZone)) > Date.now() + DAY_MS + 3_600_000,
  );
  const target = later[0]!;
  const taken = later.find(({ date }) => weekday(date) !== weekday(target.date))!;
  const dayButton = (date: string) => ({ name: new RegExp(` ${formatDay(date)}$`) });

  await cardA.getByRole('button', { name: 'Cambiar día u hora' }).first().click();
  const move = page.getByRole('dialog', { name: 'Cambiar día u hora' });
  await expect(move.getByRole('button', { name: 'Solo esta visita' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await move.getByRole('button', dayButton(taken.date)).click();
  const takenTime = taken.times.at(-1)!;
  await move.getByRole('button', { name: takenTime, exact: true }).click();
  await book(page, provider.id, scheduleToIso({ date: taken.date, time: takenTime }, timeZone), false);
  await move.getByRole('button', { name: 'Cambiar', exact: true }).click();
  await expect(move.getByRole('alert')).toHaveText('Ese horario ya no está disponible. Elige otro.');
  await expect(move.getByRole('button', { name: takenTime, exact: true })).toBeHidden();

  const time = target.times[0]!;
  await move.getByRole('button', { name: /^Desde ahora/ }).click();
  await move.getByRole('button', dayButton(target.date)).click();
  await expect(move.getByRole('button', { name: time, exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'Cambiar día u hora');
  await move.getByRole('button', { name: time, exact: true }).click();
  await move.getByRole('button', { name: 'Cambiar', exact: true }).click();
  await expect(move).toBeHidden();
  const movedDescription = describePlan({ rhythm: 'weekly', firstDate: target.date, time });
  const movedA = page.getByRole('article', { name: movedDescription });
  await expect(movedA).toContainText('Activo');

  // The provider's new price, by keyboard only: Tab to the button, Enter, type the pesos, Enter.
  await providerPage.goto('/proveedor/recurrentes');
  const providerA = providerPage.getByRole('article', { name: movedDescription });
  await tabTo(providerPage, providerA.getByRole('button', { name: 'Cambiar precio' }));
  await providerPage.keyboard.press('Enter');
  const priceDialog = providerPage.getByRole('dialog', { name: 'Cambiar precio' });
  await expect(priceDialog).toContainText('al menos 14 días');
  await expect(priceDialog.getByLabel('Nuevo precio por visita (MXN)')).toBeFocused();
  await expectNoAxeViolations(providerPage, 'Cambiar precio');
  await providerPage.keyboard.type('550');
  await providerPage.keyboard.press('Enter');
  await expect(priceDialog).toBeHidden();
  await expect(providerA).toContainText(`${formatMoney(55_000)} desde las visitas del`);
  await expect(providerA).toContainText('esperando respuesta del cliente');

  await page.reload();
  const offer = movedA.getByRole('region', { name: 'Nuevo precio propuesto' });
  await expect(offer).toContainText(`Tu proveedor propone ${formatMoney(55_000)} por visita`);
  await offer.getByRole('button', { name: 'Aceptar nuevo precio' }).click();
  await expect(offer).toBeHidden();
  await expect(movedA).toContainText(`Nuevo precio por visita${formatMoney(55_000)} desde las visitas del`);

  // 'Terminar plan': the notice said, the customer told by the card's end.
  await providerPage.reload();
  await providerA.getByRole('button', { name: 'Terminar plan' }).click();
  const end = providerPage.getByRole('dialog', { name: 'Terminar plan' });
  await expect(end).toContainText('Las visitas de los próximos 7 días se mantienen');
  await expectNoAxeViolations(providerPage, 'Terminar plan');
  await end.getByRole('button', { name: 'Terminar plan' }).click();
  await expect(end).toBeHidden();
  await expect(providerA).toContainText('Termina con la última visita antes del');
  await expect(providerA.getByRole('button', { name: 'Cambiar precio' })).toBeHidden();
  await page.reload();
  await expect(movedA).toContainText('Termina con la última visita antes del');

  // Another plan: its new price declined, the plan's end said before and shown after.
  const planB = await weeklyPlan(
    page,
    provider.id,
    await freeStart(page, provider.id, 'home-cleaning', { day: 2 }),
  );
  await acceptedWithVisits(page.request, providerPage.request, planB.id);
  const proposed = await providerPage.request.post(`/api/provider/recurring-plans/${planB.id}/price`, {
    data: { price: 60_000 },
  });
  expect(proposed.status(), await proposed.text()).toBe(200);
  await page.reload();
  const cardB = page.getByRole('article', { name: planB.description });
  await expect(cardB).not.toContainText('Termina con la última visita antes del');
  await cardB.getByRole('button', { name: 'Rechazar nuevo precio' }).click();
  const decline = page.getByRole('dialog', { name: 'Rechazar nuevo precio' });
  await expect(decline).toContainText(
    `Si rechazas el nuevo precio de ${formatMoney(60_000)}, el plan termina`,
  );
  await expectNoAxeViolations(page, 'Rechazar nuevo precio');
  await decline.getByRole('button', { name: 'Rechazar nuevo precio' }).click();
  await expect(decline).toBeHidden();
  await expect(cardB).toContainText('Termina con la última visita antes del');
  await expect(cardB.getByRole('region', { name: 'Nuevo precio propuesto' })).toBeHidden();
  await providerContext.close();
});
