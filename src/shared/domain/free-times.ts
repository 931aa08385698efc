import { instantToZonedParts } from './local-time';
import {
  clockMinutes,
  clockText,
  type DayOff,
  nextDate,
  type WeeklyHours,
  type ZonedDay,
  zonedDay,
} from './working-hours';

// A provider's free start times (issue 29): what the wizard's 'Fecha y hora' step offers, day by day in the
// place's zone, for a service of a given length. Availability is the provider's, in the provider's zone; the
// steps are the place's wall clock, because that is the clock the customer books by.
//
// Decisions where the issue left room:
// - A start is offered when the whole service fits inside one working range of the provider's day it starts on
//   (ranges that touch, '09:00–13:00' and '13:00–17:00', are one); a range never runs past midnight.
// - Travel time is kept on both sides: the new service ends `travelMinutes` before a booked one starts, or
//   starts `travelMinutes` after it ends, at least (collides).
// - The daily maximum counts the services that start on the provider's calendar day, whatever their status
//   among those passed: the caller passes the pending and confirmed ones, already started or not.
// - A wall time the place's clock shows twice (the hour set back) is offered once, at its first instant; a
//   time it skips is not offered.

const MINUTE_MS = 60_000;

/** A provider's service as it holds their time: pending or confirmed. */
export interface BookedService {
  start: Date;
  lengthMinutes: number;
}

/**
 * Whether two services of one provider would leave less than the travel time between them: one must end at
 * least `travelMinutes` before the other starts. The server's no-double-booking check uses the same rule.
 */
export function collides(a: BookedService, b: BookedService, travelMinutes: number): boolean {
  const travel = travelMinutes * MINUTE_MS;
  const aStart = a.start.getTime();
  const bStart = b.start.getTime();
  return (
    aStart < bStart + b.lengthMinutes * MINUTE_MS + travel &&
    bStart < aStart + a.lengthMinutes * MINUTE_MS + travel
  );
}

export interface FreeTimesQuery {
  now: Date;
  /** How many calendar days of the place to answer, from the one `now` falls on. */
  days: number;
  placeZone: string;
  providerZone: string;
  weekly: WeeklyHours;
  daysOff: readonly DayOff[];
  travelMinutes: number;
  /** 'Máximo de servicios por día'; null for no limit. */
  maxPerDay: number | null;
  /** The provider's pending and confirmed services; any order. */
  services: readonly BookedService[];
  /** The new service's length. */
  lengthMinutes: number;
  /** Starts are this many minutes apart on the place's clock from midnight: 30 gives :00 and :30. */
  stepMinutes: number;
  /** Nothing starts sooner than this after `now`. */
  minNoticeMinutes: number;
}

/** A calendar day of the place and its free starts 'HH:MM', in order; none means the day is shown disabled. */
export interface FreeDay {
  date: string;
  times: string[];
}

/** What the walk needs of one of the provider's days. */
interface ProviderDay {
  day: ZonedDay;
  /** Working ranges as instants, in order, those that touch joined; none on a day off or a full day. */
  ranges: { start: number; end: number }[];
}

/** How many of the sorted starts come before `instant`. */
function countBefore(starts: readonly number[], instant: number): number {
  let [low, high] = [0, starts.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (starts[middle]! < instant) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A provider's day's working ranges as instants, in order, those that touch joined. */
export function workingRanges(day: ZonedDay, weekly: WeeklyHours): ProviderDay['ranges'] {
  const ranges: ProviderDay['ranges'] = [];
  const sorted = [...(weekly[day.weekday] ?? [])].sort((a, b) => a.start.localeCompare(b.start));
  for (const range of sorted) {
    const [start, end] = [clockMinutes(range.start), clockMinutes(range.end)];
    if (start === null || end === null || start >= end) continue;
    const span = { start: day.boundary(start), end: day.boundary(end) };
    const last = ranges.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else ranges.push(span);
  }
  return ranges;
}

/**
 * The free start times of the next `days` days of the place, one entry per day. The services are sorted once;
 * the candidates come in time order, so the walk moves forward through them and through the provider's days.
 */
export function freeStartTimes(query: FreeTimesQuery): FreeDay[] {
  const { now, placeZone, providerZone, weekly, daysOff, travelMinutes, maxPerDay } = query;
  if (!(query.stepMinutes > 0)) throw new RangeError(`Expected a positive step, got ${query.stepMinutes}`);
  const services = [...query.services].sort((a, b) => a.start.getTime() - b.start.getTime());
  const starts = services.map((service) => service.start.getTime());
  const travel = travelMinutes * MINUTE_MS;
  // Where each service stops holding the provider's time: its end and the travel after it.
  const ends = services.map((service, index) => starts[index]! + service.lengthMinutes * MINUTE_MS + travel);
  const longest = Math.max(0, ...services.map((service) => service.lengthMinutes)) * MINUTE_MS;
  const length = query.lengthMinutes * MINUTE_MS;
  const earliest = now.getTime() + query.minNoticeMinutes * MINUTE_MS;

  let providerDay: ProviderDay | null = null;
  const providerDayAt = (instant: number): ProviderDay => {
    if (providerDay && providerDay.day.start <= instant && instant < providerDay.day.end) return providerDay;
    // The walk moves forward, so the provider's next day is nearly always the one: only the first asks Intl.
    let day = providerDay && zonedDay(nextDate(providerDay.day.date), providerZone);
    if (!day || instant < day.start || day.end <= instant)
      day = zonedDay(instantToZonedParts(new Date(instant), providerZone).date, providerZone);
    const dayOff = daysOff.some((off) => off.from <= day.date && day.date <= off.to);
    const booked = countBefore(starts, day.end) - countBefore(starts, day.start);
    const full = maxPerDay !== null && booked >= maxPerDay;
    providerDay = { day, ranges: dayOff || full ? [] : workingRanges(day, weekly) };
    return providerDay;
  };

  // Services before `first` end (travel included) before any candidate still to come can start.
  let first = 0;
  // collides() of the candidate with each service that starts before it ends (travel included), in numbers.
  const isTaken = (start: number): boolean => {
    while (first < services.length && starts[first]! + longest + travel <= start) first++;
    for (let index = first; index < services.length && starts[index]! < start + length + travel; index++)
      if (start < ends[index]!) return true;
    return false;
  };

  const answer: FreeDay[] = [];
  let date = instantToZonedParts(now, placeZone).date;
  for (let count = 0; count < query.days; count++, date = nextDate(date)) {
    const day = zonedDay(date, placeZone);
    const times: string[] = [];
    for (let minutes = 0; minutes < 24 * 60; minutes += query.stepMinutes) {
      const start = day.at(minutes);
      if (start === null || start < earliest) continue;
      const { ranges } = providerDayAt(start);
      if (!ranges.some((range) => range.start <= start && start + length <= range.end)) continue;
      if (!isTaken(start)) times.push((clockTexts[minutes] ??= clockText(minutes)));
    }
    answer.push({ date, times });
  }
  return answer;
}

// 'HH:MM' of the minutes of a day, made once.
const clockTexts: string[] = [];

/** Where a provider works: their week and days off, read in their zone. */
export interface WorkingTime {
  providerZone: string;
  weekly: WeeklyHours;
  daysOff: readonly DayOff[];
}

/**
 * Whether a service lies inside the provider's working time: it starts on a day of the provider's zone that is
 * not a day off, and fits whole in one of that day's ranges (the same test freeStartTimes makes of a start). A
 * service that does not is still kept: 'Disponibilidad' lists it after a change of hours.
 */
export function withinWorkingTime(
  service: BookedService,
  { providerZone, weekly, daysOff }: WorkingTime,
): boolean {
  const start = service.start.getTime();
  const day = zonedDay(instantToZonedParts(service.start, providerZone).date, providerZone);
  if (daysOff.some((off) => off.from <= day.date && day.date <= off.to)) return false;
  const end = start + service.lengthMinutes * MINUTE_MS;
  return workingRanges(day, weekly).some((range) => range.start <= start && end <= range.end);
}
