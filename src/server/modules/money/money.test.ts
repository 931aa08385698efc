import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moneyMessages } from '#shared/money-messages';
import type { TestClient } from '#server/testing/client';
import { testDriver, useTestApp } from '#server/testing/harness';
import { publishRequest, signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';
import { acceptOffer } from '#server/testing/services';
import { currentMonth } from '#server/domain/charges';

const HOUR = 3_600_000;
type Party = { client: TestClient; userId: string; email: string };

/** 'YYYY-MM', `ahead` months after this one. */
function monthAhead(ahead: number): { year: number; month: number; key: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1));
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth() + 1;
  return { year, month, key: `${year}-${String(month).padStart(2, '0')}` };
}

/** An instant given as the wall clock in Mexico City (UTC−6 all year since 2022). */
const mexicoCity = (year: number, month: number, day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(year, month - 1, day, hour + 6, minute));

describe(`Pagos and Ganancias (${testDriver})`, () => {
  const t = useTestApp();

  const step = async (party: Party, id: string, body: Record<string, unknown>) => {
    const answer = await party.client.post(`/api/services/${id}/actions`, body);
    expect(answer.statusCode, answer.body).toBe(200);
  };

  it('files each charge under its month where the service takes place, pending until the provider confirms it, and exports the month as CSV', async () => {
    t.clock.set(new Date());
    const provider = await signUpProvider(t.app, {
      area: ZOCALO,
      plan: 'premium',
      radius: 10,
      displayName: 'Brillo Fino',
    });
    const customer = await signUpCustomer(t.app);
    await customer.client.request('PUT', '/api/profile', {
      fullName: 'Lucía Pérez',
      phone: '5511112222',
      address: { street: 'Calle 5 de Mayo 20', colonia: 'Centro' },
    });
    const target = monthAhead(2);
    const lastDay = new Date(Date.UTC(target.year, target.month, 0)).getUTCDate();
    const inTarget = (day: number, hour: number, minute = 0) =>
      mexicoCity(target.year, target.month, day, hour, minute);
    const agree = async (title: string, at: Date, pesos: number, paymentMethod: string) => {
      // A card with no gateway is refused now: such a service was agreed before, to be paid to the provider.
      const legacyCard = paymentMethod === 'card';
      const requestId = await publishRequest(customer, ZOCALO, {
        title,
        requiredDate: at.toISOString(),
        paymentMethod: legacyCard ? 'cash' : paymentMethod,
      });
      const { id } = await acceptOffer(customer, provider, requestId, { pesos });
      if (legacyCard)
        await t.database.db.execute(sql`update jobs set payment_method = 'card' where id = ${id}`);
      return { id, at };
    };
    const paidCash = await agree('Limpieza de sala', inTarget(5, 10), 700, 'cash');
    const transfer = await agree('+Limpieza profunda', inTarget(10, 10), 900, 'transfer');
    const card = await agree('Lavado de ventanas', inTarget(20, 10), 600, 'card');
    const freeCancel = await agree('Limpieza de cocina', inTarget(25, 9), 500, 'cash');
    // 23:30 on the month's last day in Mexico City is already the next month in UTC: filed under this one.
    const lateCancel = await agree('Limpieza de recámaras', inTarget(lastDay, 23, 30), 1000, 'cash');

    await step(customer, freeCancel.id, { action: 'cancel_by_customer', expectedFee: 0 });
    t.clock.set(paidCash.at);
    await step(provider, paidCash.id, { action: 'mark_done' });
    await step(provider, paidCash.id, { action: 'confirm_payment' });
    await step(customer, paidCash.id, { action: 'confirm_completion' });
    t.clock.set(transfer.at);
    await step(provider, transfer.id, { action: 'mark_done' });
    t.clock.set(card.at);
    await step(provider, card.id, { action: 'mark_done' });
    t.clock.set(new Date(lateCancel.at.getTime() - 2 * HOUR));
    await step(customer, lateCancel.id, { action: 'cancel_by_customer', expectedFee: 50_000 });
    await step(provider, lateCancel.id, { action: 'confirm_payment' });
    // A cancellation without a charge has nothing to confirm.
    const nothingToPay = await provider.client.post(`/api/services/${freeCancel.id}/actions`, {
      action: 'confirm_payment',
    });
    expect(nothingToPay.statusCode).toBe(409);
    expect(nothingToPay.json().error.code).toBe('WRONG_STATUS');

    const line = (service: { id: string; at: Date }, fields: Record<string, unknown>) => ({
      serviceId: service.id,
      date: service.at.toISOString(),
      timeZone: 'America/Mexico_City',
      ...fields,
    });
    const forProvider = [
      line(lateCancel, {
        title: 'Limpieza de recámaras',
        kind: 'cancellation',
        amount: 50_000,
        paymentMethod: 'cash',
        paid: true,
        serviceStatus: 'cancelled',
        otherName: 'Lucía P.',
        canConfirmPayment: false,
      }),
      line(card, {
        kind: 'service',
        amount: 60_000,
        paymentMethod: 'card',
        paid: false,
        canConfirmPayment: false,
      }),
      line(transfer, {
        title: '+Limpieza profunda',
        kind: 'service',
        amount: 90_000,
        paymentMethod: 'transfer',
        paid: false,
        serviceStatus: 'done',
        canConfirmPayment: true,
      }),
      line(paidCash, { kind: 'service', amount: 70_000, paid: true, serviceStatus: 'completed' }),
    ];
    const totals = { total: 270_000, paid: 120_000, pending: 150_000 };

    const earnings = await provider.client.get(`/api/earnings?month=${target.key}`);
    expect(earnings.statusCode, earnings.body).toBe(200);
    expect(earnings.json()).toMatchObject({
      month: target.key,
      charges: forProvider,
      totals,
      byMethod: [
        { paymentMethod: 'cash', total: 120_000, paid: 120_000, pending: 0 },
        { paymentMethod: 'card', total: 60_000, paid: 0, pending: 60_000 },
        { paymentMethod: 'transfer', total: 90_000, paid: 0, pending: 90_000 },
      ],
      months: [{ month: target.key, count: 4, ...totals }],
    });
    expect(earnings.json().charges).toHaveLength(4);
    // The month after holds none of it; the default month is this one, listed with the months that have charges.
    const after = monthAhead(3).key;
    expect((await provider.client.get(`/api/earnings?month=${after}`)).json()).toMatchObject({
      charges: [],
      totals: { total: 0, paid: 0, pending: 0 },
      byMethod: [],
      months: [{ month: after, count: 0 }, { month: target.key }],
    });
    expect((await provider.client.get('/api/earnings')).json().month).toBe(currentMonth(t.clock.now()));

    const payments = await customer.client.get('/api/payments');
    expect(payments.statusCode, payments.body).toBe(200);
    expect(payments.json()).toEqual({
      charges: forProvider.map((charge) =>
        expect.objectContaining({ ...charge, otherName: 'Brillo Fino', canConfirmPayment: false }),
      ),
      totals,
    });
    expect((await customer.client.get('/api/requests/summary')).json().totalSpent).toBe(270_000);

    const csv = await provider.client.get(`/api/earnings/csv?month=${target.key}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="ganancias-${target.key}.csv"`);
    const rows = csv.body.split('\r\n');
    expect(rows[0]).toBe(`\uFEFF${moneyMessages.csvColumns.join(',')}`);
    const day = (n: number) => `${target.key}-${String(n).padStart(2, '0')}`;
    expect(rows.slice(1)).toEqual([
      `${day(lastDay)} 23:30,Limpieza de recámaras,Lucía P.,Cargo por cancelación,Efectivo,500.00,Recibido`,
      `${day(20)} 10:00,Lavado de ventanas,Lucía P.,Servicio,Tarjeta,600.00,Pendiente`,
      // A spreadsheet would read a leading '+' as a formula: it stays text.
      `${day(10)} 10:00,'+Limpieza profunda,Lucía P.,Servicio,Transferencia,900.00,Pendiente`,
      `${day(5)} 10:00,Limpieza de sala,Lucía P.,Servicio,Efectivo,700.00,Recibido`,
      '',
    ]);
  });

  it('shows each person only their own money, and refuses a month that is not one', async () => {
    const customer = await signUpCustomer(t.app);
    const provider = await signUpProvider(t.app);
    expect((await customer.client.get('/api/payments')).json()).toEqual({
      charges: [],
      totals: { total: 0, paid: 0, pending: 0 },
    });
    expect((await provider.client.get('/api/earnings?month=2026-01')).json()).toEqual({
      month: '2026-01',
      charges: [],
      totals: { total: 0, paid: 0, pending: 0 },
      byMethod: [],
      months: [{ month: '2026-01', count: 0, total: 0, paid: 0, pending: 0 }],
    });
    expect((await customer.client.get('/api/earnings')).statusCode).toBe(403);
    expect((await provider.client.get('/api/payments')).statusCode).toBe(403);
    for (const month of ['2026-13', 'noviembre', '2026-1', '2026-11-01']) {
      for (const url of ['/api/earnings', '/api/earnings/csv']) {
        const answer = await provider.client.get(`${url}?month=${encodeURIComponent(month)}`);
        expect(answer.statusCode, `${url} ${month}`).toBe(400);
        expect(answer.json().error.fields).toEqual({ month: moneyMessages.invalidMonth });
      }
    }
  });
});
