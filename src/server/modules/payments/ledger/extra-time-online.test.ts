import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '#shared/format';
import type { Charge } from '#shared/schemas/money';
import { rowsOf } from '#server/db/client';
import { TEST_PASSWORD } from '#server/testing/client';
import { testDriver } from '#server/testing/harness';
import { signUpOperator } from '#server/testing/operator';
import { useServicePayments } from '#server/testing/payments/service-world';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// 'Tiempo extra' on a service paid online (issue 29): the payment covers what it authorised or was paid ahead,
// never more; approved extra time beyond it is owed directly to the provider, who confirms it as received.
describe(`'Tiempo extra' on services paid online (${testDriver})`, () => {
  const { world, t, stripe } = useServicePayments();

  type Party = Awaited<ReturnType<typeof world.acceptOffer>>['customer'];
  const step = (party: Party, id: string, body: Record<string, unknown>) =>
    party.client.post(`/api/services/${id}/actions`, body);
  const paymentsOf = async (jobId: string) =>
    rowsOf<{
      status: string;
      amount: number;
      captured_amount: number | null;
      refunded_amount: number | null;
    }>(
      await t.database.db.execute(sql`select status, amount, captured_amount, refunded_amount from payments
        where job_id = ${jobId} and kind = 'service' order by created_at, id`),
    );
  const callsTo = (path: string) => stripe.calls.filter((call) => call.path === path);
  const intentOf = async (jobId: string) => {
    const [row] = rowsOf<{ gateway_reference: string }>(
      await t.database.db.execute(sql`select gateway_reference from payments where job_id = ${jobId}
        order by created_at desc limit 1`),
    );
    return row!.gateway_reference;
  };
  /** The service's charge in Pagos (customer) or Ganancias (provider), and that page's totals. */
  async function moneyOf(party: Party, serviceId: string, viewer: 'customer' | 'provider', month?: string) {
    const read = await party.client.get(
      viewer === 'customer' ? '/api/payments' : `/api/earnings?month=${month}`,
    );
    expect(read.statusCode, read.body).toBe(200);
    const body = read.json() as {
      charges: Charge[];
      totals: { total: number; paid: number; pending: number };
    };
    return { charge: body.charges.find((charge) => charge.serviceId === serviceId), totals: body.totals };
  }
  const monthOf = (iso: string) => iso.slice(0, 7);
  const serviceOf = async (party: Party, id: string) =>
    (await party.client.get('/api/services')).json().services.find((row: { id: string }) => row.id === id);

  /** A $700 service paid `method`, 72 h ahead: held by card, or paid by SPEI; the clock an hour into it. */
  async function underWay(method: 'card' | 'spei') {
    const made = await world.acceptOffer(method, 72);
    expect(made.accepted.statusCode, made.accepted.body).toBe(201);
    const service = made.accepted.json().service as { id: string; scheduledAt: string; price: number };
    if (method === 'card') {
      const started = await made.customer.client.post(`/api/services/${service.id}/card-payment`);
      expect(started.statusCode, started.body).toBe(200);
      await world.deliver(
        'payment_intent.amount_capturable_updated',
        stripe.confirmCard(await intentOf(service.id)),
      );
    } else {
      await t.runTasks();
      await t.runTasks();
      await world.deliver(
        'payment_intent.succeeded',
        stripe.fundBankTransfer(await intentOf(service.id), service.price),
      );
    }
    t.clock.set(new Date(new Date(service.scheduledAt).getTime() + HOUR));
    const ask = (minutes: number) =>
      made.provider.client.post(`/api/services/${service.id}/extra-time`, { minutes });
    const answer = (approve: boolean) =>
      made.customer.client.post(`/api/services/${service.id}/extra-time/answer`, { approve });
    return { ...made, service, ask, answer, month: monthOf(service.scheduledAt) };
  }

  it('card held for less than the new total: captures what was authorised, the provider collects and confirms the rest', async () => {
    const { customer, provider, service, ask, answer, month } = await underWay('card');
    const asked = await ask(60);
    expect(asked.statusCode, asked.body).toBe(201);
    const extra = asked.json().extraTime as { price: number; collectedBy: string };
    expect(extra.price).toBeGreaterThan(0);
    // The hold was authorised for $700: the hour more is paid to the provider directly.
    expect(extra.collectedBy).toBe('provider');
    const seen = await customer.client.get(`/api/services/${service.id}/extra-time`);
    expect(seen.json().extraTime).toMatchObject({ status: 'requested', collectedBy: 'provider' });
    const approved = await answer(true);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().extraTime).toMatchObject({ status: 'approved', collectedBy: 'provider' });
    const total = 70_000 + extra.price;

    expect((await step(provider, service.id, { action: 'mark_done' })).statusCode).toBe(200);
    const owed = await moneyOf(provider, service.id, 'provider', month);
    expect(owed.charge).toMatchObject({
      amount: total,
      paid: false,
      paidAmount: 0,
      direct: { amount: extra.price, confirmed: false },
      canConfirmPayment: true,
    });
    expect(owed.totals).toMatchObject({ total, paid: 0, pending: total });

    const completed = await step(customer, service.id, { action: 'confirm_completion' });
    expect(completed.statusCode, completed.body).toBe(200);
    await t.runTasks();
    const intentId = await intentOf(service.id);
    // Never more than authorised.
    expect(
      callsTo(`/v1/payment_intents/${intentId}/capture`).map((call) => call.body['amount_to_capture']),
    ).toEqual(['70000']);
    expect(await paymentsOf(service.id)).toMatchObject([{ status: 'paid', captured_amount: 70_000 }]);
    const captured = await moneyOf(customer, service.id, 'customer');
    expect(captured.charge).toMatchObject({
      amount: total,
      paid: false,
      paidAmount: 70_000,
      direct: { amount: extra.price, confirmed: false },
      canConfirmPayment: false,
    });
    expect(captured.totals).toMatchObject({ total, paid: 70_000, pending: extra.price });
    expect((await serviceOf(customer, service.id)).paymentConfirmed).toBe(false);
    expect((await serviceOf(provider, service.id)).actions).toContain('confirm_payment');

    const confirmed = await step(provider, service.id, { action: 'confirm_payment' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const received = await moneyOf(provider, service.id, 'provider', month);
    expect(received.charge).toMatchObject({
      paid: true,
      paidAmount: total,
      direct: { amount: extra.price, confirmed: true },
      canConfirmPayment: false,
    });
    expect(received.totals).toMatchObject({ total, paid: total, pending: 0 });
    expect((await step(provider, service.id, { action: 'confirm_payment' })).statusCode).toBe(200);
    await t.runTasks();
    // Nothing given back: the card kept what it captured.
    expect(callsTo('/v1/refunds').filter((call) => call.body['payment_intent'] === intentId)).toHaveLength(0);
    t.clock.set(new Date());
  });

  it('SPEI paid ahead: the difference is owed to the provider, and the service is no longer wholly paid until confirmed', async () => {
    const { customer, provider, service, ask, answer, month } = await underWay('spei');
    expect((await serviceOf(customer, service.id)).paymentConfirmed).toBe(true);
    const asked = await ask(30);
    expect(asked.json().extraTime).toMatchObject({ collectedBy: 'provider' });
    const price = asked.json().extraTime.price as number;
    expect((await answer(true)).statusCode).toBe(200);
    expect(await serviceOf(customer, service.id)).toMatchObject({
      price: 70_000 + price,
      paymentConfirmed: false,
    });
    expect((await step(provider, service.id, { action: 'mark_done' })).statusCode).toBe(200);
    const owed = await moneyOf(customer, service.id, 'customer');
    expect(owed.charge).toMatchObject({
      amount: 70_000 + price,
      paid: false,
      paidAmount: 70_000,
      direct: { amount: price, confirmed: false },
    });
    expect(owed.totals).toMatchObject({ paid: 70_000, pending: price });
    const earnings = await provider.client.get(`/api/earnings?month=${month}`);
    expect(earnings.json().months.find((row: { month: string }) => row.month === month)).toMatchObject({
      total: 70_000 + price,
      paid: 70_000,
      pending: price,
    });
    expect((await step(customer, service.id, { action: 'confirm_completion' })).statusCode).toBe(200);
    // Completed, the customer's account stays while the extra is owed, and the refusal names only that part.
    const refused = await customer.client.post('/api/account/delete', { password: TEST_PASSWORD });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.code).toBe('MONEY_OWED');
    expect(refused.json().error.message).toContain(`${formatMoney(price)} por pagar a`);
    expect(refused.json().error.message).not.toContain(formatMoney(70_000 + price));
    expect((await step(provider, service.id, { action: 'confirm_payment' })).statusCode).toBe(200);
    expect((await moneyOf(provider, service.id, 'provider', month)).charge).toMatchObject({
      paid: true,
      paidAmount: 70_000 + price,
    });
    // What SPEI paid is kept, nothing refunded.
    await t.runTasks();
    expect(await paymentsOf(service.id)).toMatchObject([{ status: 'paid', refunded_amount: null }]);
    t.clock.set(new Date());
  });

  it('a dispute settled below the new total refunds the card no more than it captured', async () => {
    const { customer, provider, service, ask, answer } = await underWay('card');
    const price = (await ask(60)).json().extraTime.price as number;
    expect((await answer(true)).statusCode).toBe(200);
    await step(provider, service.id, { action: 'mark_done' });
    await step(customer, service.id, { action: 'report_problem', reason: 'Faltó limpiar la cocina.' });
    t.clock.set(new Date(t.clock.now().getTime() + 4 * DAY));
    await t.runTasks();
    const operator = await signUpOperator(t);
    // $650 of $700 + the hour: the card keeps $650, nothing is owed directly any more.
    const resolved = await operator.client.post(`/api/operator/disputes/${service.id}/resolve`, {
      outcome: 'split',
      amount: 65_000,
      reason: 'Se acordó un descuento por la cocina.',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    await t.runTasks();
    const [payment] = await paymentsOf(service.id);
    expect(payment).toMatchObject({ status: 'paid' });
    expect(payment!.captured_amount).toBeLessThanOrEqual(70_000);
    expect((payment!.captured_amount ?? 0) - (payment!.refunded_amount ?? 0)).toBe(65_000);
    const settled = await moneyOf(customer, service.id, 'customer');
    expect(settled.charge).toMatchObject({ amount: 65_000, direct: null, paid: true });
    // The service card says so too: the hour beyond the hold was owed directly until the dispute settled within it.
    expect((await serviceOf(customer, service.id)).paymentConfirmed).toBe(true);
    expect(price).toBeGreaterThan(0);
    t.clock.set(new Date());
  });

  it('a card not held yet is collected with the card: its hold will be placed for the new price', async () => {
    const made = await world.acceptOffer('card', 72);
    const service = made.accepted.json().service as { id: string; scheduledAt: string };
    t.clock.set(new Date(new Date(service.scheduledAt).getTime() + HOUR));
    const asked = await made.provider.client.post(`/api/services/${service.id}/extra-time`, { minutes: 30 });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().extraTime).toMatchObject({ collectedBy: 'card' });
    t.clock.set(new Date());
  });
});
