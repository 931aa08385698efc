import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromWallClock, zonedLocalToInstant } from './local-time';
import { MEXICAN_TIME_ZONES } from './mexican-time-zones';
import { clockMinutes, clockText, nextDate, weekdayRangesProblem, zonedDay } from './working-hours';

describe('weekdayRangesProblem', () => {
  it('keeps sorted ranges that do not overlap, those that touch included, and a day without any', () => {
    expect(weekdayRangesProblem([])).toBeNull();
    expect(weekdayRangesProblem([{ start: '09:00', end: '18:00' }])).toBeNull();
    expect(
      weekdayRangesProblem([
        { start: '07:00', end: '11:00' },
        { start: '11:00', end: '14:00' },
        { start: '16:30', end: '23:59' },
      ]),
    ).toBeNull();
  });

  it('names the first range at fault and why', () => {
    const cases: [
      ranges: { start: string; end: string }[],
      fault: ReturnType<typeof weekdayRangesProblem>,
    ][] = [
      [[{ start: '9:00', end: '13:00' }], { index: 0, problem: 'format' }],
      [[{ start: '09:00', end: '24:00' }], { index: 0, problem: 'format' }],
      [[{ start: '13:00', end: '13:00' }], { index: 0, problem: 'end_before_start' }],
      [
        [
          { start: '09:00', end: '12:00' },
          { start: '18:00', end: '14:00' },
        ],
        { index: 1, problem: 'end_before_start' },
      ],
      [
        [
          { start: '14:00', end: '18:00' },
          { start: '09:00', end: '12:00' },
        ],
        { index: 1, problem: 'unsorted' },
      ],
      [
        [
          { start: '09:00', end: '12:00' },
          { start: '09:00', end: '10:00' },
        ],
        { index: 1, problem: 'unsorted' },
      ],
      [
        [
          { start: '09:00', end: '12:00' },
          { start: '11:30', end: '14:00' },
        ],
        { index: 1, problem: 'overlap' },
      ],
    ];
    for (const [ranges, fault] of cases)
      expect(weekdayRangesProblem(ranges), JSON.stringify(ranges)).toEqual(fault);
  });
});

describe('wall times', () => {
  it('reads and writes HH:MM', () => {
    expect([clockMinutes('00:00'), clockMinutes('09:30'), clockMinutes('23:59')]).toEqual([0, 570, 1439]);
    expect([clockMinutes('24:00'), clockMinutes('9:30'), clockMinutes('')]).toEqual([null, null, null]);
    expect([clockText(0), clockText(570), clockText(1439)]).toEqual(['00:00', '09:30', '23:59']);
  });

  it('steps over the end of a month and of a leap February', () => {
    expect([nextDate('2026-04-30'), nextDate('2028-02-28'), nextDate('2026-12-31')]).toEqual([
      '2026-05-01',
      '2028-02-29',
      '2027-01-01',
    ]);
  });
});

describe('zonedDay', () => {
  it('spans 23 hours in Tijuana the day its clock jumps forward and 25 the day it goes back', () => {
    const hours = (date: string) => {
      const day = zonedDay(date, 'America/Tijuana');
      return (day.end - day.start) / 3_600_000;
    };
    expect([hours('2026-03-07'), hours('2026-03-08'), hours('2026-11-01')]).toEqual([24, 23, 25]);
    expect(zonedDay('2026-03-08', 'America/Tijuana').weekday).toBe(0);
  });

  it('reads every wall time as local-time.ts does, on ordinary days and on those a clock changes', () => {
    const dates = fc.oneof(
      fc.constantFrom('2026-03-08', '2026-11-01', '2022-04-03', '2022-10-30', '2026-03-07'),
      fc
        .date({ min: new Date('2022-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
    );
    fc.assert(
      fc.property(
        dates,
        fc.constantFrom(...MEXICAN_TIME_ZONES),
        fc.integer({ min: 0, max: 1439 }),
        (date, zone, minutes) => {
          const day = zonedDay(date, zone);
          const exact = zonedLocalToInstant(date, clockText(minutes), zone);
          const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
          expect(day.at(minutes)).toBe(exact?.getTime() ?? null);
          expect(day.boundary(minutes)).toBe(fromWallClock(wall, zone).getTime());
          expect(day.start).toBe(fromWallClock(Date.parse(`${date}T00:00:00Z`), zone).getTime());
        },
      ),
    );
  });
});
