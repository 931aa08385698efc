import { describe, expect, it } from 'vitest';
import { collides, type FreeTimesQuery, freeStartTimes } from './free-times';
import { zonedLocalToInstant } from './local-time';
import { clockText, type TimeRange } from './working-hours';

const CDMX = 'America/Mexico_City';
const TIJUANA = 'America/Tijuana';

const everyDay = (...ranges: TimeRange[]) => Array.from({ length: 7 }, () => ranges);
const at = (date: string, time: string, zone = CDMX) => zonedLocalToInstant(date, time, zone)!;

/** Every half hour from `from` to `to`, both included: halfHours('08:00', '09:00') is 08:00, 08:30, 09:00. */
function halfHours(from: string, to: string): string[] {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const times: string[] = [];
  for (let minute = minutes(from); minute <= minutes(to); minute += 30) times.push(clockText(minute));
  return times;
}

/** Monday 4 May 2026 in Mexico City, a provider there working 08:00–18:00 every day, a 1-hour service. */
const query = (changes: Partial<FreeTimesQuery> = {}): FreeTimesQuery => ({
  now: at('2026-05-04', '00:00'),
  days: 1,
  placeZone: CDMX,
  providerZone: CDMX,
  weekly: everyDay({ start: '08:00', end: '18:00' }),
  daysOff: [],
  travelMinutes: 30,
  maxPerDay: null,
  services: [],
  lengthMinutes: 60,
  stepMinutes: 30,
  minNoticeMinutes: 0,
  ...changes,
});

const timesOf = (changes: Partial<FreeTimesQuery>) => freeStartTimes(query(changes)).map((day) => day.times);

describe('collides', () => {
  const booked = { start: at('2026-05-04', '10:00'), lengthMinutes: 180 };
  const oneHourAt = (time: string) => ({ start: at('2026-05-04', time), lengthMinutes: 60 });

  it('keeps the travel time on both sides of a booked service, and no more', () => {
    expect(collides(oneHourAt('08:30'), booked, 30)).toBe(false);
    expect(collides(oneHourAt('08:31'), booked, 30)).toBe(true);
    expect(collides(oneHourAt('13:29'), booked, 30)).toBe(true);
    expect(collides(oneHourAt('13:30'), booked, 30)).toBe(false);
  });

  it('lets services touch when there is no travel, and reads alike either way round', () => {
    expect(collides(oneHourAt('09:00'), booked, 0)).toBe(false);
    expect(collides(oneHourAt('13:00'), booked, 0)).toBe(false);
    expect(collides(booked, oneHourAt('12:59'), 0)).toBe(true);
    expect(collides(booked, oneHourAt('11:00'), 30)).toBe(true);
  });
});

describe('freeStartTimes', () => {
  it('offers every half hour a 1-hour service fits in the working range', () => {
    expect(freeStartTimes(query())).toEqual([{ date: '2026-05-04', times: halfHours('08:00', '17:00') }]);
  });

  it('takes away the starts a booked 10:00–13:00 service with 30 minutes of travel leaves no room for', () => {
    const services = [{ start: at('2026-05-04', '10:00'), lengthMinutes: 180 }];
    // 09:00 goes too: that service would end at 10:00, with no time to travel to the booked one.
    expect(timesOf({ services })).toEqual([[...halfHours('08:00', '08:30'), ...halfHours('13:30', '17:00')]]);
    expect(timesOf({ services, travelMinutes: 0 })).toEqual([
      [...halfHours('08:00', '09:00'), ...halfHours('13:00', '17:00')],
    ]);
  });

  it('offers nothing on a day off, and the days around it as usual', () => {
    const daysOff = [{ from: '2026-05-05', to: '2026-05-05' }];
    expect(timesOf({ days: 3, daysOff })).toEqual([
      halfHours('08:00', '17:00'),
      [],
      halfHours('08:00', '17:00'),
    ]);
  });

  it('offers nothing on a day whose maximum of services is reached, counting one that already started', () => {
    const services = [
      { start: at('2026-05-04', '08:00'), lengthMinutes: 60 },
      { start: at('2026-05-04', '16:00'), lengthMinutes: 120 },
    ];
    expect(timesOf({ days: 2, services, maxPerDay: 2 })).toEqual([[], halfHours('08:00', '17:00')]);
    expect(timesOf({ services, maxPerDay: 3 })).toEqual([halfHours('09:30', '14:30')]);
    expect(timesOf({ services, maxPerDay: 1, now: at('2026-05-04', '12:00') })).toEqual([[]]);
  });

  it('counts a service that starts at midnight on its own day', () => {
    const services = [{ start: at('2026-05-05', '00:00'), lengthMinutes: 60 }];
    expect(timesOf({ days: 2, services, maxPerDay: 1 })).toEqual([halfHours('08:00', '17:00'), []]);
  });

  it('offers nothing sooner than the notice asks', () => {
    expect(timesOf({ now: at('2026-05-04', '10:10'), minNoticeMinutes: 60 })).toEqual([
      halfHours('11:30', '17:00'),
    ]);
  });

  it('needs the whole service inside one range, ranges that touch read as one', () => {
    const split = everyDay({ start: '08:00', end: '12:00' }, { start: '14:00', end: '18:00' });
    expect(timesOf({ weekly: split, lengthMinutes: 180 })).toEqual([
      ['08:00', '08:30', '09:00', ...halfHours('14:00', '15:00')],
    ]);
    const touching = everyDay({ start: '08:00', end: '12:00' }, { start: '12:00', end: '18:00' });
    expect(timesOf({ weekly: touching, lengthMinutes: 180 })).toEqual([halfHours('08:00', '15:00')]);
  });

  it('reads each weekday its own ranges and offers nothing on a weekday without them', () => {
    const weekly = [[], [{ start: '09:00', end: '11:00' }], [{ start: '15:00', end: '17:00' }]];
    expect(timesOf({ weekly, days: 3 })).toEqual([
      ['09:00', '09:30', '10:00'],
      ['15:00', '15:30', '16:00'],
      [],
    ]);
  });

  it("offers a Mexico City provider's 09:00–17:00 to a place in Cancún as 10:00–18:00, on Cancún's days", () => {
    const weekly = everyDay({ start: '09:00', end: '17:00' });
    // 23:30 of the 3rd in Mexico City is already 00:30 of the 4th in Cancún.
    const answer = freeStartTimes(
      query({ weekly, placeZone: 'America/Cancun', now: at('2026-05-03', '23:30'), days: 2 }),
    );
    expect(answer).toEqual([
      { date: '2026-05-04', times: halfHours('10:00', '17:00') },
      { date: '2026-05-05', times: halfHours('10:00', '17:00') },
    ]);
  });

  it("follows Tijuana's clock when US summer time starts and ends, for a place in Mexico City", () => {
    const tijuanaProvider = (date: string) =>
      freeStartTimes(
        query({
          providerZone: TIJUANA,
          weekly: everyDay({ start: '09:00', end: '17:00' }),
          now: at(date, '00:00'),
        }),
      )[0]!.times;
    expect(tijuanaProvider('2026-03-07')).toEqual(halfHours('11:00', '18:00'));
    expect(tijuanaProvider('2026-03-08')).toEqual(halfHours('10:00', '17:00'));
    expect(tijuanaProvider('2026-10-31')).toEqual(halfHours('10:00', '17:00'));
    expect(tijuanaProvider('2026-11-01')).toEqual(halfHours('11:00', '18:00'));
  });

  it('measures a range in Tijuana across the changed hour in real hours, and offers no time the clock skips', () => {
    const inTijuana = (date: string, end: string, lengthMinutes: number) =>
      freeStartTimes(
        query({
          placeZone: TIJUANA,
          providerZone: TIJUANA,
          weekly: everyDay({ start: '00:00', end }),
          lengthMinutes,
          now: at(date, '00:00', TIJUANA),
        }),
      )[0]!.times;
    // 00:00–04:00 holds 4 real hours on a Saturday, 3 when the clock jumps from 02:00 to 03:00, 5 when it goes
    // back from 02:00 to 01:00.
    expect(inTijuana('2026-03-07', '04:00', 180)).toEqual(['00:00', '00:30', '01:00']);
    expect(inTijuana('2026-03-08', '04:00', 180)).toEqual(['00:00']);
    expect(inTijuana('2026-11-01', '04:00', 180)).toEqual(['00:00', '00:30', '01:00', '01:30']);
    expect(inTijuana('2026-03-08', '06:00', 60)).toEqual([
      ...halfHours('00:00', '01:30'),
      ...halfHours('03:00', '05:00'),
    ]);
    // The repeated 01:00 and 01:30 are offered once.
    expect(inTijuana('2026-11-01', '06:00', 60)).toEqual(halfHours('00:00', '05:00'));
  });

  it('refuses a step that would never move on', () => {
    expect(() => freeStartTimes(query({ stepMinutes: 0 }))).toThrow(RangeError);
  });
});
