import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '#server/db/client';
import { testDriver } from '#server/testing/harness';
import { useServicePayments } from '#server/testing/payments/service-world';
import { serviceSteps } from './service-steps';
import { takeStep } from './transitions';

// Payments learns that a card-paid service ended from the step's announcement, not from a call in jobs: what it
// queues must still stand or fall with the step, in the step's own transaction.
describe(`a service step's announcement (${testDriver})`, () => {
  const { world, t } = useServicePayments();

  /** A $700 service four days ahead, accepted to be paid by card: its payment asked, not yet authorised. */
  async function cardService() {
    const made = await world.acceptOffer('card', 96);
    expect(made.accepted.statusCode, made.accepted.body).toBe(201);
    return { id: made.accepted.json().service.id as string, customerId: made.customer.userId };
  }

  /** The settlement tasks queued for the service's payments, as `db` (a transaction, or the database) reads them. */
  const settlementsOf = async (jobId: string, db: Database = t.database.db) =>
    rowsOf<{ id: string }>(
      await db.execute(sql`select t.id from tasks t join payments p on p.id::text = t.payload->>'paymentId'
        where p.job_id = ${jobId} and t.kind = 'service-card-settle'`),
    );
  const statusOf = async (jobId: string) =>
    rowsOf<{ status: string }>(
      await t.database.db.execute(sql`select status from jobs where id = ${jobId}`),
    )[0]!.status;

  const cancel = (jobId: string, customerId: string) =>
    t.database.db.transaction(async (tx) => {
      await takeStep(tx, jobId, { action: 'cancel_by_customer', userId: customerId, now: t.clock.now() });
    });

  it('queues the card settlement in the transaction of the step that ends the service', async () => {
    const service = await cardService();
    await cancel(service.id, service.customerId);
    expect(await statusOf(service.id)).toBe('cancelled');
    expect(await settlementsOf(service.id)).toHaveLength(1);
  });

  it('leaves no settlement queued when the step rolls back', async () => {
    const service = await cardService();
    const rolledBack = t.database.db.transaction(async (tx) => {
      await takeStep(tx, service.id, {
        action: 'cancel_by_customer',
        userId: service.customerId,
        now: t.clock.now(),
      });
      // The settlement is queued by now, in this transaction, and goes with it.
      expect(await settlementsOf(service.id, tx)).toHaveLength(1);
      throw new Error('rolled back after the step');
    });
    await expect(rolledBack).rejects.toThrow('rolled back after the step');
    expect(await statusOf(service.id)).toBe('confirmed');
    expect(await settlementsOf(service.id)).toHaveLength(0);
  });

  it('refuses the step when a subscriber fails, so the service does not end without its settlement', async () => {
    const service = await cardService();
    const off = serviceSteps.on('ended', async () => {
      throw new Error('subscriber failed');
    });
    try {
      await expect(cancel(service.id, service.customerId)).rejects.toThrow('subscriber failed');
    } finally {
      off();
    }
    expect(await statusOf(service.id)).toBe('confirmed');
    expect(await settlementsOf(service.id)).toHaveLength(0);
  });
});
