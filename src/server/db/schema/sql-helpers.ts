import { sql, type SQL } from 'drizzle-orm';
import { customType, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** `column in ('a', 'b')` with the values written into the DDL, for check constraints. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`;
}

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
