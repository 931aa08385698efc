import { clockText } from '#shared/domain/working-hours';
import { lazy } from '#shared/format';
import { ServiceList } from '#web/components/services/service-card';
import { fillMessage } from '#web/lib/fill-message';
import type { DayPlan, Span } from './day-plan';
import { calendarUi as texts } from './texts';

export const longDay = lazy(
  () =>
    new Intl.DateTimeFormat('es-MX', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
export const asDate = (day: string) => new Date(`${day}T12:00:00Z`);

/** '09:00 – 10:00'; a span that reaches midnight ends at '24:00'. */
export const spanText = ({ start, end }: Span) => `${clockText(start)} – ${clockText(end)}`;

/** How a day stands: 'Día no disponible: Vacaciones', a full day, or its free time ('Tiempo libre: 09:00 – 10:00'). */
export function dayStanding(plan: DayPlan): string {
  if (plan.dayOff)
    return plan.dayOff.note ? fillMessage(texts.dayOffNote, { note: plan.dayOff.note }) : texts.dayOff;
  if (plan.full) return texts.full;
  if (plan.free.length === 0) return texts.noFree;
  return fillMessage(texts.free, { ranges: plan.free.map(spanText).join(', ') });
}

/** The day chosen in the week or the month: how it stands, then its services with their actions. */
export function DayDetails({ plan }: { plan: DayPlan }) {
  const title = longDay().format(asDate(plan.date));
  const services = plan.blocks.map((block) => block.service);
  return (
    <section aria-labelledby="calendar-day-title" className="grid gap-3">
      <h3 id="calendar-day-title" className="text-base font-semibold text-slate-900 first-letter:uppercase">
        {title}
      </h3>
      <p className={plan.dayOff ? 'font-medium text-slate-900' : 'text-slate-700'}>{dayStanding(plan)}</p>
      {services.length === 0 ? (
        <p className="text-slate-700">{texts.dayEmpty}</p>
      ) : (
        <ServiceList services={[...new Set(services)]} label={title} viewer="provider" />
      )}
    </section>
  );
}
