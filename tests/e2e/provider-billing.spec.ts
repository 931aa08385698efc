import { expectNoAxeViolations, waitForContent } from './support/axe';
import { expect, signUp, test } from './support/fixtures';
import { subscribeByApi } from './support/provider';

const COLUMNS = ['Fecha', 'Concepto', 'Monto', 'Forma de pago', 'Referencia', 'Estado', 'Recibo'];

// The journeys' server charges nothing (PLAN_PAYMENTS=immediate): a plan starts on request and its receipt
// reads 'Sin cobro'. A browser sending `x-test-plan-payments: transfer` sees plans paid by SPEI instead.

test('Facturación shows the plan in force, that online payments are off and its receipt Sin cobro', async ({
  page,
}) => {
  await signUp(page, 'provider');
  await subscribeByApi(page, 'basic');
  await page.goto('/proveedor');
  const menu = page.getByRole('navigation', { name: 'Menú: Panel de Proveedor' });
  await menu.getByRole('link', { name: 'Facturación', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/proveedor/facturacion');
  await waitForContent(page, true);
  await expect(page).toHaveTitle(/Facturación/);

  const summary = page.getByRole('region', { name: 'Resumen' });
  await expect(summary).toContainText('Básico');
  await expect(summary).toContainText('Vigente hasta el');
  await expect(summary).toContainText('Sin pagos programados');
  await expect(summary.getByRole('note', { name: 'Pagos en línea no configurados' })).toContainText(
    'Este entorno no cobra los planes',
  );
  await expect(summary).not.toContainText('Transferencia (SPEI)');

  const table = page.getByRole('table', { name: /^Recibos/ });
  await expect(table.getByRole('columnheader')).toHaveText(COLUMNS);
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('cell')).toHaveText([
    'Plan Básico (mensual)',
    '$499',
    'No aplica',
    /Sin referencia/,
    'Sin cobro',
    /Sin recibo/,
  ]);
  await expect(table).not.toContainText('Pagado');
  await expectNoAxeViolations(page);

  // The table scrolls inside its own region; the page does not scroll sideways on a 320 px phone.
  await page.setViewportSize({ width: 320, height: 720 });
  await expect(table).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('with plans paid by transfer, a chosen plan waits as a Pendiente receipt with its SPEI reference', async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-test-plan-payments': 'transfer' } });
  const page = await context.newPage();
  await signUp(page, 'provider');
  await subscribeByApi(page, 'premium');
  const chosen = (await (await page.request.get('/api/subscription')).json()) as {
    pendingPayment: { reference: string } | null;
  };
  const reference = chosen.pendingPayment?.reference ?? '';
  expect(reference).toMatch(/^\d{7}$/);

  await page.goto('/proveedor/facturacion');
  await waitForContent(page, true);
  const summary = page.getByRole('region', { name: 'Resumen' });
  await expect(summary).toContainText('Sin plan activo');
  await expect(summary.getByRole('link', { name: 'Elige un plan en Suscripción' })).toHaveAttribute(
    'href',
    '/proveedor/suscripcion',
  );
  await expect(summary).toContainText('Transferencia (SPEI)');
  await expect(summary).toContainText('Tienes un pago pendiente');
  await expect(summary.getByRole('link', { name: 'Ver datos de pago' })).toHaveAttribute(
    'href',
    '/proveedor/suscripcion',
  );
  await expect(page.getByRole('note', { name: 'Pagos en línea no configurados' })).toHaveCount(0);

  const table = page.getByRole('table', { name: /^Recibos/ });
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('cell')).toHaveText([
    'Plan Premium (mensual)',
    '$999',
    'Transferencia (SPEI)',
    reference,
    'Pendiente',
    /Sin recibo/,
  ]);
  await expectNoAxeViolations(page, 'Facturación with a transfer waiting');
  await context.close();
});
