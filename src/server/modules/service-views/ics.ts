// An iCalendar file (RFC 5545) of one event, written by hand: the handful of properties a service needs does not
// justify a dependency, and each rule the calendars are strict about (CRLF, folding, escaping) is tested here.

const CRLF = '\r\n';
// "Lines of text SHOULD NOT be longer than 75 octets, excluding the line break" (RFC 5545 §3.1).
const MAX_LINE_OCTETS = 75;

export interface CalendarEvent {
  /** Stable across downloads, so that importing the file again updates the same event. */
  uid: string;
  /** When the file was written. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  status: 'CONFIRMED' | 'TENTATIVE';
  /** A reminder shown this many hours before the start. */
  alarm: { hoursBefore: number; description: string };
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f]/g;

/**
 * A TEXT value (§3.3.11): backslash, semicolon and comma escaped, every kind of line break as `\n`, and the
 * other control characters, which TEXT may not hold (a tab aside), dropped.
 */
export function escapeText(value: string): string {
  return value
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROL, '');
}

function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * Folds a content line (§3.1) into lines of at most 75 octets of UTF-8, each continuation starting with a space
 * (which counts in its 75). It cuts between code points, never inside an accent's or an emoji's octets.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0)!);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** A UTC DATE-TIME (§3.3.5, form #2): 20261125T160000Z. */
export function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');
}

/** The whole file: one VEVENT with its VALARM, CRLF after every line, the last included. */
export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//LimpiaHogar//Servicios//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    // UTC instants need no VTIMEZONE block; the calendar shows them in its owner's zone.
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${event.status}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(event.alarm.description)}`,
    `TRIGGER:-PT${event.alarm.hoursBefore}H`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map((line) => foldLine(line) + CRLF).join('');
}
