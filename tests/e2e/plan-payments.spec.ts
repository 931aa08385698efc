import { expectNoAxeViolations, waitForContent } from './support/axe';
import { expect, signUp, test, toast } from './support/fixtures';
import { createOperator } from './support/operator';
import { messagesTo } from './support/outbox';

// The journeys' server runs with PLAN_PAYMENTS=immediate (no bank account configured): plans start on request.
// A browser that sends `x-test-plan-payments: transfer` (honoured with E2E_TEST_HOOKS only) sees plans paid by
// transfer, to a test account, as production does.

test('with no online payment configured, Suscripción says so calmly and nothing waits for a transfer', async ({
  page,
}) => {
  await signUp(page, 'provider');
  await page.goto('/proveedor/suscripcion');
  await waitForContent(page, true);

  const note = page.getByRole('note', { name: 'Pagos en línea no configurados' });
  await expect(note).toContainText(
    'Este entorno no cobra los planes: el plan que elijas se activa al momento.',
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('region', { name: /Pago pendiente/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Elegir Básico' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar plan Básico' });
  await expect(dialog).toContainText('activo desde hoy');
  await expect(dialog).toContainText('Pagos en línea no configurados: en este entorno el plan no se cobra.');
});

test('a plan paid by transfer waits as Pago pendiente until an operator confirms it in Pagos manuales', async ({
  page,
  browser,
}) => {
  test.slow(); // Two people, a dozen steps, seven scans.
  // The operator first. Another journey (provider-billing) may leave a transfer of its own waiting at the same
  // time: Pagos manuales shows its empty state or that list, and this test only ever acts on its own provider's.
  const operator = page;
  await createOperator(operator);
  await operator.goto('/operador');
  const menu = operator.getByRole('navigation', { name: 'Menú: Consola de Operación' });
  await menu.getByRole('link', { name: 'Pagos manuales' }).click();
  await expect(operator).toHaveURL((url) => url.pathname === '/operador/pagos');
  await waitForContent(operator, true);
  await expect(operator).toHaveTitle(/Pagos manuales/);
  await expect(
    operator
      .getByRole('heading', { name: 'No hay pagos pendientes' })
      .or(operator.getByRole('list', { name: 'Pagos pendientes' })),
  ).toBeVisible();
  await expectNoAxeViolations(operator, 'Pagos manuales, before this provider chooses');

  // The provider's browser asks for plans paid by transfer (a hook of the journeys' server only).
  const providerContext = await browser.newContext({
    extraHTTPHeaders: { 'x-test-plan-payments': 'transfer' },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const provider = await providerContext.newPage();
  const account = await signUp(provider, 'provider');
  await provider.goto('/proveedor/suscripcion');
  await waitForContent(provider, true);
  await expect(provider.getByRole('note', { name: 'Pagos en línea no configurados' })).toHaveCount(0);
  await provider.getByRole('button', { name: 'Elegir Premium' }).click();
  const premiumDialog = provider.getByRole('dialog', { name: 'Confirmar plan Premium' });
  await expect(premiumDialog).toContainText('Empieza cuando recibamos tu transferencia');
  await premiumDialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(provider, 'Plan elegido')).toBeVisible();
  const premiumCard = provider.getByRole('region', { name: 'Pago pendiente: plan Premium' });
  await expect(premiumCard).toContainText('$999');
  await expect(premiumCard).toContainText('Banco de pruebas');
  await expect(premiumCard).toContainText('Haz la transferencia antes del');
  await expect(provider.getByRole('article', { name: 'Premium' })).toContainText('Pago pendiente');
  await expectNoAxeViolations(provider, 'Suscripción with a payment waiting');
  await premiumCard.getByRole('button', { name: 'Copiar CLABE' }).click();
  expect(await provider.evaluate(() => navigator.clipboard.readText())).toBe('032180000118359719');

  // Another plan replaces the waiting one; the overview says what waits.
  await provider.getByRole('button', { name: 'Elegir Básico' }).click();
  const basicDialog = provider.getByRole('dialog', { name: 'Confirmar plan Básico' });
  await expect(basicDialog).toContainText('Tu elección anterior (plan Premium) se cancela');
  await basicDialog.getByRole('button', { name: 'Confirmar' }).click();
  const basicCard = provider.getByRole('region', { name: 'Pago pendiente: plan Básico' });
  await expect(basicCard).toContainText('$499');
  const reference = await basicCard
    .getByText(/^\d{7}$/)
    .first()
    .innerText();
  await provider.goto('/proveedor');
  await expect(provider.getByText('Pago pendiente: plan Básico')).toBeVisible();

  // The operator checks it against the bank: a rejection needs a reason; the confirmation starts the plan.
  await operator.reload();
  const item = operator.getByRole('article').filter({ hasText: account.email });
  await expect(item).toContainText(reference);
  await expect(item).toContainText('$499');
  await expectNoAxeViolations(operator, 'Pagos manuales with a payment');
  await item.getByRole('button', { name: /^Rechazar el pago/ }).click();
  const reject = operator.getByRole('dialog', { name: /Rechazar el pago/ });
  await reject.getByRole('button', { name: 'Rechazar' }).click();
  await expect(reject.getByText('Escribe el motivo.')).toBeVisible();
  await expectNoAxeViolations(operator, 'the reject dialog with its error');
  await reject.getByRole('button', { name: 'Cancelar' }).click();
  await item.getByRole('button', { name: /^Confirmar el pago/ }).click();
  const confirm = operator.getByRole('dialog', { name: /Confirmar el pago/ });
  await expect(confirm).toContainText('El plan Básico empieza ahora');
  await confirm.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(toast(operator, 'Pago confirmado: el plan está activo')).toBeVisible();
  await expect(item).toBeHidden();

  await provider.goto('/proveedor/suscripcion');
  await expect(provider.getByRole('heading', { name: 'Tu suscripción: Básico' })).toBeVisible();
  await expect(provider.getByRole('region', { name: /Pago pendiente/ })).toHaveCount(0);
  await expect
    .poll(async () => (await messagesTo(account.email))[0], { timeout: 10_000 })
    .toContain('Confirmamos tu transferencia. Tu plan ya está activo');
  await providerContext.close();
});
