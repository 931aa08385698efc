import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_SOCKET, startControlSocket, type ControlServer } from '#server/modules/operator';
import { signUp } from '#server/testing/client';
import { createTestApp, type TestApp } from '#server/testing/harness';
import { createWorld } from '#server/testing/hostile/world';
import { backup, restore, UsageError } from '#server/backup-commands';
import { loadEnv } from '#server/env';
import { tableDigests } from './backup';
import { openDatabase, rowsOf, type Database, type DatabaseHandle } from './client';

const run = promisify(execFile);

/** npm run backup / restore as an operator types them, with this configuration. */
function cli(env: Record<string, string>, ...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'src/server/backup-cli.ts', ...args], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', DATABASE_DIRECT_URL: '', ...env },
  });
}

const usersIn = async (db: Database) =>
  rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from users`))[0]!.n;

// The embedded database while its server runs: the copy goes through the server's control socket. Once per CI
// run: in the PGlite one (the PostgreSQL run has its own below).
describe.skipIf(process.env.TEST_DATABASE_URL)(
  'npm run backup and npm run restore on the embedded database',
  () => {
    let dataDir: string;
    let database: DatabaseHandle;
    let t: TestApp;
    let control: ControlServer | null;
    const env = () => ({ DATA_DIR: dataDir });
    const commandEnv = () => loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' });
    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'limpiahogar-backup-'));
      database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      t = await createTestApp({}, undefined, database);
      control = await startControlSocket(path.join(dataDir, CONTROL_SOCKET), {
        db: database.db,
        clock: t.clock,
        log: t.app.log,
        database,
      });
      // Accounts, a provider's area and plan, requests, offers, services and their ledgers: most tables hold rows.
      await createWorld(t.app);
    }, 120_000);
    afterAll(async () => {
      await control?.close();
      await t?.close();
      await database?.close();
    });

    it('copies the running server’s data and restores it into a fresh folder: every table the same', async () => {
      const file = path.join(dataDir, 'copia.tar.gz');
      const copied = await cli(env(), 'backup', file);
      expect(copied.stdout).toContain('Copia escrita por el servidor en marcha');
      const restored = path.join(dataDir, 'restaurada');
      const restoring = await cli(env(), 'restore', file, '--data-dir', restored);
      expect(restoring.stdout).toContain(`Restaurado ${file} en ${restored}.`);

      const source = await tableDigests(database.db);
      const copy = await openDatabase({ dataDir: restored });
      try {
        expect(await tableDigests(copy.db)).toEqual(source);
      } finally {
        await copy.close();
      }
      const tables = Object.values(source);
      expect(tables.length).toBeGreaterThan(40);
      expect(tables.filter((table) => table.rows > 0).length).toBeGreaterThan(15);
    }, 120_000);

    it('takes the copy between two statements while sign-ups go on: it opens with the accounts of one moment', async () => {
      const before = await usersIn(database.db);
      const file = path.join(dataDir, 'en-marcha.tar.gz');
      // Two sign-ups at a time, from before the command starts until it has ended.
      let backingUp = true;
      let signedUp = 0;
      const writer = async () => {
        while (backingUp) {
          await signUp(t.app, 'client');
          signedUp++;
        }
      };
      const writers = Promise.all([writer(), writer()]);
      // The command's own functions, in this process (the first test ran the command line itself).
      const said = await backup(commandEnv(), file).finally(() => (backingUp = false));
      await writers;
      expect(said).toContain('servidor en marcha');
      const after = await usersIn(database.db);
      expect(signedUp).toBeGreaterThan(0);
      expect(after).toBe(before + signedUp);

      const restored = path.join(dataDir, 'en-marcha');
      await restore(commandEnv(), file, { dataDir: restored });
      const copy = await openDatabase({ dataDir: restored });
      try {
        const users = await usersIn(copy.db);
        expect(users).toBeGreaterThanOrEqual(before);
        expect(users).toBeLessThanOrEqual(after);
        // A sign-up is all or nothing: every account the copy holds has its credentials.
        const [orphans] = rowsOf<{ n: number }>(
          await copy.db.execute(sql`select count(*)::int as n from users u
          where not exists (select 1 from accounts a where a.user_id = u.id)`),
        );
        expect(orphans!.n).toBe(0);
      } finally {
        await copy.close();
      }
    }, 120_000);

    it('never restores over data, and says where to restore instead', async () => {
      const occupied = path.join(dataDir, 'ocupada');
      mkdirSync(occupied);
      writeFileSync(path.join(occupied, 'PG_VERSION'), '17\n');
      await expect(
        restore(commandEnv(), path.join(dataDir, 'copia.tar.gz'), { dataDir: occupied }),
      ).rejects.toThrow(
        new UsageError(
          `${occupied} ya tiene datos: restaura en una carpeta nueva (--data-dir) o aparta esa primero, con el servidor detenido.`,
        ),
      );
    });
  },
);

// PostgreSQL: pg_dump of a database in use, pg_restore into a fresh one on the same server, every table compared.
describe.runIf(process.env.TEST_DATABASE_URL)('npm run backup and npm run restore on PostgreSQL', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const suffix = randomUUID().replaceAll('-', '').slice(0, 12);
  const names = { source: `backup_source_${suffix}`, target: `backup_target_${suffix}` };
  const urlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  let database: DatabaseHandle;
  let t: TestApp;
  beforeAll(async () => {
    for (const name of Object.values(names)) await admin(`create database ${name}`);
    database = await openDatabase({ url: urlOf(names.source), poolSize: 4 });
    t = await createTestApp({}, undefined, database);
    await createWorld(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await database?.close();
    for (const name of Object.values(names)) await admin(`drop database if exists ${name} with (force)`);
  });

  it('dumps the database and restores it into a fresh one: every table the same', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'limpiahogar-pgdump-'));
    const file = path.join(dir, 'copia.dump');
    const source = { DATA_DIR: dir, DATABASE_URL: urlOf(names.source) };
    expect((await cli(source, 'backup', file)).stdout).toContain(`Copia de PostgreSQL escrita en ${file}`);
    const restoring = await cli(source, 'restore', file, '--database-url', urlOf(names.target));
    expect(restoring.stdout).toContain('Restaurado');
    const copy = await openDatabase({ url: urlOf(names.target), poolSize: 1 });
    try {
      expect(await tableDigests(copy.db)).toEqual(await tableDigests(database.db));
    } finally {
      await copy.close();
    }
    // Never over a database that has tables.
    await expect(
      restore(loadEnv({ NODE_ENV: 'test', ...source }), file, { databaseUrl: urlOf(names.target) }),
    ).rejects.toThrow(UsageError);
  }, 120_000);
});
