import { execFile } from 'node:child_process';
import { closeSync, existsSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { rowsOf, type Database } from './client';
import { durablePglite } from './durable-pglite';

// npm run backup / npm run restore (src/server/backup-cli.ts) and their tests: a copy of the embedded database's
// folder, or PostgreSQL's own pg_dump and pg_restore; and what tells that a copy holds what its source held.

const run = promisify(execFile);

export interface TableDigest {
  rows: number;
  /** md5 of every row's text, in the order of that text: equal only when the rows are. */
  md5: string;
}

/** Every table of the database (the product's and drizzle's migrations), its rows counted and checksummed. */
export async function tableDigests(db: Database): Promise<Record<string, TableDigest>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1`),
  );
  const digests: Record<string, TableDigest> = {};
  for (const { name } of tables) {
    const [digest] = rowsOf<{ rows: number; md5: string | null }>(
      await db.execute(
        sql.raw(`select count(*)::int as rows, md5(string_agg(t::text, E'\\n' order by t::text collate "C"))
          as md5 from ${name} t`),
      ),
    );
    digests[name] = { rows: digest!.rows, md5: digest!.md5 ?? '' };
  }
  return digests;
}

/** A folder PGlite may be restored into: one that does not exist yet, or is empty. */
export function isFreshFolder(folder: string): boolean {
  return !existsSync(folder) || readdirSync(folder).length === 0;
}

/**
 * Opens a copy made by `npm run backup` (PGlite's dumpDataDir) into `dataDir`, a fresh folder, and closes it
 * cleanly: the server started on that folder finds the database as it stood when the copy was taken.
 */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (!isFreshFolder(dataDir)) throw new Error(`${dataDir} is not empty`);
  // Durable, as the server's: each file of the restored folder reaches the disk before this says it is done.
  const pglite = durablePglite(dataDir, { loadDataDir: new Blob([await readFile(file)]) });
  try {
    await pglite.exec('checkpoint');
  } finally {
    await pglite.close();
  }
  // The tar's files were written through Emscripten's file system, which never asks the disk to keep them.
  syncFolder(dataDir);
}

function syncFolder(folder: string) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const inner = path.join(folder, entry.name);
    if (entry.isDirectory()) syncFolder(inner);
    else if (entry.isFile()) {
      const fd = openSync(inner, 'r');
      try {
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    }
  }
  const fd = openSync(folder, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** pg_dump's custom format (compressed, restorable table by table with pg_restore). */
export async function pgDump(url: string, file: string): Promise<void> {
  await run('pg_dump', ['--format=custom', '--no-owner', '--file', file, '--dbname', url]);
}

/** Tables in the public schema of the database at `url`: pg_restore goes only into one that has none. */
export async function countTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]!.tables;
  } finally {
    await client.end();
  }
}

/** pg_restore into an empty database, in one transaction: a failure leaves it empty, never half restored. */
export async function pgRestore(file: string, url: string): Promise<void> {
  await run('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', '--dbname', url, file]);
}
