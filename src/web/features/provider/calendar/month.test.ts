import { describe, expect, it } from 'vitest';
import { dayIn, monthGrid, monthOf, selectionIn, shiftMonth } from './month';

describe('the month grid', () => {
  it('starts each week on Monday and fills whole weeks', () => {
    // November 2026 begins on a Sunday: the first week is Monday 26 October … Sunday 1 November.
    const weeks = monthGrid(2026, 11);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]!.map((day) => day.date)).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(weeks[0]![0]).toMatchObject({ weekday: 1, inMonth: false });
    expect(weeks[0]![6]).toMatchObject({ day: 1, weekday: 0, inMonth: true });
    expect(weeks.at(-1)!.at(-1)).toMatchObject({ date: '2026-12-06', inMonth: false });
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(30);
  });

  it('needs only four weeks for a February that starts on a Monday', () => {
    const weeks = monthGrid(2027, 2);
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toMatchObject({ date: '2027-02-01', inMonth: true });
  });

  it('knows leap years', () => {
    expect(
      monthGrid(2028, 2)
        .flat()
        .filter((day) => day.inMonth),
    ).toHaveLength(29);
  });
});

describe('the day of an instant where it happens', () => {
  it('keeps a late service in Tijuana on its own day, and moves it in Mexico City', () => {
    const instant = '2026-11-26T07:30:00.000Z'; // 23:30 on the 25th in Tijuana, 01:30 on the 26th in CDMX
    expect(dayIn(instant, 'America/Tijuana')).toBe('2026-11-25');
    expect(dayIn(instant, 'America/Mexico_City')).toBe('2026-11-26');
  });
});

describe('moving between months', () => {
  it('crosses years both ways', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(shiftMonth({ year: 2026, month: 5 }, 0)).toEqual({ year: 2026, month: 5 });
  });
});

describe('the month asked of the API and the day chosen in it', () => {
  it('writes the shown month as YYYY-MM, the month padded', () => {
    expect(monthOf({ year: 2026, month: 3 })).toBe('2026-03');
    expect(monthOf({ year: 2026, month: 11 })).toBe('2026-11');
  });

  it('keeps today chosen in its own month and the first day in any other', () => {
    expect(selectionIn({ year: 2026, month: 11 }, '2026-11-26')).toBe('2026-11-26');
    expect(selectionIn({ year: 2026, month: 12 }, '2026-11-26')).toBe('2026-12-01');
    expect(selectionIn({ year: 2025, month: 11 }, '2026-11-26')).toBe('2025-11-01');
  });
});
