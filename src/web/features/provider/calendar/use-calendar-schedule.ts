import { browserTimeZone } from '#web/lib/time-zone';
import type { CalendarSchedule } from './day-plan';
import { useSchedule } from './api/get-schedule';

/**
 * The provider's 'Disponibilidad' as Calendario reads it, and the weekdays they do not work (shaded). Without an
 * answer the calendar still shows the services, on the browser's clock, with no day shaded and no free time
 * rather than every day.
 */
export function useCalendarSchedule(): {
  schedule: CalendarSchedule;
  offWeekdays: ReadonlySet<number>;
  isPending: boolean;
} {
  const query = useSchedule();
  if (!query.data)
    return {
      schedule: { timeZone: browserTimeZone(), weekly: [], daysOff: [], maxPerDay: null, travelMinutes: 0 },
      offWeekdays: new Set(),
      isPending: query.isPending,
    };
  const { timeZone, weekly, daysOff, maxPerDay, travelMinutes } = query.data;
  const offWeekdays = new Set(
    [0, 1, 2, 3, 4, 5, 6].filter((weekday) => (weekly[weekday] ?? []).length === 0),
  );
  return { schedule: { timeZone, weekly, daysOff, maxPerDay, travelMinutes }, offWeekdays, isPending: false };
}
