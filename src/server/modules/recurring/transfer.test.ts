import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { recurringChangeMessages } from '#shared/recurring-change-messages';
import type { PlanOut } from '#shared/schemas/recurring';
import { notifications } from '#server/db/schema';
import { testDriver, useTestApp } from '#server/testing/harness';
import { bookableStartFrom } from '#server/testing/bookable';
import { signUpCustomer } from '#server/testing/marketplace';
import { planVisits, runningPlan, signUpPlanProvider } from '#server/testing/recurring';
import { takeStep } from '#server/testing/services';

type Party = Awaited<ReturnType<typeof signUpCustomer>>;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

describe(`a plan whose provider let it down, moved to a favourite provider (${testDriver})`, () => {
  const t = useTestApp();
  const db = () => t.database.db;
  afterEach(() => t.clock.set(new Date()));

  /** A running weekly plan whose provider cancelled two of its visits, and a favourite provider of the customer. */
  async function letDownPlan({ strikes = 2 } = {}) {
    const { customer, booked, id } = await runningPlan(t, { hoursAhead: 30 });
    for (const visit of (await planVisits(db(), id)).slice(1, 1 + strikes))
      expect((await takeStep(booked, visit.id, { action: 'cancel_by_provider' })).statusCode).toBe(200);
    const favourite = await signUpPlanProvider(t.app);
    expect((await customer.client.request('PUT', `/api/favourites/${favourite.userId}`)).statusCode).toBe(
      200,
    );
    return { customer, booked, favourite, id };
  }
  const transfer = (customer: Party, id: string, providerId: string, key = randomUUID(), hours = 4 * 24) =>
    customer.client.post(`/api/recurring-plans/${id}/transfer`, {
      providerId,
      requiredDate: bookableStartFrom(new Date(t.clock.now().getTime() + hours * HOUR_MS)).toISOString(),
      idempotencyKey: key,
    });
  const plansOf = async (customer: Party) =>
    ((await customer.client.get('/api/recurring-plans')).json() as { plans: PlanOut[] }).plans;

  it('makes a plan with the favourite that ends the old one only once accepted, from its first visit, free', async () => {
    const { customer, booked, favourite, id } = await letDownPlan();
    const key = randomUUID();
    const moved = await Promise.all([
      transfer(customer, id, favourite.userId, key),
      transfer(customer, id, favourite.userId, key),
    ]);
    expect(moved.map((answer) => answer.statusCode).sort(), moved[0]!.body).toEqual([200, 201]);
    const plan = moved[0]!.json().plan as PlanOut;
    expect(moved[1]!.json().plan.id).toBe(plan.id);
    expect(plan).toMatchObject({ status: 'pending', providerId: favourite.userId, rhythm: 'weekly' });

    // Waiting for the favourite's answer, the old plan goes on whole.
    const before = await planVisits(db(), id);
    const old = (await plansOf(customer)).find((one) => one.id === id)!;
    expect(old).toMatchObject({ status: 'active', endsAt: null });

    const accepted = await favourite.client.post(`/api/provider/recurring-plans/${plan.id}/answer`, {
      accept: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const start = plan.nextVisits[0]!.scheduledAt;
    const ended = (await plansOf(customer)).find((one) => one.id === id)!;
    expect(ended.endsAt).toBe(start);
    const after = await planVisits(db(), id);
    for (const visit of after) {
      const was = before.find((one) => one.id === visit.id)!;
      if (visit.start.getTime() >= Date.parse(start) && was.status === 'confirmed')
        expect(visit).toMatchObject({ status: 'cancelled', by: 'customer', fee: 0 });
      else expect(visit.status).toBe(was.status);
    }
    expect(after.filter((visit) => visit.by === 'customer').length).toBeGreaterThan(0);
    // Cancelled on the customer's side: the old provider's strikes stay two.
    const strikes = after.filter((visit) => visit.by === 'provider');
    expect(strikes).toHaveLength(2);
    const told = await db()
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, booked.userId), eq(notifications.kind, 'recurring-plan-change')));
    expect(told.map((notice) => notice.title)).toContain('Tu plan pasa a otro proveedor');
    // The scheduler books nothing on the old plan after its end.
    t.clock.advance(7 * DAY_MS);
    await t.runTasks();
    const late = (await planVisits(db(), id)).filter(
      (visit) => visit.start.getTime() >= Date.parse(start) && visit.status !== 'cancelled',
    );
    expect(late).toEqual([]);
  });

  it('leaves the old plan as it is when the favourite declines', async () => {
    const { customer, favourite, id } = await letDownPlan();
    const moved = await transfer(customer, id, favourite.userId);
    expect(moved.statusCode, moved.body).toBe(201);
    const declined = await favourite.client.post(
      `/api/provider/recurring-plans/${moved.json().plan.id}/answer`,
      { accept: false },
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await plansOf(customer)).find((one) => one.id === id)).toMatchObject({
      status: 'active',
      endsAt: null,
    });
  });

  it('refuses a provider who is not a favourite, the plan’s own, and a plan not let down', async () => {
    const { customer, booked, id } = await letDownPlan();
    const stranger = await signUpPlanProvider(t.app);
    for (const providerId of [stranger.userId, booked.userId]) {
      const refused = await transfer(customer, id, providerId);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.fields.providerId).toBe(recurringChangeMessages.notFavourite);
    }
    const kept = await letDownPlan({ strikes: 1 });
    const notYet = await transfer(kept.customer, kept.id, kept.favourite.userId);
    expect(notYet.statusCode, notYet.body).toBe(409);
    expect(notYet.json().error.message).toBe(recurringChangeMessages.notUnreliable);
    const other = await signUpCustomer(t.app);
    expect((await transfer(other, id, booked.userId)).statusCode).toBe(404);
  });
});
