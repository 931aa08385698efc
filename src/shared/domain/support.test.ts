import { describe, expect, it } from 'vitest';
import type { SupportShift } from './support';
import { answerTarget, hasPrioritySupport } from './support';

// Mexico City keeps UTC-6 all year: '2026-11-27T20:00' there is 2026-11-28T02:00Z. 27 November 2026 is a Friday.
const cdmx = (local: string) => new Date(`${local}:00-06:00`);
const ALL_DAY: SupportShift[] = [{ from: 0, to: 6, opens: '0:00', closes: '24:00' }];
const SPLIT: SupportShift[] = [
  { from: 1, to: 5, opens: '9:00', closes: '13:00' },
  { from: 1, to: 5, opens: '15:00', closes: '19:00' },
];

/** What a case shows, when the message arrives and its answer target (both in Mexico City), and the hours. */
type Case = [string, string, string, SupportShift[]?];

describe('the answer target of a priority message (4 open hours)', () => {
  it.each<Case>([
    ['is four hours later inside a weekday', '2026-11-23T10:00', '2026-11-23T14:00'],
    [
      'may end exactly at closing time without moving to the next day',
      '2026-11-23T14:00',
      '2026-11-23T18:00',
    ],
    ['counts from opening when the message arrives before it', '2026-11-23T07:15', '2026-11-23T13:00'],
    ['carries what is left of Friday evening into Saturday morning', '2026-11-27T16:30', '2026-11-28T11:30'],
    ['starts on Saturday at 9:00 for a message of Friday night', '2026-11-27T20:00', '2026-11-28T13:00'],
    [
      'skips Sunday, when support is closed, after Saturday closes at 14:00',
      '2026-11-28T12:00',
      '2026-11-30T11:00',
    ],
    [
      'skips Sunday, when support is closed, for a message sent on Sunday',
      '2026-11-29T10:00',
      '2026-11-30T13:00',
    ],
    ['counts every hour when support runs around the clock', '2026-11-29T23:00', '2026-11-30T03:00', ALL_DAY],
    ['skips a break between two shifts of one day', '2026-11-23T12:00', '2026-11-23T18:00', SPLIT],
  ])('%s', (_, sent, target, shifts) => {
    expect(answerTarget(cdmx(sent), true, shifts)).toEqual(cdmx(target));
  });
});

describe('the answer target of a standard message (close of the second open day after its day)', () => {
  it.each<Case>([
    ['is Wednesday at closing for a message of Monday morning', '2026-11-23T10:00', '2026-11-25T18:00'],
    ['ends on Saturday at 14:00 when Saturday is the second day', '2026-11-26T10:00', '2026-11-28T14:00'],
    [
      'counts Saturday and then Monday for a message of Friday evening',
      '2026-11-27T20:00',
      '2026-11-30T18:00',
    ],
    ['does not count the closed Sunday, for a message of Saturday', '2026-11-28T12:00', '2026-12-01T18:00'],
    [
      'does not count the closed Sunday, for a message sent on Sunday',
      '2026-11-29T10:00',
      '2026-12-01T18:00',
    ],
    // Friday 23:30 there is already Saturday in UTC; Saturday still counts as the first day.
    ['reads the day in Mexico City, not in UTC', '2026-11-27T23:30', '2026-11-30T18:00'],
    [
      'ends at midnight of the second day when support runs around the clock',
      '2026-11-29T23:00',
      '2026-12-02T00:00',
      ALL_DAY,
    ],
  ])('%s', (_, sent, target, shifts) => {
    expect(answerTarget(cdmx(sent), false, shifts)).toEqual(cdmx(target));
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
