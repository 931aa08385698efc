import { shortName } from '#shared/names';
import { expectNoAxeViolations } from './support/axe';
import { createBookableProvider, freeStart, uniqueName } from './support/booking';
import { E2E_FULL_NAME } from './support/contact';
import { BASE_URL } from './support/env';
import { expect, login, signUp, test } from './support/fixtures';
import { weeklyPlan } from './support/recurring';

test('a weekly plan: pending in both panels, accepted by the provider, then paused, resumed and cancelled in two taps by the customer', async ({
  page,
  browser,
  playwright,
}) => {
  test.slow();
  const provider = await createBookableProvider(playwright, {
    serviceId: 'home-cleaning',
    price: 48_000,
    plan: 'basic',
    displayName: uniqueName('Casa Limpia'),
  });
  await signUp(page, 'client');
  // The second day with free time: whatever the hour, the plan's first visit is one the provider still offers.
  const requiredDate = await freeStart(page, provider.id, 'home-cleaning', { day: 1 });
  await weeklyPlan(page, provider.id, requiredDate);

  await page.goto('/cliente/recurrentes');
  const plan = page.getByRole('article', { name: /^Cada semana, los / });
  await expect(plan).toContainText('Esperando respuesta del proveedor');
  await expect(plan).toContainText(provider.displayName);
  await expect(plan).toContainText('Próximas visitas');
  await expectNoAxeViolations(page);

  const providerContext = await browser.newContext({ baseURL: BASE_URL });
  const providerPage = await providerContext.newPage();
  await login(providerPage, provider.email, provider.password);
  await providerPage.goto('/proveedor/recurrentes');
  const providerPlan = providerPage.getByRole('article', { name: /^Cada semana, los / });
  await expect(providerPlan).toContainText('Esperando respuesta del proveedor');
  await expect(providerPlan).toContainText(shortName(E2E_FULL_NAME));
  await expectNoAxeViolations(providerPage);
  await providerPlan.getByRole('button', { name: 'Aceptar plan' }).click();
  await expect(providerPlan).toContainText('Activo');
  await expect(providerPlan.getByRole('button', { name: 'Aceptar plan' })).toBeHidden();
  await providerContext.close();

  await page.reload();
  await expect(plan).toContainText('Activo');
  await plan.getByRole('button', { name: 'Saltar esta visita' }).first().click();
  const skip = page.getByRole('dialog', { name: 'Saltar esta visita' });
  await expect(skip).toContainText(/Saltar esta visita no tiene costo|saltarla cuesta/);
  await expectNoAxeViolations(page, 'Saltar esta visita');
  await skip.getByRole('button', { name: 'Volver' }).click();
  await expect(skip).toBeHidden();

  await plan.getByRole('button', { name: 'Pausar' }).click();
  await expect(plan).toContainText('En pausa');
  await plan.getByRole('button', { name: 'Reanudar' }).click();
  await expect(plan).toContainText('Activo');

  await plan.getByRole('button', { name: 'Cancelar plan' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancelar plan' });
  await expect(cancel).toContainText('Se cancelan sin costo');
  await expectNoAxeViolations(page, 'Cancelar plan');
  await cancel.getByRole('button', { name: 'Cancelar plan' }).click();
  await expect(plan).toContainText('Cancelado');
  await expect(plan.getByRole('button', { name: 'Pausar' })).toBeHidden();
});
