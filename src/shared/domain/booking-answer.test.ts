import { describe, expect, it } from 'vitest';
import { type AnswerDeadlineQuery, answerDeadline } from './booking-answer';
import { zonedLocalToInstant } from './local-time';
import { DEFAULT_SCHEDULE, type TimeRange } from './working-hours';

const CDMX = 'America/Mexico_City';
const CANCUN = 'America/Cancun';
const at = (date: string, time: string, zone = CDMX) => zonedLocalToInstant(date, time, zone)!;
const everyDay = (...ranges: TimeRange[]) => Array.from({ length: 7 }, () => ranges);

// Monday 4 May 2026; the provider works DEFAULT_SCHEDULE (Monday to Saturday 09:00–18:00) in Mexico City.
const deadline = (createdAt: Date, changes: Partial<AnswerDeadlineQuery> = {}) =>
  answerDeadline({
    createdAt,
    scheduledAt: at('2026-05-20', '10:00'),
    providerZone: CDMX,
    weekly: DEFAULT_SCHEDULE.weekly,
    daysOff: [],
    ...changes,
  });

describe('answerDeadline', () => {
  it('gives two hours of working time from a booking made while the provider works', () => {
    expect(deadline(at('2026-05-04', '10:00'))).toEqual(at('2026-05-04', '12:00'));
  });

  it('carries what is left of the day over to the next working day', () => {
    expect(deadline(at('2026-05-04', '17:00'))).toEqual(at('2026-05-05', '10:00'));
  });

  it('waits until the provider starts when the booking is made at night or on a day they rest', () => {
    expect(deadline(at('2026-05-04', '23:10'))).toEqual(at('2026-05-05', '11:00'));
    // Saturday evening: Sunday is not worked, so Monday 11:00.
    expect(deadline(at('2026-05-09', '20:00'))).toEqual(at('2026-05-11', '11:00'));
  });

  it('skips days off and counts split shifts', () => {
    const daysOff = [{ from: '2026-05-05', to: '2026-05-06' }];
    expect(deadline(at('2026-05-04', '17:30'), { daysOff })).toEqual(at('2026-05-07', '10:30'));
    const weekly = everyDay({ start: '09:00', end: '11:00' }, { start: '15:00', end: '18:00' });
    expect(deadline(at('2026-05-04', '10:30'), { weekly })).toEqual(at('2026-05-04', '16:30'));
  });

  it('is never later than the service starts', () => {
    const scheduledAt = at('2026-05-05', '09:30');
    expect(deadline(at('2026-05-04', '17:00'), { scheduledAt })).toEqual(scheduledAt);
    // No working time at all before it: the start.
    expect(deadline(at('2026-05-04', '10:00'), { weekly: everyDay() })).toEqual(at('2026-05-20', '10:00'));
  });

  it('reads the working hours in the provider’s zone', () => {
    // 09:00 in Mexico City is 10:00 in Cancún: a Cancún provider's 09:00–18:00 started an hour earlier.
    expect(deadline(at('2026-05-04', '09:00'), { providerZone: CANCUN })).toEqual(
      at('2026-05-04', '12:00', CANCUN),
    );
  });
});
