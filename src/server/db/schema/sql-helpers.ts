import { sql, type SQL } from 'drizzle-orm';
import { customType, type AnyPgColumn } from 'drizzle-orm/pg-core';

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

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
