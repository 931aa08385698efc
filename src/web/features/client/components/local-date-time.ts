// An <input type="datetime-local"> gives a wall-clock time without a zone ("2030-05-01T10:00"): it is read
// in the browser's zone and sent with that zone's offset, so the server stores the moment the person meant.

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');

/** "2030-05-01T10:00" -> "2030-05-01T10:00:00-06:00"; '' when the value is not a local date and time. */
export function localDateTimeToIso(value: string): string {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return '';
  const [, year, month, day, hour, minute, second = '00'] = match;
  const local = new Date(+year!, +month! - 1, +day!, +hour!, +minute!, +second);
  // Rejects dates the calendar does not have (31 April) and times a clock change skips.
  if (local.getFullYear() !== +year! || local.getMonth() !== +month! - 1 || local.getDate() !== +day!)
    return '';
  if (local.getHours() !== +hour! || local.getMinutes() !== +minute!) return '';
  const offset = -local.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** The current minute as a datetime-local value, for the input's `min`. */
export function localDateTimeNow(now: Date = new Date()): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}T${two(now.getHours())}:${two(now.getMinutes())}`;
}
