import { describe, expect, it } from 'vitest';
import {
  checkTransition,
  NO_SHOW_GRACE_MINUTES,
  noShowContestable,
  serviceStillOpen,
  type RefusalReason,
  type ServiceAction,
  type ServiceActor,
  type ServiceState,
  type ServiceStatus,
  type TransitionResult,
} from './service-lifecycle';

// Every time window of the lifecycle, to the second on both sides of its edge.
const SECOND = 1000;
const HOUR = 3_600_000;
const START = new Date('2026-06-10T16:00:00Z');
const at = (date: Date, ms: number) => new Date(date.getTime() + ms);

function service(overrides: Partial<ServiceState> = {}): ServiceState {
  return {
    status: 'confirmed',
    scheduledAt: START,
    createdAt: at(START, -7 * 24 * HOUR),
    doneAt: null,
    completedAt: null,
    paymentMethod: 'cash',
    paymentConfirmed: false,
    cancellationFee: null,
    customerReviewed: false,
    providerReviewed: false,
    ...overrides,
  };
}

type Edge = ({ closesAt: Date } | { opensAt: Date }) & {
  /** Why it is refused on the shut side. */
  reason: RefusalReason;
  /** What it yields on the open side, besides `ok`. */
  outcome?: Partial<TransitionResult>;
};

/** `action`'s window closes or opens at an edge, to the second: allowed on one side, refused on the other. */
function expectEdge(state: ServiceState, action: ServiceAction, actor: ServiceActor, edge: Edge) {
  const closes = 'closesAt' in edge;
  const instant = closes ? edge.closesAt : edge.opensAt;
  const allowed = expect.objectContaining({ ok: true, ...edge.outcome });
  const refused = { ok: false, reason: edge.reason };
  expect(checkTransition(state, action, actor, at(instant, -SECOND))).toEqual(closes ? allowed : refused);
  expect(checkTransition(state, action, actor, instant)).toEqual(closes ? refused : allowed);
}

/** The system's `action` is not due a second before `instant` and moves the service to `status` from it on. */
const expectDueAt = (state: ServiceState, action: ServiceAction, instant: Date, status: ServiceStatus) =>
  expectEdge(state, action, 'system', { opensAt: instant, reason: 'not_due', outcome: { status } });

describe('a pending booking’s deadline: its start, or 48 h after it was made, whichever comes first', () => {
  const madeLongBefore = service({ status: 'pending', createdAt: at(START, -7 * 24 * HOUR) });
  const deadline = at(madeLongBefore.createdAt, 48 * HOUR);
  const madeTheDayBefore = service({ status: 'pending', createdAt: at(START, -20 * HOUR) });

  it('lets the provider answer until a second before 48 h have passed', () => {
    for (const action of ['accept_booking', 'decline_booking'] as const)
      expectEdge(madeLongBefore, action, 'provider', { closesAt: deadline, reason: 'booking_expired' });
  });

  it('declines it for the system from the deadline on, not a second before', () => {
    expectDueAt(madeLongBefore, 'expire_booking', deadline, 'declined');
  });

  it('ends at the start when the booking was made less than 48 h before it', () => {
    expectEdge(madeTheDayBefore, 'accept_booking', 'provider', {
      closesAt: START,
      reason: 'booking_expired',
    });
    expect(checkTransition(madeTheDayBefore, 'expire_booking', 'system', START).ok).toBe(true);
  });
});

describe('the scheduled start', () => {
  it('closes cancelling, for both sides, at the start instant', () => {
    for (const [action, actor] of [
      ['cancel_by_customer', 'customer'],
      ['cancel_by_provider', 'provider'],
    ] as const)
      expectEdge(service(), action, actor, { closesAt: START, reason: 'already_started' });
  });

  it('opens done, confirm and report at the start instant', () => {
    for (const [action, actor] of [
      ['mark_done', 'provider'],
      ['confirm_completion', 'customer'],
      ['report_problem', 'customer'],
    ] as const)
      expectEdge(service(), action, actor, { opensAt: START, reason: 'not_started' });
  });

  it('lets the customer withdraw a pending booking until the start too', () => {
    const pending = service({ status: 'pending', createdAt: at(START, -HOUR) });
    expect(checkTransition(pending, 'cancel_by_customer', 'customer', at(START, -SECOND)).ok).toBe(true);
    expect(checkTransition(pending, 'cancel_by_customer', 'customer', START).ok).toBe(false);
  });
});

describe('48 h after the provider marks the service done', () => {
  const doneAt = at(START, 2 * HOUR);
  const done = service({ status: 'done', doneAt });
  const closes = at(doneAt, 48 * HOUR);

  it('leaves the customer until then to report a problem', () => {
    expectEdge(done, 'report_problem', 'customer', { closesAt: closes, reason: 'problem_window_closed' });
  });

  it('completes it by itself from then on', () => {
    expectDueAt(done, 'auto_complete', closes, 'completed');
  });

  it('still lets the customer confirm it after then, with the same outcome', () => {
    expect(checkTransition(done, 'confirm_completion', 'customer', at(closes, HOUR))).toMatchObject({
      ok: true,
      status: 'completed',
    });
  });

  it('keeps both windows shut when the moment it was marked done is unknown', () => {
    const unknown = service({ status: 'done', doneAt: null });
    expect(checkTransition(unknown, 'report_problem', 'customer', START).ok).toBe(false);
    expect(checkTransition(unknown, 'auto_complete', 'system', at(START, 1000 * HOUR)).ok).toBe(false);
  });
});

describe('the review window: 14 days after completion', () => {
  const completedAt = at(START, 3 * HOUR);
  const completed = service({ status: 'completed', doneAt: at(START, 2 * HOUR), completedAt });
  const closes = at(completedAt, 14 * 24 * HOUR);

  it('takes reviews from both sides until a second before it closes', () => {
    expect(checkTransition(completed, 'leave_review', 'provider', at(closes, -SECOND)).ok).toBe(true);
    expectEdge(completed, 'leave_review', 'customer', { closesAt: closes, reason: 'review_window_closed' });
  });
});

describe('a no-show', () => {
  const MINUTE = 60_000;

  it('waits 45 minutes of grace after the start: refused at the start and at +44 min, allowed at +45', () => {
    expect(NO_SHOW_GRACE_MINUTES).toBe(45);
    for (const now of [at(START, -SECOND), START, at(START, 44 * MINUTE), at(START, 45 * MINUTE - SECOND)])
      expect(checkTransition(service(), 'report_no_show', 'provider', now), now.toISOString()).toEqual({
        ok: false,
        reason: 'no_show_not_yet',
      });
    expect(checkTransition(service(), 'report_no_show', 'provider', at(START, 45 * MINUTE))).toMatchObject({
      ok: true,
      status: 'cancelled',
    });
  });

  const reportedAt = at(START, 2 * HOUR);
  const reported = service({
    status: 'cancelled',
    cancellationFee: 70_000,
    noShowAt: reportedAt,
    noShowSettled: false,
  });
  const closes = at(reportedAt, 48 * HOUR);

  it('may be contested by the customer until 48 h after it was reported, not a second later', () => {
    expectEdge(reported, 'contest_no_show', 'customer', {
      closesAt: closes,
      reason: 'contest_window_closed',
      outcome: { status: 'disputed' },
    });
    expect(noShowContestable(reported, at(closes, -SECOND))).toBe(true);
    expect(noShowContestable(reported, closes)).toBe(false);
  });

  it('settles for the system from then on, not a second before', () => {
    expectDueAt(reported, 'settle_no_show', closes, 'cancelled');
  });

  it('cannot be contested once settled, nor can any other cancellation', () => {
    const now = at(reportedAt, HOUR);
    expect(checkTransition({ ...reported, noShowSettled: true }, 'contest_no_show', 'customer', now)).toEqual(
      { ok: false, reason: 'contest_window_closed' },
    );
    for (const cancelledBy of [
      service({ status: 'cancelled', cancellationFee: 35_000 }),
      service({ status: 'cancelled', cancellationFee: 0 }),
    ])
      expect(checkTransition(cancelledBy, 'contest_no_show', 'customer', now)).toEqual({
        ok: false,
        reason: 'wrong_status',
      });
    expect(checkTransition(reported, 'contest_no_show', 'provider', now)).toEqual({
      ok: false,
      reason: 'not_your_action',
    });
  });

  it('keeps both accounts while it can be contested or is contested, as done and disputed services do', () => {
    expect(serviceStillOpen(reported, at(closes, -SECOND))).toBe(true);
    expect(serviceStillOpen(reported, closes)).toBe(false);
    expect(serviceStillOpen({ ...reported, status: 'disputed' }, at(closes, HOUR))).toBe(true);
    expect(serviceStillOpen(service({ status: 'done', doneAt: START }), at(START, 1000 * HOUR))).toBe(true);
    expect(serviceStillOpen(service({ status: 'cancelled', cancellationFee: 35_000 }), START)).toBe(false);
    expect(serviceStillOpen(service({ status: 'completed', completedAt: START }), START)).toBe(false);
  });
});
