import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { rowsOf, type Database } from './client';

const dialect = new PgDialect();

/**
 * Runs a hot query as a named prepared statement on PostgreSQL, so each pooled connection plans it once
 * instead of on every call; PGlite (in process, one connection) runs it as usual. The SQL text must not vary
 * between calls, only its parameters.
 */
export async function executePrepared<T>(db: Database, name: string, query: SQL): Promise<T[]> {
  const client = (db as Database & { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return rowsOf<T>(await db.execute(query));
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await client.query({ name, text, values: params as unknown[] })).rows as T[];
}
