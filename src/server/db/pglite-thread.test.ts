import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, rowsOf, type DatabaseHandle } from './client';
import { isDatabaseUnavailable, isUniqueViolation, isUnstorableText } from './errors';
import { PgliteThread } from './pglite-thread';
import { rateLimits } from './schema';

const everyType = `select $1::int as n, $2::text as t, '2026-05-20 12:00:00+00'::timestamptz as at,
  '2026-05-20'::date as day, 9007199254740993::int8 as big, 2::int8 as small, 1.5::numeric as num,
  '\\x0102'::bytea as bytes, '{"a":[1,"b"]}'::jsonb as doc, array['2026-05-20 12:00:00+00'::timestamptz] as ats`;

describe('PGlite on a data folder, in a worker thread', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-thread-'));
  let handle: DatabaseHandle;
  let client: PgliteThread;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    client = (handle.db as unknown as { $client: PgliteThread }).$client;
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a query with parameters exactly as PGlite in this thread does, type by type', async () => {
    const here = new PGlite();
    try {
      const expected = await here.query(everyType, [7, 'hola']);
      const answer = await client.query(everyType, [7, 'hola']);
      expect(answer.rows).toEqual(expected.rows);
      expect(answer.fields).toEqual(expected.fields);
      const [row] = answer.rows as Record<string, unknown>[];
      expect(row!.at).toBeInstanceOf(Date);
      expect(row!.big).toBe(9007199254740993n);
      expect(row!.bytes).toBeInstanceOf(Uint8Array);
      expect(row!.doc).toEqual({ a: [1, 'b'] });
    } finally {
      await here.close();
    }
  });

  it('leaves timestamps as text where drizzle asks, and drizzle maps them to dates', async () => {
    const [raw] = rowsOf<{ at: unknown }>(
      await handle.db.execute(sql`select '2026-05-20 12:00:00+00'::timestamptz as at`),
    );
    expect(raw!.at).toBe('2026-05-20 12:00:00+00');
    await handle.db.insert(rateLimits).values({ key: 'typed', windowStartedAt: new Date(0), hits: 1 });
    const [row] = await handle.db.select().from(rateLimits).where(eq(rateLimits.key, 'typed'));
    expect(row!.windowStartedAt).toEqual(new Date(0));
  });

  it('refuses a parser it cannot run in the worker', () => {
    expect(() => client.query('select 1', [], { parsers: { 25: (text) => text.toUpperCase() } })).toThrow(
      /not identity/,
    );
  });

  it('commits a transaction, rolls back one whose callback throws, and rolls back a nested savepoint alone', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.insert(rateLimits).values({ key: 'kept', windowStartedAt: new Date(), hits: 1 });
      await tx
        .transaction(async (inner) => {
          await inner.insert(rateLimits).values({ key: 'savepoint', windowStartedAt: new Date(), hits: 1 });
          throw new Error('inner');
        })
        .catch(() => undefined);
    });
    const failed = handle.db.transaction(async (tx) => {
      await tx.insert(rateLimits).values({ key: 'rolled back', windowStartedAt: new Date(), hits: 1 });
      throw new Error('outer');
    });
    await expect(failed).rejects.toThrow('outer');
    const keys = (await handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain('kept');
    expect(keys).not.toContain('savepoint');
    expect(keys).not.toContain('rolled back');
  });

  it('reports PostgreSQL’s error codes through drizzle, so unique violations and bad text are recognised', async () => {
    const insert = () =>
      handle.db.insert(rateLimits).values({ key: 'once', windowStartedAt: new Date(), hits: 1 });
    await insert();
    const duplicate = await insert().catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    const cause = (duplicate as { cause: Record<string, unknown> }).cause;
    expect(cause).toMatchObject({ code: '23505', table: 'rate_limits', severity: 'ERROR' });
    expect(cause.constraint).toEqual(expect.any(String));
    expect(cause.detail).toContain('once');
    const nul = await client.query('select $1::text', ['a\u0000b']).catch((error: unknown) => error);
    expect(isUnstorableText(nul)).toBe(true);
  });

  it('makes a query sent during a transaction wait for its commit', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await handle.db.transaction(async (tx) => {
      await tx.insert(rateLimits).values({ key: 'waited', windowStartedAt: new Date(), hits: 1 });
      outside = client
        .query<{ hits: number }>(`select hits from rate_limits where key = 'waited'`)
        .then((result) => (order.push('outside'), result.rows));
      await tx.update(rateLimits).set({ hits: 2 }).where(eq(rateLimits.key, 'waited'));
      order.push('transaction');
    });
    expect(await outside).toEqual([{ hits: 2 }]);
    expect(order).toEqual(['transaction', 'outside']);
  });

  it('forwards a committed NOTIFY from the worker to this thread, and none rolled back', async () => {
    const heard: string[] = [];
    let wake = () => {};
    const unlisten = await client.listen('thread_test', (payload) => {
      heard.push(payload);
      wake();
    });
    try {
      const failed = handle.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('thread_test', 'rolled back')`);
        throw new Error('outer');
      });
      await expect(failed).rejects.toThrow('outer');
      await handle.db.transaction((tx) => tx.execute(sql`select pg_notify('thread_test', 'committed')`));
      while (heard.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      expect(heard).toEqual(['committed']);
    } finally {
      await unlisten();
    }
  });

  it('keeps this thread’s event loop turning while the worker runs a slow query', async () => {
    let turns = 0;
    let running = true;
    const turn = () => {
      if (!running) return;
      turns += 1;
      setImmediate(turn);
    };
    setImmediate(turn);
    await client.query('select pg_sleep(0.3)');
    running = false;
    expect(turns).toBeGreaterThan(20);
  });
});

// These open data folders of their own (initdb, migrations) and wait for that, not for a time: it took over 30 s
// on a loaded machine, so the limit is only a net for a folder that never opens.
describe('PGlite’s worker thread, opened and closed', { timeout: 300_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-thread-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps what was written when the folder is closed and opened again', async () => {
    const first = await openDatabase({ dataDir: path.join(dataDir, 'reopen') });
    await first.db.insert(rateLimits).values({ key: 'reopened', windowStartedAt: new Date(), hits: 3 });
    await first.close();
    await expect(first.ping()).rejects.toSatisfy(isDatabaseUnavailable);
    const second = await openDatabase({ dataDir: path.join(dataDir, 'reopen') });
    try {
      expect(await second.db.select({ hits: rateLimits.hits }).from(rateLimits)).toEqual([{ hits: 3 }]);
    } finally {
      await second.close();
    }
  });

  it('fails pending and later queries as database unavailable when the worker dies', async () => {
    const posted = vi.spyOn(Worker.prototype, 'postMessage');
    const client = new PgliteThread(path.join(dataDir, 'dies'));
    try {
      await client.waitReady;
      const pending = client.query('select pg_sleep(5)');
      const worker = posted.mock.contexts[0] as Worker | undefined;
      pending.catch(() => undefined);
      await worker!.terminate();
      await expect(pending).rejects.toSatisfy(isDatabaseUnavailable);
      await expect(client.query('select 1')).rejects.toSatisfy(isDatabaseUnavailable);
    } finally {
      posted.mockRestore();
      await client.close();
    }
  });
});
