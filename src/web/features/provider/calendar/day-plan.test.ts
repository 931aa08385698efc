import { describe, expect, it } from 'vitest';
import type { Service } from '#shared/schemas/services';
import { collides } from '#shared/domain/free-times';
import { DEFAULT_SCHEDULE } from '#shared/domain/working-hours';
import { type CalendarSchedule, dayPlan, hourSpan } from './day-plan';
import { monthsOf, shiftWeek, weekOf } from './week';

// Only what the plan reads of a service matters here.
const service = (
  id: string,
  scheduledAt: string,
  durationMinutes: number,
  status: Service['status'] = 'confirmed',
) => ({ id, scheduledAt, durationMinutes, status, timeZone: 'America/Mexico_City' }) as Service;

// No travel time unless a test is about it: the spans then read as the services' own.
const CDMX: CalendarSchedule = { ...DEFAULT_SCHEDULE, timeZone: 'America/Mexico_City', travelMinutes: 0 };
const TRAVEL: CalendarSchedule = { ...CDMX, travelMinutes: 30 };
// Wednesday 25 November 2026, Mexico City (UTC-6 all year).
const WEDNESDAY = '2026-11-25';
const at = (time: string, date = WEDNESDAY) => `${date}T${time}:00-06:00`;
const spans = (list: { start: number; end: number }[]) =>
  list.map(({ start, end }) => [start / 60, end / 60]);

describe('a day of Calendario', () => {
  it('makes a block of each service from its start to its end and leaves the rest of the working day free', () => {
    const plan = dayPlan(WEDNESDAY, [service('a', at('10:00'), 180)], CDMX);
    expect(plan.blocks).toMatchObject([{ start: 600, end: 780, lane: 0, lanes: 1 }]);
    expect(spans(plan.free)).toEqual([
      [9, 10],
      [13, 18],
    ]);
    expect(plan).toMatchObject({ dayOff: null, full: false });
  });

  it('sets overlapping services made before double bookings were refused side by side, each readable', () => {
    const plan = dayPlan(
      WEDNESDAY,
      [service('a', at('10:00'), 180), service('b', at('11:00'), 120), service('c', at('14:00'), 60)],
      CDMX,
    );
    expect(plan.blocks.map(({ service: { id }, lane, lanes }) => [id, lane, lanes])).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 0, 1],
    ]);
    expect(spans(plan.free)).toEqual([
      [9, 10],
      [13, 14],
      [15, 18],
    ]);
  });

  it('reuses a lane freed inside a group of overlapping services', () => {
    const plan = dayPlan(
      WEDNESDAY,
      [service('a', at('09:00'), 240), service('b', at('10:00'), 60), service('c', at('11:00'), 60)],
      CDMX,
    );
    expect(plan.blocks.map(({ lane, lanes }) => [lane, lanes])).toEqual([
      [0, 2],
      [1, 2],
      [1, 2],
    ]);
  });

  it('leaves out cancelled and declined services', () => {
    const plan = dayPlan(WEDNESDAY, [service('a', at('10:00'), 180, 'cancelled')], CDMX);
    expect(plan.blocks).toEqual([]);
    expect(spans(plan.free)).toEqual([[9, 18]]);
  });

  it('cuts a service that runs past midnight at the end of its day and shows the rest on the next', () => {
    const late = [service('a', at('22:00'), 180)];
    expect(dayPlan(WEDNESDAY, late, CDMX).blocks).toMatchObject([{ start: 1320, end: 1440 }]);
    expect(dayPlan('2026-11-26', late, CDMX).blocks).toMatchObject([{ start: 0, end: 60 }]);
    expect(dayPlan('2026-11-27', late, CDMX).blocks).toEqual([]);
  });

  it('offers no free time on a day off and says which period it belongs to', () => {
    const schedule = { ...CDMX, daysOff: [{ from: '2026-11-24', to: '2026-11-26', note: 'Vacaciones' }] };
    const plan = dayPlan(WEDNESDAY, [], schedule);
    expect(plan.dayOff).toEqual({ from: '2026-11-24', to: '2026-11-26', note: 'Vacaciones' });
    expect(plan.free).toEqual([]);
    expect(dayPlan('2026-11-27', [], schedule).dayOff).toBeNull();
  });

  it('offers no free time once the daily maximum of pending and confirmed services is reached', () => {
    const schedule = { ...CDMX, maxPerDay: 1 };
    expect(dayPlan(WEDNESDAY, [service('a', at('10:00'), 60, 'pending')], schedule)).toMatchObject({
      full: true,
      free: [],
    });
    expect(dayPlan(WEDNESDAY, [service('a', at('10:00'), 60, 'completed')], schedule).full).toBe(false);
  });

  it('joins working ranges that touch and frees none on a weekday not worked', () => {
    const weekly = [
      [],
      [],
      [],
      [
        { start: '13:00', end: '17:00' },
        { start: '08:00', end: '13:00' },
      ],
    ];
    expect(spans(dayPlan(WEDNESDAY, [], { ...CDMX, weekly }).free)).toEqual([[8, 17]]);
    expect(dayPlan('2026-11-29', [], CDMX).free).toEqual([]);
  });

  it('reads the day on the provider’s clock', () => {
    // 10:00 in Mexico City (UTC-6) is 08:00 in Tijuana (UTC-8 in November).
    const plan = dayPlan(WEDNESDAY, [service('a', at('10:00'), 60)], {
      ...CDMX,
      timeZone: 'America/Tijuana',
    });
    expect(plan.blocks).toMatchObject([{ start: 480, end: 540 }]);
  });

  it('takes the travel time before and after each pending or confirmed service out of the free time', () => {
    const plan = dayPlan(
      WEDNESDAY,
      [service('a', at('11:00'), 60, 'pending'), service('b', at('14:00'), 90, 'confirmed')],
      TRAVEL,
    );
    expect(spans(plan.free)).toEqual([
      [9, 10.5],
      [12.5, 13.5],
      [16, 18],
    ]);
    // The blocks stay the services' own length.
    expect(spans(plan.blocks)).toEqual([
      [11, 12],
      [14, 15.5],
    ]);
  });

  it('frees nothing between two services closer than twice the travel time', () => {
    const plan = dayPlan(WEDNESDAY, [service('a', at('10:00'), 60), service('b', at('11:45'), 60)], TRAVEL);
    expect(spans(plan.free)).toEqual([
      [9, 9.5],
      [13.25, 18],
    ]);
  });

  it('cuts the working range where a service’s travel runs past either end of it', () => {
    const edges = [service('a', at('09:00'), 60), service('b', at('17:45'), 60)];
    expect(spans(dayPlan(WEDNESDAY, edges, TRAVEL).free)).toEqual([[10.5, 17.25]]);
    // A service after hours still takes the travel before it out of the end of the day.
    expect(spans(dayPlan(WEDNESDAY, [service('c', at('18:15'), 60)], TRAVEL).free)).toEqual([[9, 17.75]]);
  });

  it('keeps no travel time around a service already done, nor with a travel time of zero', () => {
    const done = dayPlan(WEDNESDAY, [service('a', at('10:00'), 60, 'done')], TRAVEL);
    expect(spans(done.free)).toEqual([
      [9, 10],
      [11, 18],
    ]);
    const none = dayPlan(WEDNESDAY, [service('a', at('10:00'), 60)], CDMX);
    expect(spans(none.free)).toEqual([
      [9, 10],
      [11, 18],
    ]);
  });

  it('leaves free exactly the time where the free times would fit a service, by their collides()', () => {
    const booked = [service('a', at('10:15'), 90), service('b', at('13:00'), 120, 'pending')];
    const held = booked.map((one) => ({
      start: new Date(one.scheduledAt),
      lengthMinutes: one.durationMinutes,
    }));
    const midnight = new Date(at('00:00')).getTime();
    const fits = (start: number, end: number) =>
      !held.some((other) =>
        collides(
          { start: new Date(midnight + start * 60_000), lengthMinutes: end - start },
          other,
          TRAVEL.travelMinutes,
        ),
      );
    const free = dayPlan(WEDNESDAY, booked, TRAVEL).free;
    expect(free).toHaveLength(3);
    for (const { start, end } of free) {
      expect(fits(start, end)).toBe(true);
      // One minute more on a side that is not the end of the working day collides.
      if (start > 9 * 60) expect(fits(start - 1, end)).toBe(false);
      if (end < 18 * 60) expect(fits(start, end + 1)).toBe(false);
    }
  });

  it('shows at least 08:00 to 18:00, and any earlier or later block or working range', () => {
    expect(hourSpan([dayPlan(WEDNESDAY, [], CDMX)], CDMX)).toEqual({ from: 8, to: 18 });
    const early = dayPlan(WEDNESDAY, [service('a', at('06:30'), 60), service('b', at('19:00'), 90)], CDMX);
    expect(hourSpan([early], CDMX)).toEqual({ from: 6, to: 21 });
    const evening = { ...CDMX, weekly: [[{ start: '12:00', end: '22:00' }]] };
    expect(hourSpan([], evening)).toEqual({ from: 8, to: 22 });
  });
});

describe('the week shown', () => {
  it('runs Monday to Sunday around any of its days', () => {
    expect(weekOf(WEDNESDAY)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(weekOf('2026-11-29')[0]).toBe('2026-11-23');
    expect(weekOf('2026-11-23')[6]).toBe('2026-11-29');
  });

  it('moves a week at a time and asks for both months of a week across a month’s end', () => {
    expect(shiftWeek(WEDNESDAY, 1)).toBe('2026-12-02');
    expect(shiftWeek(WEDNESDAY, -1)).toBe('2026-11-18');
    expect(monthsOf(weekOf(WEDNESDAY))).toEqual(['2026-11']);
    expect(monthsOf(weekOf('2026-12-30'))).toEqual(['2026-12', '2027-01']);
  });
});
