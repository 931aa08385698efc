import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargePaid, customerOwes, owedDirectly } from '#shared/domain/payment-lifecycle';
import { SERVICE_STATUSES, TOOK_PLACE_STATUSES } from '#shared/domain/service-lifecycle';
import { rowsOf } from '#server/db/client';
import { jobs, payments, serviceRequests } from '#server/db/schema';
import { createTestApp, testDriver, type TestApp } from '#server/testing/harness';
import { runs } from '#server/testing/hostile/runs';
import { signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';
import { chargeAmount, directAmount, isCharge, paidAmount } from './charges';
import { createPayment, movePayment } from './move-payment';

// Enough draws that a service paid online and short of what it owes (approved extra time) comes up in most runs.
const RUNS = runs(200, 100);
const START = new Date('2026-06-10T16:00:00Z');
const MAX_SERVICES = 6;
const HOUR = 3_600_000;

// Any service the table's checks admit, not only those the graph reaches: the SQL and the TypeScript must agree
// on each, whatever its history.
const service = fc
  .record({
    // Half of them took place, where a payment may fall short of what is owed (approved extra time).
    status: fc.oneof(fc.constantFrom(...SERVICE_STATUSES), fc.constantFrom(...TOOK_PLACE_STATUSES)),
    price: fc.integer({ min: 1, max: 5_000_000 }),
    settledShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
    feeShare: fc.option(fc.constantFrom(0, 0.5, 1, 0.37), { nil: null }),
    noShow: fc.constantFrom('none', 'open', 'settled'),
    // Paid online or by hand, its payment's amount against the price (approved extra time beyond it), and the
    // provider's 'Confirmar pago recibido'.
    paymentMethod: fc.oneof(
      { arbitrary: fc.constant('cash' as const), weight: 1 },
      { arbitrary: fc.constantFrom('card' as const, 'spei' as const), weight: 3 },
    ),
    payment: fc.option(
      fc.record({
        share: fc.constantFrom(0.5, 0.8, 1, 1.2),
        status: fc.constantFrom('pending', 'authorized', 'paid'),
      }),
      { nil: null },
    ),
    confirmed: fc.boolean(),
  })
  .map(({ status, price, settledShare, feeShare, noShow, paymentMethod, payment, confirmed }) => ({
    status,
    price,
    // A dispute's settled amount lies between 1 centavo and the price (jobs_settled_amount_range).
    settledAmount: settledShare === null ? null : Math.max(1, Math.round(price * settledShare)),
    cancellationFee: feeShare === null ? null : Math.round(price * feeShare),
    noShowAt: noShow === 'none' ? null : new Date(START.getTime() + HOUR),
    noShowSettledAt: noShow === 'settled' ? new Date(START.getTime() + 49 * HOUR) : null,
    paymentMethod,
    paymentConfirmedAt: confirmed ? START : null,
    payment:
      payment === null || paymentMethod === 'cash'
        ? null
        : { amount: Math.round(price * payment.share), status: payment.status },
  }));

describe(`what a customer owes, and how it is paid, in SQL and in TypeScript (${testDriver})`, () => {
  let t: TestApp;
  let customerId = '';
  // One provider per service of a draw: two pending or confirmed services of one provider at START would overlap.
  const providerIds: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    customerId = (await signUpCustomer(t.app)).userId;
    for (let index = 0; index < MAX_SERVICES; index++) providerIds.push((await signUpProvider(t.app)).userId);
  });
  afterAll(() => t.close());

  it('agree on every service: isCharge and chargeAmount say what customerOwes says, directAmount and paidAmount what owedDirectly and chargePaid say', async () => {
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(fc.array(service, { minLength: 1, maxLength: MAX_SERVICES }), async (services) => {
        const requests = await db
          .insert(serviceRequests)
          .values(
            services.map((_, index) => ({
              customerId,
              title: 'Solicitud de prueba',
              description: 'Descripción de prueba suficiente.',
              serviceId: 'home-cleaning' as const,
              budgetRange: '0-500' as const,
              requiredDate: START,
              location: 'Ciudad de México',
              lat: ZOCALO.lat,
              lng: ZOCALO.lng,
              status: 'assigned' as const,
              providerId: providerIds[index]!,
            })),
          )
          .returning({ id: serviceRequests.id });
        const inserted = await db
          .insert(jobs)
          .values(
            services.map(({ payment: _payment, ...row }, index) => ({
              ...row,
              requestId: requests[index]!.id,
              customerId,
              providerId: providerIds[index]!,
              title: 'Limpieza',
              serviceId: 'home-cleaning' as const,
              durationMinutes: 180,
              scheduledAt: START,
              timeZone: 'America/Mexico_City' as const,
              location: 'Ciudad de México',
            })),
          )
          .returning({ id: jobs.id });
        const ids = inserted.map((row) => row.id);
        // Through the one writer of payment statuses: asked, then held or captured as the draw says.
        for (const [index, row] of services.entries()) {
          if (!row.payment) continue;
          const { status, amount } = row.payment;
          await db.transaction(async (tx) => {
            const values = {
              providerId: providerIds[index]!,
              jobId: ids[index]!,
              amount,
              description: 'Servicio de prueba',
              gateway: 'stripe' as const,
              method: row.paymentMethod as 'card' | 'spei',
            };
            const asked = await createPayment(tx, 'service', 'ask', {
              actor: 'customer',
              now: START,
              values,
            });
            if (status === 'pending') return;
            await movePayment(tx, 'service', asked!.id, status === 'paid' ? 'capture' : 'authorize', {
              actor: 'task',
              now: START,
            });
          });
        }
        const read = rowsOf<{
          id: string;
          is_charge: boolean;
          amount: number | null;
          direct: number;
          paid: number;
        }>(
          await db.execute(sql`select j.id, ${isCharge} as is_charge, ${chargeAmount}::int as amount,
              ${directAmount}::int as direct, ${paidAmount}::int as paid
            from jobs j where j.id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`),
        );
        const bySql = new Map(read.map((row) => [row.id, row]));
        services.forEach((row, index) => {
          const facts = { ...row, noShowSettled: row.noShowSettledAt !== null };
          const owed = customerOwes(facts);
          const found = bySql.get(ids[index]!)!;
          expect(found.is_charge ? Number(found.amount) : null, JSON.stringify(row)).toBe(owed);
          // A pending payment holds nothing yet: a saved card is held later for the price of the day.
          const cover = row.payment && row.payment.status !== 'pending' ? row.payment.amount : null;
          const direct = owedDirectly(facts, cover);
          expect(Number(found.direct), JSON.stringify(row)).toBe(direct);
          if (owed === null) return;
          const onlinePaid = row.payment?.status === 'paid';
          expect(Number(found.paid), JSON.stringify(row)).toBe(
            chargePaid(owed, direct, { onlinePaid, confirmed: row.paymentConfirmedAt !== null }),
          );
        });
        await db.delete(payments).where(inArray(payments.jobId, ids));
        await db.delete(jobs).where(inArray(jobs.id, ids));
        await db.delete(serviceRequests).where(
          inArray(
            serviceRequests.id,
            requests.map((request) => request.id),
          ),
        );
      }),
      { numRuns: RUNS },
    );
  });
});
