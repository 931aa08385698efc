import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { planPaymentMessages } from '#shared/messages';
import type { TestApp } from '#server/testing/harness';
import { signUpProvider } from '#server/testing/marketplace';

type Provider = Awaited<ReturnType<typeof signUpProvider>>;

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
