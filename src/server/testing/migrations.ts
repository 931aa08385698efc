import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { newPglite } from '#server/db/pglite-extensions';

// A migration's own test: an empty database brought to the migration before it, old rows written, then the
// migration applied, on either driver.

export const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

/** A copy of the migrations folder that stops before `tag`: the database as it was before that migration. */
export function migrationsBefore(tag: string): string {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    copyFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

/** An empty database to migrate, query in plain SQL and drop. */
export interface Migratable {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function emptyPglite(): Promise<Migratable> {
  const client = newPglite();
  const db = drizzlePglite(client);
  return {
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function emptyPostgres(adminUrl: string): Promise<Migratable> {
  const name = `migration_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const db = drizzlePg(pool);
  return {
    query: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    async close() {
      await pool.end();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A new database of its own on PostgreSQL (`adminUrl`, dropped on close), else an in-memory PGlite. */
export const emptyDatabase = (adminUrl: string | undefined): Promise<Migratable> =>
  adminUrl ? emptyPostgres(adminUrl) : emptyPglite();

/**
 * For a migration's test file: a database of its own (TEST_DATABASE_URL's server, else PGlite) brought to the
 * migration before `tag` before the tests, and dropped after them. Each test writes its old rows, then migrates.
 */
export function useDatabaseBefore(tag: string): Migratable {
  let database: Migratable | undefined;
  let before: string;
  beforeAll(async () => {
    before = migrationsBefore(tag);
    database = await emptyDatabase(process.env.TEST_DATABASE_URL);
    await database.migrate(before);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(before, { recursive: true, force: true });
  });
  const current = () => {
    if (!database) throw new Error(`the database before ${tag} is made in beforeAll`);
    return database;
  };
  return {
    query: (text, params) => current().query(text, params),
    migrate: (folder) => current().migrate(folder),
    close: () => current().close(),
  };
}
