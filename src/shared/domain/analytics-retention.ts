import { ANALYTICS_DAYS_KEPT_MONTHS, ANALYTICS_EVENTS_KEPT_DAYS } from './analytics';
import { TIME_ZONE } from './mexican-time-zones';
import { wallClockIso } from './local-time';

const DAY_MS = 86_400_000;

export interface AnalyticsRetention {
  /** Events recorded before this instant are no longer kept. */
  eventsSince: Date;
  /** Counts of days (Mexico City, 'YYYY-MM-DD') before this one are no longer kept: a month's first day. */
  daysSince: string;
}

/** What 'Estadísticas' still keeps at `now`; the daily pruning deletes the rest. */
export function analyticsRetention(now: Date): AnalyticsRetention {
  const [year, month] = wallClockIso(now, TIME_ZONE).slice(0, 7).split('-').map(Number) as [number, number];
  // Date.UTC takes the month from 0, so `month - N` is the first day of the month N - 1 months before this one.
  const daysSince = new Date(Date.UTC(year, month - ANALYTICS_DAYS_KEPT_MONTHS, 1))
    .toISOString()
    .slice(0, 10);
  return { eventsSince: new Date(now.getTime() - ANALYTICS_EVENTS_KEPT_DAYS * DAY_MS), daysSince };
}
