import { type BookedService, collides, withinWorkingTime, type WorkingTime } from './free-times';
import { instantToZonedParts } from './local-time';
import {
  HORIZON_WEEKS,
  type PlanConflictReason,
  type PlanRhythm,
  type PlanStatus,
  type PlanVisit,
  visitDate,
  visitStart,
} from './recurring-plan';
import type { ServiceAction } from './service-lifecycle';

// The scheduler of recurring plans (issue 30): which visits of a plan it books, when one cannot be booked and
// why, and how a pending plan follows its first visit's answer.

/** A visit is booked at least this far ahead, as a booking's first free start is (FREE_TIMES.minNoticeMinutes). */
export const VISIT_NOTICE_MINUTES = 120;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const PERIOD_DAYS = { weekly: 7, biweekly: 14 } as const;

/** A visit number at or before the plan's visits around `at`: the walk starts there rather than at the first. */
function indexNear(plan: Pick<PlanRhythm, 'rhythm' | 'firstDate'>, at: Date): number {
  const today = at.toISOString().slice(0, 10);
  if (plan.rhythm === 'monthly') {
    const months =
      (Number(today.slice(0, 4)) - Number(plan.firstDate.slice(0, 4))) * 12 +
      (Number(today.slice(5, 7)) - Number(plan.firstDate.slice(5, 7)));
    return Math.max(0, months - 1);
  }
  const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${plan.firstDate}T00:00:00Z`)) / DAY_MS;
  return Math.max(0, Math.floor(days / PERIOD_DAYS[plan.rhythm]) - 1);
}

// A visit's start is a zone lookup (Intl); the scheduler asks for the same day and time of thousands of plans.
const starts = new Map<string, Date>();
const STARTS_KEPT = 20_000;

function startOf(plan: Pick<PlanRhythm, 'time' | 'providerZone'>, date: string): Date {
  const key = `${plan.providerZone} ${date} ${plan.time}`;
  let start = starts.get(key);
  if (!start) {
    if (starts.size >= STARTS_KEPT) starts.clear();
    start = visitStart(plan, date);
    starts.set(key, start);
  }
  return new Date(start);
}

export interface ScheduleWindow {
  now: Date;
  /** The plan ends at this instant (a price the customer did not accept, an account deleted): no visit from it. */
  endsAt?: Date | null;
  horizonWeeks?: number;
}

/**
 * The visits the scheduler should have booked for the plan now: from VISIT_NOTICE_MINUTES ahead up to the
 * horizon (HORIZON_WEEKS after `now`, exclusive), before the plan's end, in order. Past ones are not booked late.
 */
export function visitsToSchedule(
  plan: PlanRhythm,
  { now, endsAt = null, horizonWeeks = HORIZON_WEEKS }: ScheduleWindow,
): PlanVisit[] {
  const earliest = now.getTime() + VISIT_NOTICE_MINUTES * MINUTE_MS;
  const horizon = now.getTime() + horizonWeeks * 7 * DAY_MS;
  const last = Math.min(horizon, endsAt?.getTime() ?? Infinity);
  const visits: PlanVisit[] = [];
  for (let index = indexNear(plan, new Date(earliest)); ; index += 1) {
    const date = visitDate(plan, index);
    const start = startOf(plan, date);
    if (start.getTime() >= last) return visits;
    if (start.getTime() >= earliest) visits.push({ date, start });
  }
}

/** What of a provider's time decides whether a visit can be booked. */
export interface VisitRules extends WorkingTime {
  travelMinutes: number;
  /** 'Máximo de servicios por día'; null for no limit. */
  maxPerDay: number | null;
}

/**
 * Why a visit cannot be booked, or null when it can: a day off of the provider, a time outside their working
 * hours that day, or another service too close (travel time on both sides, collides) or a day already at its
 * maximum. The scheduler records the reason instead of dropping the visit.
 */
export function visitConflict(
  visit: BookedService,
  rules: VisitRules,
  services: readonly BookedService[],
): PlanConflictReason | null {
  const { date } = instantToZonedParts(visit.start, rules.providerZone);
  if (rules.daysOff.some((off) => off.from <= date && date <= off.to)) return 'day_off';
  if (!withinWorkingTime(visit, { ...rules, daysOff: [] })) return 'outside_hours';
  if (services.some((service) => collides(visit, service, rules.travelMinutes))) return 'busy';
  if (rules.maxPerDay === null) return null;
  const sameDay = services.filter(
    (service) => instantToZonedParts(service.start, rules.providerZone).date === date,
  ).length;
  return sameDay >= rules.maxPerDay ? 'busy' : null;
}

/**
 * A pending plan follows the answer to its first visit, however it is given (the plan's own buttons, the
 * service's, the 2-hour deadline): accepted, the plan is active; declined, left unanswered or cancelled by the
 * provider, declined; withdrawn by the customer or never paid, cancelled. Null: the plan stays as it is.
 */
export function planStatusAfterFirstVisit(status: PlanStatus, action: ServiceAction): PlanStatus | null {
  if (status !== 'pending') return null;
  switch (action) {
    case 'accept_booking':
      return 'active';
    case 'decline_booking':
    case 'expire_booking':
    case 'cancel_by_provider':
      return 'declined';
    case 'cancel_by_customer':
    case 'cancel_unpaid':
      return 'cancelled';
    default:
      return null;
  }
}
