import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type DatabaseHandle } from '#server/db/client';
import { tasks } from '#server/db/schema';
import { openTestDatabase, testDriver, useTestApp } from '#server/testing/harness';
import { localS3Storage } from '#server/testing/s3-server';
import {
  databaseStorage,
  FILE_OWNERS,
  scheduleFileSweep,
  STORED_FILE_SWEEP,
  sweepOrphanFiles,
  type Storage,
} from './index';

const DAY = 86_400_000;

// The sweep over each adapter: the rows are always in the database, the files in the store under test.
const adapters: {
  name: string;
  open: (database: DatabaseHandle) => Promise<{ storage: Storage; close(): Promise<void> }>;
}[] = [
  {
    name: `the database (${testDriver})`,
    open: async (database) => ({ storage: databaseStorage(database.db), close: async () => undefined }),
  },
  {
    name: 'an S3-compatible bucket (s3rver, through the AWS SDK)',
    open: localS3Storage,
  },
];

describe.each(adapters)('the sweep of orphan files in $name', ({ open }) => {
  let database: DatabaseHandle;
  let storage: Storage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    database = await openTestDatabase();
    ({ storage, close } = await open(database));
  });
  afterAll(async () => {
    await close();
    await database.close();
  });

  it('deletes the files no row names once they are old enough, and nothing else', async () => {
    const provider = `sweep-${randomUUID()}`;
    await database.db.execute(sql`insert into users (id, email, user_type)
      values (${provider}, ${`${provider}@ejemplo.mx`}, 'provider')`);
    const named = `provider-photos/${provider}/${randomUUID()}`;
    const orphans = [
      `provider-photos/${provider}/${randomUUID()}`,
      `provider-logos/${provider}/${randomUUID()}`,
      `message-photos/${randomUUID()}`,
      `verification-documents/${provider}/${randomUUID()}`,
    ];
    const foreign = `otra-app/${randomUUID()}`;
    for (const key of [named, ...orphans, foreign]) await storage.put(key, Buffer.from(key), 'image/webp');
    await database.db.execute(sql`insert into provider_photos (provider_id, storage_key, content_type, etag)
      values (${provider}, ${named}, 'image/webp', '"e"')`);

    // Stored a moment ago: an upload whose row may still be on its way is kept.
    const young = await sweepOrphanFiles(database.db, storage, new Date(Date.now() - 60_000));
    expect(young.deleted).toBe(0);
    for (const key of orphans) expect(await storage.get(key)).not.toBeNull();

    // Once old enough (`before` after they were stored), the orphans go; the named file and another app's stay.
    const swept = await sweepOrphanFiles(database.db, storage, new Date(Date.now() + 60_000));
    expect(swept.deleted).toBeGreaterThanOrEqual(orphans.length);
    for (const key of orphans) expect(await storage.get(key)).toBeNull();
    expect((await storage.get(named))?.bytes.toString()).toBe(named);
    expect((await storage.get(foreign))?.bytes.toString()).toBe(foreign);
  });
});

describe(`the owners the sweep knows (${testDriver})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => (database = await openTestDatabase()));
  afterAll(() => database.close());

  it('include every table with a storage_key column, so no file a row names is ever swept', async () => {
    const tables = rowsOf<{ table_name: string }>(
      await database.db.execute(sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'storage_key' order by table_name`),
    ).map((row) => row.table_name);
    expect([...FILE_OWNERS.map((owner) => owner.table)].sort()).toEqual(tables);
    // Each kind of file has a prefix of its own, none inside another's.
    for (const a of FILE_OWNERS)
      for (const b of FILE_OWNERS) if (a !== b) expect(a.prefix.startsWith(b.prefix)).toBe(false);
  });
});

describe(`the daily sweep task (${testDriver})`, () => {
  const t = useTestApp();

  it('deletes a day-old orphan, keeps a younger one, and books the next run a day later', async () => {
    const old = `message-photos/${randomUUID()}`;
    const recent = `message-photos/${randomUUID()}`;
    for (const key of [old, recent]) await t.app.storage.put(key, Buffer.from(key), 'image/webp');
    await t.database.db.execute(sql`update stored_files set stored_at = now() - interval '25 hours'
      where key = ${old}`);
    const now = t.clock.now();
    expect(await scheduleFileSweep(t.database.db, now)).toBe(true);
    expect(await scheduleFileSweep(t.database.db, now)).toBe(false);
    expect(await t.runTasks()).toBe(1);
    expect(await t.app.storage.get(old)).toBeNull();
    expect(await t.app.storage.get(recent)).not.toBeNull();
    const booked = await t.database.db
      .select({ runAt: tasks.runAt, doneAt: tasks.doneAt })
      .from(tasks)
      .where(eq(tasks.kind, STORED_FILE_SWEEP))
      .orderBy(asc(tasks.id));
    expect(booked).toEqual([
      { runAt: null, doneAt: now },
      { runAt: new Date(now.getTime() + DAY), doneAt: null },
    ]);
  });
});
