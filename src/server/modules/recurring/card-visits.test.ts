import { eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cardPayBy } from '#shared/domain/card-payment';
import { jobs, tasks } from '#server/db/schema';
import { askOnlinePayment, CARD_DEADLINE } from '#server/modules/payments';
import { testDriver, useTestApp } from '#server/testing/harness';
import { bookableStartFrom } from '#server/testing/bookable';
import { planVisits, runningPlan } from '#server/testing/recurring';

const HOUR_MS = 3_600_000;

describe(`a plan's visit paid online, moved to another time (${testDriver})`, () => {
  const t = useTestApp();
  const db = () => t.database.db;
  afterEach(() => t.clock.set(new Date()));

  it('moves the time its payment is waited for with it, once per move', async () => {
    const { customer, id } = await runningPlan(t);

    // The second visit paid by card: its payment asked, with the deadline of its start.
    const second = (await planVisits(db(), id))[1]!;
    const [job] = await db()
      .update(jobs)
      .set({ paymentMethod: 'card' })
      .where(eq(jobs.id, second.id))
      .returning();
    const paymentId = await db().transaction((tx) => askOnlinePayment(tx, 'stripe', job!, t.clock.now()));
    const deadlines = () =>
      db()
        .select({ runAt: tasks.runAt, key: tasks.dedupeKey })
        .from(tasks)
        .where(like(tasks.dedupeKey, `${CARD_DEADLINE}:${paymentId}%`));
    const askedAt = t.clock.now();
    expect((await deadlines()).map((task) => task.runAt)).toEqual([cardPayBy(second.start, askedAt)]);

    // Two other starts the provider has free that day (the schedule ends at 23:59).
    const starts = [-2, -1, 1, 2]
      .map((hours) => new Date(second.start.getTime() + hours * HOUR_MS))
      .filter((start) => bookableStartFrom(start).getTime() === start.getTime())
      .slice(0, 2);
    expect(starts).toHaveLength(2);
    for (const to of starts) {
      const moved = await customer.client.post(`/api/recurring-plans/${id}/visits/${second.date}/move`, {
        requiredDate: to.toISOString(),
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await deadlines()).map((task) => task.runAt)).toEqual([cardPayBy(to, askedAt)]);
    }
  });
});
