import { ANALYTICS_MONTHS, ANALYTICS_RECENT_DAYS } from './analytics';
import { TIME_ZONE } from './mexican-time-zones';
import { fromWallClock, wallClockIso } from './local-time';

const DAY_MS = 86_400_000;

export interface AnalyticsWindow {
  /** The calendar months shown, oldest first, the current one (Mexico City) last: 'YYYY-MM'. */
  months: string[];
  /** The first day of the oldest month and the first of the recent days: 'YYYY-MM-DD' in Mexico City. */
  firstDay: string;
  recentFirstDay: string;
  /** Those days' midnights in Mexico City, as instants. */
  since: Date;
  recentSince: Date;
  /** Each month's first midnight in Mexico City, and the next month's after the last: 13 instants. */
  monthStarts: Date[];
}

const midnight = (day: string) => fromWallClock(Date.parse(`${day}T00:00:00Z`), TIME_ZONE);

/** The twelve calendar months up to `now` and the thirty days up to today, both in Mexico City. */
export function analyticsWindow(now: Date): AnalyticsWindow {
  const today = wallClockIso(now, TIME_ZONE).slice(0, 10);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const months = Array.from({ length: ANALYTICS_MONTHS }, (_, index) => {
    const first = new Date(Date.UTC(year, month - ANALYTICS_MONTHS + index, 1));
    return first.toISOString().slice(0, 7);
  });
  const firstDay = `${months[0]}-01`;
  const recentFirstDay = new Date(Date.parse(`${today}T00:00:00Z`) - (ANALYTICS_RECENT_DAYS - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 7);
  const monthStarts = [...months, next].map((start) => midnight(`${start}-01`));
  return {
    months,
    firstDay,
    recentFirstDay,
    since: monthStarts[0]!,
    recentSince: midnight(recentFirstDay),
    monthStarts,
  };
}
