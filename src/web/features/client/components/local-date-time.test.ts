import { describe, expect, it } from 'vitest';
import { localDateTimeNow, localDateTimeToIso } from './local-date-time';

describe('localDateTimeToIso', () => {
  it('keeps the wall-clock time and adds the offset of the browser’s zone', () => {
    const iso = localDateTimeToIso('2030-05-01T10:00');
    expect(iso).toMatch(/^2030-05-01T10:00:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso).getTime()).toBe(new Date(2030, 4, 1, 10, 0).getTime());
  });

  it('accepts seconds when the input gives them', () => {
    expect(localDateTimeToIso('2030-05-01T10:00:30')).toMatch(/^2030-05-01T10:00:30/);
  });

  it('answers an empty string for an empty, partial or impossible value', () => {
    for (const value of ['', '2030-05-01', '10:00', '2030-04-31T10:00', '2030-13-01T10:00', 'mañana']) {
      expect(localDateTimeToIso(value), value).toBe('');
    }
  });
});

describe('localDateTimeNow', () => {
  it('writes the local minute the way a datetime-local input reads it', () => {
    expect(localDateTimeNow(new Date(2030, 0, 5, 7, 3, 59))).toBe('2030-01-05T07:03');
  });
});
