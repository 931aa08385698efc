// The one place where a wall-clock time in an IANA zone meets an instant. Intl knows every zone's rules
// (Mexico City's old summer time, the border zones that follow US DST), so no offset table is kept here.
//
// A "wall" below is a local date and time written as if it were UTC milliseconds: Date.UTC(y, m, d, h, mi).

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

// Building a formatter costs far more than using one; schedules and month windows ask for few zones.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Offset of the zone from UTC at an instant, in milliseconds (Cancún: -5 h; Tijuana in summer: -7 h). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = new Date(0);
  wall.setUTCFullYear(get('year'), get('month') - 1, get('day'));
  wall.setUTCHours(get('hour'), get('minute'), get('second'), 0);
  return wall.getTime() - Math.floor(instant / 1000) * 1000;
}

export function toWallClock(instant: Date, timeZone: string): Date {
  return new Date(instant.getTime() + zoneOffsetMs(instant.getTime(), timeZone));
}

/** The zone's wall clock at an instant as ISO text without a zone, '2026-11-25T10:00:00.000': slice what you need. */
export function wallClockIso(instant: Date | string, timeZone: string): string {
  return toWallClock(new Date(instant), timeZone).toISOString().slice(0, 23);
}

/**
 * Every instant the zone's clock shows this wall time at, earliest first: one normally, two in the hour a
 * clock is set back, none in the hour it skips. The offsets a day either side bracket any single change.
 */
function instantsAt(wall: number, timeZone: string): number[] {
  const offsets = new Set([zoneOffsetMs(wall - DAY_MS, timeZone), zoneOffsetMs(wall + DAY_MS, timeZone)]);
  const candidates = [...offsets].map((offset) => wall - offset);
  return candidates
    .filter((instant) => instant + zoneOffsetMs(instant, timeZone) === wall)
    .sort((a, b) => a - b);
}

/**
 * Wall time back to an instant, for computed boundaries (the 1st of a month at 00:00) that must always
 * land somewhere: a repeated time gives its first instant, a skipped one the instant just after the gap.
 */
export function fromWallClock(wall: number, timeZone: string): Date {
  const [first] = instantsAt(wall, timeZone);
  if (first !== undefined) return new Date(first);
  return new Date(wall - zoneOffsetMs(wall - DAY_MS, timeZone));
}

/**
 * A date ('2026-05-01') and time ('10:00') as a person typed them in a zone, as an instant; null for a
 * day the calendar lacks (31 April, 29 February 2027), an hour outside 00:00-23:59, or a time the zone's
 * clock skips (Tijuana, second Sunday of March, 02:00-02:59): we ask again rather than guess a time
 * nobody chose. A time the clock shows twice (first Sunday of November at the border) is the first one,
 * the one that comes before the clock is set back.
 */
export function zonedLocalToInstant(date: string, time: string, timeZone: string): Date | null {
  const day = DATE.exec(date);
  const clock = TIME.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, dayOfMonth);
  if (wall.getUTCMonth() !== month - 1 || wall.getUTCDate() !== dayOfMonth) return null;
  wall.setUTCHours(Number(clock[1]), Number(clock[2]), 0, 0);
  const [first] = instantsAt(wall.getTime(), timeZone);
  return first === undefined ? null : new Date(first);
}

/** A day and hour as read in the zone, as an ISO instant; '' when incomplete or not a real time there. */
export function scheduleToIso({ date, time }: { date: string; time: string }, timeZone: string): string {
  return zonedLocalToInstant(date, time, timeZone)?.toISOString() ?? '';
}

export interface ZonedParts {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM', 24-hour */
  time: string;
}

/** The day and minute a clock in the zone shows at the instant, as date and time inputs hold them. */
export function instantToZonedParts(instant: Date, timeZone: string): ZonedParts {
  const iso = toWallClock(instant, timeZone).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}
