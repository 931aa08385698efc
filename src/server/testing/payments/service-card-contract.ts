import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPaymentMessages } from '#shared/service-payment-messages';
import { rowsOf } from '#server/db/client';
import { testDriver, type TestApp } from '#server/testing/harness';
import { takeStep } from '#server/modules/jobs/transitions';
import type { signUpCustomer } from '#server/testing/marketplace';
import type { Notice } from './support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Party = Awaited<ReturnType<typeof signUpCustomer>>;

/**
 * A service of $700 accepted to be paid by card: who pays, who is paid (with their account at the gateway: Stripe's
 * `accountId`, Mercado Pago's `sellerId`), and the service as the answer gave it.
 */
export interface CardService {
  customer: Party;
  provider: Party & { accountId?: string; sellerId?: string };
  service: { id: string; scheduledAt: string; title: string };
}

/** A card service whose card is held: `reference` is the hold's id at the gateway. */
export interface HeldCard extends CardService {
  reference: string;
}

export interface ServicePayment {
  status: string;
  amount: number;
  captured_amount: number | null;
  refunded_amount: number | null;
  gateway_reference: string | null;
}

/**
 * An app whose services' cards go through one gateway pointed at its local stand-in, and what only that gateway
 * knows: how the customer's card is held or declined (Stripe's form and webhook, Mercado Pago's card posted to us),
 * and what it was asked to capture, release or refund.
 */
export interface ServiceCardWorld {
  t: TestApp;
  close(): Promise<void>;
  failNext(count: number): void;
  /** An offer of $700 from a provider who takes cards here, `hoursAhead` away, accepted to be paid by card. */
  cardService(hoursAhead: number): Promise<CardService>;
  /** The customer's card held for the started payment. */
  hold(made: CardService): Promise<void>;
  /** A second try at holding it, once held (the answer as it came). */
  holdAgain(made: CardService): Promise<LightMyRequestResponse>;
  /** The customer's card declined for the started payment, and the reason the service then shows. */
  decline(made: CardService): Promise<void>;
  declineReason: string;
  /** What follows a new payment started after a decline. */
  afterRetry(made: CardService, payments: ServicePayment[]): Promise<void>;
  /** The customer's first step that reaches the gateway, taken while it is down; then what follows it. */
  whileDown(made: CardService): Promise<LightMyRequestResponse>;
  afterDown(made: CardService): Promise<void>;
  /** A hold for $1 at the gateway naming the started payment, told to the app: the outcome it stored. */
  holdOtherAmount(made: CardService): Promise<string | undefined>;
  otherAmountOutcome: string;
  /** What the gateway was asked when the payment starts, and when the card is held. */
  expectStarted(made: CardService, started: LightMyRequestResponse): Promise<void>;
  expectHeld(held: HeldCard): Promise<void>;
  /** What Ganancias shows of a service done with its card held, if the gateway's tests look. */
  afterDone(made: CardService): Promise<void>;
  /** The gateway was asked once to capture `amount` centavos of the hold, or only to release it. */
  expectCaptured(held: HeldCard, amount: number): void;
  expectReleased(held: HeldCard): void;
  /** The gateway's word on the hold as it is now, and on a refund of `amount` centavos of it. */
  noticeOf(held: HeldCard): Notice;
  refundNotice(held: HeldCard, amount: number): Notice;
  expectRefunded(held: HeldCard, amount: number): void;
  /** How far ahead a disputed hold is placed, and how many days after the start it is about to run out. */
  dispute: { hoursAhead: number; runsOutAfterDays: number };
  /** Anything the gateway does differently for a hold placed that far ahead. */
  expectLongHold(held: HeldCard): void;
}

export interface ServiceCardDriver {
  gateway: string;
  start(): Promise<ServiceCardWorld>;
}

/**
 * A service paid by card, whichever gateway holds it: the price held and captured on completion, half captured for
 * a late cancellation and the hold released for a free one, a declined card and another tried, nothing held but the
 * agreed price and the gateway being down said in Spanish, and a dispute's refund. One describe per gateway.
 */
export function describeServiceCardContract(driver: ServiceCardDriver) {
  describe(`services paid by card through ${driver.gateway}: the contract every gateway keeps (${testDriver})`, () => {
    let world: ServiceCardWorld;
    beforeAll(async () => {
      world = await driver.start();
    });
    afterAll(() => world.close());

    const clock = () => world.t.clock;
    const serviceOf = async (party: Party, id: string) =>
      (await party.client.get('/api/services')).json().services.find((row: { id: string }) => row.id === id);
    const paymentsOf = async (jobId: string) =>
      rowsOf<ServicePayment>(
        await world.t.database.db.execute(sql`select status, amount, captured_amount, refunded_amount,
          gateway_reference from payments where job_id = ${jobId} order by created_at, id`),
      );
    const subjectsTo = (email: string) =>
      world.t.mailer.sent.filter((mail) => mail.to === email).map((mail) => mail.subject);
    const step = (party: Party, id: string, body: Record<string, unknown>) =>
      party.client.post(`/api/services/${id}/actions`, body);
    const start = (made: CardService) =>
      made.customer.client.post(`/api/services/${made.service.id}/card-payment`);

    /** A card service `hoursAhead` away whose card the customer had held. */
    async function authorized(hoursAhead = 72): Promise<HeldCard> {
      const made = await world.cardService(hoursAhead);
      const started = await start(made);
      expect(started.statusCode, started.body).toBe(200);
      await world.hold(made);
      const [payment] = await paymentsOf(made.service.id);
      return { ...made, reference: payment!.gateway_reference! };
    }

    it('holds the price on the card and captures it when the customer confirms the service done', async () => {
      const made = await world.cardService(72);
      const { customer, provider, service } = made;
      const started = await start(made);
      expect(started.statusCode, started.body).toBe(200);
      await world.expectStarted(made, started);
      await world.hold(made);
      const [payment] = await paymentsOf(service.id);
      const held = { ...made, reference: payment!.gateway_reference! };
      await world.expectHeld(held);
      expect((await serviceOf(customer, service.id)).card.state).toBe('authorized');
      expect((await world.holdAgain(made)).json().error.code).toBe('ALREADY_AUTHORIZED');

      clock().set(service.scheduledAt);
      expect((await step(provider, service.id, { action: 'mark_done' })).statusCode).toBe(200);
      await world.afterDone(made);
      expect((await step(customer, service.id, { action: 'confirm_completion' })).statusCode).toBe(200);
      await world.t.runTasks();
      world.expectCaptured(held, 70_000);
      expect(await paymentsOf(service.id)).toMatchObject([{ status: 'paid', captured_amount: 70_000 }]);
      expect(await serviceOf(customer, service.id)).toMatchObject({
        paymentConfirmed: true,
        card: { state: 'paid', captured: 70_000 },
      });
      // The gateway's own word on the capture arrives after: applied once, changes nothing.
      const told = world.noticeOf(held);
      expect((await told.deliver()).statusCode).toBe(200);
      expect(await told.outcome()).toBe('ignored: already paid');
      const pagos = (await customer.client.get('/api/payments')).json();
      expect(pagos.charges.find((row: { serviceId: string }) => row.serviceId === service.id)).toMatchObject({
        paid: true,
        amount: 70_000,
        cardState: 'paid',
      });
      clock().set(new Date());
    });

    it('captures half for a late cancellation and releases the hold for a free one', async () => {
      const late = await authorized(10);
      expect((await step(late.customer, late.service.id, { action: 'cancel_by_customer' })).statusCode).toBe(
        200,
      );
      await world.t.runTasks();
      world.expectCaptured(late, 35_000);
      expect(await paymentsOf(late.service.id)).toMatchObject([{ status: 'paid', captured_amount: 35_000 }]);
      // The gateway's word names the half captured, which the payment already says.
      const told = world.noticeOf(late);
      await told.deliver();
      expect(await told.outcome()).toBe('ignored: already paid');

      const free = await authorized(72);
      expect((await step(free.customer, free.service.id, { action: 'cancel_by_customer' })).statusCode).toBe(
        200,
      );
      await world.t.runTasks();
      world.expectReleased(free);
      expect(await paymentsOf(free.service.id)).toMatchObject([
        { status: 'cancelled', captured_amount: null },
      ]);
      expect((await serviceOf(free.customer, free.service.id)).card.state).toBe('released');
    });

    it('tells the customer of a declined card, and takes another card for a new payment', async () => {
      const made = await world.cardService(72);
      const { customer, service } = made;
      await start(made);
      await world.decline(made);
      await world.t.runTasks();
      const failed = await serviceOf(customer, service.id);
      expect(failed.card).toMatchObject({ state: 'failed', reason: world.declineReason });
      expect(subjectsTo(customer.email)).toContain(
        cardPaymentMessages.failedEmail.subject.replace('{title}', failed.title),
      );

      // Another card, a minute later: a new payment, the first kept as a record.
      clock().set(new Date(clock().now().getTime() + 60_000));
      const retry = await start(made);
      expect(retry.statusCode, retry.body).toBe(200);
      const payments = await paymentsOf(service.id);
      expect(payments.map((row) => row.status)).toEqual(['failed', 'pending']);
      await world.afterRetry(made, payments);
      clock().set(new Date());
    });

    it(`holds no amount but the agreed price, and answers 502 in Spanish while ${driver.gateway} is down`, async () => {
      const made = await world.cardService(72);
      const down = await world.whileDown(made);
      expect(down.statusCode).toBe(502);
      expect(down.json().error.code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
      await world.afterDown(made);
      expect(await world.holdOtherAmount(made)).toBe(world.otherAmountOutcome);
      expect((await serviceOf(made.customer, made.service.id)).card.state).toBe('unpaid');
      expect((await paymentsOf(made.service.id))[0]!.status).toBe('pending');
    });

    it('captures a hold about to run out once the service took place, and refunds what a dispute takes off', async () => {
      const held = await authorized(world.dispute.hoursAhead);
      const { customer, provider, service } = held;
      world.expectLongHold(held);
      clock().set(service.scheduledAt);
      expect((await step(provider, service.id, { action: 'mark_done' })).statusCode).toBe(200);
      const reported = await step(customer, service.id, {
        action: 'report_problem',
        reason: 'Faltó la cocina.',
      });
      expect(reported.statusCode, reported.body).toBe(200);
      // Still in dispute when the hold is about to run out: the price is captured before it does.
      const [before] = await paymentsOf(service.id);
      clock().set(new Date(clock().now().getTime() + world.dispute.runsOutAfterDays * DAY));
      await world.t.runTasks();
      world.expectCaptured(held, 70_000);
      expect(await paymentsOf(service.id)).toMatchObject([{ status: 'paid', captured_amount: 70_000 }]);
      expect(before!.status).toBe('authorized');

      // Support settles it at $400: the $300 difference goes back to the card.
      await world.t.database.db.transaction((tx) =>
        takeStep(tx, service.id, {
          action: 'resolve_as_completed',
          userId: null,
          now: clock().now(),
          support: { settledAmount: 40_000 },
        }),
      );
      await world.t.runTasks();
      world.expectRefunded(held, 30_000);
      expect(await paymentsOf(service.id)).toMatchObject([
        { status: 'paid', captured_amount: 70_000, refunded_amount: 30_000 },
      ]);
      const told = world.refundNotice(held, 30_000);
      await told.deliver();
      expect(await told.outcome()).toBe('ignored: already refunded');
      const pagos = (await customer.client.get('/api/payments')).json();
      expect(pagos.charges.find((row: { serviceId: string }) => row.serviceId === service.id)).toMatchObject({
        amount: 40_000,
        paid: true,
      });
      clock().set(new Date());
    });
  });
}
