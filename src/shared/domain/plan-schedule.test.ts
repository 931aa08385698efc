import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planStatusAfterFirstVisit, visitConflict, visitsToSchedule, type VisitRules } from './plan-schedule';
import { type PlanRhythm, PLAN_STATUSES, visitsUntilHorizon } from './recurring-plan';
import { SERVICE_ACTIONS } from './service-lifecycle';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ZONE = 'America/Mexico_City';
const plan = (rhythm: PlanRhythm['rhythm'], firstDate = '2026-01-06', time = '10:00'): PlanRhythm => ({
  rhythm,
  firstDate,
  time,
  providerZone: ZONE,
});

describe('visitsToSchedule', () => {
  it('gives the visits from two hours ahead up to 8 weeks, a plan of two years walking from near today', () => {
    const now = new Date('2028-03-01T12:00:00Z');
    const visits = visitsToSchedule(plan('weekly'), { now });
    expect(visits).toHaveLength(8);
    expect(visits[0]!.start.getTime()).toBeGreaterThanOrEqual(now.getTime() + 2 * HOUR);
    expect(visits.at(-1)!.start.getTime()).toBeLessThan(now.getTime() + 56 * DAY);
    // Tuesdays at 10:00 in Mexico City.
    expect(new Set(visits.map((visit) => visit.start.getUTCDay()))).toEqual(new Set([2]));
    expect(new Set(visits.map((visit) => visit.start.getUTCHours()))).toEqual(new Set([16]));
  });

  it('leaves out a visit less than two hours ahead, and every visit from the plan’s end', () => {
    const first = plan('weekly', '2026-01-06', '10:00');
    const justBefore = new Date('2026-01-06T15:00:00Z');
    expect(visitsToSchedule(first, { now: justBefore })[0]!.date).toBe('2026-01-13');
    const endsAt = new Date('2026-01-20T16:00:00Z');
    expect(visitsToSchedule(first, { now: justBefore, endsAt }).map((visit) => visit.date)).toEqual([
      '2026-01-13',
    ]);
  });

  it('agrees with visitsUntilHorizon on the visits ahead, whatever the rhythm, first day and time', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('weekly', 'biweekly', 'monthly' as const),
        fc.date({ min: new Date('2025-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 900 }),
        fc.integer({ min: 0, max: 47 }),
        (rhythm, first, daysLater, halfHours) => {
          const time = `${String(Math.floor(halfHours / 2)).padStart(2, '0')}:${halfHours % 2 ? '30' : '00'}`;
          const rhythmOf = plan(rhythm, first.toISOString().slice(0, 10), time);
          const now = new Date(first.getTime() + daysLater * DAY);
          const ahead = visitsUntilHorizon(rhythmOf, now).filter(
            (visit) => visit.start.getTime() >= now.getTime() + 2 * HOUR,
          );
          expect(visitsToSchedule(rhythmOf, { now })).toEqual(ahead);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('visitConflict', () => {
  const office = { start: '09:00', end: '18:00' };
  const rules: VisitRules = {
    providerZone: ZONE,
    weekly: Array.from({ length: 7 }, () => [office]),
    daysOff: [{ from: '2026-02-10', to: '2026-02-12' }],
    travelMinutes: 30,
    maxPerDay: null,
  };
  // Tuesday 10 February 2026 and the week after, 10:00 in Mexico City, for 3 hours.
  const at = (date: string, time = '10:00') => ({
    start: new Date(`${date}T${time}:00-06:00`),
    lengthMinutes: 180,
  });

  it('is null for a visit inside the provider’s hours with nothing near it', () => {
    expect(visitConflict(at('2026-02-17'), rules, [])).toBeNull();
  });

  it('names a day off first, then a time outside the working hours', () => {
    expect(visitConflict(at('2026-02-11'), rules, [])).toBe('day_off');
    expect(visitConflict(at('2026-02-17', '16:00'), rules, [])).toBe('outside_hours');
    expect(visitConflict(at('2026-02-17', '07:00'), rules, [])).toBe('outside_hours');
  });

  it('is busy over another service or within the travel time after it, free past it', () => {
    expect(visitConflict(at('2026-02-17'), rules, [at('2026-02-17', '11:00')])).toBe('busy');
    const before = { start: new Date('2026-02-17T07:00:00-06:00'), lengthMinutes: 180 };
    expect(visitConflict(at('2026-02-17'), rules, [before])).toBe('busy');
    expect(visitConflict(at('2026-02-17'), { ...rules, travelMinutes: 0 }, [before])).toBeNull();
  });

  it('is busy on a day already at the provider’s maximum, counting that day only', () => {
    const morning = [at('2026-02-17', '06:00')];
    expect(visitConflict(at('2026-02-17', '14:00'), { ...rules, maxPerDay: 1 }, morning)).toBe('busy');
    expect(visitConflict(at('2026-02-18', '10:00'), { ...rules, maxPerDay: 1 }, morning)).toBeNull();
    expect(visitConflict(at('2026-02-17', '14:00'), { ...rules, maxPerDay: 2 }, morning)).toBeNull();
  });
});

describe('planStatusAfterFirstVisit', () => {
  it('moves a pending plan with its first visit’s answer', () => {
    expect(planStatusAfterFirstVisit('pending', 'accept_booking')).toBe('active');
    for (const action of ['decline_booking', 'expire_booking', 'cancel_by_provider'] as const)
      expect(planStatusAfterFirstVisit('pending', action)).toBe('declined');
    for (const action of ['cancel_by_customer', 'cancel_unpaid'] as const)
      expect(planStatusAfterFirstVisit('pending', action)).toBe('cancelled');
  });

  it('never moves a plan that is no longer pending', () => {
    for (const status of PLAN_STATUSES.filter((status) => status !== 'pending'))
      for (const action of SERVICE_ACTIONS) expect(planStatusAfterFirstVisit(status, action)).toBeNull();
  });
});
