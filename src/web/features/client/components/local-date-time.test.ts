import { describe, expect, it } from 'vitest';
import { browserTimeZone } from '#web/lib/time-zone';
import { localDateTimeNow, localDateTimeToIso } from './local-date-time';

describe('localDateTimeToIso', () => {
  it('keeps the wall-clock time and adds the offset of the browser’s zone', () => {
    const iso = localDateTimeToIso('2030-05-01T10:00', browserTimeZone());
    expect(iso).toMatch(/^2030-05-01T10:00:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso).getTime()).toBe(new Date(2030, 4, 1, 10, 0).getTime());
  });

  it('writes the offset of the zone it is given, summer time included', () => {
    expect(localDateTimeToIso('2030-05-01T10:00', 'America/Mexico_City')).toBe('2030-05-01T10:00:00-06:00');
    expect(localDateTimeToIso('2030-05-01T10:00', 'America/Cancun')).toBe('2030-05-01T10:00:00-05:00');
    expect(localDateTimeToIso('2030-07-01T10:00', 'America/Tijuana')).toBe('2030-07-01T10:00:00-07:00');
    expect(localDateTimeToIso('2030-05-01T10:00', 'Asia/Kolkata')).toBe('2030-05-01T10:00:00+05:30');
  });

  it('accepts seconds when the input gives them', () => {
    expect(localDateTimeToIso('2030-05-01T10:00:30', browserTimeZone())).toMatch(/^2030-05-01T10:00:30/);
  });

  it('answers an empty string for an empty, partial or impossible value', () => {
    for (const value of [
      '',
      '2030-05-01',
      '10:00',
      '2030-04-31T10:00',
      '2031-02-29T10:00',
      '2030-13-01T10:00',
      '2030-05-01T24:00',
      '2030-05-01T10:00:60',
      'mañana',
    ]) {
      expect(localDateTimeToIso(value, 'America/Mexico_City'), value).toBe('');
    }
  });

  it('answers an empty string for an hour the clock skips when summer time starts', () => {
    expect(localDateTimeToIso('2030-03-10T02:30', 'America/Tijuana')).toBe('');
  });
});

describe('localDateTimeNow', () => {
  it('writes the local minute the way a datetime-local input reads it', () => {
    expect(localDateTimeNow(browserTimeZone(), new Date(2030, 0, 5, 7, 3, 59))).toBe('2030-01-05T07:03');
  });

  it('writes the minute of the zone it is given', () => {
    expect(localDateTimeNow('America/Cancun', new Date('2030-01-05T12:03:59Z'))).toBe('2030-01-05T07:03');
  });
});
