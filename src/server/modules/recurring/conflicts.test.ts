import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { visitsToSchedule } from '#shared/domain/plan-schedule';
import { recurringChangeMessages } from '#shared/recurring-change-messages';
import type { PlanOut } from '#shared/schemas/recurring';
import { scheduleMessages } from '#shared/schedule-messages';
import {
  jobs,
  notifications,
  recurringPlanConflicts,
  recurringPlans,
  serviceRequests,
} from '#server/db/schema';
import { bookableStartFrom, OPEN_SCHEDULE } from '#server/testing/bookable';
import { testDriver, useTestApp } from '#server/testing/harness';
import { signUpCustomer } from '#server/testing/marketplace';
import { makePlan, signUpPlanProvider } from '#server/testing/recurring';
import { rhythmOf } from './rhythm';

const DAY_MS = 86_400_000;

describe(`a visit the scheduler could not book: 'Saltar' or another time (${testDriver})`, () => {
  const t = useTestApp();
  const db = () => t.database.db;
  afterEach(() => t.clock.set(new Date()));

  /** A running weekly plan whose second visit falls on the provider's day off: a conflict waits for a choice. */
  async function planWithConflict() {
    const customer = await signUpCustomer(t.app);
    const booked = await signUpPlanProvider(t.app);
    // Its first visit two days ahead, so its second (the day off) and the day after it stay inside the free
    // times' 14 days once the clock moves a week: the default start (2 to 13 days ahead, by how many bookings the
    // worker's earlier files made) put the day after past them.
    const firstStart = bookableStartFrom(new Date(t.clock.now().getTime() + 2 * DAY_MS));
    const plan = await makePlan(customer, booked.userId, 'weekly', {
      requiredDate: firstStart.toISOString(),
    });
    const [row] = await db().select().from(recurringPlans).where(eq(recurringPlans.id, plan.id));
    const dayOff = visitsToSchedule(rhythmOf(row!), { now: t.clock.now() }).find(
      (visit) => visit.date !== row!.firstDate,
    )!;
    const saved = await booked.client.request('PUT', '/api/provider/availability', {
      ...OPEN_SCHEDULE,
      daysOff: [{ from: dayOff.date, to: dayOff.date, note: 'Boda' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const accepted = await booked.client.post(`/api/provider/recurring-plans/${plan.id}/answer`, {
      accept: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await t.runTasks();
    return { customer, booked, plan, dayOff };
  }
  const planOf = async (customer: { client: { get: (url: string) => Promise<{ json: () => unknown }> } }) =>
    ((await customer.client.get('/api/recurring-plans')).json() as { plans: PlanOut[] }).plans[0]!;
  const providerNotices = (userId: string) =>
    db()
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'recurring-plan-change')));
  const visitOn = (planId: string, date: string) =>
    db()
      .select({ start: jobs.scheduledAt, status: jobs.status, price: jobs.price })
      .from(serviceRequests)
      .innerJoin(jobs, eq(jobs.requestId, serviceRequests.id))
      .where(and(eq(serviceRequests.planId, planId), eq(serviceRequests.visitDate, date)));

  it('lists the visit on both sides’ plans, and skipping it books nothing, costs nothing and tells the provider once', async () => {
    const { customer, booked, plan, dayOff } = await planWithConflict();
    const expected = [{ date: dayOff.date, scheduledAt: dayOff.start.toISOString(), reason: 'day_off' }];
    expect((await planOf(customer)).conflicts).toEqual(expected);
    const providerPlans = (await booked.client.get('/api/provider/recurring-plans')).json() as {
      plans: PlanOut[];
    };
    expect(providerPlans.plans[0]!.conflicts).toEqual(expected);

    // Only the plan's customer chooses: another customer hears the plan does not exist.
    const stranger = await signUpCustomer(t.app);
    const url = `/api/recurring-plans/${plan.id}/conflicts/${dayOff.date}/skip`;
    expect((await stranger.client.post(url, {})).statusCode).toBe(404);

    // Two clicks: the second changes nothing and tells nobody again.
    for (let click = 0; click < 2; click++) {
      const skipped = await customer.client.post(url, {});
      expect(skipped.statusCode, skipped.body).toBe(200);
    }
    expect((await planOf(customer)).conflicts).toEqual([]);
    expect(await visitOn(plan.id, dayOff.date)).toEqual([]);
    const told = await providerNotices(booked.userId);
    expect(told.filter((notice) => notice.body.includes('saltó la visita'))).toHaveLength(1);
    // The scheduler's later runs do not book the skipped date.
    await t.runTasks();
    expect(await visitOn(plan.id, dayOff.date)).toEqual([]);
  });

  it('books it at another of the provider’s free times, at the plan’s price, and refuses a time not free', async () => {
    const { customer, booked, plan, dayOff } = await planWithConflict();
    // Within the free times' 14 days: the day off is nine days ahead; a week later it is two days away.
    t.clock.advance(7 * DAY_MS);
    const url = `/api/recurring-plans/${plan.id}/conflicts/${dayOff.date}/book`;
    const onDayOff = await customer.client.post(url, { requiredDate: dayOff.start.toISOString() });
    expect(onDayOff.statusCode, onDayOff.body).toBe(409);
    expect(onDayOff.json().error.message).toBe(scheduleMessages.slotTaken);

    const dayAfter = new Date(dayOff.start.getTime() + DAY_MS);
    const moved = await customer.client.post(url, { requiredDate: dayAfter.toISOString() });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().visit).toMatchObject({ date: dayOff.date, scheduledAt: dayAfter.toISOString() });
    expect(await visitOn(plan.id, dayOff.date)).toEqual([
      { start: dayAfter, status: 'confirmed', price: plan.price },
    ]);
    const [conflict] = await db()
      .select({ resolvedAt: recurringPlanConflicts.resolvedAt })
      .from(recurringPlanConflicts)
      .where(eq(recurringPlanConflicts.planId, plan.id));
    expect(conflict!.resolvedAt).not.toBeNull();
    expect((await planOf(customer)).conflicts).toEqual([]);
    const told = await providerNotices(booked.userId);
    expect(told.some((notice) => notice.body.includes('cambió una visita'))).toBe(true);

    // Chosen already: a second booking, or a skip after it, finds nothing waiting.
    const again = await customer.client.post(url, { requiredDate: dayAfter.toISOString() });
    const skip = await customer.client.post(
      `/api/recurring-plans/${plan.id}/conflicts/${dayOff.date}/skip`,
      {},
    );
    for (const late of [again, skip]) {
      expect(late.statusCode, late.body).toBe(404);
      expect(late.json().error.message).toBe(recurringChangeMessages.conflictNotFound);
    }
  });

  it('books nothing for a paused plan, and leaves the choice waiting', async () => {
    const { customer, plan, dayOff } = await planWithConflict();
    t.clock.advance(7 * DAY_MS);
    expect((await customer.client.post(`/api/recurring-plans/${plan.id}/pause`, {})).statusCode).toBe(200);
    const dayAfter = new Date(dayOff.start.getTime() + DAY_MS);
    const refused = await customer.client.post(
      `/api/recurring-plans/${plan.id}/conflicts/${dayOff.date}/book`,
      {
        requiredDate: dayAfter.toISOString(),
      },
    );
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toBe(recurringChangeMessages.planNotRunning);
    expect((await planOf(customer)).conflicts).toHaveLength(1);
  });
});
