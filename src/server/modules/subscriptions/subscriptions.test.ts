import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PLANS } from '#shared/catalog';
import { providerMessages } from '#shared/provider-messages';
import { payments, subscriptions } from '#server/db/schema';
import { TestClient } from '#server/testing/client';
import { TEST_ORIGIN, testDriver, useTestApp } from '#server/testing/harness';
import { signUpCustomer, signUpProvider } from '#server/testing/marketplace';
import { TEST_TRANSFER_HEADER } from '#server/testing/journeys/journey-testing';

describe(`subscriptions (${testDriver})`, () => {
  const t = useTestApp();

  const rowsOf = (providerId: string) =>
    t.database.db.select().from(subscriptions).where(eq(subscriptions.providerId, providerId));
  const activeOf = async (providerId: string) =>
    (await rowsOf(providerId)).filter((row) => row.status === 'active');
  const paymentsOf = (providerId: string) =>
    t.database.db.select().from(payments).where(eq(payments.providerId, providerId));

  it('is for providers only', async () => {
    const guest = new TestClient(t.app);
    const customer = await signUpCustomer(t.app);
    expect((await guest.get('/api/subscription')).statusCode).toBe(401);
    expect((await guest.post('/api/subscription', { planType: 'basic' })).statusCode).toBe(401);
    expect((await customer.client.get('/api/subscription')).statusCode).toBe(403);
    expect((await customer.client.post('/api/subscription', { planType: 'basic' })).statusCode).toBe(403);
  });

  it('starts with no subscription', async () => {
    const provider = await signUpProvider(t.app);
    expect((await provider.client.get('/api/subscription')).json()).toEqual({
      subscription: null,
      pendingPayment: null,
      pendingOnline: null,
      paymentMode: 'immediate',
      gateways: [],
      checkout: null,
      planChange: null,
    });
  });

  it('creates an active plan for one calendar month at the catalogue price, recorded as never charged', async () => {
    const provider = await signUpProvider(t.app);
    const response = await provider.client.post('/api/subscription', { planType: 'premium', amount: 1 });
    expect(response.statusCode).toBe(201);
    const { subscription } = response.json();
    expect(subscription).toMatchObject({ planType: 'premium', status: 'active', amount: 99_900 });
    const start = new Date(subscription.startDate);
    const end = new Date(subscription.endDate);
    expect(end.getTime() - start.getTime()).toBeGreaterThanOrEqual(28 * 86_400_000);
    expect(end.getTime() - start.getTime()).toBeLessThanOrEqual(31 * 86_400_000);
    expect((await provider.client.get('/api/subscription')).json()).toMatchObject({
      subscription,
      pendingPayment: null,
    });
    expect(await paymentsOf(provider.userId)).toMatchObject([
      {
        subscriptionId: subscription.id,
        amount: 99_900,
        status: 'cancelled',
        gateway: 'none',
        currency: 'MXN',
      },
    ]);
  });

  it('replaces the current plan when another is chosen, and refuses the same plan (409 SAME_PLAN)', async () => {
    const provider = await signUpProvider(t.app, { plan: 'basic' });
    const same = await provider.client.post('/api/subscription', { planType: 'basic' });
    expect(same.statusCode).toBe(409);
    expect(same.json().error).toEqual({ code: 'SAME_PLAN', message: providerMessages.samePlan });
    const changed = await provider.client.post('/api/subscription', { planType: 'enterprise' });
    expect(changed.json().subscription).toMatchObject({ planType: 'enterprise', amount: 199_900 });
    const rows = await rowsOf(provider.userId);
    expect(rows.map((row) => [row.planType, row.status]).sort()).toEqual([
      ['basic', 'replaced'],
      ['enterprise', 'active'],
    ]);
    expect(await paymentsOf(provider.userId)).toHaveLength(2);
  });

  it('lets a provider subscribe again once the plan has ended', async () => {
    const provider = await signUpProvider(t.app, { plan: 'basic' });
    await t.database.db
      .update(subscriptions)
      .set({
        startDate: new Date(t.clock.now().getTime() - 40 * 86_400_000),
        endDate: new Date(t.clock.now().getTime() - 1000),
      })
      .where(eq(subscriptions.providerId, provider.userId));
    expect((await provider.client.get('/api/subscription')).json().subscription).toBeNull();
    expect((await provider.client.post('/api/subscription', { planType: 'basic' })).statusCode).toBe(201);
    const statuses = (await rowsOf(provider.userId)).map((row) => row.status).sort();
    expect(statuses).toEqual(['active', 'expired']);
  });

  it('leaves exactly one active plan after two concurrent changes, one pending payment per plan created', async () => {
    const provider = await signUpProvider(t.app, { plan: 'basic' });
    const responses = await Promise.all(
      (['premium', 'enterprise'] as const).map((planType) =>
        provider.client.post('/api/subscription', { planType }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(await activeOf(provider.userId)).toHaveLength(1);
    const rows = await rowsOf(provider.userId);
    const paid = await paymentsOf(provider.userId);
    expect(rows).toHaveLength(3);
    expect(paid.map((payment) => payment.subscriptionId).sort()).toEqual(rows.map((row) => row.id).sort());
  });

  it('answers a double click on the same plan with one subscription and one SAME_PLAN', async () => {
    const provider = await signUpProvider(t.app);
    const responses = await Promise.all(
      [1, 2, 3].map(() => provider.client.post('/api/subscription', { planType: 'premium' })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await activeOf(provider.userId)).toHaveLength(1);
    expect(await paymentsOf(provider.userId)).toHaveLength(1);
  });

  it('ignores the journeys’ transfer header without E2E_TEST_HOOKS: the plan starts on request', async () => {
    const provider = await signUpProvider(t.app);
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/subscription',
      headers: {
        origin: TEST_ORIGIN,
        cookie: provider.client.cookieHeader,
        [TEST_TRANSFER_HEADER]: 'transfer',
      },
      payload: { planType: 'enterprise' },
    });
    expect(chosen.json()).toMatchObject({
      subscription: { planType: 'enterprise', status: 'active' },
      pendingPayment: null,
      paymentMode: 'immediate',
    });
  });

  it('shows plans activated without payment in Facturación as never charged', async () => {
    const provider = await signUpProvider(t.app, { plan: 'premium' });
    expect((await provider.client.get('/api/provider/billing')).json()).toMatchObject({
      paymentMode: 'immediate',
      subscription: { planType: 'premium' },
      nextCharge: null,
      lines: [{ planType: 'premium', amount: 99_900, method: 'none', status: 'unbilled', reference: null }],
    });
  });

  it('rejects an unknown plan with a Spanish message', async () => {
    const provider = await signUpProvider(t.app);
    const response = await provider.client.post('/api/subscription', { planType: 'gratis' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ planType: providerMessages.planRequired });
    const active = await t.database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.providerId, provider.userId), eq(subscriptions.status, 'active')));
    expect(active).toHaveLength(0);
  });

  it('charges every plan its catalogue price', async () => {
    for (const plan of PLANS) {
      const provider = await signUpProvider(t.app, { plan: plan.id });
      expect((await paymentsOf(provider.userId))[0]?.amount).toBe(plan.monthlyPrice);
    }
  });
});
