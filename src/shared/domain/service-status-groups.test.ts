import { describe, expect, it } from 'vitest';
import { requestStatusOf } from './request-status';
import {
  AGREED_STATUSES,
  AWAITING_OUTCOME_STATUSES,
  CALLED_OFF_STATUSES,
  ENDED_STATUSES,
  isIn,
  OPEN_STATUSES,
  SCHEDULED_STATUSES,
  SERVICE_STATUSES,
  TOOK_PLACE_STATUSES,
  TRANSITIONS,
  UNTAKEN_STATUSES,
  UPCOMING_STATUSES,
  type ServiceStatus,
} from './service-lifecycle';

// Each group is written out in service-lifecycle.ts; here it is derived again from the graph's rows, so a
// status or a step added later that changes what a group should hold fails here rather than in a list.

interface Row {
  action: string;
  from: readonly ServiceStatus[];
  to: ServiceStatus | null;
  only?: unknown;
  window?: { before?: string; from?: string };
}
const rows = TRANSITIONS as readonly Row[];

const sorted = (statuses: Iterable<ServiceStatus>) => [...new Set(statuses)].sort();
const without = (all: readonly ServiceStatus[], left: readonly ServiceStatus[]) =>
  all.filter((status) => !left.includes(status));
/** The steps that change the status: a payment confirmed or a review written leave it. */
const waysOut = (status: ServiceStatus) =>
  rows.filter((row) => row.from.includes(status) && row.to !== null && row.to !== status);
const targetOf = (action: string) => rows.find((row) => row.action === action)!.to!;

/** Every status reached from `start` (itself included) by the steps `follow` lets through. */
function reach(start: ServiceStatus, follow: (to: ServiceStatus) => boolean): ServiceStatus[] {
  const seen = new Set([start]);
  for (const status of seen) for (const row of waysOut(status)) if (follow(row.to!)) seen.add(row.to!);
  return sorted(seen);
}

describe("the service statuses' named groups, as the graph defines them", () => {
  it('ended: no step leads out of it but a no-show’s contest, which only a no-show takes', () => {
    const noWayOut = SERVICE_STATUSES.filter((status) => waysOut(status).every((row) => row.only));
    expect(sorted(ENDED_STATUSES)).toEqual(sorted(noWayOut));
    const exceptions = ENDED_STATUSES.flatMap(waysOut).map((row) => row.action);
    expect(exceptions).toEqual(['contest_no_show']);
  });

  it('upcoming: every status that has not ended', () => {
    expect(sorted(UPCOMING_STATUSES)).toEqual(sorted(without(SERVICE_STATUSES, ENDED_STATUSES)));
  });

  it('scheduled: the statuses a step is open to only before the start (cancelling)', () => {
    const beforeStart = rows.filter((row) => row.window?.before === 'start').flatMap((row) => row.from);
    expect(sorted(SCHEDULED_STATUSES)).toEqual(sorted(beforeStart));
  });

  it('called off: ended, but not by the work being completed', () => {
    expect(targetOf('confirm_completion')).toBe('completed');
    expect(sorted(CALLED_OFF_STATUSES)).toEqual(
      sorted(without(ENDED_STATUSES, [targetOf('confirm_completion')])),
    );
  });

  it('agreed: what an accepted booking goes on to, unless it is called off', () => {
    const agreed = reach(targetOf('accept_booking'), (to) => !isIn(CALLED_OFF_STATUSES, to));
    expect(sorted(AGREED_STATUSES)).toEqual(agreed);
  });

  it('open: agreed and not ended', () => {
    expect(sorted(OPEN_STATUSES)).toEqual(sorted(without(AGREED_STATUSES, ENDED_STATUSES)));
  });

  it('took place: what a service marked done goes on to, unless it is called off', () => {
    const tookPlace = reach(targetOf('mark_done'), (to) => !isIn(CALLED_OFF_STATUSES, to));
    expect(sorted(TOOK_PLACE_STATUSES)).toEqual(tookPlace);
  });

  it('awaiting its outcome: upcoming, but no longer scheduled; it took place, and has not ended', () => {
    expect(sorted(AWAITING_OUTCOME_STATUSES)).toEqual(sorted(without(TOOK_PLACE_STATUSES, ENDED_STATUSES)));
    expect(sorted(AWAITING_OUTCOME_STATUSES)).toEqual(sorted(without(UPCOMING_STATUSES, SCHEDULED_STATUSES)));
  });

  it('untaken: the statuses a booking its provider accepted never comes to', () => {
    const taken = reach(targetOf('accept_booking'), () => true);
    expect(sorted(UNTAKEN_STATUSES)).toEqual(sorted(without(SERVICE_STATUSES, taken)));
  });

  it('leaves a request assigned exactly while its service has not ended', () => {
    for (const status of SERVICE_STATUSES)
      expect(requestStatusOf('assigned', status) === 'assigned').toBe(!isIn(ENDED_STATUSES, status));
  });

  it('tells whether a status is in a group', () => {
    expect(isIn(SCHEDULED_STATUSES, 'pending')).toBe(true);
    expect(isIn(SCHEDULED_STATUSES, 'done')).toBe(false);
    expect(SERVICE_STATUSES.filter((status) => isIn(ENDED_STATUSES, status))).toEqual([
      'completed',
      'cancelled',
      'declined',
    ]);
  });
});
