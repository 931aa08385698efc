import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { CALLED_OFF_STATUSES, isIn } from '#shared/domain/service-lifecycle';
import { formatMonth } from '#shared/format';
import { uiMessages } from '#shared/common-messages';
import type { Service } from '#shared/schemas/services';
import { Button } from '#web/components/ui/button';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { fillMessage } from '#web/lib/fill-message';
import { browserTimeZone } from '#web/lib/time-zone';
import { cn } from '#web/lib/utils';
import { useMonthServices } from '#web/components/services/api';
import { ServiceList } from '#web/components/services/service-card';
import { useAvailability } from '#web/features/provider/availability/api/get-availability';
import { PROVIDER_JOBS_KEY } from '#web/features/provider/query-keys';
import { dayIn, monthGrid, monthOf, selectionIn, shiftMonth } from './month';
import { calendarUi as texts } from './texts';

const longDay = new Intl.DateTimeFormat('es-MX', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const asDate = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * Calendario as a month: Monday first (es-MX), each day with its services (counted on the day they happen
 * where they happen), the weekdays outside the provider's Disponibilidad shaded; a day chosen lists its
 * services below with their actions.
 */
export function MonthView() {
  const today = dayIn(new Date(), browserTimeZone());
  const [shown, setShown] = useState(() => ({
    year: Number(today.slice(0, 4)),
    month: Number(today.slice(5, 7)),
  }));
  const [selected, setSelected] = useState(today);
  const services = useMonthServices(PROVIDER_JOBS_KEY, monthOf(shown));
  const availability = useAvailability();

  if (services.isPending || availability.isPending) return <LoadingStatus />;
  if (services.isError)
    return <LoadError message={uiMessages.loadFailed} onRetry={() => void services.refetch()} />;

  const byDay = new Map<string, Service[]>();
  // What fills the calendar: services that will happen or happened, not the ones called off.
  for (const service of services.data.filter((row) => !isIn(CALLED_OFF_STATUSES, row.status))) {
    const day = dayIn(service.scheduledAt, service.timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), service]);
  }
  // Without an answer from the availability API, no day is shaded rather than every day.
  const available = new Set(
    availability.data?.days.filter((day) => day.enabled).map((day) => day.weekday) ?? [0, 1, 2, 3, 4, 5, 6],
  );
  const title = formatMonth(monthOf(shown));
  // Only the shown month's services are at hand: the chosen day moves into it (today, or its first day).
  const move = (by: number) => {
    const next = shiftMonth(shown, by);
    setShown(next);
    setSelected(selectionIn(next, today));
  };
  const ofDay = byDay.get(selected) ?? [];

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
            'w-full min-w-[20rem] table-fixed border-collapse text-sm',
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
                  const count = byDay.get(day.date)?.length ?? 0;
                  const off = !available.has(day.weekday);
                  const label = [
                    longDay.format(asDate(day.date)),
                    count === 0
                      ? texts.noServices
                      : count === 1
                        ? texts.oneService
                        : fillMessage(texts.services, { count: String(count) }),
                    ...(off ? [texts.unavailable] : []),
                  ].join(', ');
                  return (
                    <td key={day.date} className="h-16 border border-slate-200 p-0 align-top">
                      {day.inMonth ? (
                        <button
                          type="button"
                          aria-label={label}
                          aria-pressed={selected === day.date}
                          onClick={() => setSelected(day.date)}
                          className={cn(
                            'grid size-full content-start justify-items-start gap-1 p-1.5 text-left outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-inset',
                            off ? 'bg-slate-100 text-slate-600' : 'bg-white text-slate-900 hover:bg-slate-50',
                            selected === day.date && 'ring-2 ring-brand ring-inset',
                            day.date === today && 'font-bold',
                          )}
                        >
                          <span aria-hidden>{day.day}</span>
                          {count > 0 ? (
                            <span
                              aria-hidden
                              className="rounded-full bg-brand px-1.5 text-xs font-semibold text-white"
                            >
                              {count}
                            </span>
                          ) : null}
                        </button>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-700">{texts.legend}</p>
      <section aria-labelledby="calendar-day-title" className="grid gap-3">
        <h3 id="calendar-day-title" className="text-base font-semibold first-letter:uppercase text-slate-900">
          {longDay.format(asDate(selected))}
        </h3>
        {ofDay.length === 0 ? (
          <p className="text-slate-700">{texts.dayEmpty}</p>
        ) : (
          <ServiceList services={ofDay} label={longDay.format(asDate(selected))} viewer="provider" />
        )}
      </section>
    </div>
  );
}
