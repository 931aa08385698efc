import { GATEWAY_METHODS, type PaymentMethod } from './payment-methods';

// A service (an accepted offer or a direct booking) as one explicit graph: who may do what, from which
// status, and in which window of time. The server enforces it inside the transaction that locks the row;
// the web asks it which buttons to show. Every window is computed on instants, whatever the place's zone.
//
// Decisions where the issue left room:
// - A window "before X" closes at X and one "from X" opens at X: at the start instant cancelling is over
//   and "Marcar como completado" is possible; at the booking deadline the provider can no longer answer
//   and the system declines it.
// - Cancelling is for before the start only, for both sides. After the start the provider marks the
//   service done, or, once NO_SHOW_GRACE_MINUTES have passed, reports a no-show; a customer whose provider did
//   not come reports a problem.
// - A no-show's fee stays unsettled for the 48 h the customer has to contest it ('No fue así', which opens a
//   dispute); it is settled when that window closes uncontested (a timed system step) or when support decides
//   the contest: upheld (the fee stands) or in the customer's favour (cancelled, nothing to pay). Nothing of it
//   is collected, nor confirmed by hand, while unsettled.
// - A pending booking, not yet accepted, is cancelled by the customer for free (cancellation-fee.ts).
// - The customer may confirm completion from the start on even if the provider forgot to mark it done.
// - A disputed service is not cancelled by either side: the provider may answer the report once, and support
//   resolves it as completed (the whole price, or a part of it) or cancelled (nothing to pay).
// - Payment confirmation ('Confirmar pago recibido', cash or transfer) is a flag, not a status: once the
//   service is done, completed or disputed, whatever else happens to it; and for a cancellation that left a
//   charge (under 24 h, a no-show), which the customer pays the provider the same way. A service paid online
//   takes it only for approved extra time its payment did not cover, paid to the provider the same way.
// - A service to be paid by card whose card was not authorised by 24 h before it starts is cancelled by the
//   system, free ('cancel_unpaid'); the payment module decides when, so the graph holds no timer for it.
// - A window whose instant is unknown (status done without doneAt) stays shut.

export const SERVICE_STATUSES = [
  'pending',
  'confirmed',
  'done',
  'completed',
  'cancelled',
  'disputed',
  'declined',
] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

// The statuses' named groups: a list of statuses anywhere else in src/ is one of these (service-status-lists
// .test.ts reads src/ for others), and service-status-groups.test.ts derives each from the graph below, so a
// status or step added later that changes a group's meaning fails there first. Written out rather than
// computed, to be read at a glance and written into SQL as literals (oneOf in db/schema/sql-helpers.ts).

const statusGroup = <const Group extends readonly ServiceStatus[]>(statuses: Group): Group => statuses;

/** Still ahead, not yet under way: a booking waiting for its answer, or a service agreed. Calendars get these. */
export const SCHEDULED_STATUSES = statusGroup(['pending', 'confirmed']);
/** Ahead or under way, not over: Programados and the panels' summaries; the rest is history ('Anteriores'). */
export const UPCOMING_STATUSES = statusGroup(['pending', 'confirmed', 'done', 'disputed']);
/** Over: nothing moves it on any more, but a no-show's contest ('No fue así'). */
export const ENDED_STATUSES = statusGroup(['completed', 'cancelled', 'declined']);
/** Over without the work being done: cancelled, or a booking declined or left unanswered. */
export const CALLED_OFF_STATUSES = statusGroup(['cancelled', 'declined']);
/** Taken by the provider and not called off: the parties see each other's phone and the street. */
export const AGREED_STATUSES = statusGroup(['confirmed', 'done', 'completed', 'disputed']);
/** Agreed and not over: its parties may still have to answer for it (serviceStillOpen). */
export const OPEN_STATUSES = statusGroup(['confirmed', 'done', 'disputed']);
/** The work took place (contested or not): the service costs its price, or what support settled a dispute at. */
export const TOOK_PLACE_STATUSES = statusGroup(['done', 'completed', 'disputed']);
/** Its time came and its outcome waits: marked done (on the customer) or in dispute (on support). */
export const AWAITING_OUTCOME_STATUSES = statusGroup(['done', 'disputed']);
/** Never taken by its provider: a booking waiting for its answer, or declined (or left unanswered). */
export const UNTAKEN_STATUSES = statusGroup(['pending', 'declined']);

/** Whether the status is one of the group's: `isIn(ENDED_STATUSES, service.status)`. */
export const isIn = <Group extends readonly ServiceStatus[]>(
  group: Group,
  status: ServiceStatus,
): status is Group[number] => (group as readonly ServiceStatus[]).includes(status);

export const SERVICE_ACTORS = ['customer', 'provider', 'system', 'support'] as const;
export type ServiceActor = (typeof SERVICE_ACTORS)[number];

/** The answer time of a booking made before its deadline was stored (booking-answer.ts gives every newer one). */
export const BOOKING_RESPONSE_HOURS = 48;
export const AUTO_COMPLETE_HOURS = 48;
/** How long after the start a provider waits before reporting that nobody was there. */
export const NO_SHOW_GRACE_MINUTES = 45;
/** How long the customer has to contest a no-show: the same as to report a problem with a service done. */
export const NO_SHOW_CONTEST_HOURS = AUTO_COMPLETE_HOURS;
export const REVIEW_WINDOW_DAYS = 14;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** What the rules need to know of a service: the server reads it from the row, the web from the API. */
export interface ServiceState {
  status: ServiceStatus;
  /** The scheduled start as an instant (10:00 in Cancún is 15:00 UTC). */
  scheduledAt: Date;
  createdAt: Date;
  /** A booking's answer deadline as stored when it was made (booking-answer.ts); absent or null before it was. */
  answerBy?: Date | null;
  /** When the provider marked it done. */
  doneAt: Date | null;
  completedAt: Date | null;
  paymentMethod: PaymentMethod;
  paymentConfirmed: boolean;
  /** Centavos the customer owes for a cancellation; null unless cancelled (cancellation-fee.ts). */
  cancellationFee: number | null;
  customerReviewed: boolean;
  providerReviewed: boolean;
  /** The provider already answered the customer's report of a problem. */
  providerAnswered?: boolean;
  /** When the provider reported that nobody was there; null (or absent) for any other service. */
  noShowAt?: Date | null;
  /** The no-show's fee is settled: its window to contest closed, or support decided the contest. */
  noShowSettled?: boolean;
  /**
   * Paid online, but approved extra time its payment does not cover is owed directly to the provider (cash or
   * transfer; owedDirectly in payment-lifecycle.ts): the provider confirms that part as received.
   */
  owesProviderDirectly?: boolean;
}

// Why a step is refused, as a code: the domain holds no texts (service-refusals.ts says each in Spanish).
export const REFUSAL_REASONS = [
  'not_your_action',
  'wrong_status',
  'booking_expired',
  'not_due',
  'already_started',
  'not_started',
  'problem_window_closed',
  'review_window_closed',
  'already_reviewed',
  'payment_not_manual',
  'payment_already_confirmed',
  'already_answered',
  'no_show_not_yet',
  'contest_window_closed',
  'no_show_unsettled',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

type Moment = 'start' | 'noShowOpens' | 'bookingDeadline' | 'autoComplete' | 'reviewClose' | 'contestClose';
type Window = { before: Moment } | { from: Moment };

/** The instants the windows open and close at; null when the service has not reached that point. */
export function serviceMoments(service: ServiceState): Record<Moment, Date | null> {
  const after = (date: Date | null, hours: number) =>
    date ? new Date(date.getTime() + hours * HOUR_MS) : null;
  const answerBy =
    service.answerBy?.getTime() ??
    Math.min(service.scheduledAt.getTime(), service.createdAt.getTime() + BOOKING_RESPONSE_HOURS * HOUR_MS);
  return {
    start: service.scheduledAt,
    noShowOpens: new Date(service.scheduledAt.getTime() + NO_SHOW_GRACE_MINUTES * MINUTE_MS),
    bookingDeadline: new Date(answerBy),
    autoComplete: after(service.doneAt, AUTO_COMPLETE_HOURS),
    reviewClose: after(service.completedAt, REVIEW_WINDOW_DAYS * 24),
    contestClose: after(service.noShowAt ?? null, NO_SHOW_CONTEST_HOURS),
  };
}

const TOO_LATE: Record<Moment, RefusalReason> = {
  start: 'already_started',
  noShowOpens: 'not_due',
  bookingDeadline: 'booking_expired',
  autoComplete: 'problem_window_closed',
  reviewClose: 'review_window_closed',
  contestClose: 'contest_window_closed',
};
const TOO_EARLY: Record<Moment, RefusalReason> = {
  start: 'not_started',
  noShowOpens: 'no_show_not_yet',
  bookingDeadline: 'not_due',
  autoComplete: 'not_due',
  reviewClose: 'not_due',
  contestClose: 'not_due',
};

/** A no-show whose fee is not settled yet: the customer may still contest it, or contests it now. */
export const noShowUnsettled = (service: ServiceState): boolean =>
  service.noShowAt != null && !service.noShowSettled;

// The rows that apply to one kind of cancellation or dispute only: a no-show still open, or any other.
const openNoShow = (service: ServiceState): RefusalReason | null =>
  noShowUnsettled(service) ? null : 'wrong_status';
const notANoShow = (service: ServiceState): RefusalReason | null =>
  service.noShowAt == null ? null : 'wrong_status';
// A no-show settled (its 48 h passed, or support decided) is no longer contested: its window is over.
const contestableNoShow = (service: ServiceState): RefusalReason | null =>
  service.noShowAt == null ? 'wrong_status' : service.noShowSettled ? 'contest_window_closed' : null;

const manualPaymentPending = (service: ServiceState): RefusalReason | null => {
  // A cancellation without a charge leaves nothing to pay.
  if (service.status === 'cancelled' && !service.cancellationFee) return 'wrong_status';
  if (GATEWAY_METHODS.has(service.paymentMethod) && !service.owesProviderDirectly)
    return 'payment_not_manual';
  // A no-show's fee is not owed while the customer may still contest it, or contests it.
  if (noShowUnsettled(service)) return 'no_show_unsettled';
  return service.paymentConfirmed ? 'payment_already_confirmed' : null;
};
const notYetReviewed = (service: ServiceState, actor: ServiceActor): RefusalReason | null =>
  (actor === 'customer' ? service.customerReviewed : service.providerReviewed) ? 'already_reviewed' : null;

const notYetAnswered = (service: ServiceState): RefusalReason | null =>
  service.providerAnswered ? 'already_answered' : null;

interface Transition {
  action: string;
  from: readonly ServiceStatus[];
  /** null: the status stays (a payment confirmed, a review written). */
  to: ServiceStatus | null;
  actors: readonly ServiceActor[];
  /** Which services of those statuses the row is for (a no-show, or not): checked before the window. */
  only?: (service: ServiceState) => RefusalReason | null;
  window?: Window;
  guard?: (service: ServiceState, actor: ServiceActor) => RefusalReason | null;
}

// prettier-ignore
export const TRANSITIONS = [
  { action: 'accept_booking', from: ['pending'], to: 'confirmed', actors: ['provider'], window: { before: 'bookingDeadline' } },
  { action: 'decline_booking', from: ['pending'], to: 'declined', actors: ['provider'], window: { before: 'bookingDeadline' } },
  { action: 'expire_booking', from: ['pending'], to: 'declined', actors: ['system'], window: { from: 'bookingDeadline' } },
  { action: 'cancel_by_customer', from: ['pending', 'confirmed'], to: 'cancelled', actors: ['customer'], window: { before: 'start' } },
  { action: 'cancel_by_provider', from: ['confirmed'], to: 'cancelled', actors: ['provider'], window: { before: 'start' } },
  { action: 'cancel_unpaid', from: ['pending', 'confirmed'], to: 'cancelled', actors: ['system'], window: { before: 'start' } },
  { action: 'mark_done', from: ['confirmed'], to: 'done', actors: ['provider'], window: { from: 'start' } },
  { action: 'report_no_show', from: ['confirmed'], to: 'cancelled', actors: ['provider'], window: { from: 'noShowOpens' } },
  { action: 'contest_no_show', from: ['cancelled'], to: 'disputed', actors: ['customer'], only: contestableNoShow, window: { before: 'contestClose' } },
  { action: 'settle_no_show', from: ['cancelled'], to: null, actors: ['system'], only: openNoShow, window: { from: 'contestClose' } },
  { action: 'confirm_completion', from: ['done'], to: 'completed', actors: ['customer'] },
  { action: 'confirm_completion', from: ['confirmed'], to: 'completed', actors: ['customer'], window: { from: 'start' } },
  { action: 'auto_complete', from: ['done'], to: 'completed', actors: ['system'], window: { from: 'autoComplete' } },
  { action: 'report_problem', from: ['done'], to: 'disputed', actors: ['customer'], window: { before: 'autoComplete' } },
  { action: 'report_problem', from: ['confirmed'], to: 'disputed', actors: ['customer'], window: { from: 'start' } },
  { action: 'answer_dispute', from: ['disputed'], to: null, actors: ['provider'], guard: notYetAnswered },
  { action: 'resolve_as_completed', from: ['disputed'], to: 'completed', actors: ['support'], only: notANoShow },
  { action: 'resolve_as_cancelled', from: ['disputed'], to: 'cancelled', actors: ['support'] },
  { action: 'uphold_no_show', from: ['disputed'], to: 'cancelled', actors: ['support'], only: openNoShow },
  { action: 'confirm_payment', from: ['done', 'completed', 'disputed', 'cancelled'], to: null, actors: ['provider'], guard: manualPaymentPending },
  { action: 'leave_review', from: ['completed'], to: null, actors: ['customer', 'provider'], window: { before: 'reviewClose' }, guard: notYetReviewed },
] as const satisfies readonly Transition[];

export type ServiceAction = (typeof TRANSITIONS)[number]['action'];
export const SERVICE_ACTIONS = [...new Set(TRANSITIONS.map((row) => row.action))] as ServiceAction[];

/** The steps a party takes through the API (reviews have their own route; system and support are internal). */
export const PARTY_ACTIONS = [
  'accept_booking',
  'decline_booking',
  'cancel_by_customer',
  'cancel_by_provider',
  'mark_done',
  'report_no_show',
  'contest_no_show',
  'confirm_completion',
  'report_problem',
  'answer_dispute',
  'confirm_payment',
] as const satisfies readonly ServiceAction[];
export type PartyAction = (typeof PARTY_ACTIONS)[number];
export const isPartyAction = (action: ServiceAction): action is PartyAction =>
  (PARTY_ACTIONS as readonly ServiceAction[]).includes(action);

export type TransitionResult =
  { ok: true; status: ServiceStatus; paymentConfirmed: boolean } | { ok: false; reason: RefusalReason };

function windowRefusal(window: Window | undefined, service: ServiceState, now: Date): RefusalReason | null {
  if (!window) return null;
  const moments = serviceMoments(service);
  if ('before' in window) {
    const at = moments[window.before];
    return at && now.getTime() < at.getTime() ? null : TOO_LATE[window.before];
  }
  const at = moments[window.from];
  return at && now.getTime() >= at.getTime() ? null : TOO_EARLY[window.from];
}

/** The service's next status (and payment flag) after the action, or why it is refused. */
export function checkTransition(
  service: ServiceState,
  action: ServiceAction,
  actor: ServiceActor,
  now: Date,
): TransitionResult {
  const rows: readonly Transition[] = TRANSITIONS.filter(
    (row) => row.action === action && (row.actors as readonly ServiceActor[]).includes(actor),
  );
  if (rows.length === 0) return { ok: false, reason: 'not_your_action' };
  const row = rows.find((candidate) => candidate.from.includes(service.status));
  if (!row) return { ok: false, reason: 'wrong_status' };
  const refusal =
    row.only?.(service) ?? windowRefusal(row.window, service, now) ?? row.guard?.(service, actor) ?? null;
  if (refusal) return { ok: false, reason: refusal };
  return {
    ok: true,
    status: row.to ?? service.status,
    paymentConfirmed: service.paymentConfirmed || action === 'confirm_payment',
  };
}

/** What this actor may do now: the buttons the web shows. */
export function allowedActions(service: ServiceState, actor: ServiceActor, now: Date): ServiceAction[] {
  return SERVICE_ACTIONS.filter((action) => checkTransition(service, action, actor, now).ok);
}

/** The timed transition the scheduler must run for the service's current status, and when. */
export function dueSystemAction(service: ServiceState): { action: ServiceAction; at: Date } | null {
  const moments = serviceMoments(service);
  for (const row of TRANSITIONS as readonly Transition[]) {
    if (!row.actors.includes('system') || !row.from.includes(service.status) || row.only?.(service)) continue;
    const at = row.window && 'from' in row.window ? moments[row.window.from] : null;
    if (at) return { action: row.action as ServiceAction, at };
  }
  return null;
}

/** Whether the customer may still contest this service's no-show now ('No fue así'). */
export const noShowContestable = (service: ServiceState, now: Date): boolean =>
  checkTransition(service, 'contest_no_show', 'customer', now).ok;

/**
 * A service its parties may still have to answer for: agreed and ahead or under way, marked done (the customer
 * may still report a problem), in dispute, or a no-show the customer may still contest. Neither party's account
 * is deleted while one is. A late cancellation's charge is no such case: the customer cancelled, shown the charge,
 * and nothing in the graph contests it.
 */
export const serviceStillOpen = (service: ServiceState, now: Date): boolean =>
  isIn(OPEN_STATUSES, service.status) || noShowContestable(service, now);
