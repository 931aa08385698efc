import { GATEWAY_METHODS } from './payment-methods';
import {
  ENDED_STATUSES,
  isIn,
  noShowUnsettled,
  TOOK_PLACE_STATUSES,
  type ServiceState,
} from './service-lifecycle';

// Money as one explicit graph, as services are (service-lifecycle.ts): every status a payment or a refund can be
// in, the events that move each, and who may cause them. The server writes a status only through this table
// (server/domain/move-payment.ts), under a guarded update, so a move the table does not list cannot happen, however
// late, twice or out of order a webhook arrives. What a customer owes is written here once, and the SQL the money
// pages read is built from these groups (server/domain/charges.ts) and tested against these functions.
//
// Three ledgers:
// - 'plan': a provider's month of a plan, paid by transfer (an operator confirms it), online (the gateway's
//   webhooks say paid or failed) or not billed at all (no payment configured: recorded as cancelled).
// - 'service': a service paid online. A card is held (authorised), captured when the service ends and refunded
//   in part or whole after a dispute; SPEI and OXXO are paid at once, so they go from pending to paid.
// - 'refund': money owed back that the gateway cannot refund (an OXXO payment): owed, the customer gives a CLABE
//   (requested), an operator sends the transfer (sent).
//
// Decisions where the code left room:
// - 'gateway' is whatever the gateway tells us: its webhooks, or its answer to a call we made (a plan the gateway
//   refused to start, a SPEI transfer already covered by the customer's balance).
// - A payment captured twice, or captured after a whole refund, is refused: a late webhook cannot undo a refund.
// - A move that keeps the status (a hold renewed, a partial refund) is still a move: it says what happened, and
//   the timestamps it implies are written with it.

export const PAYMENT_STATUSES = ['pending', 'authorized', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const REFUND_STATUSES = ['owed', 'requested', 'sent'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const PAYMENT_LEDGERS = ['plan', 'service', 'refund'] as const;
export type PaymentLedger = (typeof PAYMENT_LEDGERS)[number];
/** The statuses of a ledger's rows: refunds have their own, plans and services share the payments'. */
export type StatusOf<L extends PaymentLedger> = L extends 'refund' ? RefundStatus : PaymentStatus;

export const PAYMENT_ACTORS = ['gateway', 'task', 'operator', 'customer', 'provider'] as const;
export type PaymentActor = (typeof PAYMENT_ACTORS)[number];

/** The instants a move records, by the name of the row's column. */
export type PaymentStamp = 'authorizedAt' | 'paidAt' | 'decidedAt' | 'requestedAt' | 'sentAt';

interface Move {
  ledger: PaymentLedger;
  event: string;
  /** null: the row does not exist yet, and the move creates it. */
  from: readonly (PaymentStatus | RefundStatus | null)[];
  to: PaymentStatus | RefundStatus;
  actors: readonly PaymentActor[];
  stamps?: readonly PaymentStamp[];
}

// One row per event of a ledger: its statuses before, the one after, and who may cause it.
// prettier-ignore
export const PAYMENT_MOVES = [
  { ledger: 'service', event: 'ask', from: [null], to: 'pending', actors: ['customer'] },
  { ledger: 'service', event: 'abandon', from: ['pending', 'authorized'], to: 'cancelled', actors: ['customer'] },
  { ledger: 'service', event: 'authorize', from: ['pending', 'failed'], to: 'authorized', actors: ['gateway', 'task'], stamps: ['authorizedAt'] },
  { ledger: 'service', event: 'renew_hold', from: ['authorized'], to: 'authorized', actors: ['task'], stamps: ['authorizedAt'] },
  { ledger: 'service', event: 'decline', from: ['pending'], to: 'failed', actors: ['gateway', 'task'] },
  { ledger: 'service', event: 'lose_hold', from: ['authorized'], to: 'failed', actors: ['task'] },
  { ledger: 'service', event: 'release', from: ['pending', 'authorized'], to: 'cancelled', actors: ['gateway', 'task'] },
  { ledger: 'service', event: 'capture', from: ['pending', 'authorized', 'failed', 'cancelled'], to: 'paid', actors: ['gateway', 'task'], stamps: ['paidAt'] },
  { ledger: 'service', event: 'refund_part', from: ['paid'], to: 'paid', actors: ['gateway', 'task'] },
  { ledger: 'service', event: 'refund', from: ['paid'], to: 'refunded', actors: ['gateway', 'task'] },
  { ledger: 'plan', event: 'ask', from: [null], to: 'pending', actors: ['provider'] },
  { ledger: 'plan', event: 'unbilled', from: [null], to: 'cancelled', actors: ['provider'] },
  { ledger: 'plan', event: 'abandon', from: ['pending'], to: 'cancelled', actors: ['provider'] },
  { ledger: 'plan', event: 'pay', from: [null, 'pending', 'failed', 'cancelled'], to: 'paid', actors: ['gateway'], stamps: ['paidAt'] },
  { ledger: 'plan', event: 'fail', from: [null, 'pending', 'cancelled'], to: 'failed', actors: ['gateway'] },
  { ledger: 'plan', event: 'expire', from: ['pending', 'failed'], to: 'cancelled', actors: ['gateway', 'task'] },
  { ledger: 'plan', event: 'confirm_transfer', from: ['pending'], to: 'paid', actors: ['operator'], stamps: ['paidAt', 'decidedAt'] },
  { ledger: 'plan', event: 'reject_transfer', from: ['pending'], to: 'cancelled', actors: ['operator'], stamps: ['decidedAt'] },
  { ledger: 'plan', event: 'expire_transfer', from: ['pending'], to: 'cancelled', actors: ['task'], stamps: ['decidedAt'] },
  { ledger: 'refund', event: 'owe', from: [null], to: 'owed', actors: ['task'] },
  { ledger: 'refund', event: 'give_account', from: ['owed', 'requested'], to: 'requested', actors: ['customer'], stamps: ['requestedAt'] },
  { ledger: 'refund', event: 'send', from: ['requested'], to: 'sent', actors: ['operator'], stamps: ['sentAt'] },
] as const satisfies readonly Move[];

type MoveRow = (typeof PAYMENT_MOVES)[number];
export type PaymentEvent<L extends PaymentLedger = PaymentLedger> = Extract<MoveRow, { ledger: L }>['event'];

export const PAYMENT_REFUSALS = ['not_your_event', 'wrong_status'] as const;
export type PaymentRefusal = (typeof PAYMENT_REFUSALS)[number];

export interface PlannedMove<L extends PaymentLedger> {
  /** The statuses the event moves (null: no row yet). */
  from: readonly (StatusOf<L> | null)[];
  to: StatusOf<L>;
  actors: readonly PaymentActor[];
  stamps: readonly PaymentStamp[];
}

/** The table's row for an event of a ledger, as the writer needs it: which statuses it moves, to what. */
export function plannedMove<L extends PaymentLedger>(ledger: L, event: PaymentEvent<L>): PlannedMove<L> {
  const row: Move | undefined = PAYMENT_MOVES.find((move) => move.ledger === ledger && move.event === event);
  if (!row) throw new RangeError(`No event ${event} moves a ${ledger} payment`);
  return {
    from: row.from as PlannedMove<L>['from'],
    to: row.to as StatusOf<L>,
    actors: row.actors,
    stamps: row.stamps ?? [],
  };
}

export type MoveResult<L extends PaymentLedger> =
  { ok: true; to: StatusOf<L>; stamps: readonly PaymentStamp[] } | { ok: false; reason: PaymentRefusal };

/** Where the event takes a row of this status (null: none yet) when this actor causes it, or why it does not. */
export function checkMove<L extends PaymentLedger>(
  ledger: L,
  from: StatusOf<L> | null,
  event: PaymentEvent<L>,
  actor: PaymentActor,
): MoveResult<L> {
  const move = plannedMove(ledger, event);
  if (!move.actors.includes(actor)) return { ok: false, reason: 'not_your_event' };
  if (!move.from.includes(from)) return { ok: false, reason: 'wrong_status' };
  return { ok: true, to: move.to, stamps: move.stamps };
}

/** Whether the event may move a row of this status, whoever causes it: the question a webhook asks first. */
export const canMove = <L extends PaymentLedger>(
  ledger: L,
  from: StatusOf<L> | null,
  event: PaymentEvent<L>,
) => plannedMove(ledger, event).from.includes(from);

/**
 * A service's payment still in play: waiting, holding the card, or paid (a refund may still be owed). A service
 * has at most one (the partial unique index `payments_service_open_idx` says the same), and it is the one shown.
 */
export const OPEN_PAYMENT_STATUSES = [
  'pending',
  'authorized',
  'paid',
] as const satisfies readonly PaymentStatus[];
export const isOpenPayment = (status: PaymentStatus): boolean =>
  (OPEN_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(status);

/** Waiting for its money, or holding a card: a settlement still captures or releases it. */
export const UNSETTLED_PAYMENT_STATUSES = [
  'pending',
  'authorized',
] as const satisfies readonly PaymentStatus[];

/** A payment that ended without money: declined, expired or let go. A new one may be asked in its place. */
export const UNPAID_END_STATUSES = ['failed', 'cancelled'] as const satisfies readonly PaymentStatus[];

/** A refund by transfer still to send: the customer's CLABE, or the operator's transfer, is awaited. */
export const OPEN_REFUND_STATUSES = ['owed', 'requested'] as const satisfies readonly RefundStatus[];

/** What the money rules read of a service: its graph state, with its price and a dispute's settled amount. */
export type ChargeFacts = Pick<ServiceState, 'status' | 'cancellationFee' | 'noShowAt' | 'noShowSettled'> & {
  /** Centavos agreed. */
  price: number;
  /** What support resolved a dispute at (≤ price), when it did. */
  settledAmount: number | null;
};

// The graph's rule, which reads nothing of a service but its no-show.
const unsettledNoShow = (service: Pick<ServiceState, 'noShowAt' | 'noShowSettled'>) =>
  noShowUnsettled(service as ServiceState);

/**
 * What the customer owes for the service as it stands, in centavos; null while it is no charge. A service that
 * took place costs its price or the part support settled at; one cancelled costs its cancellation charge when
 * there is one (under 24 h, a no-show); a booking declined, a cancellation in time or a dispute refunded costs
 * nothing. A no-show is no charge until its fee is settled: not while the customer may contest it, nor while
 * they contest it.
 */
export function customerOwes(service: ChargeFacts): number | null {
  if (unsettledNoShow(service)) return null;
  if (isIn(TOOK_PLACE_STATUSES, service.status)) return service.settledAmount ?? service.price;
  if (service.status === 'cancelled' && (service.cancellationFee ?? 0) > 0) return service.cancellationFee;
  return null;
}

/** What the provider is owed for the service: what the customer owes, whole, as the platform takes no commission. */
export const providerIsOwed = (service: ChargeFacts): number | null => customerOwes(service);

/**
 * What an online payment of the service should end up holding once the service has ended: what the customer
 * owes (0 when nothing), captured from a hold or kept of money paid, the rest released or refunded. Null while
 * there is nothing to settle yet: the service is ahead or under way, or a no-show's fee is unsettled. A payment
 * made for another way to pay than the service's now owes nothing.
 */
export function owedAtSettlement(
  service: ChargeFacts & Pick<ServiceState, 'paymentMethod'>,
  paidWith: ServiceState['paymentMethod'],
  covers?: number,
): number | null {
  if (service.paymentMethod !== paidWith) return 0;
  if (unsettledNoShow(service) || !isIn(ENDED_STATUSES, service.status)) return null;
  const owed = customerOwes(service) ?? 0;
  return covers === undefined ? owed : owedSplit(owed, covers).online;
}

/**
 * How what the customer owes for a service paid online splits ('Tiempo extra', issue 29): the part its payment
 * covers (what the card's hold authorised, or what SPEI or OXXO paid ahead), never more; and the rest, approved
 * extra time beyond it, owed directly to the provider in cash or by transfer and confirmed by the provider as any
 * fee of a service not paid online. `covers` null: no payment holds or paid anything yet (a saved card is held
 * for the price of the day), so all of it goes online.
 */
export function owedSplit(owed: number, covers: number | null): { online: number; direct: number } {
  const online = covers === null ? owed : Math.max(0, Math.min(owed, covers));
  return { online, direct: owed - online };
}

/** The part of what the customer owes paid directly to the provider though the service was paid online. */
export const owedDirectly = (
  service: ChargeFacts & Pick<ServiceState, 'paymentMethod'>,
  covers: number | null,
): number =>
  GATEWAY_METHODS.has(service.paymentMethod) ? owedSplit(customerOwes(service) ?? 0, covers).direct : 0;

/**
 * What was paid of a charge of `owed` centavos, `direct` of them owed directly to the provider (owedDirectly):
 * all once confirmed (by the provider, or by the card's capture) or paid online when nothing is owed directly (a
 * dispute settled within what was captured); else the online part once captured or paid, and the direct part once
 * the provider confirmed it ('Confirmar pago recibido').
 */
export function chargePaid(
  owed: number,
  direct: number,
  { onlinePaid, confirmed }: { onlinePaid: boolean; confirmed: boolean },
): number {
  if (direct <= 0) return confirmed || onlinePaid ? owed : 0;
  return (onlinePaid ? owed - direct : 0) + (confirmed ? direct : 0);
}

/** What a paid payment still holds for the provider: what was captured, less what was given back. */
export const keptOf = (payment: {
  amount: number;
  capturedAmount: number | null;
  refundedAmount: number | null;
}) => (payment.capturedAmount ?? payment.amount) - (payment.refundedAmount ?? 0);

/** The refund that brings a paid payment's refunded total to `refunded`: all of it captured, or a part. */
export const refundEvent = (
  payment: { amount: number; capturedAmount: number | null },
  refunded: number,
): PaymentEvent<'service'> =>
  refunded >= (payment.capturedAmount ?? payment.amount) ? 'refund' : 'refund_part';
