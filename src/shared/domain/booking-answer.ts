import { instantToZonedParts } from './local-time';
import { type WorkingTime, workingRanges } from './free-times';
import { nextDate, zonedDay } from './working-hours';

// How long a provider has to answer a booking that waits for them (issue 29): two hours of their own working time
// from the moment it was made, so a booking made at night waits until they start; never past the service's start.
// Unanswered by then, the scheduler declines it (service-lifecycle.ts, 'expire_booking').

export const BOOKING_ANSWER_MINUTES = 120;

const MINUTE_MS = 60_000;

export interface AnswerDeadlineQuery extends WorkingTime {
  /** When the booking was made. */
  createdAt: Date;
  /** When the service starts: the answer is due by then at the latest. */
  scheduledAt: Date;
}

/**
 * The instant BOOKING_ANSWER_MINUTES of the provider's working time (their weekly ranges, not on a day off) have
 * passed since the booking was made, or the service's start if that comes first.
 */
export function answerDeadline({
  createdAt,
  scheduledAt,
  providerZone,
  weekly,
  daysOff,
}: AnswerDeadlineQuery): Date {
  const cap = scheduledAt.getTime();
  let cursor = createdAt.getTime();
  let remaining = BOOKING_ANSWER_MINUTES * MINUTE_MS;
  let date = instantToZonedParts(createdAt, providerZone).date;
  while (cursor < cap) {
    const day = zonedDay(date, providerZone);
    const off = daysOff.some((range) => range.from <= date && date <= range.to);
    for (const range of off ? [] : workingRanges(day, weekly)) {
      const from = Math.max(range.start, cursor);
      if (from >= range.end) continue;
      if (from + remaining <= range.end) return new Date(Math.min(cap, from + remaining));
      remaining -= range.end - from;
      cursor = range.end;
    }
    cursor = Math.max(cursor, day.end);
    date = nextDate(date);
  }
  return new Date(cap);
}
