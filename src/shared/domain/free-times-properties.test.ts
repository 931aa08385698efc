import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BookedService,
  collides,
  type FreeDay,
  type FreeTimesQuery,
  freeStartTimes,
} from './free-times';
import { fromWallClock, instantToZonedParts, zonedLocalToInstant } from './local-time';
import { MEXICAN_TIME_ZONES } from './mexican-time-zones';
import { clockText, nextDate, type TimeRange, weekdayRangesProblem } from './working-hours';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const providerDate = (instant: Date, query: FreeTimesQuery) =>
  instantToZonedParts(instant, query.providerZone).date;
const endOf = (service: BookedService) => service.start.getTime() + service.lengthMinutes * MINUTE_MS;

/** A weekday's ranges as one provider might write them: sorted, apart or touching, on quarter hours. */
const weekdayRanges = fc
  .array(fc.integer({ min: 0, max: 95 }), { minLength: 2, maxLength: 4 })
  .map((cuts) => {
    const sorted = cuts.sort((a, b) => a - b).map((cut) => clockText(cut * 15));
    const ranges: TimeRange[] = [];
    for (let index = 0; index + 1 < sorted.length; index += 2)
      if (sorted[index]! < sorted[index + 1]!)
        ranges.push({ start: sorted[index]!, end: sorted[index + 1]! });
    return ranges;
  });

// Mostly the usual 1–3 h, sometimes up to the 12 h a service may last.
const serviceLength = fc
  .oneof({ arbitrary: fc.integer({ min: 2, max: 6 }), weight: 3 }, fc.integer({ min: 2, max: 24 }))
  .map((halfHours) => halfHours * 30);

// Any day from 2022 (Mexico City's last summer time) to 2027, and often the days the clocks change.
const nows = fc.oneof(
  fc.date({ min: new Date('2022-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }),
  ...['2026-03-07', '2026-10-31', '2022-04-02', '2022-10-29'].map((day) =>
    fc.date({
      min: new Date(`${day}T00:00:00Z`),
      max: new Date(Date.parse(day) + 2 * DAY_MS),
      noInvalidDate: true,
    }),
  ),
);

/** A booked service on a quarter hour of the clock (midnight too), from half a day before `now` to six after. */
const serviceAround = (now: Date) =>
  fc
    .record({ at: fc.integer({ min: -48, max: 6 * 96 }), lengthMinutes: serviceLength })
    .map(({ at, lengthMinutes }) => {
      const quarter = 15 * MINUTE_MS;
      return { start: new Date((Math.floor(now.getTime() / quarter) + at) * quarter), lengthMinutes };
    });

const queries = nows.chain((now) =>
  fc.record({
    now: fc.constant(now),
    days: fc.integer({ min: 1, max: 5 }),
    placeZone: fc.constantFrom(...MEXICAN_TIME_ZONES),
    providerZone: fc.constantFrom(...MEXICAN_TIME_ZONES),
    // Now and then a weekday off.
    weekly: fc.array(fc.oneof({ arbitrary: weekdayRanges, weight: 5 }, fc.constant([])), {
      minLength: 7,
      maxLength: 7,
    }),
    daysOff: fc.array(
      fc
        .record({ first: fc.integer({ min: -1, max: 7 }), span: fc.integer({ min: 0, max: 2 }) })
        .map(({ first, span }) => ({
          from: new Date(now.getTime() + first * DAY_MS).toISOString().slice(0, 10),
          to: new Date(now.getTime() + (first + span) * DAY_MS).toISOString().slice(0, 10),
        })),
      { maxLength: 2 },
    ),
    travelMinutes: fc.constantFrom(0, 15, 30, 60),
    maxPerDay: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
    services: fc.array(serviceAround(now), { maxLength: 30 }),
    lengthMinutes: serviceLength,
    stepMinutes: fc.constantFrom(30, 30, 60),
    minNoticeMinutes: fc.constantFrom(0, 60, 120),
  }),
);

/** The offered services as instants: each day's times read on the place's clock. */
function offered(query: FreeTimesQuery, answer: FreeDay[]): BookedService[] {
  return answer.flatMap(({ date, times }) =>
    times.map((time) => ({
      start: zonedLocalToInstant(date, time, query.placeZone)!,
      lengthMinutes: query.lengthMinutes,
    })),
  );
}

/**
 * Whether the service lies inside one working range of the provider's day, ranges that touch joined. A range
 * runs from the first instant the clock shows its start to the first it shows its end, as local-time.ts reads a
 * boundary: on the day the clock goes back, 01:00 of the second pass comes after a start at 01:15 of the first.
 */
function insideWorkingHours(service: BookedService, day: string, query: FreeTimesQuery): boolean {
  const instant = (time: string) =>
    fromWallClock(Date.parse(`${day}T00:00:00Z`) + minutesOf(time) * MINUTE_MS, query.providerZone).getTime();
  const spans: { start: number; end: number }[] = [];
  for (const range of query.weekly[weekdayOf(day)] ?? []) {
    const last = spans.at(-1);
    if (last && instant(range.start) <= last.end) last.end = instant(range.end);
    else spans.push({ start: instant(range.start), end: instant(range.end) });
  }
  return spans.some((span) => span.start <= service.start.getTime() && endOf(service) <= span.end);
}

/**
 * The same answer the slow and obvious way, every wall time read through local-time.ts: every step of every
 * day, checked against every rule and every service.
 */
function obviousFreeStartTimes(query: FreeTimesQuery): FreeDay[] {
  const serviceDates = query.services.map((service) => providerDate(service.start, query));
  const answer: FreeDay[] = [];
  let date = instantToZonedParts(query.now, query.placeZone).date;
  for (let count = 0; count < query.days; count++, date = nextDate(date)) {
    const times: string[] = [];
    for (let minutes = 0; minutes < 1440; minutes += query.stepMinutes) {
      const start = zonedLocalToInstant(date, clockText(minutes), query.placeZone);
      if (!start || start.getTime() < query.now.getTime() + query.minNoticeMinutes * MINUTE_MS) continue;
      const service = { start, lengthMinutes: query.lengthMinutes };
      const day = providerDate(start, query);
      if (query.daysOff.some((off) => off.from <= day && day <= off.to)) continue;
      const booked = serviceDates.filter((serviceDate) => serviceDate === day).length;
      if (query.maxPerDay !== null && booked >= query.maxPerDay) continue;
      if (!insideWorkingHours(service, day, query)) continue;
      if (query.services.some((other) => collides(service, other, query.travelMinutes))) continue;
      times.push(clockText(minutes));
    }
    answer.push({ date, times });
  }
  return answer;
}

describe('freeStartTimes, across random zones among Mexico’s and the days their clocks change', () => {
  it('writes weekly hours the schema will accept', () => {
    fc.assert(
      fc.property(weekdayRanges, (ranges) => {
        expect(weekdayRangesProblem(ranges)).toBeNull();
      }),
    );
  });

  it('answers what the slow and obvious walk answers', () => {
    fc.assert(
      fc.property(queries, (query) => {
        expect(freeStartTimes(query)).toEqual(obviousFreeStartTimes(query));
      }),
      { numRuns: 60 },
    );
  });

  it('offers no start that leaves less than the travel time to a booked service', () => {
    fc.assert(
      fc.property(queries, (query) => {
        for (const service of offered(query, freeStartTimes(query)))
          for (const other of query.services) {
            const travel = query.travelMinutes * MINUTE_MS;
            const apart =
              endOf(service) + travel <= other.start.getTime() ||
              endOf(other) + travel <= service.start.getTime();
            expect(apart).toBe(true);
          }
      }),
    );
  });

  it('offers each service inside one working range of its provider’s day, on no day off, within the maximum', () => {
    fc.assert(
      fc.property(queries, (query) => {
        for (const service of offered(query, freeStartTimes(query))) {
          const start = instantToZonedParts(service.start, query.providerZone);
          const end = instantToZonedParts(new Date(endOf(service)), query.providerZone);
          expect(end.date).toBe(start.date);
          expect(insideWorkingHours(service, start.date, query)).toBe(true);
          expect(query.daysOff.some((off) => off.from <= start.date && start.date <= off.to)).toBe(false);
          const sameDay = query.services.filter((other) => providerDate(other.start, query) === start.date);
          if (query.maxPerDay !== null) expect(sameDay.length + 1).toBeLessThanOrEqual(query.maxPerDay);
          expect(service.start.getTime()).toBeGreaterThanOrEqual(
            query.now.getTime() + query.minNoticeMinutes * MINUTE_MS,
          );
        }
      }),
    );
  });

  it('offers no more on any day once another service is booked', () => {
    const withAnother = queries.chain((query) => fc.tuple(fc.constant(query), serviceAround(query.now)));
    fc.assert(
      fc.property(withAnother, ([query, service]) => {
        const before = freeStartTimes(query);
        const after = freeStartTimes({ ...query, services: [...query.services, service] });
        after.forEach((day, index) => {
          expect(day.date).toBe(before[index]!.date);
          for (const time of day.times) expect(before[index]!.times).toContain(time);
        });
      }),
    );
  });

  it('answers the days in a row, each with its times in order, once each, on the steps of the place’s clock', () => {
    fc.assert(
      fc.property(queries, (query) => {
        const answer = freeStartTimes(query);
        expect(answer).toHaveLength(query.days);
        expect(answer[0]!.date).toBe(instantToZonedParts(query.now, query.placeZone).date);
        answer.slice(1).forEach((day, index) => expect(day.date).toBe(nextDate(answer[index]!.date)));
        for (const { times } of answer) {
          expect(times).toEqual([...new Set(times)].sort());
          for (const time of times) expect(minutesOf(time) % query.stepMinutes).toBe(0);
        }
      }),
    );
  });
});

describe('freeStartTimes for a busy provider', () => {
  // The load case: one provider, 14 days, 300 services in the window. The answer must be the obvious
  // walk's; how long it takes is measured apart (the services are sorted once and walked, not searched per time).
  it('answers 14 days around 300 booked services as the obvious walk does', () => {
    const now = zonedLocalToInstant('2026-05-04', '06:00', 'America/Mexico_City')!;
    const services = Array.from({ length: 300 }, (_, index) => ({
      start: new Date(now.getTime() + (index % 14) * DAY_MS + ((index * 37) % 28) * 30 * MINUTE_MS),
      lengthMinutes: 60 + (index % 5) * 30,
    }));
    const query: FreeTimesQuery = {
      now,
      days: 14,
      placeZone: 'America/Cancun',
      providerZone: 'America/Mexico_City',
      weekly: Array.from({ length: 7 }, () => [{ start: '07:00', end: '21:00' }]),
      daysOff: [],
      travelMinutes: 30,
      maxPerDay: null,
      services,
      lengthMinutes: 60,
      stepMinutes: 30,
      minNoticeMinutes: 120,
    };
    const answer = freeStartTimes(query);
    expect(answer.filter((day) => day.times.length > 0)).toHaveLength(14);
    expect(answer).toEqual(obviousFreeStartTimes(query));
  });
});
