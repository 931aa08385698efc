import { fromWallClock, toWallClock } from './local-time';
import { TIME_ZONE } from './mexican-time-zones';
import type { PlanId } from './plans';

/** Weekdays as Date.getDay() numbers them: 0 is Sunday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface SupportShift {
  /** First and last weekday of a run of days with the same hours (0 Sunday … 6 Saturday). */
  from: Weekday;
  to: Weekday;
  /** 'H:MM' in Mexico City's time; '0:00' to '24:00' is the whole day. */
  opens: string;
  closes: string;
}

/**
 * When support answers, in Mexico City's time: the one setting behind every page that names support hours
 * (contact page, how it works, login, the home page's description and trust strip, the Empresarial plan).
 * A day not listed is closed. '24/7' is said only when every day runs from 0:00 to 24:00.
 */
export const SUPPORT_HOURS: readonly SupportShift[] = [
  { from: 1, to: 5, opens: '9:00', closes: '18:00' },
  { from: 6, to: 6, opens: '9:00', closes: '14:00' },
];

/** The week as the pages list it, Monday first. */
export const MONDAY_FIRST: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

/** The days some shift of `hours` covers, Monday first. */
export const openDays = (hours: readonly SupportShift[]) =>
  MONDAY_FIRST.filter((day) => hours.some((shift) => shift.from <= day && day <= shift.to));

/** True only when support answers every hour of every day. */
export function supportAlwaysOpen(hours: readonly SupportShift[] = SUPPORT_HOURS): boolean {
  const allDay = hours.filter((shift) => shift.opens === '0:00' && shift.closes === '24:00');
  return openDays(allDay).length === 7;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The plans whose providers' contact messages are answered first: 'Soporte prioritario' on their cards. */
export const PRIORITY_SUPPORT_PLANS: readonly PlanId[] = ['premium', 'enterprise'];

/**
 * How soon support aims to answer a contact message, counted in support's own hours (SUPPORT_HOURS):
 * a priority message within this many open hours of its arrival; any other one by the closing time of the
 * second open day after the day it arrived.
 */
export const SUPPORT_TARGETS = { priorityHours: 4, standardDays: 2 } as const;

export function hasPrioritySupport(plan: PlanId | null | undefined): boolean {
  return plan != null && PRIORITY_SUPPORT_PLANS.includes(plan);
}

const wallMs = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours! * 60 + minutes!) * 60_000;
};

/** The open spans of one local day (a wall-clock midnight), earliest first, as instants. */
function openSpans(dayWall: number, hours: readonly SupportShift[], timeZone: string) {
  const weekday = new Date(dayWall).getUTCDay();
  return hours
    .filter((shift) => shift.from <= weekday && weekday <= shift.to)
    .map((shift) => ({
      opens: fromWallClock(dayWall + wallMs(shift.opens), timeZone).getTime(),
      closes: fromWallClock(dayWall + wallMs(shift.closes), timeZone).getTime(),
    }))
    .sort((a, b) => a.opens - b.opens);
}

/**
 * When support aims to have answered a message that arrived at `receivedAt`. Time outside the hours does not
 * count, so a target that would fall after closing moves on to the next opening; when every day runs 0:00 to
 * 24:00 (supportAlwaysOpen) every hour counts. Holidays are not in the hours table, so they count as open.
 */
export function answerTarget(
  receivedAt: Date,
  priority: boolean,
  hours: readonly SupportShift[] = SUPPORT_HOURS,
  timeZone: string = TIME_ZONE,
): Date {
  const received = receivedAt.getTime();
  const firstDay = Math.floor(toWallClock(receivedAt, timeZone).getTime() / DAY_MS) * DAY_MS;
  // Enough days for the target even when support opens a single day a week.
  const horizon = 7 * (SUPPORT_TARGETS.standardDays + 1);
  let remaining = SUPPORT_TARGETS.priorityHours * HOUR_MS;
  let openDays = 0;
  for (let day = 0; day <= horizon; day += 1) {
    const spans = openSpans(firstDay + day * DAY_MS, hours, timeZone);
    if (!priority) {
      if (day > 0 && spans.length > 0) openDays += 1;
      if (openDays === SUPPORT_TARGETS.standardDays) return new Date(Math.max(...spans.map((s) => s.closes)));
      continue;
    }
    for (const span of spans) {
      const start = Math.max(span.opens, received);
      if (start >= span.closes) continue;
      if (remaining <= span.closes - start) return new Date(start + remaining);
      remaining -= span.closes - start;
    }
  }
  throw new Error('SUPPORT_HOURS has no open hour: no answer target can be computed');
}
