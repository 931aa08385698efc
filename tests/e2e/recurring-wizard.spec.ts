import { shortName } from '#shared/names';
import { instantToZonedParts } from '#shared/domain/local-time';
import { expectNoAxeViolations } from './support/axe';
import {
  chooseFirstFreeTime,
  choosePlace,
  createBookableProvider,
  fillAddress,
  uniqueName,
} from './support/booking';
import { E2E_FULL_NAME } from './support/contact';
import { BASE_URL } from './support/env';
import { expect, login, signUp, test, toast } from './support/fixtures';
import { planWhen } from './support/recurring';

// Issue 30: a 'Limpieza recurrente' made in the wizard — '¿Con qué frecuencia?' in 'Fecha y hora' (by keyboard),
// the plan's summary with the IMSS note, the provider's 'Aceptar plan', the next visits in both panels.
test('a weekly plan from the wizard: chosen by keyboard, summarized with its policy and the IMSS note, accepted, its visits in both panels', async ({
  page,
  browser,
  playwright,
}) => {
  test.slow();
  const provider = await createBookableProvider(playwright, {
    serviceId: 'home-cleaning',
    price: 5_500,
    plan: 'basic',
    displayName: uniqueName('Casa Semanal'),
  });
  await signUp(page, 'client');
  await page.goto('/reservar?servicio=home-cleaning');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio', { name: provider.displayName }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await choosePlace(page);
  await chooseFirstFreeTime(page, 1);

  // 'Una sola vez' is chosen; the arrows and Enter choose 'Cada semana'.
  const frequency = page.getByRole('group', { name: '¿Con qué frecuencia?' });
  const once = frequency.getByRole('button', { name: 'Una sola vez' });
  await expect(once).toHaveAttribute('aria-pressed', 'true');
  await once.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(frequency.getByRole('button', { name: 'Cada semana' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoAxeViolations(page, 'Fecha y hora with ¿Con qué frecuencia?');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await fillAddress(page);
  const summary = page.getByRole('region', { name: 'Resumen de tu limpieza recurrente' });
  await expect(summary).toContainText(/Cada semana, los \w+ a las \d\d:\d\d/);
  for (const text of ['Primera visita', 'Precio por visita', 'sin costo y sin plazo mínimo', 'a cada visita'])
    await expect(summary).toContainText(text);
  const imss = summary.getByRole('link', { name: /Consulta cómo hacerlo en el sitio del IMSS/ });
  await expect(imss).toHaveAttribute('href', 'https://www.imss.gob.mx/personas-trabajadoras-hogar');
  await expectNoAxeViolations(page, 'the plan summary');
  await page.getByRole('button', { name: 'Confirmar Reserva' }).click();
  await expect(toast(page, 'Plan enviado')).toBeVisible();
  await expect(page).toHaveURL(/\/cliente\/recurrentes$/);
  const plan = page.getByRole('article').filter({ hasText: provider.displayName });
  await expect(plan).toContainText('Esperando respuesta del proveedor');

  // The provider accepts it in 'Clientes recurrentes'; the visits ahead are booked and both panels list them.
  const providerContext = await browser.newContext({ baseURL: BASE_URL });
  const providerPage = await providerContext.newPage();
  await login(providerPage, provider.email, provider.password);
  await providerPage.goto('/proveedor/recurrentes');
  const theirs = providerPage.getByRole('article').filter({ hasText: shortName(E2E_FULL_NAME) });
  await theirs.getByRole('button', { name: 'Aceptar plan' }).click();
  await expect(theirs).toContainText('Activo');
  const { id } = (
    (await (await page.request.get('/api/recurring-plans')).json()) as { plans: { id: string }[] }
  ).plans[0]!;
  const accepted = await planWhen(page.request, id, (one) => one.nextVisits.length >= 4);
  await providerPage.reload();
  await expect(theirs).toContainText('Próxima visita');

  // Calendario marks the plan's visits in words: each card of the agenda, and each range of the month.
  await providerPage.goto('/proveedor/calendario');
  const visitCards = providerPage.getByRole('article').filter({ hasText: 'Plan recurrente' });
  await expect(visitCards.first()).toBeVisible();
  await expectNoAxeViolations(providerPage, 'Calendario with a plan’s visits');
  await providerPage.getByRole('button', { name: 'Mes', exact: true }).click();
  const [year, month] = accepted.nextVisits[0]!.date.split('-');
  const thisMonth = instantToZonedParts(new Date(), 'America/Mexico_City').date.slice(0, 7);
  if (`${year}-${month}` !== thisMonth)
    await providerPage.getByRole('button', { name: 'Mes siguiente' }).click();
  await expect(providerPage.getByRole('button', { name: /· Plan recurrente/ }).first()).toBeVisible();
  await providerContext.close();
  await page.reload();
  await expect(plan).toContainText('Activo');
  await expect(plan.getByRole('listitem')).toHaveCount(accepted.nextVisits.length);
});
