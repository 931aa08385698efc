import type { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { rowsOf, type Database } from './client';
import { transactionPooled } from './pooler';

const dialect = new PgDialect();
// namedQuery's queries name drizzle's columns, which the schema spells in snake_case.
const snakeCaseDialect = new PgDialect({ casing: 'snake_case' });

export type StatementValues<K extends string> = Record<K, unknown>;

/** An object with one entry per key. */
export function byKey<const K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}

/**
 * A hot query written once with named values: its SQL text is built on the first call only (building it
 * through drizzle costs more than sending it), and each call sends just the values. On PostgreSQL it runs as
 * a named prepared statement, so each pooled connection also plans it once; PGlite (in process, one
 * connection) runs it as a plain parameterised query, and so does PostgreSQL behind a transaction-mode pooler
 * (a name would not survive the transaction; see pooler.ts): planned each time, still built once. Inside a
 * transaction it goes through the transaction's connection as any query (built each time).
 */
export function preparedStatement<const K extends string, T>(
  name: string,
  keys: readonly K[],
  build: (values: Record<K, Placeholder>) => SQL,
) {
  let compiled: Query | undefined;
  return async (db: Database, values: StatementValues<K>): Promise<T[]> => {
    // In a transaction (drizzle's, with no client of its own): through it, built with the values each time.
    if ((db as { $client?: unknown }).$client === undefined)
      return rowsOf<T>(await db.execute(build(values as Record<K, Placeholder>)));
    compiled ??= dialect.sqlToQuery(build(byKey(keys, (key) => sql.placeholder(key))));
    const params = fillPlaceholders(compiled.params, values);
    const client = (db as Database & { $client: unknown }).$client;
    if (client instanceof pg.Pool) {
      const named = transactionPooled.has(client) ? {} : { name };
      return (await client.query({ ...named, text: compiled.sql, values: params })).rows as T[];
    }
    return (await (client as PGlite).query<T>(compiled.sql, params)).rows;
  };
}

/**
 * A hot read whose SQL is built on each call (its columns vary with the caller), sent as the named statement `name`
 * on PostgreSQL, as preparedStatement's are: each connection parses it once and, after a few runs, keeps its plan,
 * where an unnamed one is planned each time (about 1 ms of PostgreSQL's CPU for the free times' query). `name`
 * must stand for one SQL text: the same query with other values. PGlite, transactions and PostgreSQL behind a
 * transaction-mode pooler (pooler.ts) run it as any other query.
 */
export async function namedQuery<T>(db: Database, name: string, query: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool) || transactionPooled.has(client))
    return rowsOf<T>(await db.execute(query));
  const { sql: text, params } = snakeCaseDialect.sqlToQuery(query);
  return (await client.query({ name, text, values: params as unknown[] })).rows as T[];
}
