import type { LightMyRequestResponse } from 'fastify';
import type { Plan } from '#shared/catalog';
import type { TestApp } from '#server/testing/harness';
import type { signUpProvider } from '#server/testing/marketplace';
import type { Notice } from './support';

// The shapes the plan contracts (plan-checkout-contract.ts, plan-change-contract.ts) and each gateway's driver
// share, in a file of their own so that the two contracts do not import each other.

export type Provider = Awaited<ReturnType<typeof signUpProvider>>;

/** A plan waiting for its first payment: our id and the gateway's. */
export interface WaitingPlan {
  id: string;
  external_id: string;
}

/** A plan whose first month was paid: its provider, both ids, and the end of the period paid. */
export interface PaidPlan {
  provider: Provider;
  subscriptionId: string;
  externalId: string;
  periodEnd: Date;
}

/**
 * An app whose plans are paid through one gateway pointed at its local stand-in, and what only that gateway knows:
 * how its payer and its stand-in say yes, no or nothing, and how it tells the app (events or notifications).
 */
export interface PlanGatewayWorld {
  t: TestApp;
  close(): Promise<void>;
  /** How many calls the stand-in has answered so far. */
  callsAtGateway(): number;
  openedAtGateway(): number;
  checkoutOf(answer: LightMyRequestResponse): unknown;
  failNext(count: number): void;
  /** What the payer does at the gateway before the first charge (Mercado Pago: authorise the subscription). */
  authorize(waiting: WaitingPlan): Promise<void>;
  /**
   * The first month paid at the gateway: its notice, the end of the period it pays, the payment's reference, and
   * the id the app keeps the notice under.
   */
  firstPayment(
    provider: Provider,
    waiting: WaitingPlan,
    plan: Plan,
  ): Promise<{ notice: Notice; periodEnd: Date; reference: string; eventId: unknown }>;
  /** First months paid for what the plan does not cost, each with the outcome the app should store. */
  wrongPayments(waiting: WaitingPlan, plan: Plan): Promise<{ notice: Notice; outcome: unknown }[]>;
  /** A notice of a kind the product does not read. */
  unusedNotice(): { notice: Notice; kind: string };
  /** The next month of `plan` charged at the end of the period, paid or refused; `atNewPrice` after a change. */
  renewal(
    paid: PaidPlan,
    options: { approved: boolean; plan: Plan; atNewPrice?: boolean },
  ): Promise<{ notice: Notice; endDate: Date }>;
  /** Whether the gateway will charge the next month ('renews'), will not ('stops'), or its own word otherwise. */
  renewalAtGateway(externalId: string): string;
  /** The plan ended here is ended at the gateway too, and the gateway's word on that changes nothing more. */
  expectEndedAtGateway(paid: PaidPlan): Promise<void>;
  /**
   * Called before a downgrade is chosen; what it returns checks, after it (and after it is chosen again), what
   * the gateway was asked and that it will charge the lower price.
   */
  downgradeAtGateway(paid: PaidPlan): () => void;
  /** What the gateway will charge for the next month, in centavos: the price it renews the plan at. */
  renewalPrice(externalId: string): number;
}

export interface PlanGatewayDriver {
  /** 'Stripe', 'Mercado Pago': in the tests' titles and in `billing`. */
  gateway: string;
  billing: 'stripe' | 'mercadopago';
  /** Its word for what a choice opens ('Stripe subscription'), for one notice ('an event') and for their kinds. */
  opened: string;
  notice: string;
  kinds: string;
  start(): Promise<PlanGatewayWorld>;
}
