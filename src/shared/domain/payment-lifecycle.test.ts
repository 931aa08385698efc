import { describe, expect, it } from 'vitest';
import {
  canMove,
  chargePaid,
  checkMove,
  customerOwes,
  keptOf,
  OPEN_PAYMENT_STATUSES,
  owedAtSettlement,
  owedDirectly,
  owedSplit,
  PAYMENT_ACTORS,
  PAYMENT_LEDGERS,
  PAYMENT_MOVES,
  PAYMENT_STATUSES,
  plannedMove,
  providerIsOwed,
  refundEvent,
  REFUND_STATUSES,
  UNPAID_END_STATUSES,
  UNSETTLED_PAYMENT_STATUSES,
  type ChargeFacts,
  type PaymentActor,
  type PaymentEvent,
  type PaymentLedger,
} from './payment-lifecycle';
import { SERVICE_STATUSES, TOOK_PLACE_STATUSES, UPCOMING_STATUSES } from './service-lifecycle';

type Status = string | null;

// The table written a second time, by hand: every (ledger, event, status before, actor) it allows, and where
// the move goes. Anything else must be refused.
const LEGAL: Array<[PaymentLedger, string, Status[], string, PaymentActor[]]> = [
  ['service', 'ask', [null], 'pending', ['customer']],
  ['service', 'abandon', ['pending', 'authorized'], 'cancelled', ['customer']],
  ['service', 'authorize', ['pending', 'failed'], 'authorized', ['gateway', 'task']],
  ['service', 'renew_hold', ['authorized'], 'authorized', ['task']],
  ['service', 'decline', ['pending'], 'failed', ['gateway', 'task']],
  ['service', 'lose_hold', ['authorized'], 'failed', ['task']],
  ['service', 'release', ['pending', 'authorized'], 'cancelled', ['gateway', 'task']],
  ['service', 'capture', ['pending', 'authorized', 'failed', 'cancelled'], 'paid', ['gateway', 'task']],
  ['service', 'refund_part', ['paid'], 'paid', ['gateway', 'task']],
  ['service', 'refund', ['paid'], 'refunded', ['gateway', 'task']],
  ['plan', 'ask', [null], 'pending', ['provider']],
  ['plan', 'unbilled', [null], 'cancelled', ['provider']],
  ['plan', 'abandon', ['pending'], 'cancelled', ['provider']],
  ['plan', 'pay', [null, 'pending', 'failed', 'cancelled'], 'paid', ['gateway']],
  ['plan', 'fail', [null, 'pending', 'cancelled'], 'failed', ['gateway']],
  ['plan', 'expire', ['pending', 'failed'], 'cancelled', ['gateway', 'task']],
  ['plan', 'confirm_transfer', ['pending'], 'paid', ['operator']],
  ['plan', 'reject_transfer', ['pending'], 'cancelled', ['operator']],
  ['plan', 'expire_transfer', ['pending'], 'cancelled', ['task']],
  ['refund', 'owe', [null], 'owed', ['task']],
  ['refund', 'give_account', ['owed', 'requested'], 'requested', ['customer']],
  ['refund', 'send', ['requested'], 'sent', ['operator']],
];

const statusesOf = (ledger: PaymentLedger): Status[] => [
  null,
  ...(ledger === 'refund' ? REFUND_STATUSES : PAYMENT_STATUSES),
];
const eventsOf = (ledger: PaymentLedger) =>
  PAYMENT_MOVES.filter((move) => move.ledger === ledger).map((move) => move.event as PaymentEvent);
const check = (ledger: PaymentLedger, from: Status, event: string, actor: PaymentActor) =>
  checkMove(ledger, from as never, event as never, actor);

describe('the payment lifecycle table', () => {
  it('lists each event of a ledger once, as the hand-written table does', () => {
    expect(PAYMENT_MOVES.map((move) => `${move.ledger} ${move.event}`)).toEqual(
      LEGAL.map(([ledger, event]) => `${ledger} ${event}`),
    );
  });

  it.each(
    LEGAL.flatMap(([ledger, event, froms, to, actors]) =>
      froms.flatMap((from) => actors.map((actor) => [ledger, event, from ?? 'no row', to, actor])),
    ),
  )('a %s payment: %s takes %s to %s, caused by the %s', (ledger, event, from, to, actor) => {
    const before = from === 'no row' ? null : from;
    expect(check(ledger as PaymentLedger, before, event, actor as PaymentActor)).toMatchObject({
      ok: true,
      to,
    });
  });

  it('refuses every other status, event and actor, saying whether the actor or the status is wrong', () => {
    const legal = new Set(
      LEGAL.flatMap(([ledger, event, froms, , actors]) =>
        froms.flatMap((from) => actors.map((actor) => `${ledger}|${event}|${from}|${actor}`)),
      ),
    );
    const everCauses = new Set(
      LEGAL.flatMap(([ledger, event, , , actors]) => actors.map((actor) => `${ledger}|${event}|${actor}`)),
    );
    let pairs = 0;
    let refused = 0;
    for (const ledger of PAYMENT_LEDGERS)
      for (const event of eventsOf(ledger))
        for (const from of statusesOf(ledger))
          for (const actor of PAYMENT_ACTORS) {
            pairs++;
            if (legal.has(`${ledger}|${event}|${from}|${actor}`)) continue;
            const reason = everCauses.has(`${ledger}|${event}|${actor}`) ? 'wrong_status' : 'not_your_event';
            expect(check(ledger, from, event, actor), `${ledger} ${event} ${from} ${actor}`).toEqual({
              ok: false,
              reason,
            });
            refused++;
          }
    expect(refused).toBe(pairs - legal.size);
  });

  it('has no event that a plan payment could use to be held or refunded: those are a card’s', () => {
    for (const event of eventsOf('plan')) {
      const { from, to } = plannedMove('plan', event as PaymentEvent<'plan'>);
      for (const status of ['authorized', 'refunded'] as const) {
        expect(from).not.toContain(status);
        expect(to).not.toBe(status);
      }
    }
  });

  it('names as unsettled what a release still moves, and as open what may still hold money', () => {
    expect(plannedMove('service', 'release').from).toEqual([...UNSETTLED_PAYMENT_STATUSES]);
    expect(OPEN_PAYMENT_STATUSES).toEqual([...UNSETTLED_PAYMENT_STATUSES, 'paid']);
    // A payment that ended unpaid may be authorised again (a card confirmed after a decline), never refunded.
    for (const status of UNPAID_END_STATUSES) expect(canMove('service', status, 'refund')).toBe(false);
  });

  it('records when a card was held, a payment paid, a transfer decided and a refund asked for or sent', () => {
    expect(plannedMove('service', 'authorize').stamps).toEqual(['authorizedAt']);
    expect(plannedMove('service', 'renew_hold').stamps).toEqual(['authorizedAt']);
    expect(plannedMove('service', 'capture').stamps).toEqual(['paidAt']);
    expect(plannedMove('plan', 'pay').stamps).toEqual(['paidAt']);
    expect(plannedMove('plan', 'confirm_transfer').stamps).toEqual(['paidAt', 'decidedAt']);
    expect(plannedMove('plan', 'reject_transfer').stamps).toEqual(['decidedAt']);
    expect(plannedMove('plan', 'expire').stamps).toEqual([]);
    expect(plannedMove('refund', 'give_account').stamps).toEqual(['requestedAt']);
    expect(plannedMove('refund', 'send').stamps).toEqual(['sentAt']);
  });
});

const PRICE = 80_000;
function facts(overrides: Partial<ChargeFacts> = {}): ChargeFacts {
  return {
    status: 'confirmed',
    price: PRICE,
    settledAmount: null,
    cancellationFee: null,
    noShowAt: null,
    noShowSettled: false,
    ...overrides,
  };
}
const NO_SHOW = { noShowAt: new Date('2026-06-10T17:00:00Z'), cancellationFee: PRICE };

describe('what a customer owes for a service', () => {
  it.each<[string, Partial<ChargeFacts>, number | null]>([
    ['a booking waiting for its answer', { status: 'pending' }, null],
    ['a service agreed, still ahead', { status: 'confirmed' }, null],
    ['a service marked done', { status: 'done' }, PRICE],
    ['a service completed', { status: 'completed' }, PRICE],
    ['a dispute open', { status: 'disputed' }, PRICE],
    ['a dispute resolved at a part of the price', { status: 'completed', settledAmount: 30_000 }, 30_000],
    ['a dispute resolved at nothing', { status: 'completed', settledAmount: 0 }, 0],
    ['a cancellation with 24 h notice', { status: 'cancelled', cancellationFee: 0 }, null],
    ['a cancellation recorded without a charge', { status: 'cancelled', cancellationFee: null }, null],
    ['a late cancellation', { status: 'cancelled', cancellationFee: 40_000 }, 40_000],
    ['a booking declined', { status: 'declined' }, null],
    ['a no-show the customer may still contest', { status: 'cancelled', ...NO_SHOW }, null],
    ['a no-show the customer contests', { status: 'disputed', ...NO_SHOW }, null],
    ['a no-show whose fee is settled', { status: 'cancelled', ...NO_SHOW, noShowSettled: true }, PRICE],
  ])('%s: %s', (_name, overrides, owed) => {
    expect(customerOwes(facts(overrides))).toBe(owed);
    // No commission: the provider is owed the same.
    expect(providerIsOwed(facts(overrides))).toBe(owed);
  });

  it('is a charge for every status a service that took place can be in, and for no status ahead of it', () => {
    const charged = SERVICE_STATUSES.filter((status) => customerOwes(facts({ status })) !== null);
    expect(charged).toEqual([...TOOK_PLACE_STATUSES]);
  });
});

describe('what an online payment keeps once its service ended', () => {
  const card = (overrides: Partial<ChargeFacts>) => ({ ...facts(overrides), paymentMethod: 'card' as const });

  it('waits while the service is ahead, under way or in dispute, or a no-show’s fee is unsettled', () => {
    for (const status of UPCOMING_STATUSES)
      expect(owedAtSettlement(card({ status }), 'card'), status).toBeNull();
    expect(owedAtSettlement(card({ status: 'cancelled', ...NO_SHOW }), 'card')).toBeNull();
  });

  it('keeps the price or the settled part once completed, the charge of a late cancellation, else nothing', () => {
    expect(owedAtSettlement(card({ status: 'completed' }), 'card')).toBe(PRICE);
    expect(owedAtSettlement(card({ status: 'completed', settledAmount: 10_000 }), 'card')).toBe(10_000);
    expect(owedAtSettlement(card({ status: 'cancelled', cancellationFee: 40_000 }), 'card')).toBe(40_000);
    expect(owedAtSettlement(card({ status: 'cancelled', ...NO_SHOW, noShowSettled: true }), 'card')).toBe(
      PRICE,
    );
    expect(owedAtSettlement(card({ status: 'cancelled', cancellationFee: 0 }), 'card')).toBe(0);
    expect(owedAtSettlement(card({ status: 'declined' }), 'card')).toBe(0);
  });

  it('keeps nothing of a payment made for another way to pay than the service’s now, at any status', () => {
    for (const status of SERVICE_STATUSES)
      expect(owedAtSettlement({ ...card({ status }), paymentMethod: 'cash' }, 'card'), status).toBe(0);
  });

  it('counts what was captured less what was given back, and names a whole refund apart from a part', () => {
    expect(keptOf({ amount: PRICE, capturedAmount: null, refundedAmount: null })).toBe(PRICE);
    expect(keptOf({ amount: PRICE, capturedAmount: 40_000, refundedAmount: 10_000 })).toBe(30_000);
    expect(refundEvent({ amount: PRICE, capturedAmount: 40_000 }, 40_000)).toBe('refund');
    expect(refundEvent({ amount: PRICE, capturedAmount: 40_000 }, 39_999)).toBe('refund_part');
    expect(refundEvent({ amount: PRICE, capturedAmount: null }, PRICE)).toBe('refund');
  });
});

describe("'Tiempo extra' on a service paid online: what its payment covers, and what the provider collects", () => {
  const grown = (overrides: Partial<ChargeFacts> = {}) => ({
    ...facts({ status: 'done', price: PRICE + 20_000, ...overrides }),
    paymentMethod: 'card' as const,
  });

  it('never goes online past what the payment covers: the rest is owed directly', () => {
    expect(owedSplit(PRICE + 20_000, PRICE)).toEqual({ online: PRICE, direct: 20_000 });
    expect(owedSplit(PRICE, PRICE + 20_000)).toEqual({ online: PRICE, direct: 0 });
    // Nothing held yet: a saved card is held later for the price of the day.
    expect(owedSplit(PRICE, null)).toEqual({ online: PRICE, direct: 0 });
    expect(owedDirectly(grown(), PRICE)).toBe(20_000);
    expect(owedDirectly({ ...grown(), paymentMethod: 'cash' }, PRICE)).toBe(0);
    // A dispute settled within what was covered leaves nothing owed directly.
    expect(owedDirectly(grown({ settledAmount: PRICE - 1 }), PRICE)).toBe(0);
  });

  it('settles the payment for its own part only, so a capture never exceeds what was authorised', () => {
    expect(owedAtSettlement(grown({ status: 'completed' }), 'card', PRICE)).toBe(PRICE);
    expect(owedAtSettlement(grown({ status: 'completed' }), 'card')).toBe(PRICE + 20_000);
    expect(owedAtSettlement(grown({ status: 'completed', settledAmount: 30_000 }), 'card', PRICE)).toBe(
      30_000,
    );
  });

  it('counts each part paid by its own fact: the capture for the online part, the provider for the direct one', () => {
    const owed = PRICE + 20_000;
    expect(chargePaid(owed, 20_000, { onlinePaid: false, confirmed: false })).toBe(0);
    expect(chargePaid(owed, 20_000, { onlinePaid: true, confirmed: false })).toBe(PRICE);
    expect(chargePaid(owed, 20_000, { onlinePaid: false, confirmed: true })).toBe(20_000);
    expect(chargePaid(owed, 20_000, { onlinePaid: true, confirmed: true })).toBe(owed);
    expect(chargePaid(PRICE, 0, { onlinePaid: false, confirmed: true })).toBe(PRICE);
    expect(chargePaid(PRICE, 0, { onlinePaid: true, confirmed: false })).toBe(PRICE);
    expect(chargePaid(PRICE, 0, { onlinePaid: false, confirmed: false })).toBe(0);
  });
});
