import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { formatMonth, formatTimeRange } from '#shared/format';
import { uiMessages } from '#shared/common-messages';
import { Button } from '#web/components/ui/button';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { fillMessage } from '#web/lib/fill-message';
import { browserTimeZone } from '#web/lib/time-zone';
import { cn } from '#web/lib/utils';
import { useMonthServices } from '#web/components/services/api';
import { PROVIDER_JOBS_KEY } from '#web/features/provider/query-keys';
import { serviceUi } from '#web/components/services/texts';
import { asDate, DayDetails, dayStanding, longDay } from './day-details';
import { type Block, dayPlan } from './day-plan';
import { dayIn, monthGrid, monthOf, selectionIn, shiftMonth } from './month';
import { useCalendarSchedule } from './use-calendar-schedule';
import { serviceCount } from './week-grid';
import { calendarUi as texts } from './texts';

// A cell lists this many time ranges, then '+2 más'.
const RANGES_SHOWN = 3;

// A visit of a recurring plan says so after its range: '10:00 – 13:00 (3 h) · Plan recurrente'.
const rangeOf = ({ service }: Block) =>
  [
    formatTimeRange(service.scheduledAt, service.durationMinutes, service.timeZone),
    ...(service.planId ? [serviceUi.recurring] : []),
  ].join(' · ');

/**
 * Calendario as a month: Monday first (es-MX), each day on the provider's clock with the time range of each of
 * its services, the weekdays outside their Disponibilidad and their days off shaded; a day chosen shows how it
 * stands (free time or 'Día no disponible') and lists its services below with their actions.
 */
export function MonthView() {
  const { schedule, offWeekdays, isPending: schedulePending } = useCalendarSchedule();
  const today = dayIn(new Date(), browserTimeZone());
  const [shown, setShown] = useState(() => ({
    year: Number(today.slice(0, 4)),
    month: Number(today.slice(5, 7)),
  }));
  const [selected, setSelected] = useState(today);
  const services = useMonthServices(PROVIDER_JOBS_KEY, monthOf(shown));

  if (services.isPending || schedulePending) return <LoadingStatus />;
  if (services.isError)
    return <LoadError message={uiMessages.loadFailed} onRetry={() => void services.refetch()} />;

  const title = formatMonth(monthOf(shown));
  // Only the shown month's services are at hand: the chosen day moves into it (today, or its first day).
  const move = (by: number) => {
    const next = shiftMonth(shown, by);
    setShown(next);
    setSelected(selectionIn(next, today));
  };
  const planOf = (date: string) => dayPlan(date, services.data, schedule);

  return (
    <div className="grid gap-6">
      <div className="flex items-center justify-between gap-3">
        <Button variant="outline" size="icon" aria-label={texts.previousMonth} onClick={() => move(-1)}>
          <ChevronLeft aria-hidden />
        </Button>
        <h3 className="text-lg font-semibold text-slate-900 first-letter:uppercase" aria-live="polite">
          {title}
        </h3>
        <Button variant="outline" size="icon" aria-label={texts.nextMonth} onClick={() => move(1)}>
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <div className="overflow-x-auto">
        <table
          className={cn(
            'w-full min-w-[34rem] table-fixed border-collapse text-sm',
            services.isPlaceholderData && 'opacity-60',
          )}
          aria-busy={services.isPlaceholderData}
        >
          <caption className="sr-only">{fillMessage(texts.caption, { month: title })}</caption>
          <thead>
            <tr>
              {texts.weekdays.map(([short, full]) => (
                <th key={full} scope="col" className="pb-2 font-medium text-slate-600">
                  <abbr title={full} className="no-underline">
                    {short}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(shown.year, shown.month).map((week) => (
              <tr key={week[0]!.date}>
                {week.map((day) => {
                  if (!day.inMonth)
                    return <td key={day.date} className="h-20 border border-slate-200 p-0 align-top" />;
                  const plan = planOf(day.date);
                  const ranges = plan.blocks.map(rangeOf);
                  const off = plan.dayOff !== null || offWeekdays.has(day.weekday);
                  const label = [
                    longDay().format(asDate(day.date)),
                    serviceCount(ranges.length),
                    ...ranges,
                    ...(plan.dayOff ? [dayStanding(plan)] : off ? [texts.unavailable] : []),
                  ].join(', ');
                  return (
                    <td key={day.date} className="h-20 border border-slate-200 p-0 align-top">
                      <button
                        type="button"
                        aria-label={label}
                        aria-pressed={selected === day.date}
                        onClick={() => setSelected(day.date)}
                        className={cn(
                          'grid size-full min-h-20 content-start justify-items-start gap-0.5 p-1.5 text-left outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-inset',
                          off ? 'bg-slate-100 text-slate-700' : 'bg-white text-slate-900 hover:bg-slate-50',
                          selected === day.date && 'ring-2 ring-brand ring-inset',
                          day.date === today && 'font-bold',
                        )}
                      >
                        <span aria-hidden>{day.day}</span>
                        {plan.dayOff ? (
                          <span aria-hidden className="text-[11px] leading-tight font-medium">
                            {texts.dayOff}
                          </span>
                        ) : null}
                        {ranges.slice(0, RANGES_SHOWN).map((range, index) => (
                          <span
                            key={index}
                            aria-hidden
                            className="rounded bg-brand-soft px-1 text-[11px] leading-tight font-medium text-brand-strong"
                          >
                            {range}
                          </span>
                        ))}
                        {ranges.length > RANGES_SHOWN ? (
                          <span aria-hidden className="text-[11px] text-slate-700">
                            {fillMessage(texts.more, { count: String(ranges.length - RANGES_SHOWN) })}
                          </span>
                        ) : null}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-700">{texts.legend}</p>
      <DayDetails plan={planOf(selected)} />
    </div>
  );
}
