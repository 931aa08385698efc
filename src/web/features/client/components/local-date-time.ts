import { instantToZonedParts, zonedLocalToInstant, zoneOffsetMs } from '#shared/domain/local-time';

// An <input type="datetime-local"> gives a wall-clock time without a zone ("2030-05-01T10:00"): it is read
// in the zone given (the place's, once chosen) and sent with that zone's offset, so the server stores the
// moment the person meant.

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?$/;
const MINUTE_MS = 60_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** "2030-05-01T10:00" -> "2030-05-01T10:00:00-06:00"; '' for a value that is not a real local date and time. */
export function localDateTimeToIso(value: string, timeZone: string): string {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return '';
  const [, date, time, seconds = '00'] = match;
  // Rejects days the calendar does not have (31 April) and times a clock change skips.
  const instant = zonedLocalToInstant(date!, time!, timeZone);
  if (!instant || Number(seconds) > 59) return '';
  const offset = Math.round(zoneOffsetMs(instant.getTime(), timeZone) / MINUTE_MS);
  const sign = offset < 0 ? '-' : '+';
  return `${date}T${time}:${seconds}${sign}${pad(Math.trunc(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** The current minute in the zone as a datetime-local value, for the input's `min`. */
export function localDateTimeNow(timeZone: string, now: Date = new Date()): string {
  const { date, time } = instantToZonedParts(now, timeZone);
  return `${date}T${time}`;
}
