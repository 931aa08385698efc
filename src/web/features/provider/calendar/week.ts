import { nextDate } from '#shared/domain/working-hours';
import { monthOf } from './month';

// Calendario's week: Monday to Sunday, as Mexico writes a calendar. Calendar dates only, no instants.

const DAY_MS = 86_400_000;
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The seven days 'YYYY-MM-DD' of the week `date` falls in, Monday first. */
export function weekOf(date: string): string[] {
  const mondayOffset = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  const days = [shift(date, -mondayOffset)];
  while (days.length < 7) days.push(nextDate(days.at(-1)!));
  return days;
}

/** The same weekday a number of weeks before or after. */
export const shiftWeek = (date: string, by: number) => shift(date, by * 7);

/** The months ('YYYY-MM') a week touches, to ask the API for: one, or two across a month's end. */
export function monthsOf(week: readonly string[]): string[] {
  const months = week.map((day) =>
    monthOf({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) }),
  );
  return [...new Set(months)];
}
