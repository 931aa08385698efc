import { sql, type SQL } from 'drizzle-orm';
import { customType, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { SERVICE_HOURS } from '#shared/domain/estimate';

const literals = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));

/**
 * `column in ('a', 'b')` with the values written into the SQL text, not bound: a check constraint needs them so,
 * and a query's planner then matches them against partial indexes and the column's statistics, as it would the
 * list typed by hand. A status group reads `oneOf(sql`j.status`, SCHEDULED_STATUSES)`.
 */
export function oneOf(column: AnyPgColumn | SQL, values: readonly string[]): SQL {
  return sql`${column} in (${literals(values)})`;
}

/** `column not in ('a', 'b')`, written out as `oneOf` writes its list. */
export function noneOf(column: AnyPgColumn | SQL, values: readonly string[]): SQL {
  return sql`${column} not in (${literals(values)})`;
}

/**
 * A timestamp as Date.prototype.toISOString writes it ('2026-12-01T16:00:00.000Z'), so that the server need not
 * parse a date to write it again (the nearby list, the plans lists).
 */
export const isoUtc = (column: AnyPgColumn | SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const LENGTH_MINUTES = {
  min: SERVICE_HOURS.min * 60,
  max: SERVICE_HOURS.max * 60,
  step: SERVICE_HOURS.step * 60,
};

/** A service's length in minutes: whole steps (half hours) within SERVICE_HOURS, as the literals a check needs. */
export function isServiceLength(column: AnyPgColumn): SQL {
  const { min, max, step } = LENGTH_MINUTES;
  return sql`${column} between ${sql.raw(String(min))} and ${sql.raw(String(max))} and ${column} % ${sql.raw(String(step))} = 0`;
}
