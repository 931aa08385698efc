import { formatTimeRange } from '#shared/format';
import { serviceMessages } from '#shared/service-messages';
import { SERVICE_STATUS_TONES } from '#web/components/service-status-tones';
import { RecurringMark } from '#web/components/services/recurring-mark';
import { fillMessage } from '#web/lib/fill-message';
import { cn } from '#web/lib/utils';
import { clockText } from '#shared/domain/working-hours';
import { asDate, dayStanding, longDay } from './day-details';
import type { Block, DayPlan, Span } from './day-plan';
import { calendarUi as texts } from './texts';

const HOUR_REM = 3;

/** The services of a day as a person counts them: '1 servicio', '3 servicios'. */
export function serviceCount(count: number): string {
  if (count === 0) return texts.noServices;
  return count === 1 ? texts.oneService : fillMessage(texts.services, { count: String(count) });
}

// A block's range, in the place's zone as every card and e-mail writes it: '10:00 – 13:00 (3 h)'.
const blockTime = ({ service }: Block) =>
  formatTimeRange(service.scheduledAt, service.durationMinutes, service.timeZone);

interface GridProps {
  plans: DayPlan[];
  hours: { from: number; to: number };
  selected: string;
  today: string;
  onSelect: (date: string) => void;
  /** Weekdays 0–6 outside the provider's weekly hours, shaded; none while they are unknown. */
  offWeekdays: ReadonlySet<number>;
}

/**
 * Calendario's week on the provider's clock: a column per day, each service a block from its start to its end,
 * overlapping ones side by side, the free working time in green behind them, a day off shaded with its note.
 */
export function WeekGrid({ plans, hours, selected, today, onSelect, offWeekdays }: GridProps) {
  const minutes = (hours.to - hours.from) * 60;
  const place = (span: Span) => ({
    top: `${((Math.max(span.start, hours.from * 60) - hours.from * 60) / minutes) * 100}%`,
    height: `${((Math.min(span.end, hours.to * 60) - Math.max(span.start, hours.from * 60)) / minutes) * 100}%`,
  });
  return (
    <div className="overflow-x-auto">
      <div className="grid min-w-[46rem] grid-cols-[3.5rem_repeat(7,minmax(0,1fr))]">
        <div aria-hidden />
        {plans.map((plan, index) => (
          <button
            key={plan.date}
            type="button"
            aria-pressed={selected === plan.date}
            aria-label={[
              longDay().format(asDate(plan.date)),
              serviceCount(plan.blocks.length),
              ...(plan.dayOff ? [dayStanding(plan)] : []),
            ].join(', ')}
            onClick={() => onSelect(plan.date)}
            className={cn(
              'grid justify-items-center rounded-t-md px-1 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-brand',
              selected === plan.date ? 'bg-brand text-white' : 'text-slate-700 hover:bg-slate-100',
              plan.date === today && 'font-bold',
            )}
          >
            <span aria-hidden>{texts.weekdays[index]![0]}</span>
            <span aria-hidden className="text-base">
              {Number(plan.date.slice(8))}
            </span>
          </button>
        ))}
        <div aria-hidden className="relative" style={{ height: `${(hours.to - hours.from) * HOUR_REM}rem` }}>
          {Array.from({ length: hours.to - hours.from }, (_, hour) => (
            <span
              key={hour}
              // The first hour's label hangs below its line, the others are centred on theirs.
              className={cn('absolute right-2 text-xs text-slate-600', hour > 0 && '-translate-y-1/2')}
              style={{ top: `${(hour / (hours.to - hours.from)) * 100}%` }}
            >
              {clockText((hours.from + hour) * 60)}
            </span>
          ))}
        </div>
        {plans.map((plan) => {
          const off = plan.dayOff !== null || offWeekdays.has(asDate(plan.date).getUTCDay());
          return (
            <div
              key={plan.date}
              role="group"
              aria-label={longDay().format(asDate(plan.date))}
              className={cn('relative border-l border-slate-200', off && 'bg-slate-100')}
            >
              {Array.from({ length: hours.to - hours.from - 1 }, (_, hour) => (
                <div
                  key={hour}
                  aria-hidden
                  className="absolute inset-x-0 border-t border-slate-200"
                  style={{ top: `${((hour + 1) / (hours.to - hours.from)) * 100}%` }}
                />
              ))}
              {plan.free.map((span) => (
                <div
                  key={span.start}
                  aria-hidden
                  className="absolute inset-x-0 border-l-4 border-emerald-400 bg-emerald-50 px-1 text-[11px] text-emerald-900"
                  style={place(span)}
                >
                  {texts.freeShort}
                </div>
              ))}
              {plan.dayOff ? (
                <p className="relative p-2 text-xs font-medium text-slate-800">{dayStanding(plan)}</p>
              ) : (
                <p className="sr-only">{dayStanding(plan)}</p>
              )}
              <ul aria-label={serviceCount(plan.blocks.length)}>
                {plan.blocks.map((block) => (
                  <li
                    key={block.service.id}
                    className="absolute p-0.5"
                    style={{
                      ...place(block),
                      left: `${(block.lane / block.lanes) * 100}%`,
                      width: `${100 / block.lanes}%`,
                    }}
                  >
                    <div
                      className={cn(
                        'h-full overflow-hidden rounded-md border border-white/60 px-1.5 py-1 text-xs shadow-sm',
                        SERVICE_STATUS_TONES[block.service.status],
                      )}
                    >
                      {/* First, so a short block still shows it. */}
                      {block.service.planId ? <RecurringMark className="mb-0.5 px-1.5 text-[11px]" /> : null}
                      <p className="font-semibold break-words">{block.service.title}</p>
                      <p>{blockTime(block)}</p>
                      <p className="sr-only">{serviceMessages.status[block.service.status]}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </div>
  );
}
