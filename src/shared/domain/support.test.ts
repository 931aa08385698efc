import { describe, expect, it } from 'vitest';
import type { SupportShift } from './support';
import { answerTarget, hasPrioritySupport } from './support';

// Mexico City keeps UTC-6 all year: '2026-11-27T20:00' there is 2026-11-28T02:00Z. 27 November 2026 is a Friday.
const cdmx = (local: string) => new Date(`${local}:00-06:00`);
const ALL_DAY: SupportShift[] = [{ from: 0, to: 6, opens: '0:00', closes: '24:00' }];

describe('the answer target of a priority message (4 open hours)', () => {
  it('is four hours later inside a weekday', () => {
    expect(answerTarget(cdmx('2026-11-23T10:00'), true)).toEqual(cdmx('2026-11-23T14:00'));
  });

  it('may end exactly at closing time without moving to the next day', () => {
    expect(answerTarget(cdmx('2026-11-23T14:00'), true)).toEqual(cdmx('2026-11-23T18:00'));
  });

  it('counts from opening when the message arrives before it', () => {
    expect(answerTarget(cdmx('2026-11-23T07:15'), true)).toEqual(cdmx('2026-11-23T13:00'));
  });

  it('carries what is left of Friday evening into Saturday morning', () => {
    expect(answerTarget(cdmx('2026-11-27T16:30'), true)).toEqual(cdmx('2026-11-28T11:30'));
  });

  it('starts on Saturday at 9:00 for a message of Friday night', () => {
    expect(answerTarget(cdmx('2026-11-27T20:00'), true)).toEqual(cdmx('2026-11-28T13:00'));
  });

  it('skips Sunday, when support is closed, after Saturday closes at 14:00', () => {
    expect(answerTarget(cdmx('2026-11-28T12:00'), true)).toEqual(cdmx('2026-11-30T11:00'));
    expect(answerTarget(cdmx('2026-11-29T10:00'), true)).toEqual(cdmx('2026-11-30T13:00'));
  });

  it('counts every hour when support runs around the clock', () => {
    expect(answerTarget(cdmx('2026-11-29T23:00'), true, ALL_DAY)).toEqual(cdmx('2026-11-30T03:00'));
  });

  it('skips a break between two shifts of one day', () => {
    const split: SupportShift[] = [
      { from: 1, to: 5, opens: '9:00', closes: '13:00' },
      { from: 1, to: 5, opens: '15:00', closes: '19:00' },
    ];
    expect(answerTarget(cdmx('2026-11-23T12:00'), true, split)).toEqual(cdmx('2026-11-23T18:00'));
  });
});

describe('the answer target of a standard message (close of the second open day after its day)', () => {
  it('is Wednesday at closing for a message of Monday morning', () => {
    expect(answerTarget(cdmx('2026-11-23T10:00'), false)).toEqual(cdmx('2026-11-25T18:00'));
  });

  it('ends on Saturday at 14:00 when Saturday is the second day', () => {
    expect(answerTarget(cdmx('2026-11-26T10:00'), false)).toEqual(cdmx('2026-11-28T14:00'));
  });

  it('counts Saturday and then Monday for a message of Friday evening', () => {
    expect(answerTarget(cdmx('2026-11-27T20:00'), false)).toEqual(cdmx('2026-11-30T18:00'));
  });

  it('does not count the closed Sunday', () => {
    expect(answerTarget(cdmx('2026-11-28T12:00'), false)).toEqual(cdmx('2026-12-01T18:00'));
    expect(answerTarget(cdmx('2026-11-29T10:00'), false)).toEqual(cdmx('2026-12-01T18:00'));
  });

  it('reads the day in Mexico City, not in UTC', () => {
    // Friday 23:30 there is already Saturday in UTC; Saturday still counts as the first day.
    expect(answerTarget(cdmx('2026-11-27T23:30'), false)).toEqual(cdmx('2026-11-30T18:00'));
  });

  it('ends at midnight of the second day when support runs around the clock', () => {
    expect(answerTarget(cdmx('2026-11-29T23:00'), false, ALL_DAY)).toEqual(cdmx('2026-12-02T00:00'));
  });
});

it('refuses to invent a target when the hours table has no open hour', () => {
  expect(() => answerTarget(cdmx('2026-11-23T10:00'), true, [])).toThrow(/SUPPORT_HOURS/);
  expect(() => answerTarget(cdmx('2026-11-23T10:00'), false, [])).toThrow(/SUPPORT_HOURS/);
});

describe('which plans get priority support', () => {
  it('is Premium and Empresarial, and neither Básico nor no plan', () => {
    expect(['basic', 'premium', 'enterprise', null].map((plan) => hasPrioritySupport(plan as never))).toEqual(
      [false, true, true, false],
    );
  });
});
