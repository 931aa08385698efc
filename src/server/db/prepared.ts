import type { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client';

const dialect = new PgDialect();

export type StatementValues<K extends string> = Record<K, unknown>;

/** An object with one entry per key. */
export function byKey<const K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}

/**
 * A hot query written once with named values: its SQL text is built on the first call only (building it
 * through drizzle costs more than sending it), and each call sends just the values. On PostgreSQL it runs as
 * a named prepared statement, so each pooled connection also plans it once; PGlite (in process, one
 * connection) runs it as a plain parameterised query.
 */
export function preparedStatement<const K extends string, T>(
  name: string,
  keys: readonly K[],
  build: (values: Record<K, Placeholder>) => SQL,
) {
  let compiled: Query | undefined;
  return async (db: Database, values: StatementValues<K>): Promise<T[]> => {
    compiled ??= dialect.sqlToQuery(build(byKey(keys, (key) => sql.placeholder(key))));
    const params = fillPlaceholders(compiled.params, values);
    const client = (db as Database & { $client: unknown }).$client;
    if (client instanceof pg.Pool) {
      return (await client.query({ name, text: compiled.sql, values: params })).rows as T[];
    }
    return (await (client as PGlite).query<T>(compiled.sql, params)).rows;
  };
}
