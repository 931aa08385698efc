import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleToIso } from '#shared/domain/local-time';
import { browserTimeZone, forgetBrowserTimeZone, typedTimeLabel, typedTimeZone } from './time-zone';

const CANCUN = { lat: 21.17429, lng: -86.84656 };
const TIJUANA = { lat: 32.5149, lng: -117.0382 };
const MONTERREY = { lat: 25.67507, lng: -100.31847 };

// A browser in Mexico City: Node reads the default zone from TZ whenever it changes.
const previousZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Mexico_City';
  forgetBrowserTimeZone();
});
afterAll(() => {
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
  forgetBrowserTimeZone();
});

describe('the zone a typed day and hour are read in, from a browser in Mexico City', () => {
  it('is the browser’s until the place is chosen', () => {
    expect(browserTimeZone()).toBe('America/Mexico_City');
    expect(typedTimeZone(null)).toBe('America/Mexico_City');
  });

  it('reads 10:00 for a home in Cancún as 15:00 UTC in winter, not the browser’s 16:00', () => {
    const typed = { date: '2030-12-03', time: '10:00' };
    expect(scheduleToIso(typed, typedTimeZone(CANCUN))).toBe('2030-12-03T15:00:00.000Z');
    expect(scheduleToIso(typed, typedTimeZone(null))).toBe('2030-12-03T16:00:00.000Z');
  });

  it('follows Tijuana’s summer time: 10:00 there in July is 17:00 UTC, in January 18:00', () => {
    expect(scheduleToIso({ date: '2030-07-01', time: '10:00' }, typedTimeZone(TIJUANA))).toBe(
      '2030-07-01T17:00:00.000Z',
    );
    expect(scheduleToIso({ date: '2030-01-15', time: '10:00' }, typedTimeZone(TIJUANA))).toBe(
      '2030-01-15T18:00:00.000Z',
    );
  });

  it('names the place beside the field only when its clock reads otherwise than the browser’s', () => {
    const at = new Date('2030-12-03T15:00:00Z');
    expect(typedTimeLabel(CANCUN, at)).toBe('Hora de Cancún');
    expect(typedTimeLabel(TIJUANA, at)).toBe('Hora de Tijuana');
    expect(typedTimeLabel(MONTERREY, at)).toBe('');
    expect(typedTimeLabel(null, at)).toBe('');
  });
});
