import { sql, type SQL } from 'drizzle-orm';
import { wallClockIso } from '#shared/domain/local-time';
import { TIME_ZONE } from '#shared/domain/mexican-time-zones';
import { TOOK_PLACE_STATUSES } from '#shared/domain/service-lifecycle';
import { oneOf } from '#server/db/schema/sql-helpers';

// What a customer owes for a service (customerOwes in shared/domain/payment-lifecycle.ts), in SQL over `j`
// (jobs): the one rule Pagos, Ganancias, the Resumen's total and Estadísticas read. A service that took place
// costs its price, or the part support settled a dispute at; one cancelled costs its cancellation charge when there
// is one; anything else is no charge at all, and a no-show none until its fee is settled. Written from the same
// groups, and charge-rule.test.ts checks it against customerOwes on random services.
const noShowSettledOrNone = sql`(j.no_show_settled_at is not null or j.no_show_at is null)`;
export const isCharge = sql`(${noShowSettledOrNone} and
  (${oneOf(sql`j.status`, TOOK_PLACE_STATUSES)} or (j.status = 'cancelled' and j.cancellation_fee > 0)))`;
export const chargeAmount = sql`(case when j.status = 'cancelled' then j.cancellation_fee
  else coalesce(j.settled_amount, j.price) end)`;
// The month a charge is filed under: its service's date where the service takes place.
export const chargeMonth = sql`to_char(j.scheduled_at at time zone j.time_zone, 'YYYY-MM')`;

const DAY_MS = 86_400_000;

/**
 * Instants a day either side of the month in UTC: every charge `chargeMonth` files under it lies within (the
 * country's zones are 5 to 8 hours behind UTC), so the (provider_id, scheduled_at) index reads that month's
 * services rather than the provider's whole history. Years a Date cannot carry to PostgreSQL add no bound.
 */
export function aroundMonth(month: string): SQL {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  if (year < 1971 || year > 9998) return sql`true`;
  const from = new Date(Date.UTC(year, monthNumber - 1, 1) - DAY_MS).toISOString();
  const to = new Date(Date.UTC(year, monthNumber, 1) + DAY_MS).toISOString();
  return sql`j.scheduled_at >= ${from}::timestamptz and j.scheduled_at < ${to}::timestamptz`;
}

/** The month it is now in Mexico City, where Ganancias opens when no month is asked for. */
export function currentMonth(now: Date): string {
  return wallClockIso(now, TIME_ZONE).slice(0, 7);
}
