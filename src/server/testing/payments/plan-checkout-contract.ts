import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlan } from '#shared/catalog';
import { COLLECTION_HOURS, GRACE_DAYS } from '#shared/domain/plans';
import { planPaymentMessages } from '#shared/plan-payment-messages';
import { rowsOf } from '#server/db/client';
import { testDriver, type TestApp } from '#server/testing/harness';
import { signUpProvider } from '#server/testing/marketplace';
import { planChangeContract } from './plan-change-contract';
import type {
  PaidPlan,
  PlanGatewayDriver,
  PlanGatewayWorld,
  Provider,
  WaitingPlan,
} from './plan-gateway-world';

export type { PaidPlan, PlanGatewayDriver, PlanGatewayWorld, Provider, WaitingPlan };

/** How one way of paying a plan is started and observed, for the behaviours every gateway shares. */
export interface PlanCheckoutWorld {
  t: TestApp;
  choose: (provider: Provider, planType: string) => Promise<LightMyRequestResponse>;
  /** How many of those the gateway's stand-in holds. */
  openedAtGateway: () => number;
  /** What the browser is given to pay the choice with: the same for the same choice. */
  checkoutOf: (answer: LightMyRequestResponse) => unknown;
  paymentsOf: (providerId: string) => Promise<{ status: string }[]>;
  /** Makes the gateway's stand-in fail its next `count` calls (0: none). */
  failNext: (count: number) => void;
}

interface ContractOptions {
  /** The gateway, and its word for what a choice opens: 'Stripe subscription', 'PaymentIntent'… */
  gateway: string;
  opened: string;
  /** Whether an unreachable gateway is checked here (a gateway shared by two ways of paying is checked once). */
  unreachable: boolean;
}

/**
 * The plan checkout's promises, whichever gateway takes the money: a double click opens one payment, and a gateway
 * that cannot be reached is said so in Spanish with nothing charged or left waiting. Called inside a describe,
 * with the world its beforeAll builds.
 */
export function planCheckoutContract(world: () => PlanCheckoutWorld, options: ContractOptions) {
  it(`answers a double click with the same ${options.opened}, never a second one`, async () => {
    const { t, choose, openedAtGateway, checkoutOf, paymentsOf } = world();
    const provider = await signUpProvider(t.app);
    const before = openedAtGateway();
    const [first, second] = await Promise.all([choose(provider, 'basic'), choose(provider, 'basic')]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(checkoutOf(first)).toEqual(checkoutOf(second));
    expect(openedAtGateway()).toBe(before + 1);
    expect(await paymentsOf(provider.userId)).toHaveLength(1);
  });

  if (!options.unreachable) return;
  it(`says so in Spanish when ${options.gateway} cannot be reached, charges nothing and leaves nothing waiting`, async () => {
    const { t, choose, paymentsOf, failNext } = world();
    const provider = await signUpProvider(t.app);
    failNext(20);
    const response = await choose(provider, 'premium');
    failNext(0);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: { code: 'PAYMENT_GATEWAY_UNAVAILABLE', message: planPaymentMessages.gatewayUnavailable },
    });
    const body = (await provider.client.get('/api/subscription')).json();
    expect([body.subscription, body.pendingOnline]).toEqual([null, null]);
    expect((await paymentsOf(provider.userId)).map((payment) => payment.status)).toEqual(['failed']);
  });
}

const DAY = 86_400_000;
const premium = findPlan('premium')!;
const basic = findPlan('basic')!;

type Plan = typeof premium;

/**
 * A plan's month paid online, whichever gateway takes the money: the checkout's promises, the first payment that
 * activates the plan (once, and only at its price), the renewals, a renewal refused and the grace days after it, a
 * renewal cancelled and reactivated, and another plan chosen (plan-change-contract.ts). One describe per gateway.
 */
export function describePlanCheckoutContract(driver: PlanGatewayDriver) {
  describe(`plans paid online through ${driver.gateway}: the contract every gateway keeps (${testDriver})`, () => {
    let world: PlanGatewayWorld;
    beforeAll(async () => {
      world = await driver.start();
    });
    afterAll(() => world.close());

    const mine = async (provider: Provider) => (await provider.client.get('/api/subscription')).json();
    const choose = (provider: Provider, planType: string) =>
      provider.client.post('/api/subscription', { planType });
    const waitingRow = async (providerId: string) =>
      rowsOf<WaitingPlan>(
        await world.t.database.db.execute(sql`select id, external_id from subscriptions
          where provider_id = ${providerId} and status = 'pending_payment'`),
      )[0]!;
    const paymentsOf = async (providerId: string) =>
      rowsOf<{ status: string; amount: number; description: string; gateway_reference: string | null }>(
        await world.t.database.db.execute(sql`select status, amount, description, gateway_reference
          from payments where provider_id = ${providerId} order by created_at, id`),
      );
    const mailsTo = (email: string) => world.t.mailer.sent.filter((mail) => mail.to === email);
    const now = () => world.t.clock.now();
    const setClock = (at: Date) => world.t.clock.set(at);

    /** A provider who chose `plan`, authorised it where the gateway asks, and whose first month was paid. */
    async function subscribed(plan: Plan = premium): Promise<PaidPlan> {
      const provider = await signUpProvider(world.t.app);
      expect((await choose(provider, plan.id)).statusCode).toBe(201);
      const waiting = await waitingRow(provider.userId);
      await world.authorize(waiting);
      const { notice, periodEnd } = await world.firstPayment(provider, waiting, plan);
      expect((await notice.deliver()).statusCode).toBe(200);
      await world.t.runTasks();
      return { provider, subscriptionId: waiting.id, externalId: waiting.external_id, periodEnd };
    }

    planCheckoutContract(
      () => ({
        t: world.t,
        choose,
        openedAtGateway: world.openedAtGateway,
        checkoutOf: world.checkoutOf,
        paymentsOf,
        failNext: world.failNext,
      }),
      { gateway: driver.gateway, opened: driver.opened, unreachable: true },
    );

    it(`activates the plan only when ${driver.gateway} reports the first month paid, until the paid period ends`, async () => {
      const provider = await signUpProvider(world.t.app);
      await choose(provider, 'premium');
      const waiting = await waitingRow(provider.userId);
      await world.authorize(waiting);
      expect(await mine(provider)).toMatchObject({
        subscription: null,
        pendingOnline: { planType: 'premium' },
      });

      const { notice, periodEnd, reference } = await world.firstPayment(provider, waiting, premium);
      expect((await notice.deliver()).statusCode).toBe(200);
      const { subscription, pendingOnline } = await mine(provider);
      expect(pendingOnline).toBeNull();
      expect(subscription).toMatchObject({
        planType: 'premium',
        status: 'active',
        billing: driver.billing,
        renews: true,
        renewalFailedUntil: null,
        endDate: periodEnd.toISOString(),
      });
      expect(await paymentsOf(provider.userId)).toEqual([
        expect.objectContaining({
          status: 'paid',
          amount: premium.monthlyPrice,
          gateway_reference: reference,
        }),
      ]);
      await world.t.runTasks();
      expect(mailsTo(provider.email).map((mail) => mail.subject)).toContain(
        'Recibimos tu pago: plan Premium activo',
      );
      const billing = (await provider.client.get('/api/provider/billing')).json();
      expect(billing.nextCharge).toEqual({ dueBy: periodEnd.toISOString(), amount: premium.monthlyPrice });
      expect(billing.lines[0]).toMatchObject({
        method: driver.billing,
        status: 'paid',
        paidAt: now().toISOString(),
      });
    });

    it(`applies ${driver.notice} delivered twice, or two of one state, once: one payment, one e-mail`, async () => {
      const provider = await signUpProvider(world.t.app);
      await choose(provider, 'basic');
      const waiting = await waitingRow(provider.userId);
      const { notice, eventId } = await world.firstPayment(provider, waiting, basic);
      const answers = await Promise.all([notice.deliver(), notice.deliver()]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(await notice.deliver()).toMatchObject({ statusCode: 200 });
      expect((await notice.again()).statusCode).toBe(200);
      expect((await paymentsOf(provider.userId)).map((row) => row.status)).toEqual(['paid']);
      expect(await notice.stored()).toEqual([{ event_id: eventId, outcome: 'applied' }]);
      await world.t.runTasks();
      expect(mailsTo(provider.email)).toHaveLength(2); // the address confirmation, then the plan
    });

    it('never trusts an amount it did not set: a first month paid for another amount activates nothing', async () => {
      const provider = await signUpProvider(world.t.app);
      await choose(provider, 'premium');
      const waiting = await waitingRow(provider.userId);
      const wrong = await world.wrongPayments(waiting, premium);
      for (const { notice } of wrong) expect((await notice.deliver()).statusCode).toBe(200);
      expect((await mine(provider)).subscription).toBeNull();
      const outcomes = await Promise.all(wrong.map(({ notice }) => notice.outcome()));
      expect(outcomes).toEqual(wrong.map(({ outcome }) => outcome));
    });

    it(`answers 200 to ${driver.kinds} it does not use, without asking ${driver.gateway}, and keeps them as ignored`, async () => {
      const before = world.callsAtGateway();
      const { notice, kind } = world.unusedNotice();
      expect((await notice.deliver()).statusCode).toBe(200);
      expect(world.callsAtGateway()).toBe(before);
      expect(await notice.outcome()).toBe(`ignored: ${kind}`);
    });

    it(`renews every month when ${driver.gateway} reports the next month paid`, async () => {
      const paid = await subscribed(basic);
      const { provider, periodEnd } = paid;
      setClock(new Date(periodEnd.getTime() + 3_600_000));
      try {
        // Between the end and the renewal's payment the plan stays in force (the collection allowance).
        expect((await mine(provider)).subscription).toMatchObject({
          planType: 'basic',
          renewalFailedUntil: null,
        });
        const { notice, endDate } = await world.renewal(paid, { approved: true, plan: basic });
        expect((await notice.deliver()).statusCode).toBe(200);
        expect((await mine(provider)).subscription.endDate).toBe(endDate.toISOString());
        expect((await paymentsOf(provider.userId)).map((row) => [row.status, row.description])).toEqual([
          ['paid', 'Plan Básico (mensual)'],
          ['paid', 'Plan Básico (mensual)'],
        ]);
      } finally {
        setClock(new Date());
      }
    });

    it(`keeps a plan whose renewal was refused for the grace days, then ends it here and at ${driver.gateway}`, async () => {
      const paid = await subscribed(basic);
      const { provider, periodEnd } = paid;
      const failedAt = new Date(periodEnd.getTime() + 3_600_000);
      setClock(failedAt);
      try {
        const { notice } = await world.renewal(paid, { approved: false, plan: basic });
        expect((await notice.deliver()).statusCode).toBe(200);
        // The gateway retries and reports the same refusal again: no second notice, no longer grace.
        expect((await notice.again()).statusCode).toBe(200);
        const graceEnd = new Date(failedAt.getTime() + GRACE_DAYS * DAY);
        expect((await mine(provider)).subscription).toMatchObject({
          planType: 'basic',
          renewalFailedUntil: graceEnd.toISOString(),
        });
        await world.t.runTasks();
        const notices = mailsTo(provider.email).filter((mail) =>
          mail.subject.startsWith('No pudimos cobrar'),
        );
        expect(notices).toHaveLength(1);

        setClock(new Date(graceEnd.getTime() + 1000));
        await world.t.runTasks();
        expect((await mine(provider)).subscription).toBeNull();
        await world.expectEndedAtGateway(paid);
        expect(mailsTo(provider.email).map((mail) => mail.subject)).toContain('Tu plan Básico terminó');
        const apply = await provider.client.get('/api/provider/overview');
        expect(apply.json().subscription).toBeNull();
      } finally {
        setClock(new Date());
      }
    });

    it('cancels the renewal at the end of the period on Cancelar suscripción, and Reactivar renews it again', async () => {
      const { provider, externalId, periodEnd } = await subscribed(basic);
      const cancelled = await provider.client.post('/api/subscription/cancel', {});
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().subscription).toMatchObject({
        renews: false,
        endDate: periodEnd.toISOString(),
      });
      expect(world.renewalAtGateway(externalId)).toBe('stops');
      expect((await provider.client.get('/api/provider/billing')).json().nextCharge).toBeNull();

      // A plan that no longer renews ends exactly at its end date: no collection allowance.
      setClock(new Date(periodEnd.getTime() + 1000));
      try {
        expect((await mine(provider)).subscription).toBeNull();
      } finally {
        setClock(new Date());
      }

      const renewed = await provider.client.post('/api/subscription/reactivate', {});
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json().subscription).toMatchObject({ renews: true });
      expect(world.renewalAtGateway(externalId)).toBe('renews');
      setClock(new Date(periodEnd.getTime() + COLLECTION_HOURS * 3_600_000 - 1000));
      try {
        expect((await mine(provider)).subscription).toMatchObject({ planType: 'basic' });
      } finally {
        setClock(new Date());
      }
    });

    planChangeContract(driver, () => world, subscribed);
  });
}
