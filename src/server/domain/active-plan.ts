import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * The one rule for "this subscription is the provider's plan right now": status active and an end date not
 * yet past at `now`, the instant the caller's clock gives (never the database's own now(), so a test that moves
 * the clock moves every use of the rule), or, for a plan a gateway renews, a grace instant not yet past (its
 * renewal being collected, or the days after a renewal failed). Takes the columns, so table queries and
 * aliased SQL share it.
 */
export function isActivePlan(
  columns: { status: SQLWrapper; endDate: SQLWrapper; graceUntil: SQLWrapper },
  now: SQLWrapper | string,
) {
  return sql`(${columns.status} = 'active' and greatest(${columns.endDate}, ${columns.graceUntil}) >= ${now}::timestamptz)`;
}

/** The columns of a subscriptions row under an alias in hand-written SQL. */
export const aliasColumns = (alias: string) => ({
  status: sql.raw(`${alias}.status`),
  endDate: sql.raw(`${alias}.end_date`),
  graceUntil: sql.raw(`${alias}.grace_until`),
});
