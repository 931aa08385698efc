import { describe, expect, it } from 'vitest';
import { bookingMessages } from '#shared/booking-messages';
import { bookingScheduleIn, scheduleToIso } from './bookings';

// Between the past and the future days the tests type.
const now = () => new Date('2030-01-01T00:00:00Z');
const bookingSchedule = bookingScheduleIn('America/Mexico_City', now);

// The first message zod gives for each field, as the form shows it.
function firstMessages(value: { date: string; time: string }, schedule = bookingSchedule) {
  const issues = schedule.safeParse(value).error?.issues ?? [];
  const shown: Record<string, string> = {};
  for (const issue of issues) shown[issue.path.join('.')] ??= issue.message;
  return shown;
}

describe('booking schedule (wizard step 3)', () => {
  it('asks for the day and the hour when both are empty, and nothing else', () => {
    expect(firstMessages({ date: '', time: '' })).toEqual({
      date: bookingMessages.dateRequired,
      time: bookingMessages.timeRequired,
    });
  });

  it('does not call a missing day "in the past" when only the hour is given', () => {
    expect(firstMessages({ date: '', time: '10:00' })).toEqual({ date: bookingMessages.dateRequired });
  });

  it('puts the past-date message under the hour', () => {
    expect(firstMessages({ date: '2020-01-01', time: '10:00' })).toEqual({
      time: bookingMessages.dateInPast,
    });
  });

  it('accepts a day and an hour in the future', () => {
    expect(bookingSchedule.safeParse({ date: '2099-05-01', time: '09:30' }).success).toBe(true);
  });

  it('asks for a real day instead of moving 31 April to 1 May', () => {
    expect(firstMessages({ date: '2099-04-31', time: '10:00' })).toEqual({
      date: bookingMessages.dateRequired,
    });
    expect(firstMessages({ date: '2099-02-29', time: '10:00' })).toEqual({
      date: bookingMessages.dateRequired,
    });
  });

  it('asks for another hour when the clock skips the one chosen (summer time starts in Tijuana)', () => {
    const tijuana = bookingScheduleIn('America/Tijuana', now);
    expect(firstMessages({ date: '2099-03-08', time: '02:30' }, tijuana)).toEqual({
      time: bookingMessages.timeSkipped,
    });
    expect(tijuana.safeParse({ date: '2099-03-08', time: '03:30' }).success).toBe(true);
  });

  it('turns the local day and hour into one ISO instant in the zone given, and anything incomplete into nothing', () => {
    expect(scheduleToIso({ date: '2099-05-01', time: '09:30' }, 'America/Mexico_City')).toBe(
      '2099-05-01T15:30:00.000Z',
    );
    expect(scheduleToIso({ date: '2099-05-01', time: '09:30' }, 'America/Cancun')).toBe(
      '2099-05-01T14:30:00.000Z',
    );
    expect(scheduleToIso({ date: '', time: '' }, 'America/Mexico_City')).toBe('');
    expect(scheduleToIso({ date: '2099-05-01', time: '' }, 'America/Mexico_City')).toBe('');
    expect(scheduleToIso({ date: '2099-05-01', time: '25:00' }, 'America/Mexico_City')).toBe('');
  });

  it('turns an impossible day into nothing', () => {
    expect(scheduleToIso({ date: '2099-04-31', time: '10:00' }, 'America/Mexico_City')).toBe('');
    expect(scheduleToIso({ date: '2099-02-29', time: '10:00' }, 'America/Mexico_City')).toBe('');
    expect(scheduleToIso({ date: '2099-05-01', time: '24:00' }, 'America/Mexico_City')).toBe('');
  });
});
