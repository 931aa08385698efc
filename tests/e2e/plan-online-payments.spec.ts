import type { Page } from '@playwright/test';
import { expectNoAxeViolations, waitForContent } from './support/axe';
import { expect, signUp, test, toast } from './support/fixtures';
import { fillSlots } from '#shared/format';
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
  await expect(rows).toContainText('$999');
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
  await expect(pending).toContainText('$499');
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

test('a plan renewing through Stripe changes: a higher one once its difference is paid, a lower one from the end date, undone by choosing the current plan', async ({
  browser,
}) => {
  test.slow(); // A plan paid, three changes, Facturación, three scans.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-test-plan-payments': 'online' } });
  const page = await context.newPage();
  await signUp(page, 'provider');
  // Set up through the API: Básico chosen and its first month paid in Stripe's form (the stand-in's payment).
  const chosen = await page.request.post('/api/subscription', { data: { planType: 'basic' } });
  expect(chosen.status(), await chosen.text()).toBe(201);
  const { checkout } = (await chosen.json()) as { checkout: { clientSecret: string } };
  const paid = await page.request.post('/api/test/stripe/pay', {
    data: { clientSecret: checkout.clientSecret },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  await page.goto('/proveedor/suscripcion');
  await waitForContent(page, true);
  const basic = page.getByRole('region', { name: 'Tu suscripción: Básico' });
  await expect(basic).toContainText('Se renueva el');
  const endDate = (await basic.locator('dd').nth(2).innerText()).trim();

  // A higher plan: asked now, in force once Stripe has charged the rest of the month to the saved card.
  await page.getByRole('button', { name: 'Elegir Premium' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Confirmar plan Premium' });
  await expect(upgrade).toContainText(
    'Tu plan cambia a Premium ($999 al mes) en cuanto se cobre la diferencia del resto del mes con tu forma de pago guardada. Tu fecha de renovación no cambia.',
  );
  await expectNoAxeViolations(page, 'the dialog of a higher plan');
  await upgrade.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Cambio solicitado')).toContainText(
    'Tu plan cambia a Premium en cuanto se confirme el cobro de la diferencia.',
  );
  await expect(upgrade).toBeHidden();
  await expect(basic).toBeVisible();
  // Stripe charges the difference: its invoice.paid, played by the journeys' hook; the page is still asking.
  const mine = (await (await page.request.get('/api/subscription')).json()) as {
    subscription: { id: string };
  };
  const charged = await page.request.post('/api/test/stripe/plan-change-paid', {
    data: { subscriptionId: mine.subscription.id, planType: 'premium' },
  });
  expect(charged.status(), await charged.text()).toBe(200);
  await expect(toast(page, 'Suscripción exitosa')).toContainText('Tu plan ahora es Premium.', {
    timeout: 15_000,
  });
  const premium = page.getByRole('region', { name: 'Tu suscripción: Premium' });
  await expect(premium).toContainText('$999');
  await expect(premium.locator('dd').nth(2)).toHaveText(endDate);
  await expect(page.getByRole('button', { name: 'Plan actual' })).toBeDisabled();

  // A lower plan: the month paid for stays Premium, then it renews as Básico ('Siguiente plan').
  await page.getByRole('button', { name: 'Elegir Básico' }).click();
  const downgrade = page.getByRole('dialog', { name: 'Confirmar plan Básico' });
  await expect(downgrade).toContainText(
    `Tu plan Premium sigue hasta el ${endDate}, que ya pagaste; desde entonces se renueva como Básico ($499 al mes).`,
  );
  await downgrade.getByRole('button', { name: 'Confirmar' }).click();
  // One period after the date, also when its hour ends in 'a.m.'.
  const scheduled = toast(page, 'Cambio programado');
  await expect(scheduled).toContainText(fillSlots('Tu plan cambia a Básico el {date}.', { date: endDate }));
  await expect(scheduled).not.toContainText('..');
  await expect(downgrade).toBeHidden();
  await expect(premium).toContainText('Siguiente plan');
  await expect(premium).toContainText(`Básico, desde el ${endDate}`);
  await expectNoAxeViolations(page, 'Suscripción with a lower plan scheduled');

  // Premium again, before the end date: the scheduled change is undone.
  await page.getByRole('button', { name: 'Mantener Premium' }).click();
  const keep = page.getByRole('dialog', { name: 'Confirmar plan Premium' });
  await expect(keep).toContainText(
    'Tu plan Premium seguirá renovándose y se cancela el cambio programado a Básico.',
  );
  await expectNoAxeViolations(page, 'the dialog that keeps the current plan');
  await keep.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Cambio cancelado')).toContainText('Tu plan Premium seguirá renovándose.');
  await expect(premium).not.toContainText('Siguiente plan');
  await expect(premium).toContainText('Se renueva el');
  await expect(page.getByRole('button', { name: 'Plan actual' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Mantener Premium' })).toHaveCount(0);

  // Facturación: the first month and the difference (half of the $500 between the plans, in the stand-in's
  // invoice), both paid online, each named for what it paid: the Básico month stays Básico after the upgrade.
  await page.goto('/proveedor/facturacion');
  await waitForContent(page, true);
  const rows = page
    .getByRole('table', { name: /^Recibos/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(2);
  for (const [amount, concept] of [
    ['$499', 'Plan Básico (mensual)'],
    ['$250', 'Cambio al plan Premium (resto del mes)'],
  ]) {
    const row = rows.filter({ hasText: amount });
    await expect(row.getByRole('cell').first()).toHaveText(concept!);
    await expect(row).toContainText('Pago en línea (tarjeta o SPEI)');
    await expect(row).toContainText('Pagado');
  }
  await context.close();
});
