import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { formatDay } from '#shared/format';
import { uiMessages } from '#shared/common-messages';
import type { Service } from '#shared/schemas/services';
import { Button } from '#web/components/ui/button';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { fillMessage } from '#web/lib/fill-message';
import { useMonthServices } from '#web/components/services/api';
import { PROVIDER_JOBS_KEY } from '#web/features/provider/query-keys';
import { DayDetails } from './day-details';
import { dayPlan, hourSpan } from './day-plan';
import { dayIn } from './month';
import { useCalendarSchedule } from './use-calendar-schedule';
import { monthsOf, shiftWeek, weekOf } from './week';
import { WeekGrid } from './week-grid';
import { calendarUi as texts } from './texts';

/**
 * Calendario as a week, Monday first, on the provider's clock: each service a block of its length, the free
 * working time and the days off; a day chosen lists its services below with their actions. It reads the one or
 * two months the week touches, the same lists (and cache) as the month.
 */
export function WeekView() {
  const { schedule, offWeekdays, isPending: schedulePending } = useCalendarSchedule();
  const today = dayIn(new Date(), schedule.timeZone);
  const [selected, setSelected] = useState<string | null>(null);
  const day = selected ?? today;
  const week = weekOf(day);
  const [first, last = first] = monthsOf(week) as [string, string?];
  const firstMonth = useMonthServices(PROVIDER_JOBS_KEY, first);
  const lastMonth = useMonthServices(PROVIDER_JOBS_KEY, last);

  if (firstMonth.isPending || lastMonth.isPending || schedulePending) return <LoadingStatus />;
  if (firstMonth.isError || lastMonth.isError)
    return (
      <LoadError
        message={uiMessages.loadFailed}
        onRetry={() => void Promise.all([firstMonth.refetch(), lastMonth.refetch()])}
      />
    );

  const services = [
    ...new Map(
      [...firstMonth.data, ...lastMonth.data].map((row): [string, Service] => [row.id, row]),
    ).values(),
  ];
  const plans = week.map((date) => dayPlan(date, services, schedule));
  const title = fillMessage(texts.weekTitle, { from: formatDay(week[0]!), to: formatDay(week[6]!) });

  return (
    <div className="grid gap-6">
      <div className="flex items-center justify-between gap-3">
        <Button
          variant="outline"
          size="icon"
          aria-label={texts.previousWeek}
          onClick={() => setSelected(shiftWeek(day, -1))}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <h3 className="text-lg font-semibold text-slate-900" aria-live="polite">
          {title}
        </h3>
        <Button
          variant="outline"
          size="icon"
          aria-label={texts.nextWeek}
          onClick={() => setSelected(shiftWeek(day, 1))}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <WeekGrid
        plans={plans}
        hours={hourSpan(plans, schedule)}
        selected={day}
        today={today}
        onSelect={setSelected}
        offWeekdays={offWeekdays}
      />
      <p className="text-sm text-slate-700">{texts.weekLegend}</p>
      <DayDetails plan={plans.find((plan) => plan.date === day)!} />
    </div>
  );
}
