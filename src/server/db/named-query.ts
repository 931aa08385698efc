import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { rowsOf, type Database } from './client';

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * Runs a query that a hot read sends on every answer as a named statement on PostgreSQL: each connection
 * parses it once and, after a few runs, keeps its plan, where an unnamed one is planned each time (about
 * 1 ms of PostgreSQL's CPU for the free times' query). `name` must stand for one SQL text: the same query
 * with other values. PGlite and transactions run it as any other query.
 */
export async function namedQuery<T>(db: Database, name: string, query: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return rowsOf<T>(await db.execute(query));
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await client.query({ name, text, values: params as unknown[] });
  return result.rows as T[];
}
