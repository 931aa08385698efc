import { spawn } from 'node:child_process';
import fs, { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, rowsOf } from './client';
import { durablePglite } from './durable-pglite';
import { rateLimits } from './schema';

// Each test waits for PGlite to create its data folder (initdb, and the migrations for the server's database), not
// for a time: that took over 30 s on a loaded machine, so the limit is only a net for a database that never opens.
const OPENS = { timeout: 300_000 };

describe('PGlite on a data folder', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'durable-pglite-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'asks the disk to keep every commit (fsync on, through a file system that can fsync)',
    OPENS,
    async () => {
      const pglite = durablePglite(path.join(dataDir, 'fsync'));
      try {
        const [settings] = (
          await pglite.query(
            `select current_setting('fsync') as fsync, current_setting('wal_sync_method') as method`,
          )
        ).rows;
        expect(settings).toEqual({ fsync: 'on', method: 'fsync' });
        await pglite.exec('create table t (n int)');
        const fsync = vi.spyOn(fs, 'fsyncSync');
        await pglite.query('insert into t values (1)');
        expect(fsync).toHaveBeenCalled();
        fsync.mockRestore();
      } finally {
        await pglite.close();
      }
    },
  );

  it('runs the server’s database that way in its worker thread', OPENS, async () => {
    const handle = await openDatabase({ dataDir: path.join(dataDir, 'server') });
    try {
      const [settings] = rowsOf<{ fsync: string; method: string }>(
        await handle.db.execute(
          sql`select current_setting('fsync') as fsync, current_setting('wal_sync_method') as method`,
        ),
      );
      expect(settings).toEqual({ fsync: 'on', method: 'fsync' });
    } finally {
      await handle.close();
    }
  });

  it('keeps every acknowledged write when the process is killed (kill -9) with writes in flight', async () => {
    const folder = path.join(dataDir, 'killed');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'write-until-killed.ts'), folder],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const acknowledged: string[] = [];
    let buffered = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        const lines = (buffered + chunk.toString()).split('\n');
        buffered = lines.pop()!;
        acknowledged.push(...lines);
        if (acknowledged.length >= 30) resolve();
      });
      child.once('exit', (code) =>
        reject(new Error(`the writer exited (${code}) after ${acknowledged.length} writes`)),
      );
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const reopened = await openDatabase({ dataDir: folder });
    try {
      const kept = new Set(
        (await reopened.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key),
      );
      expect(acknowledged.filter((key) => !kept.has(key))).toEqual([]);
    } finally {
      await reopened.close();
    }
    // It waits for the writer's thirtieth acknowledgement, not for a time: a child that starts tsx, PGlite and the
    // migrations took over 30 s on a loaded machine, so the limit is only a net for a writer that hangs.
  }, 300_000);
});
