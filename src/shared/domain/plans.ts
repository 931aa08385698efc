import { findPlan, type PlanId } from '../catalog';
import { TIME_ZONE } from '../format';

export interface MonthWindow {
  start: Date;
  end: Date;
}

// Offset of the zone from UTC at an instant, in milliseconds (Mexico City was UTC-5 in summer until 2022).
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

// Wall-clock time in the zone, written as if it were UTC, back to the real instant.
function fromWallClock(wall: number, timeZone: string): Date {
  const first = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(first, timeZone));
}

function toWallClock(instant: Date, timeZone: string): Date {
  return new Date(instant.getTime() + zoneOffsetMs(instant.getTime(), timeZone));
}

/** The calendar month containing `now` in Mexico City time, as [start, end) instants. */
export function monthWindow(now: Date = new Date(), timeZone: string = TIME_ZONE): MonthWindow {
  const local = toWallClock(now, timeZone);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  return {
    start: fromWallClock(Date.UTC(year, month, 1), timeZone),
    end: fromWallClock(Date.UTC(year, month + 1, 1), timeZone),
  };
}

/** Same local time one calendar month later; a day the next month lacks (31 January) becomes its last day. */
export function addOneMonth(date: Date, timeZone: string = TIME_ZONE): Date {
  const local = toWallClock(date, timeZone);
  const day = local.getUTCDate();
  local.setUTCDate(1);
  local.setUTCMonth(local.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).getUTCDate();
  local.setUTCDate(Math.min(day, lastDay));
  return fromWallClock(local.getTime(), timeZone);
}

/** null when the plan has no monthly limit (Premium, Empresarial) or there is no plan. */
export function applicationsRemaining(planId: PlanId | null | undefined, used: number): number | null {
  const limit = findPlan(planId)?.monthlyApplicationLimit;
  return limit == null ? null : Math.max(0, limit - used);
}
