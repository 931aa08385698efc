import { fromWallClock, zonedLocalToInstant, zoneOffsetMs } from './local-time';

// A provider's 'Disponibilidad' as the rules read it (issue 29): one or more ranges of wall-clock time per
// weekday and days off, all in the provider's zone; and a calendar day in a zone as the instants it spans, which
// free-times.ts walks.

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'HH:MM', 24-hour, on the provider's wall clock. A range ends on its own day: 23:59 at the latest. */
export interface TimeRange {
  start: string;
  end: string;
}

/** Index 0 = domingo … 6 = sábado, as Date.getDay(); a weekday without ranges (or missing) is not worked. */
export type WeeklyHours = readonly (readonly TimeRange[] | undefined)[];

/** 'Días no disponibles': calendar days 'YYYY-MM-DD' of the provider's zone, both ends included. */
export interface DayOff {
  from: string;
  to: string;
  /** What the provider wrote for themselves ('Vacaciones'); the rules ignore it. */
  note?: string;
}

/** 'Tiempo de traslado entre servicios', minutes: kept free on both sides of each service. */
export const TRAVEL_MINUTES = { min: 0, max: 240, default: 30 } as const;

/** The most a provider may set as 'Máximo de servicios por día'. */
export const MAX_SERVICES_PER_DAY = 12;

/** How a provider takes services: their week, days off, travel, daily maximum and 'Reserva inmediata'. */
export interface Schedule {
  weekly: WeeklyHours;
  daysOff: readonly DayOff[];
  travelMinutes: number;
  /** null for no limit. */
  maxPerDay: number | null;
  instantBooking: boolean;
}

const OFFICE_HOURS: readonly TimeRange[] = [{ start: '09:00', end: '18:00' }];

/**
 * A provider who never saved 'Disponibilidad' works Monday to Saturday, 09:00 to 18:00, with 30 minutes to travel,
 * no daily maximum and every booking waiting for their answer. Their page shows exactly this, so what customers
 * can book is what the provider sees.
 */
export const DEFAULT_SCHEDULE: Schedule = {
  weekly: [[], OFFICE_HOURS, OFFICE_HOURS, OFFICE_HOURS, OFFICE_HOURS, OFFICE_HOURS, OFFICE_HOURS],
  daysOff: [],
  travelMinutes: TRAVEL_MINUTES.default,
  maxPerDay: null,
  instantBooking: false,
};

/** Minutes since midnight of an 'HH:MM' wall time; null when it is not one. */
export function clockMinutes(time: string): number | null {
  const clock = CLOCK.exec(time);
  return clock ? Number(clock[1]) * 60 + Number(clock[2]) : null;
}

/** Minutes since midnight as 'HH:MM'. */
export function clockText(minutes: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

export const RANGE_PROBLEMS = ['format', 'end_before_start', 'unsorted', 'overlap'] as const;
export type RangeProblem = (typeof RANGE_PROBLEMS)[number];

/**
 * Why one weekday's ranges cannot be kept, for the first range at fault, or null: each reads 'HH:MM', starts
 * before it ends, starts after the one before it starts, and not before that one ends. A range may start at
 * the minute the one before ends ('09:00–13:00', '13:00–17:00'): the provider works straight through.
 */
export function weekdayRangesProblem(
  ranges: readonly TimeRange[],
): { index: number; problem: RangeProblem } | null {
  let previous: { start: number; end: number } | null = null;
  for (const [index, range] of ranges.entries()) {
    const start = clockMinutes(range.start);
    const end = clockMinutes(range.end);
    if (start === null || end === null) return { index, problem: 'format' };
    if (start >= end) return { index, problem: 'end_before_start' };
    if (previous && start <= previous.start) return { index, problem: 'unsorted' };
    if (previous && start < previous.end) return { index, problem: 'overlap' };
    previous = { start, end };
  }
  return null;
}

/** The calendar day after 'YYYY-MM-DD'. */
export function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** A calendar day in a zone: the instants (milliseconds) it spans and its wall times as instants. */
export interface ZonedDay {
  date: string;
  /** 0 = domingo, as Date.getDay(). */
  weekday: number;
  /** Its first instant, and the first instant of the next day. */
  start: number;
  end: number;
  /** The instant the clock shows `minutes` after midnight: the first if shown twice, null if skipped. */
  at(minutes: number): number | null;
  /** The same for the end of a working range: a skipped time lands just after the gap. */
  boundary(minutes: number): number;
}

/**
 * A day of a zone. local-time.ts reads every wall time; on the days a zone does not change its clock (all but
 * two a year, where any change is left) one offset reads them all, so a day costs a handful of Intl calls,
 * not one per half hour. Mexico's zones change their clocks at most once a day, so the same offset at the
 * day's first and last instant means no change between.
 */
export function zonedDay(date: string, timeZone: string): ZonedDay {
  const key = `${timeZone} ${date}`;
  let day = zonedDays.get(key);
  if (!day) {
    if (zonedDays.size >= ZONED_DAYS_KEPT) zonedDays.clear();
    day = readZonedDay(date, timeZone);
    zonedDays.set(key, day);
  }
  return day;
}

// A zone's day never changes, and every answer of the wizard's free times reads the same thirty or so: kept, so
// that an answer costs no Intl call for them (its handful cost more than the rest of the walk). Bounded: a
// server up for years reads a few thousand days at most.
const zonedDays = new Map<string, ZonedDay>();
const ZONED_DAYS_KEPT = 4096;

function readZonedDay(date: string, timeZone: string): ZonedDay {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const start = fromWallClock(midnight, timeZone).getTime();
  const end = fromWallClock(midnight + DAY_MS, timeZone).getTime();
  const offset = zoneOffsetMs(start, timeZone);
  const wall = (minutes: number) => midnight + minutes * MINUTE_MS;
  // Also the day's first instant must be its midnight: a zone that skips midnight changed its clock that day.
  const steady = offset === zoneOffsetMs(end - 1, timeZone) && start === wall(0) - offset;
  return {
    date,
    weekday: new Date(midnight).getUTCDay(),
    start,
    end,
    at: (minutes) =>
      steady
        ? wall(minutes) - offset
        : (zonedLocalToInstant(date, clockText(minutes), timeZone)?.getTime() ?? null),
    boundary: (minutes) =>
      steady ? wall(minutes) - offset : fromWallClock(wall(minutes), timeZone).getTime(),
  };
}
