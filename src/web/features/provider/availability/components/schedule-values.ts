// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import { zodResolver } from '#web/lib/zod-resolver';
import type { Resolver } from 'react-hook-form';
import { instantToZonedParts } from '#shared/domain/local-time';
import { clockMinutes, type TimeRange } from '#shared/domain/working-hours';
import { scheduleInput, type ScheduleInput } from '#shared/schemas/provider';
import type { Availability } from '#web/features/provider/availability/api/get-availability';

/** The form's values: the schedule as saved, but 'Máximo de servicios por día' as its select holds it. */
export type ScheduleValues = Omit<ScheduleInput, 'maxPerDay'> & {
  /** '' is 'Sin límite'. */
  maxPerDay: string;
};

export function toForm(saved: Availability): ScheduleValues {
  return {
    weekly: saved.weekly.map((ranges) => ranges.map((range) => ({ ...range }))),
    daysOff: saved.daysOff.map((day) => ({ ...day })),
    travelMinutes: saved.travelMinutes,
    maxPerDay: saved.maxPerDay === null ? '' : String(saved.maxPerDay),
    instantBooking: saved.instantBooking,
  };
}

const schemaResolver = zodResolver(scheduleInput);

// The shared schema judges the schedule as the server will; its paths ('weekly.2.1.start') are the form's own.
export const scheduleResolver: Resolver<ScheduleValues, unknown, ScheduleInput> = (
  values,
  context,
  options,
) =>
  schemaResolver(
    { ...values, maxPerDay: values.maxPerDay === '' ? null : Number(values.maxPerDay) },
    context,
    options as never,
  ) as ReturnType<Resolver<ScheduleValues, unknown, ScheduleInput>>;

const LAST_MINUTE = 23 * 60 + 59;
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 'Agregar horario': office hours on an empty day, else two hours from the end of the day's last range. */
export function nextRange(ranges: readonly TimeRange[]): TimeRange {
  const last = ranges.at(-1);
  const from = last ? clockMinutes(last.end) : null;
  if (from === null) return { start: '09:00', end: '18:00' };
  return { start: clock(from), end: clock(Math.min(from + 120, LAST_MINUTE)) };
}

/** Today on the provider's clock, 'YYYY-MM-DD': where a new period of days off starts. */
export function todayIn(timeZone: string, now = new Date()): string {
  return instantToZonedParts(now, timeZone).date;
}
