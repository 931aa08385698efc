import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { listenPostgres, type ChannelListener } from './listen-postgres';
import { PgliteThread } from './pglite-thread';
import { transactionPooled } from './pooler';
import { takeTurns } from './pglite-turns';
import * as schema from './schema';
import { newPglite } from './pglite-extensions';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  /**
   * A streaming replica (DATABASE_READ_URL) for the reads that may lag the primary by a moment; unset, none.
   * Which reads go there is decided per request (src/server/plugins/read-replica.ts), never here.
   */
  read?: Database;
  driver: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Hears NOTIFY on `channel` (live events, src/server/live) until the function it resolves with is called. On
   * PostgreSQL a session of its own that reconnects and says `resumed()`; on PGlite, the one session.
   */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  /** How the connections are used now, read by GET /metrics at scrape time. */
  use?(): DatabaseUse;
  /** The embedded database on a data folder only: a consistent copy written to `file` (npm run backup). */
  backup?(file: string): Promise<{ bytes: number }>;
}

/**
 * PostgreSQL: the pool's connections (open, idle) and the queries waiting for one. PGlite has one session: it is
 * busy or idle, and the statements queued behind it wait.
 */
export interface DatabaseUse {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

export type { ChannelListener };

// Beside this file in the source tree; copied beside the bundle by scripts/build-server.mjs.
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any constant works; it only has to be the same for every instance migrating the same database.
const MIGRATION_LOCK_ID = 727_001;

export interface DatabaseOptions {
  /** PostgreSQL connection string; unset means embedded PGlite. */
  url?: string;
  /** PostgreSQL without a transaction-mode pooler in between, for LISTEN; unset, `url`. */
  directUrl?: string;
  /** PGlite data folder; unset means in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** 'transaction': `url` goes through PgBouncer in transaction mode, so no named prepared statements (pooler.ts). */
  pooler?: 'none' | 'transaction';
  /** A read replica of the same database (PostgreSQL only); never migrated from here, it follows the primary. */
  readUrl?: string;
  /** In-memory PGlite only: a dump of a data folder to start from instead of an empty cluster (see `dumpPglite`). */
  from?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 10, {
        directUrl: options.directUrl ?? options.url,
        pooler: options.pooler ?? 'none',
        readUrl: options.readUrl,
      })
    : openPglite(options.dataDir, options.from);
}

function newPool(url: string, max: number) {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // A connection PostgreSQL ends (a restart, a terminated backend) emits 'error'. The pool listens only while
  // the connection is idle; one lent out (a transaction between statements) would throw it at the process and
  // the server would exit. Every connection keeps a listener: its pending query fails, the transaction rolls
  // back, and the pool drops the broken connection when it comes back.
  pool.on('error', () => {});
  pool.on('connect', (connection) => connection.on('error', () => {}));
  return pool;
}

async function openPostgres(
  url: string,
  max: number,
  { directUrl, pooler, readUrl }: { directUrl: string; pooler: 'none' | 'transaction'; readUrl?: string },
): Promise<DatabaseHandle> {
  // Migrations run on one session of the direct URL: the advisory lock is the session's, and a transaction-mode
  // pooler would take it on one server connection and try to release it on another (held for ever).
  const client = new pg.Client({ connectionString: directUrl, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    // Several instances may start together; only one applies migrations at a time.
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end().catch(() => {});
  }
  const pool = newPool(url, max);
  const readPool = readUrl ? newPool(readUrl, max) : undefined;
  for (const each of [pool, readPool]) if (each && pooler === 'transaction') transactionPooled.add(each);
  const db = drizzlePg(pool, { schema, casing: 'snake_case' });
  return {
    db,
    ...(readPool && { read: drizzlePg(readPool, { schema, casing: 'snake_case' }) }),
    driver: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    close: async () => void (await Promise.all([pool.end(), readPool?.end()])),
    listen: (channel, listener) => listenPostgres(directUrl, channel, listener),
    use: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

async function openPglite(dataDir: string | undefined, from: Blob | undefined): Promise<DatabaseHandle> {
  // PGlite creates only the last folder of its path.
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  // A data folder (the server, scripts) gets its own thread: the queue of queries no longer blocks this one,
  // so it needs no turns. In memory (the API tests) PGlite stays here, taking turns.
  const client = dataDir
    ? new PgliteThread(dataDir)
    : takeTurns(newPglite(from ? { loadDataDir: from } : {}));
  try {
    await client.waitReady;
  } catch (error) {
    await client.close();
    throw error;
  }
  const db = drizzlePglite(client instanceof PgliteThread ? client.asPglite() : client, {
    schema,
    casing: 'snake_case',
  });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    driver: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
    async listen(channel, listener) {
      // One session: it never drops while the database is open, so it never resumes.
      const notify = (payload: string) => listener.notify(payload);
      if (client instanceof PgliteThread) return client.listen(channel, notify);
      const unlisten = await client.listen(channel, notify);
      return () => unlisten().catch(() => undefined);
    },
    // In memory (tests) the turns keep no count: idle as far as anyone can tell.
    use: () => {
      const pending = client instanceof PgliteThread ? client.pending : 0;
      return { max: 1, total: 1, idle: pending > 0 ? 0 : 1, waiting: Math.max(pending - 1, 0) };
    },
    ...(client instanceof PgliteThread && { backup: (file: string) => client.backup(file) }),
  };
}

/**
 * A fresh in-memory PGlite with every migration applied, dumped so that `openDatabase({ from })` can start
 * there: loading a dump takes about a third of creating a cluster and migrating it (the API tests open one
 * database per file).
 */
export async function dumpMigratedPglite(): Promise<Blob> {
  const pglite = newPglite();
  try {
    await migratePglite(drizzlePglite(pglite, { schema, casing: 'snake_case' }), { migrationsFolder });
    return await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
}

/** `db.execute` answers differ by driver; both carry `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
