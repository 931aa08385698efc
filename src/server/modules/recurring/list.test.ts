import { describe, expect, it } from 'vitest';
import { NEXT_VISITS_SHOWN } from '#shared/domain/recurring-plan';
import type { PlanOut } from '#shared/schemas/recurring';
import { testDriver, useTestApp } from '#server/testing/harness';
import { bookableStartFrom } from '#server/testing/bookable';
import { bookingBody, signUpCustomer } from '#server/testing/marketplace';
import { planVisits, signUpPlanProvider } from '#server/testing/recurring';

const HOUR_MS = 3_600_000;

describe(`the plans lists, read for many plans at once (${testDriver})`, () => {
  const t = useTestApp();

  it('give each plan its own provider, customer and next visits, soonest first', async () => {
    const customer = await signUpCustomer(t.app);
    const providers = [await signUpPlanProvider(t.app), await signUpPlanProvider(t.app)];
    const made: PlanOut[] = [];
    for (const [index, booked] of providers.entries()) {
      const at = bookableStartFrom(new Date(t.clock.now().getTime() + (30 + 5 * index) * HOUR_MS));
      const created = await customer.client.post('/api/recurring-plans', {
        ...bookingBody(booked.userId, { requiredDate: at.toISOString() }),
        rhythm: index === 0 ? 'weekly' : 'biweekly',
      });
      expect(created.statusCode, created.body).toBe(201);
      made.push(created.json().plan);
      await booked.client.post(`/api/provider/recurring-plans/${made[index]!.id}/answer`, { accept: true });
    }
    await t.runTasks();

    const { plans } = (await customer.client.get('/api/recurring-plans')).json() as { plans: PlanOut[] };
    expect(plans.map((plan) => plan.id)).toEqual([made[1]!.id, made[0]!.id]);
    for (const plan of plans) {
      const own = await planVisits(t.database.db, plan.id);
      expect(plan.nextVisits.map((visit) => visit.serviceId)).toEqual(
        own.slice(0, NEXT_VISITS_SHOWN).map((visit) => visit.id),
      );
      const provider = providers.find((one) => one.userId === plan.providerId)!;
      const theirs = (await provider.client.get('/api/provider/recurring-plans')).json() as {
        plans: PlanOut[];
      };
      expect(theirs.plans).toEqual([plan]);
    }
    expect(plans[0]!.providerName).not.toBe('');
  });
});
