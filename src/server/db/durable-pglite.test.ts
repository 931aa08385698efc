import fs, { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, rowsOf } from './client';

describe('PGlite on a data folder', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'durable-pglite-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('asks the disk to keep every commit (fsync on, through a file system that can fsync)', async () => {
    const handle = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const [settings] = rowsOf<{ fsync: string; method: string }>(
        await handle.db.execute(
          sql`select current_setting('fsync') as fsync, current_setting('wal_sync_method') as method`,
        ),
      );
      expect(settings).toEqual({ fsync: 'on', method: 'fsync' });
      const fsync = vi.spyOn(fs, 'fsyncSync');
      await handle.db.execute(
        sql`insert into rate_limits (key, window_started_at, hits) values ('k', now(), 1)`,
      );
      expect(fsync).toHaveBeenCalled();
      fsync.mockRestore();
    } finally {
      await handle.close();
    }
    const reopened = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const rows = rowsOf<{ hits: number }>(await reopened.db.execute(sql`select hits from rate_limits`));
      expect(rows).toEqual([{ hits: 1 }]);
    } finally {
      await reopened.close();
    }
  });
});
