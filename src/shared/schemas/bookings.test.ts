import { describe, expect, it } from 'vitest';
import { bookingMessages } from '../messages';
import { bookingSchedule, scheduleToIso } from './bookings';

// The first message zod gives for each field, as the form shows it.
function firstMessages(value: { date: string; time: string }) {
  const issues = bookingSchedule.safeParse(value).error?.issues ?? [];
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

  it('turns the local day and hour into one ISO instant, and anything incomplete into nothing', () => {
    expect(new Date(scheduleToIso({ date: '2099-05-01', time: '09:30' })).getTime()).toBe(
      new Date(2099, 4, 1, 9, 30).getTime(),
    );
    expect(scheduleToIso({ date: '', time: '' })).toBe('');
    expect(scheduleToIso({ date: '2099-05-01', time: '' })).toBe('');
    expect(scheduleToIso({ date: '2099-05-01', time: '25:00' })).toBe('');
  });
});
