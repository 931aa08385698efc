import { expectNoAxeViolations, waitForContent } from './support/axe';
import { expect, signUp, test } from './support/fixtures';
import { createOperator } from './support/operator';

// The journeys' server runs with PLAN_PAYMENTS=immediate (no bank account configured): plans start on request
// and nothing waits for a transfer. The 'transfer' screens are covered by plan-payment.test.ts.

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

test('Pagos manuales is in the console menu and, with nothing waiting, shows its empty state', async ({
  page,
}) => {
  await createOperator(page);
  await page.goto('/operador');
  const menu = page.getByRole('navigation', { name: 'Menú: Consola de Operación' });
  await menu.getByRole('link', { name: 'Pagos manuales' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/operador/pagos');
  await waitForContent(page, true);

  await expect(page.getByRole('heading', { level: 2, name: 'Pagos manuales', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/Pagos manuales/);
  await expect(page.getByRole('heading', { name: 'No hay pagos pendientes' })).toBeVisible();
  await expect(page.getByText('Cuando un proveedor elija un plan, su pago aparecerá aquí')).toBeVisible();
  await expectNoAxeViolations(page);
});
