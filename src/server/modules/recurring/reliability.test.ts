import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlanOut } from '#shared/schemas/recurring';
import { notifications } from '#server/db/schema';
import { testDriver, useTestApp } from '#server/testing/harness';
import type { signUpCustomer } from '#server/testing/marketplace';
import { signUpOperator } from '#server/testing/operator';
import { planVisits, runningPlan } from '#server/testing/recurring';
import { takeStep } from '#server/testing/services';

const HOUR_MS = 3_600_000;
type Party = Awaited<ReturnType<typeof signUpCustomer>>;

describe(`a plan's provider who misses visits (${testDriver})`, () => {
  const t = useTestApp();
  afterEach(() => t.clock.set(new Date()));

  const unreliable = async (customer: Party, id: string) =>
    ((await customer.client.get('/api/recurring-plans')).json() as { plans: PlanOut[] }).plans.find(
      (plan) => plan.id === id,
    )!.unreliable;

  it('counts a visit support refunded that the provider never marked done as a strike, not one they did', async () => {
    const { customer, booked, id } = await runningPlan(t, { hoursAhead: 30 });
    const operator = await signUpOperator(t);
    const [first, second, third] = await planVisits(t.database.db, id);
    const refund = (serviceId: string) =>
      operator.client.post(`/api/operator/disputes/${serviceId}/resolve`, {
        outcome: 'refund',
        reason: 'El proveedor no llegó.',
      });

    // Done, then disputed and refunded: the provider came; a complaint about the work is not a miss.
    t.clock.set(first!.start);
    expect((await takeStep(booked, first!.id, { action: 'mark_done' })).statusCode).toBe(200);
    const complaint = await takeStep(customer, first!.id, {
      action: 'report_problem',
      reason: 'Faltó la cocina.',
    });
    expect(complaint.statusCode, complaint.body).toBe(200);
    expect((await refund(first!.id)).statusCode).toBe(200);
    // One visit cancelled by the provider.
    expect((await takeStep(booked, second!.id, { action: 'cancel_by_provider' })).statusCode).toBe(200);
    expect(await unreliable(customer, id)).toBe(false);

    // Never marked done, reported by the customer and refunded by support: missed, the second strike.
    t.clock.set(new Date(third!.start.getTime() + HOUR_MS));
    const missed = await takeStep(customer, third!.id, {
      action: 'report_problem',
      reason: 'No llegó nadie.',
    });
    expect(missed.statusCode, missed.body).toBe(200);
    expect((await refund(third!.id)).statusCode).toBe(200);
    expect(await unreliable(customer, id)).toBe(true);
    const told = await t.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, customer.userId), eq(notifications.kind, 'recurring-plan-change')));
    expect(told.map((notice) => notice.title)).toEqual(['Tu proveedor canceló dos visitas de tu plan']);
    const list = await operator.client.get('/api/operator/recurring-plans/unreliable');
    const row = (list.json() as { plans: { id: string; strikes: string[] }[] }).plans.find(
      (plan) => plan.id === id,
    );
    expect(row!.strikes).toHaveLength(2);
  });
});
