import { sql, type SQL } from 'drizzle-orm';
import { wallClockIso } from '#shared/domain/local-time';
import { TIME_ZONE } from '#shared/domain/mexican-time-zones';
import { GATEWAY_METHODS } from '#shared/domain/payment-methods';
import { TOOK_PLACE_STATUSES } from '#shared/domain/service-lifecycle';
import { rowsOf, type Database } from '#server/db/client';
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

// 'Tiempo extra' on a service paid online (owedSplit in payment-lifecycle.ts): its payment covers what it
// authorised or was paid ahead, no more; the rest of the charge is owed directly to the provider (cash or
// transfer), whose 'Confirmar pago recibido' (j.payment_confirmed_at) then stands for that part alone.
const servicePayment = sql`p.job_id = j.id and p.kind = 'service' and coalesce(p.method, 'card') = j.payment_method`;
/** What j's online payment holds or was paid (its amount), null while none does (a saved card not held yet). */
export const onlineCover = sql`(select p.amount from payments p where ${servicePayment}
  and p.status in ('authorized', 'paid', 'refunded') order by p.created_at desc limit 1)`;
/** The part of j's charge owed directly to the provider though it was paid online (owedDirectly); 0 otherwise. */
export const directAmount = sql`(case when ${isCharge} and ${oneOf(sql`j.payment_method`, [...GATEWAY_METHODS])}
  then greatest(${chargeAmount} - coalesce(${onlineCover}, ${chargeAmount}), 0) else 0 end)`;
/** j's online payment was captured or paid: its part of the charge is paid. */
export const onlinePaid = sql`exists (select 1 from payments p where ${servicePayment}
  and p.status in ('paid', 'refunded'))`;
/**
 * What was paid of j's charge (chargePaid): all of it once confirmed (by the provider, or by the capture) or paid
 * online, or, when a part is owed directly, the online part once paid plus the direct part once confirmed.
 */
export const paidAmount = sql`(case when ${directAmount} > 0
  then (case when ${onlinePaid} then ${chargeAmount} - ${directAmount} else 0 end)
    + (case when j.payment_confirmed_at is not null then ${directAmount} else 0 end)
  when j.payment_confirmed_at is not null or ${onlinePaid} then ${chargeAmount} else 0 end)`;

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

/** What the service's online payment covers (onlineCover), read for one service: null while none does. */
export async function onlineCoverOf(db: Database, jobId: string): Promise<number | null> {
  const [row] = rowsOf<{ cover: number | null }>(
    await db.execute(sql`select ${onlineCover} as cover from jobs j where j.id = ${jobId}`),
  );
  return row?.cover == null ? null : Number(row.cover);
}

/** Of these services, those with a part of their charge owed directly to the provider (directAmount), by id. */
export async function directAmountsOf(db: Database, jobIds: readonly string[]): Promise<Map<string, number>> {
  if (jobIds.length === 0) return new Map();
  const rows = rowsOf<{ id: string; direct: number }>(
    await db.execute(sql`select j.id, ${directAmount} as direct from jobs j
      where j.id in (${sql.join(
        jobIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and ${directAmount} > 0`),
  );
  return new Map(rows.map((row) => [row.id, Number(row.direct)]));
}
