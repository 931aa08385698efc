import type { Page } from '@playwright/test';
import { expectNoAxeViolations, waitForContent } from './support/axe';
import { expect, signUp, test, toast } from './support/fixtures';
import { tabTo } from './support/keyboard';

// The journeys' server has Stripe configured against local stand-ins (playwright.config.ts): its API is played by
// support/stripe-api.ts and Stripe.js by /api/test/stripe.js, a labelled card field that declines Stripe's test
// card 4000000000000002 and otherwise has the server deliver a signed invoice.paid to its own webhook. Plans
// stay free for other journeys; a browser sending `x-test-plan-payments: online` pays them online.

const DECLINED = '4000000000000002';
const GOOD = '4242424242424242';

/** The next 'Elegir plan' or 'Continuar con el pago': the client secret of the payment it opens. */
const nextCheckout = (page: Page) =>
  page
    .waitForResponse(
      (response) => response.url().endsWith('/api/subscription') && response.request().method() === 'POST',
    )
    .then(async (response) => ((await response.json()) as { checkout: { clientSecret: string } }).checkout);

test('a plan paid online: a declined card leaves it unpaid, a good one activates it, and its renewal can stop and restart', async ({
  browser,
}) => {
  test.slow(); // A payment twice, a renewal cancelled and restarted, Facturación, three scans.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-test-plan-payments': 'online' } });
  const page = await context.newPage();
  await signUp(page, 'provider');

  // Stripe configured: the page's policy lets Stripe.js in (the stand-in comes from this origin, under 'self').
  const policy = (await page.request.get('/proveedor/suscripcion')).headers()['content-security-policy'];
  expect(policy).toContain('https://js.stripe.com');

  await page.goto('/proveedor/suscripcion');
  await waitForContent(page, true);
  await expect(page.getByRole('note', { name: 'Pagos en línea no configurados' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Elegir Premium' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar plan Premium' });
  await expect(confirm).toContainText('con tarjeta o transferencia SPEI a través de Stripe');
  const opened = nextCheckout(page);
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  const first = await opened;

  const payment = page.getByRole('dialog', { name: 'Pagar plan Premium' });
  const card = payment.getByLabel('Número de tarjeta (prueba)');
  const pay = payment.getByRole('button', { name: 'Pagar $999' });
  await expect(card).toBeVisible();
  await expect(pay).toBeEnabled();
  await expect(payment).toContainText('Los datos de tu tarjeta van directo a Stripe');
  await expectNoAxeViolations(page, 'the payment dialog');

  // Declined: the form says why and nothing is paid.
  await card.fill(DECLINED);
  await pay.click();
  await expect(payment.getByRole('alert')).toHaveText('Tu tarjeta fue rechazada.');
  await payment.getByRole('button', { name: 'Cerrar' }).click();
  await expect(payment).toBeHidden();
  const pending = page.getByRole('region', { name: 'Pago en proceso: plan Premium' });
  await expect(pending).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Tu suscripción/ })).toHaveCount(0);

  // The same payment again, by keyboard only this time, with a card that goes through.
  const continuePayment = pending.getByRole('button', { name: 'Continuar con el pago' });
  const reopened = nextCheckout(page);
  await tabTo(page, continuePayment);
  await page.keyboard.press('Enter');
  expect((await reopened).clientSecret).toBe(first.clientSecret);
  await expect(pay).toBeEnabled();
  await tabTo(page, card);
  await page.keyboard.type(GOOD);
  await tabTo(page, pay);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Suscripción exitosa')).toContainText('Te has suscrito al plan Premium.', {
    timeout: 15_000,
  });
  await expect(payment).toBeHidden();
  await expect(pending).toBeHidden();
  const current = page.getByRole('region', { name: 'Tu suscripción: Premium' });
  await expect(current).toContainText('Se renueva el');

  // Cancelling the renewal asks once more; the plan runs to its end date, and can renew again.
  await current.getByRole('button', { name: 'Cancelar suscripción' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancelar la renovación del plan Premium' });
  await expect(cancel).toContainText('Tu plan seguirá activo hasta el');
  await expectNoAxeViolations(page, 'the cancel dialog');
  await cancel.getByRole('button', { name: 'Cancelar renovación' }).click();
  await expect(toast(page, 'Renovación cancelada')).toContainText('Tu plan sigue activo hasta el');
  await expect(cancel).toBeHidden();
  await expect(current).toContainText('Termina el');
  await current.getByRole('button', { name: 'Reactivar' }).click();
  await expect(toast(page, 'Suscripción reactivada')).toContainText('Tu plan se renovará el');
  await expect(current).toContainText('Se renueva el');
  await expect(current.getByRole('button', { name: 'Cancelar suscripción' })).toBeVisible();

  // Facturación: the one payment, paid online.
  await page.goto('/proveedor/facturacion');
  await waitForContent(page, true);
  const table = page.getByRole('table', { name: /^Recibos/ });
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Premium');
  await expect(rows).toContainText('$999.00');
  await expect(rows).toContainText('Pago en línea (tarjeta o SPEI)');
  await expect(rows).toContainText('Pagado');
  await context.close();
});

test('a plan paid in cash at OXXO: the voucher shows while it waits, and the cash starts one month that does not renew', async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-test-plan-payments': 'online' } });
  const page = await context.newPage();
  await signUp(page, 'provider');
  await page.goto('/proveedor/suscripcion');
  await waitForContent(page, true);

  await page.getByRole('button', { name: 'Elegir Básico' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar plan Básico' });
  const method = confirm.getByRole('group', { name: 'Forma de pago' });
  await expect(method.getByRole('radio', { name: 'Tarjeta o SPEI (se renueva cada mes)' })).toBeChecked();
  await expectNoAxeViolations(page, 'the plan dialog with the payment method choice');
  // By keyboard: the arrow moves the choice, and the dialog says what paying in cash means.
  await method.getByRole('radio', { name: 'Tarjeta o SPEI (se renueva cada mes)' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(method.getByRole('radio', { name: 'Efectivo en OXXO (pagas mes a mes)' })).toBeChecked();
  await expect(confirm).toContainText('Pagarás $499 en efectivo en OXXO con una ficha de pago');
  const opened = nextCheckout(page);
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  const checkout = (await opened) as { clientSecret: string; method: string };
  expect(checkout.method).toBe('oxxo');

  const payment = page.getByRole('dialog', { name: 'Pagar plan Básico' });
  await expect(payment).toContainText('$499 por un mes, en efectivo en OXXO.');
  await payment.getByRole('button', { name: 'Generar ficha de pago' }).click();
  await expect(payment.getByRole('status')).toHaveText(
    'Generamos tu ficha de pago y te la enviamos por correo. Tu plan se activa cuando Stripe confirme tu pago en efectivo, normalmente el siguiente día hábil.',
  );
  // The footer's 'Cerrar' (the dialog's corner button has the same name).
  await payment.locator('[data-slot="button"]', { hasText: 'Cerrar' }).click();
  await expect(payment).toBeHidden();

  const pending = page.getByRole('region', { name: 'Pago en proceso: plan Básico' });
  await expect(pending).toContainText('Referencia OXXO');
  await expect(pending).toContainText('$499.00');
  await expect(pending).toContainText('Vence el');
  await expect(pending.getByRole('link', { name: 'Ver ficha de pago' })).toHaveAttribute(
    'href',
    /^https:\/\/payments\.stripe\.com\/oxxo\/voucher\/pi_/,
  );
  await expect(pending.getByRole('button', { name: 'Continuar con el pago' })).toHaveCount(0);

  // The cash arrives at the store: Stripe's payment_intent.succeeded, played by the journeys' hook.
  const paid = await page.evaluate(
    async (clientSecret) =>
      (
        await fetch('/api/test/stripe/oxxo-paid', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ clientSecret }),
        })
      ).status,
    checkout.clientSecret,
  );
  expect(paid).toBe(200);
  await page.reload();
  await waitForContent(page, true);
  const current = page.getByRole('region', { name: 'Tu suscripción: Básico' });
  await expect(current).toContainText('Termina el');
  await expect(current.getByRole('button', { name: 'Reactivar' })).toHaveCount(0);
  await expect(current.getByRole('button', { name: 'Cancelar suscripción' })).toHaveCount(0);
  await expect(pending).toBeHidden();
  await context.close();
});
