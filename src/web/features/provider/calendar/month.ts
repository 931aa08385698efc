import { wallClockIso } from '#shared/domain/local-time';

/** One day of the month grid: 'YYYY-MM-DD', its weekday (0 domingo … 6 sábado) and whether it is in the month. */
export interface GridDay {
  date: string;
  day: number;
  weekday: number;
  inMonth: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/**
 * The weeks of a month as Mexico writes a calendar: Monday first, whole weeks, the days of the months around
 * it filling the first and last. `month` is 1–12. Calendar dates only, no instants (computed in UTC).
 */
export function monthGrid(year: number, month: number): GridDay[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const mondayOffset = (first.getUTCDay() + 6) % 7;
  const start = new Date(Date.UTC(year, month - 1, 1 - mondayOffset));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const weeks = Math.ceil((mondayOffset + daysInMonth) / 7);
  return Array.from({ length: weeks }, (_, week) =>
    Array.from({ length: 7 }, (_, column) => {
      const date = new Date(start.getTime() + (week * 7 + column) * 86_400_000);
      return {
        date: isoDay(date),
        day: date.getUTCDate(),
        weekday: date.getUTCDay(),
        inMonth: date.getUTCMonth() === month - 1,
      };
    }),
  );
}

/** The calendar day an instant falls on in a zone: where a 23:30 service in Tijuana is still that day. */
export function dayIn(instant: string | Date, timeZone: string): string {
  return wallClockIso(instant, timeZone).slice(0, 10);
}

/** The month before or after, as { year, month 1–12 }. */
export function shiftMonth({ year, month }: { year: number; month: number }, by: number) {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** A shown month as the API and formatMonth write it: 'YYYY-MM'. */
export const monthOf = ({ year, month }: { year: number; month: number }) =>
  `${year}-${String(month).padStart(2, '0')}`;

/** The day chosen when a month is shown: today if it falls in it, else its first day. */
export function selectionIn(shown: { year: number; month: number }, today: string): string {
  const month = monthOf(shown);
  return today.startsWith(`${month}-`) ? today : `${month}-01`;
}
