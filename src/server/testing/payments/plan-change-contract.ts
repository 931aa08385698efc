import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { findPlan, type Plan } from '#shared/catalog';
import type { PaidPlan, PlanGatewayDriver, PlanGatewayWorld, Provider } from './plan-gateway-world';

const DAY = 86_400_000;
const premium = findPlan('premium')!;
const basic = findPlan('basic')!;

/**
 * Another plan chosen while one renews online, whichever gateway takes the money: a downgrade waits for the end
 * of the period, and an upgrade never paid changes nothing, not even what the gateway charges next month. Called
 * inside describePlanCheckoutContract's describe, with its world and its way to a plan whose first month was paid.
 */
export function planChangeContract(
  driver: PlanGatewayDriver,
  world: () => PlanGatewayWorld,
  subscribed: (plan: Plan) => Promise<PaidPlan>,
) {
  const mine = async (provider: Provider) => (await provider.client.get('/api/subscription')).json();
  const choose = (provider: Provider, planType: string): Promise<LightMyRequestResponse> =>
    provider.client.post('/api/subscription', { planType });
  const setClock = (at: Date) => world().t.clock.set(at);

  it('downgrades at the end of the period: the plan paid for runs its month, then renews at the lower price', async () => {
    const paid = await subscribed(premium);
    const { provider, periodEnd } = paid;
    const checkGateway = world().downgradeAtGateway(paid);
    const chosen = await choose(provider, 'basic');
    expect(chosen.json()).toMatchObject({ planChange: 'downgrade', checkout: null });
    expect(chosen.json().subscription).toMatchObject({ planType: 'premium', nextPlanType: 'basic' });
    checkGateway();

    // Premium again before the end keeps it; Básico once more schedules the change again, and the gateway
    // charges Básico's price again (the second change once carried the first one's idempotency key, and the
    // gateway answered it without changing the price: Premium's was charged the month after).
    const kept = await choose(provider, 'premium');
    expect(kept.json()).toMatchObject({ planChange: 'kept' });
    expect(kept.json().subscription.nextPlanType).toBeNull();
    expect((await choose(provider, 'premium')).statusCode).toBe(409);
    expect((await choose(provider, 'basic')).json().subscription.nextPlanType).toBe('basic');
    checkGateway();

    setClock(new Date(periodEnd.getTime() + 3_600_000));
    try {
      const { notice, endDate } = await world().renewal(paid, {
        approved: true,
        plan: basic,
        atNewPrice: true,
      });
      expect((await notice.deliver()).statusCode).toBe(200);
      expect((await mine(provider)).subscription).toMatchObject({
        planType: 'basic',
        amount: basic.monthlyPrice,
        nextPlanType: null,
        endDate: endDate.toISOString(),
      });
    } finally {
      setClock(new Date());
    }
  });

  it(`keeps charging the lower price for an upgrade left unpaid: ${driver.gateway} renews the next month at it`, async () => {
    const paid = await subscribed(basic);
    const { provider, externalId, periodEnd } = paid;
    setClock(new Date(periodEnd.getTime() - 20 * DAY));
    try {
      const chosen = await choose(provider, 'premium');
      expect(chosen.statusCode).toBe(201);
      expect(chosen.json()).toMatchObject({ planChange: 'upgrade', subscription: { planType: 'basic' } });
      // The provider leaves the upgrade's payment unpaid: the gateway still renews at Básico's price (Mercado
      // Pago's subscription was once raised to Premium's as soon as the upgrade was chosen).
      await world().t.runTasks();
      expect(world().renewalPrice(externalId)).toBe(basic.monthlyPrice);

      setClock(new Date(periodEnd.getTime() + 3_600_000));
      const { notice, endDate } = await world().renewal(paid, { approved: true, plan: basic });
      expect((await notice.deliver()).statusCode).toBe(200);
      expect((await mine(provider)).subscription).toMatchObject({
        planType: 'basic',
        amount: basic.monthlyPrice,
        endDate: endDate.toISOString(),
      });
      expect(world().renewalPrice(externalId)).toBe(basic.monthlyPrice);
    } finally {
      setClock(new Date());
    }
  });
}
