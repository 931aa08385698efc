import { describe, expect, it } from 'vitest';
import { fromWallClock, instantToZonedParts, zonedLocalToInstant, zoneOffsetMs } from './local-time';

/** Each wall-clock day and time in a zone reads as the instant given, or as none (null). */
function expectInstants(cases: [date: string, time: string, zone: string, instant: string | null][]) {
  for (const [date, time, zone, instant] of cases) {
    const read = zonedLocalToInstant(date, time, zone);
    expect(read && read.toISOString(), `${date} ${time} ${zone}`).toBe(instant);
  }
}

describe('zonedLocalToInstant', () => {
  it('reads a 10:00 cleaning in Cancún, Mexico City and Tijuana as three different instants', () => {
    expectInstants([
      ['2026-05-01', '10:00', 'America/Cancun', '2026-05-01T15:00:00.000Z'],
      ['2026-05-01', '10:00', 'America/Mexico_City', '2026-05-01T16:00:00.000Z'],
      ['2026-05-01', '10:00', 'America/Tijuana', '2026-05-01T17:00:00.000Z'],
    ]);
  });

  it('follows US summer time in the border zones and no summer time in Mexico City since 2022', () => {
    expectInstants([
      ['2026-07-01', '10:00', 'America/Matamoros', '2026-07-01T15:00:00.000Z'],
      ['2026-07-01', '10:00', 'America/Monterrey', '2026-07-01T16:00:00.000Z'],
      ['2021-07-01', '10:00', 'America/Mexico_City', '2021-07-01T15:00:00.000Z'],
    ]);
  });

  it('refuses days the calendar does not have', () => {
    expectInstants([
      ['2026-04-31', '10:00', 'America/Mexico_City', null],
      ['2027-02-29', '10:00', 'America/Mexico_City', null],
      ['2026-13-01', '10:00', 'America/Mexico_City', null],
      ['2026-00-10', '10:00', 'America/Mexico_City', null],
      ['2026-05-00', '10:00', 'America/Mexico_City', null],
    ]);
  });

  it('accepts 29 February of a leap year', () => {
    expectInstants([['2028-02-29', '09:00', 'America/Mexico_City', '2028-02-29T15:00:00.000Z']]);
  });

  it('refuses hours outside 00:00-23:59 and anything that is not a plain date and time', () => {
    for (const [date, time] of [
      ['2026-05-01', '24:00'],
      ['2026-05-01', '10:60'],
      ['2026-05-01', '9:00'],
      ['2026-05-01', ''],
      ['', '10:00'],
      ['2026-5-1', '10:00'],
      ['2026-05-01T10:00', '10:00'],
    ]) {
      expect(zonedLocalToInstant(date!, time!, 'America/Mexico_City'), `${date} ${time}`).toBeNull();
    }
  });

  it('accepts the first and last minute of a day', () => {
    expectInstants([
      ['2026-05-01', '00:00', 'America/Mexico_City', '2026-05-01T06:00:00.000Z'],
      ['2026-05-01', '23:59', 'America/Mexico_City', '2026-05-02T05:59:00.000Z'],
    ]);
  });

  it('refuses a time the clock skips when Tijuana moves forward in March', () => {
    // 8 March 2026: 01:59 PST is followed by 03:00 PDT.
    expectInstants([
      ['2026-03-08', '01:59', 'America/Tijuana', '2026-03-08T09:59:00.000Z'],
      ['2026-03-08', '02:00', 'America/Tijuana', null],
      ['2026-03-08', '02:30', 'America/Tijuana', null],
      ['2026-03-08', '03:00', 'America/Tijuana', '2026-03-08T10:00:00.000Z'],
    ]);
  });

  it('reads a time the clock shows twice, when Matamoros moves back in November, as the first one', () => {
    // 1 November 2026: 01:30 CDT (06:30Z) comes first, 01:30 CST (07:30Z) an hour later.
    expectInstants([
      ['2026-11-01', '01:30', 'America/Matamoros', '2026-11-01T06:30:00.000Z'],
      ['2026-11-01', '02:00', 'America/Matamoros', '2026-11-01T08:00:00.000Z'],
    ]);
  });

  it('throws on a zone name Intl does not know, which is a programming error', () => {
    expect(() => zonedLocalToInstant('2026-05-01', '10:00', 'America/Atlantis')).toThrow(RangeError);
  });
});

describe('instantToZonedParts', () => {
  it('shows the same instant as each place’s own day and minute', () => {
    const instant = new Date('2026-05-02T04:30:00Z');
    expect(instantToZonedParts(instant, 'America/Cancun')).toEqual({ date: '2026-05-01', time: '23:30' });
    expect(instantToZonedParts(instant, 'America/Tijuana')).toEqual({ date: '2026-05-01', time: '21:30' });
    expect(instantToZonedParts(instant, 'UTC')).toEqual({ date: '2026-05-02', time: '04:30' });
  });

  it('gives back what zonedLocalToInstant read, for every quarter hour of a border zone’s changeover days', () => {
    for (const date of ['2026-03-08', '2026-11-01']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const instant = zonedLocalToInstant(date, time, 'America/Tijuana');
        if (instant) expect(instantToZonedParts(instant, 'America/Tijuana')).toEqual({ date, time });
      }
    }
  });
});

describe('fromWallClock', () => {
  it('moves a computed time that falls in a skipped hour to just after the gap', () => {
    expect(fromWallClock(Date.UTC(2026, 2, 8, 2, 30), 'America/Tijuana').toISOString()).toBe(
      '2026-03-08T10:30:00.000Z',
    );
  });

  it('agrees with zoneOffsetMs on the offset it used', () => {
    const instant = fromWallClock(Date.UTC(2026, 0, 1), 'America/Cancun').getTime();
    expect(zoneOffsetMs(instant, 'America/Cancun')).toBe(-5 * 3_600_000);
  });
});
