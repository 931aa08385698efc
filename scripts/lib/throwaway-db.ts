// A database a script owns for one run: a fresh PostgreSQL database (dropped afterwards) or a PGlite folder
// inside a temporary DATA_DIR, laid out the way the server opens it.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, rowsOf, type DatabaseHandle } from '#server/db/client';

export type Driver = 'pglite' | 'postgres';

export const ADMIN_URL = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Throwaway {
  driver: Driver;
  dataDir: string;
  /** Set for PostgreSQL; the server gets it as DATABASE_URL. */
  url?: string;
  /** Opens the database from the script (runs migrations). PGlite: only while no server holds the folder. */
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createThrowaway(driver: Driver, prefix: string): Promise<Throwaway> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  if (driver === 'pglite') {
    return {
      driver,
      dataDir,
      open: () => openDatabase({ dataDir: path.join(dataDir, 'pglite') }),
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    driver,
    dataDir,
    url: url.toString(),
    open: () => openDatabase({ url: url.toString(), poolSize: 4 }),
    remove: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export async function serverVersion(handle: DatabaseHandle): Promise<string> {
  const [row] = rowsOf<{ v: string }>(
    await handle.db.execute(sql`select current_setting('server_version') as v`),
  );
  return row?.v ?? '?';
}
