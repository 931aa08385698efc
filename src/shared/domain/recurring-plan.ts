import { cancellationCharge } from './cancellation-fee';
import { fromWallClock, instantToZonedParts, zonedLocalToInstant } from './local-time';
import type { ServiceState } from './service-lifecycle';
import { FREQUENCY_LABELS, type Rhythm } from './rhythms';

// Issue 30: a recurring plan ('Limpieza recurrente') with one provider. Its visits are ordinary services; this
// module says on which days they fall (in the provider's zone), how the plan reads, what skipping a visit costs,
// when a new price per visit applies, and when a provider has let a plan down.

export { FREQUENCIES, FREQUENCY_LABELS, isRhythm, RHYTHMS } from './rhythms';
export type { Frequency, Rhythm } from './rhythms';
export const PLAN_STATUSES = ['pending', 'active', 'paused', 'declined', 'cancelled', 'ended'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** What the customer does to a whole plan: 'Pausar', 'Reanudar', 'Cancelar plan'. */
export const PLAN_ACTIONS = ['pause', 'resume', 'cancel'] as const;
export type PlanAction = (typeof PLAN_ACTIONS)[number];

const PLAN_MOVES: Record<PlanAction, { from: readonly PlanStatus[]; to: PlanStatus }> = {
  pause: { from: ['active'], to: 'paused' },
  resume: { from: ['paused'], to: 'active' },
  // No fee and no minimum term: a plan not yet answered is withdrawn as well.
  cancel: { from: ['pending', 'active', 'paused'], to: 'cancelled' },
};

/** The plan's status after the action, the same status when it is there already, or null when it cannot be taken. */
export function planStatusAfter(status: PlanStatus, action: PlanAction): PlanStatus | null {
  const move = PLAN_MOVES[action];
  if (status === move.to) return status;
  return move.from.includes(status) ? move.to : null;
}

/** Why the scheduler could not book a visit: the provider's day off, another service then, or off their hours. */
export const PLAN_CONFLICT_REASONS = ['day_off', 'busy', 'outside_hours'] as const;
export type PlanConflictReason = (typeof PLAN_CONFLICT_REASONS)[number];

/** The plan's visits exist as services this far ahead; the scheduler keeps the horizon as time passes. */
export const HORIZON_WEEKS = 8;
/** The customer's page shows this many of a plan's next visits. */
export const NEXT_VISITS_SHOWN = 4;
/** A new price per visit applies only to visits at least this far ahead of the proposal. */
export const PRICE_CHANGE_NOTICE_DAYS = 14;
/** A provider who cancels or misses this many visits of one plan within RELIABILITY_WINDOW_DAYS… */
export const RELIABILITY_STRIKES = 2;
export const RELIABILITY_WINDOW_DAYS = 28;

const DAY_MS = 86_400_000;
const WEEK_DAYS = 7;
const RHYTHM_DAYS: Record<Exclude<Rhythm, 'monthly'>, number> = {
  weekly: WEEK_DAYS,
  biweekly: 2 * WEEK_DAYS,
};

/** Where the plan's visits fall: the first visit's day and time of day as the provider's clock shows them. */
export interface PlanRhythm {
  rhythm: Rhythm;
  /** 'YYYY-MM-DD', the first visit's day in the provider's zone. */
  firstDate: string;
  /** 'HH:MM', the time of day of every visit in the provider's zone. */
  time: string;
  providerZone: string;
}

export interface PlanVisit {
  /** 'YYYY-MM-DD' in the provider's zone: with the plan, the key that makes a visit unique. */
  date: string;
  start: Date;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The n-th month after the first visit, on the same day of the month; a month without that day (a plan from
 * the 31st in April, from 29 February in 2027) takes its last day, so no month is skipped.
 */
function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** The date of the plan's visit number `index` (0 is the first visit). */
export function visitDate(plan: Pick<PlanRhythm, 'rhythm' | 'firstDate'>, index: number): string {
  if (!Number.isSafeInteger(index) || index < 0)
    throw new RangeError(`Expected a visit number, got ${index}`);
  return plan.rhythm === 'monthly'
    ? addMonths(plan.firstDate, index)
    : addDays(plan.firstDate, index * RHYTHM_DAYS[plan.rhythm]);
}

/**
 * A visit's day at the plan's time as an instant. A time the zone's clock skips that day (the border's spring
 * change) is moved forward by the clock's jump (02:30 becomes 03:30, as fromWallClock reads it), never dropped.
 */
export function visitStart(plan: Pick<PlanRhythm, 'time' | 'providerZone'>, date: string): Date {
  const instant = zonedLocalToInstant(date, plan.time, plan.providerZone);
  if (instant) return instant;
  const [hours, minutes] = plan.time.split(':').map(Number) as [number, number];
  return fromWallClock(Date.parse(`${date}T00:00:00Z`) + (hours * 60 + minutes) * 60_000, plan.providerZone);
}

/**
 * Every visit of the plan from its first up to the horizon (HORIZON_WEEKS after `now`, exclusive), in order,
 * none left out: past ones included, so a caller that keeps them already (one visit per plan and date) only
 * adds what is missing.
 */
export function visitsUntilHorizon(plan: PlanRhythm, now: Date, horizonWeeks = HORIZON_WEEKS): PlanVisit[] {
  const horizon = now.getTime() + horizonWeeks * WEEK_DAYS * DAY_MS;
  const visits: PlanVisit[] = [];
  for (let index = 0; ; index += 1) {
    const date = visitDate(plan, index);
    const start = visitStart(plan, date);
    if (start.getTime() >= horizon) return visits;
    visits.push({ date, start });
  }
}

// The seven weekdays as a plan names them ('los martes'), Sunday first: made on first use, as format.ts makes its
// formatters (most pages importing this module never describe a plan), and once, not on each call (a list describes
// every plan: formatting a weekday each time showed in the providers' list's profile, docs/capacity.md).
let weekdayPlurals: string[] | undefined;

/** 'los martes', 'los sábados': the weekday of a date, in the plural a repeated day is said in. */
function weekdaysOf(date: string): string {
  if (!weekdayPlurals) {
    const weekdayName = new Intl.DateTimeFormat('es-MX', { weekday: 'long', timeZone: 'UTC' });
    weekdayPlurals = Array.from({ length: 7 }, (_, weekday) => {
      // 2026-11-01 was a Sunday.
      const name = weekdayName.format(new Date(Date.UTC(2026, 10, 1 + weekday, 12)));
      return `los ${name.endsWith('s') ? name : `${name}s`}`;
    });
  }
  return weekdayPlurals[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
}

/** How the plan reads: 'Cada semana, los martes a las 10:00', 'Cada mes, el día 5 a las 10:00'. */
export function describePlan(plan: Pick<PlanRhythm, 'rhythm' | 'firstDate' | 'time'>): string {
  const day =
    plan.rhythm === 'monthly' ? `el día ${Number(plan.firstDate.slice(8, 10))}` : weekdaysOf(plan.firstDate);
  return `${FREQUENCY_LABELS[plan.rhythm]}, ${day} a las ${plan.time}`;
}

/** The plan's rhythm read off its first visit's start, as the provider's clock shows it. */
export function planRhythm(rhythm: Rhythm, firstStart: Date, providerZone: string): PlanRhythm {
  const { date, time } = instantToZonedParts(firstStart, providerZone);
  return { rhythm, firstDate: date, time, providerZone };
}

/**
 * What skipping one visit costs the customer: the visit's own cancellation policy (free with 24 h notice, free
 * while the provider has not accepted it, or left out by the provider's days off; half the price with less
 * notice), said before they confirm.
 */
export function skipFee(
  visit: Pick<ServiceState, 'status' | 'scheduledAt'> & { price: number; leftOutAt?: Date | null },
  now: Date,
): number {
  return cancellationCharge('cancel_by_customer', visit, now);
}

/** The first instant a price per visit proposed now may apply to: PRICE_CHANGE_NOTICE_DAYS ahead. */
export function priceChangeEffectiveFrom(proposedAt: Date): Date {
  return new Date(proposedAt.getTime() + PRICE_CHANGE_NOTICE_DAYS * DAY_MS);
}

export interface PriceChange {
  price: number;
  /** priceChangeEffectiveFrom of the proposal. */
  effectiveFrom: Date;
  accepted: boolean;
}

/**
 * The price of a visit starting at `start`: the new price only once the customer has accepted it and only for
 * visits from its effective date; the agreed price otherwise.
 */
export function visitPrice(price: number, change: PriceChange | null, start: Date): number {
  return change?.accepted && start.getTime() >= change.effectiveFrom.getTime() ? change.price : price;
}

/**
 * A new price the customer did not accept ends the plan after the last visit at the old price: the visits
 * before its effective date are kept, none after. True when this visit is one the plan still has.
 */
export function keptAfterDeclinedPrice(change: Pick<PriceChange, 'effectiveFrom'>, start: Date): boolean {
  return start.getTime() < change.effectiveFrom.getTime();
}

/**
 * The reliability rule: RELIABILITY_STRIKES visits of one plan cancelled or missed by the provider within
 * RELIABILITY_WINDOW_DAYS of each other. `strikes` are when each happened, in any order.
 */
export function planUnreliable(strikes: readonly Date[]): boolean {
  const times = strikes.map((strike) => strike.getTime()).sort((a, b) => a - b);
  const window = RELIABILITY_WINDOW_DAYS * DAY_MS;
  for (let index = RELIABILITY_STRIKES - 1; index < times.length; index += 1)
    if (times[index]! - times[index - RELIABILITY_STRIKES + 1]! <= window) return true;
  return false;
}
