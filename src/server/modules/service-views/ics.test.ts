import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine, utcDateTime, type CalendarEvent } from './ics';

const octets = (text: string) => Buffer.byteLength(text, 'utf8');
// How a calendar reads a folded line back (RFC 5545 §3.1): each CRLF followed by one space is removed.
const unfold = (text: string) => text.replaceAll('\r\n ', '');

const EVENT: CalendarEvent = {
  uid: '3f2b8c1e-0000-4000-8000-000000000001@limpiahogar',
  stamp: new Date('2026-11-20T09:30:15.123Z'),
  start: new Date('2026-11-25T16:00:00Z'),
  end: new Date('2026-11-25T19:00:00Z'),
  summary: 'Limpieza de recámaras',
  location: 'Calle Madero 10, interior 3, Centro',
  description: 'Proveedor: Limpiezas Ana\nPrecio: $700 MXN\nForma de pago: Efectivo',
  status: 'CONFIRMED',
  alarm: { hoursBefore: 24, description: 'Mañana: Limpieza de recámaras' },
};

describe('an iCalendar file of one service', () => {
  it('escapes backslashes, semicolons, commas and every kind of line break in a text value, and drops control characters', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg: h')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng: h');
    expect(escapeText('campana\u0007\tfin\u007f')).toBe('campana\tfin');
  });

  it('leaves a line of 75 octets whole and folds the 76th onto a line that starts with a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    const long = foldLine('y'.repeat(300));
    for (const line of long.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(long)).toBe('y'.repeat(300));
  });

  it('folds by octets, never inside an accented letter or an emoji', () => {
    // 74 ASCII octets, then 'é' (2 octets): it would end on octet 76, so it starts the next line whole.
    const accent = `${'a'.repeat(74)}é fin`;
    expect(foldLine(accent).split('\r\n')).toEqual(['a'.repeat(74), ' é fin']);
    // 73 octets, then an emoji of 4 (a surrogate pair in JavaScript): both halves go to the next line.
    const emoji = `${'b'.repeat(73)}🧹 listo`;
    expect(foldLine(emoji).split('\r\n')).toEqual(['b'.repeat(73), ' 🧹 listo']);
    const spanish = `SUMMARY:${'Limpieza profunda de recámaras y baños, añadir jardín 🌿 '.repeat(6)}`;
    const lines = foldLine(spanish).split('\r\n');
    expect(lines.length).toBeGreaterThan(4);
    for (const line of lines) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      // With the u flag, this class matches only a surrogate left without its other half.
      expect(line).not.toMatch(/[\uD800-\uDFFF]/u);
    }
    expect(unfold(lines.join('\r\n'))).toBe(spanish);
  });

  it('writes instants in UTC without fractions of a second', () => {
    expect(utcDateTime(new Date('2026-11-25T16:00:00.999Z'))).toBe('20261125T160000Z');
  });

  it('ends every line with CRLF, the last one included, and holds one event with its reminder', () => {
    const file = calendarFile(EVENT);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(unfold(file).split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//LimpiaHogar//Servicios//ES',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:3f2b8c1e-0000-4000-8000-000000000001@limpiahogar',
      'DTSTAMP:20261120T093015Z',
      'DTSTART:20261125T160000Z',
      'DTEND:20261125T190000Z',
      'SUMMARY:Limpieza de recámaras',
      'LOCATION:Calle Madero 10\\, interior 3\\, Centro',
      'DESCRIPTION:Proveedor: Limpiezas Ana\\nPrecio: $700 MXN\\nForma de pago: Efectivo',
      'STATUS:CONFIRMED',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Mañana: Limpieza de recámaras',
      'TRIGGER:-PT24H',
      'END:VALARM',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    for (const line of file.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('keeps a title that tries to add its own properties inside its one escaped line', () => {
    const file = calendarFile({ ...EVENT, summary: 'Limpieza\r\nEND:VEVENT\nATTENDEE;CN=x:mailto:a@b.mx' });
    const lines = unfold(file).split('\r\n');
    expect(lines).toContain('SUMMARY:Limpieza\\nEND:VEVENT\\nATTENDEE\\;CN=x:mailto:a@b.mx');
    expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(1);
    expect(lines.some((line) => line.startsWith('ATTENDEE'))).toBe(false);
  });
});
