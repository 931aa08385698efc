import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  checkTransition,
  dueSystemAction,
  SERVICE_ACTIONS,
  SERVICE_STATUSES,
  type ServiceAction,
  type ServiceActor,
  type ServiceState,
  type ServiceStatus,
} from './service-lifecycle';

const HOUR = 3_600_000;
const START = new Date('2026-06-10T16:00:00Z'); // 10:00 in Mexico City
const at = (date: Date, ms: number) => new Date(date.getTime() + ms);

function service(overrides: Partial<ServiceState> = {}): ServiceState {
  return {
    status: 'confirmed',
    scheduledAt: START,
    createdAt: at(START, -24 * HOUR),
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

// The graph written a second time, by hand, with an instant inside each window: the table must agree.
const DONE_AT = at(START, 3 * HOUR);
const COMPLETED_AT = at(START, 5 * HOUR);
const NO_SHOW_AT = at(START, HOUR);
// A no-show reported, its fee not settled yet: cancelled while contestable, in dispute once contested.
const OPEN_NO_SHOW: Partial<ServiceState> = {
  noShowAt: NO_SHOW_AT,
  noShowSettled: false,
  cancellationFee: 70_000,
};
const LEGAL: Array<
  [ServiceAction, ServiceStatus, ServiceActor[], ServiceStatus, Date, Partial<ServiceState>?]
> = [
  ['accept_booking', 'pending', ['provider'], 'confirmed', at(START, -HOUR)],
  ['decline_booking', 'pending', ['provider'], 'declined', at(START, -HOUR)],
  ['expire_booking', 'pending', ['system'], 'declined', START],
  ['cancel_by_customer', 'pending', ['customer'], 'cancelled', at(START, -HOUR)],
  ['cancel_by_customer', 'confirmed', ['customer'], 'cancelled', at(START, -HOUR)],
  ['cancel_by_provider', 'confirmed', ['provider'], 'cancelled', at(START, -HOUR)],
  ['cancel_unpaid', 'pending', ['system'], 'cancelled', at(START, -HOUR)],
  ['cancel_unpaid', 'confirmed', ['system'], 'cancelled', at(START, -HOUR)],
  ['mark_done', 'confirmed', ['provider'], 'done', at(START, HOUR)],
  ['report_no_show', 'confirmed', ['provider'], 'cancelled', at(START, HOUR)],
  ['contest_no_show', 'cancelled', ['customer'], 'disputed', at(NO_SHOW_AT, HOUR), OPEN_NO_SHOW],
  ['settle_no_show', 'cancelled', ['system'], 'cancelled', at(NO_SHOW_AT, 48 * HOUR), OPEN_NO_SHOW],
  ['confirm_completion', 'confirmed', ['customer'], 'completed', at(START, HOUR)],
  ['confirm_completion', 'done', ['customer'], 'completed', at(DONE_AT, HOUR)],
  ['auto_complete', 'done', ['system'], 'completed', at(DONE_AT, 48 * HOUR)],
  ['report_problem', 'confirmed', ['customer'], 'disputed', at(START, HOUR)],
  ['report_problem', 'done', ['customer'], 'disputed', at(DONE_AT, HOUR)],
  ['answer_dispute', 'disputed', ['provider'], 'disputed', at(START, 100 * HOUR)],
  ['resolve_as_completed', 'disputed', ['support'], 'completed', at(START, 100 * HOUR)],
  ['resolve_as_cancelled', 'disputed', ['support'], 'cancelled', at(START, 100 * HOUR)],
  ['uphold_no_show', 'disputed', ['support'], 'cancelled', at(START, 100 * HOUR), OPEN_NO_SHOW],
  ['confirm_payment', 'done', ['provider'], 'done', at(DONE_AT, HOUR)],
  ['confirm_payment', 'completed', ['provider'], 'completed', at(COMPLETED_AT, HOUR)],
  ['confirm_payment', 'disputed', ['provider'], 'disputed', at(DONE_AT, HOUR)],
  ['leave_review', 'completed', ['customer', 'provider'], 'completed', at(COMPLETED_AT, HOUR)],
];
const ACTORS: ServiceActor[] = ['customer', 'provider', 'system', 'support'];
const inStatus = (status: ServiceStatus) =>
  service({
    status,
    doneAt: ['done', 'completed', 'disputed'].includes(status) ? DONE_AT : null,
    completedAt: status === 'completed' ? COMPLETED_AT : null,
  });

describe('the service lifecycle table', () => {
  it.each(
    LEGAL.flatMap(([action, from, actors, to, now, state]) =>
      actors.map((actor) => [action, from, actor, to, now, state]),
    ),
  )('%s takes a %s service, done by the %s, to %s', (action, from, actor, to, now, state) => {
    const result = checkTransition(
      { ...inStatus(from as ServiceStatus), ...(state as Partial<ServiceState> | undefined) },
      action as ServiceAction,
      actor as ServiceActor,
      now as Date,
    );
    expect(result).toMatchObject({ ok: true, status: to });
  });

  it('refuses every other action, status and actor, at any time', () => {
    const legal = new Set(
      LEGAL.flatMap(([action, from, actors]) => actors.map((actor) => `${action}|${from}|${actor}`)),
    );
    const everAllowed = new Set(
      LEGAL.flatMap(([action, , actors]) => actors.map((actor) => `${action}|${actor}`)),
    );
    let refused = 0;
    for (const action of SERVICE_ACTIONS)
      for (const status of SERVICE_STATUSES)
        for (const actor of ACTORS) {
          if (legal.has(`${action}|${status}|${actor}`)) continue;
          const reason = everAllowed.has(`${action}|${actor}`) ? 'wrong_status' : 'not_your_action';
          for (const now of [at(START, -1000 * HOUR), START, at(START, 1000 * HOUR)]) {
            expect(
              checkTransition(inStatus(status), action, actor, now),
              `${action} ${status} ${actor}`,
            ).toEqual({
              ok: false,
              reason,
            });
          }
          refused++;
        }
    expect(refused).toBe(SERVICE_ACTIONS.length * SERVICE_STATUSES.length * ACTORS.length - legal.size);
  });

  it('leaves cancelled, declined and completed services alone, apart from the payment and the reviews', () => {
    for (const actor of ACTORS) {
      expect(allowedActions(inStatus('cancelled'), actor, at(START, HOUR))).toEqual([]);
      expect(allowedActions(inStatus('declined'), actor, at(START, HOUR))).toEqual([]);
    }
    expect(allowedActions(inStatus('completed'), 'customer', at(COMPLETED_AT, HOUR))).toEqual([
      'leave_review',
    ]);
    expect(allowedActions(inStatus('completed'), 'provider', at(COMPLETED_AT, HOUR))).toEqual([
      'confirm_payment',
      'leave_review',
    ]);
  });
});

describe('the buttons each side sees', () => {
  it('offers a pending booking’s provider to accept or decline, and its customer to cancel', () => {
    const pending = service({ status: 'pending' });
    expect(allowedActions(pending, 'provider', at(START, -HOUR))).toEqual([
      'accept_booking',
      'decline_booking',
    ]);
    expect(allowedActions(pending, 'customer', at(START, -HOUR))).toEqual(['cancel_by_customer']);
  });

  it('lets both sides cancel a confirmed service before its start, and nothing else', () => {
    expect(allowedActions(service(), 'provider', at(START, -HOUR))).toEqual(['cancel_by_provider']);
    expect(allowedActions(service(), 'customer', at(START, -HOUR))).toEqual(['cancel_by_customer']);
  });

  it('from the start on, offers the provider done (no-show after the grace) and the customer confirm or report', () => {
    expect(allowedActions(service(), 'provider', START)).toEqual(['mark_done']);
    expect(allowedActions(service(), 'provider', at(START, 45 * 60_000))).toEqual([
      'mark_done',
      'report_no_show',
    ]);
    expect(allowedActions(service(), 'customer', START)).toEqual(['confirm_completion', 'report_problem']);
  });

  it('offers the customer of an open no-show to contest it, and its provider nothing to confirm', () => {
    const noShow = { ...inStatus('cancelled'), ...OPEN_NO_SHOW };
    expect(allowedActions(noShow, 'customer', at(NO_SHOW_AT, HOUR))).toEqual(['contest_no_show']);
    expect(allowedActions(noShow, 'provider', at(NO_SHOW_AT, HOUR))).toEqual([]);
    // Contested: the provider answers once; support upholds it or finds for the customer, never completes it.
    const contested = { ...noShow, status: 'disputed' as const };
    expect(allowedActions(contested, 'provider', at(NO_SHOW_AT, HOUR))).toEqual(['answer_dispute']);
    expect(allowedActions(contested, 'support', at(NO_SHOW_AT, HOUR))).toEqual([
      'resolve_as_cancelled',
      'uphold_no_show',
    ]);
  });

  it('offers the provider of a done cash service to confirm the payment, once', () => {
    const done = inStatus('done');
    expect(allowedActions(done, 'provider', at(DONE_AT, HOUR))).toEqual(['confirm_payment']);
    expect(allowedActions({ ...done, paymentConfirmed: true }, 'provider', at(DONE_AT, HOUR))).toEqual([]);
  });
});

describe('payment confirmation, a flag and not a status', () => {
  it('marks the payment received and keeps the status', () => {
    expect(checkTransition(inStatus('done'), 'confirm_payment', 'provider', at(DONE_AT, HOUR))).toEqual({
      ok: true,
      status: 'done',
      paymentConfirmed: true,
    });
    expect(checkTransition(inStatus('done'), 'mark_done', 'provider', START)).toMatchObject({ ok: false });
  });

  it('is for cash and transfer only, and only once', () => {
    const now = at(DONE_AT, HOUR);
    const transfer = { ...inStatus('done'), paymentMethod: 'transfer' as const };
    expect(checkTransition(transfer, 'confirm_payment', 'provider', now).ok).toBe(true);
    expect(
      checkTransition({ ...transfer, paymentMethod: 'card' }, 'confirm_payment', 'provider', now),
    ).toEqual({
      ok: false,
      reason: 'payment_not_manual',
    });
    expect(
      checkTransition({ ...transfer, paymentConfirmed: true }, 'confirm_payment', 'provider', now),
    ).toEqual({
      ok: false,
      reason: 'payment_already_confirmed',
    });
  });

  it('confirms a no-show fee paid in cash only once it is settled, never while it can be contested or is', () => {
    const now = at(NO_SHOW_AT, HOUR);
    const noShow = { ...inStatus('cancelled'), ...OPEN_NO_SHOW };
    expect(checkTransition(noShow, 'confirm_payment', 'provider', now)).toEqual({
      ok: false,
      reason: 'no_show_unsettled',
    });
    expect(checkTransition({ ...noShow, status: 'disputed' }, 'confirm_payment', 'provider', now)).toEqual({
      ok: false,
      reason: 'no_show_unsettled',
    });
    expect(checkTransition({ ...noShow, noShowSettled: true }, 'confirm_payment', 'provider', now).ok).toBe(
      true,
    );
  });

  it('confirms a cancellation charge paid in cash, and never a cancellation without one', () => {
    const now = at(START, HOUR);
    const charged = { ...inStatus('cancelled'), cancellationFee: 40_000 };
    expect(checkTransition(charged, 'confirm_payment', 'provider', now)).toEqual({
      ok: true,
      status: 'cancelled',
      paymentConfirmed: true,
    });
    expect(allowedActions(charged, 'provider', now)).toEqual(['confirm_payment']);
    expect(allowedActions(charged, 'customer', now)).toEqual([]);
    for (const cancellationFee of [0, null])
      expect(checkTransition({ ...charged, cancellationFee }, 'confirm_payment', 'provider', now)).toEqual({
        ok: false,
        reason: 'wrong_status',
      });
    expect(
      checkTransition({ ...charged, paymentMethod: 'card' }, 'confirm_payment', 'provider', now),
    ).toEqual({ ok: false, reason: 'payment_not_manual' });
  });

  it('survives the other transitions', () => {
    const paid = { ...inStatus('done'), paymentConfirmed: true };
    expect(checkTransition(paid, 'confirm_completion', 'customer', at(DONE_AT, HOUR))).toEqual({
      ok: true,
      status: 'completed',
      paymentConfirmed: true,
    });
  });
});

describe('reviews', () => {
  it('take one review per side', () => {
    const reviewed = { ...inStatus('completed'), customerReviewed: true };
    const now = at(COMPLETED_AT, HOUR);
    expect(checkTransition(reviewed, 'leave_review', 'customer', now)).toEqual({
      ok: false,
      reason: 'already_reviewed',
    });
    expect(checkTransition(reviewed, 'leave_review', 'provider', now).ok).toBe(true);
  });
});

describe('dueSystemAction (what the scheduler runs, and when)', () => {
  it('expires a pending booking at its deadline and completes a done service 48 h after it was marked', () => {
    expect(dueSystemAction(service({ status: 'pending' }))).toEqual({ action: 'expire_booking', at: START });
    expect(dueSystemAction(inStatus('done'))).toEqual({
      action: 'auto_complete',
      at: at(DONE_AT, 48 * HOUR),
    });
  });

  it('settles an uncontested no-show 48 h after it was reported, and nothing once it is settled', () => {
    const noShow = { ...inStatus('cancelled'), ...OPEN_NO_SHOW };
    expect(dueSystemAction(noShow)).toEqual({ action: 'settle_no_show', at: at(NO_SHOW_AT, 48 * HOUR) });
    expect(dueSystemAction({ ...noShow, noShowSettled: true })).toBeNull();
    expect(dueSystemAction({ ...noShow, status: 'disputed' })).toBeNull();
    expect(dueSystemAction(inStatus('cancelled'))).toBeNull();
  });

  it('has nothing to run for a service waiting on a person, or one whose clock never started', () => {
    expect(dueSystemAction(service())).toBeNull();
    expect(dueSystemAction(inStatus('completed'))).toBeNull();
    expect(dueSystemAction(service({ status: 'done', doneAt: null }))).toBeNull();
  });
});
