import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tasks } from '#server/db/schema';
import { testDriver, useTestApp } from '#server/testing/harness';
import { cancelTasks, enqueue, enqueueAll } from './queue';
import { retryDelayMs } from './worker';

const MINUTE = 60_000;

describe(`task worker (${testDriver})`, () => {
  const t = useTestApp();

  /** A kind of its own for each test, whose handler records the payloads it was called with. */
  let kinds = 0;
  function recorder(fail?: (payload: unknown) => Error | undefined) {
    const kind = `test-${++kinds}`;
    const calls: unknown[] = [];
    t.app.tasks.handle(kind, async (payload) => {
      calls.push(payload);
      const error = fail?.(payload);
      if (error) throw error;
    });
    return { kind, calls };
  }
  const rowsOf = (kind: string) => t.database.db.select().from(tasks).where(eq(tasks.kind, kind));

  it('never runs a task enqueued in a transaction that rolled back', async () => {
    const { kind, calls } = recorder();
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueue(tx, { kind, payload: { n: 1 } });
        throw new Error('the change that caused it failed');
      }),
    ).rejects.toThrow('the change that caused it failed');
    await t.runTasks();
    expect(calls).toEqual([]);
    expect(await rowsOf(kind)).toEqual([]);
  });

  it('runs a due task once, with its payload, and marks it done', async () => {
    const { kind, calls } = recorder();
    await t.database.db.transaction((tx) => enqueue(tx, { kind, payload: { requestId: 'abc', n: 2 } }));
    await t.runTasks();
    await t.runTasks();
    expect(calls).toEqual([{ requestId: 'abc', n: 2 }]);
    const [row] = await rowsOf(kind);
    expect(row).toMatchObject({ attempts: 1, doneAt: t.clock.now(), lockedUntil: null, failedAt: null });
  });

  it('leaves a task alone until the clock passes its run_at', async () => {
    const { kind, calls } = recorder();
    const runAt = new Date(t.clock.now().getTime() + 48 * 60 * MINUTE);
    await enqueue(t.database.db, { kind, payload: 'auto-complete', runAt });
    await t.runTasks();
    t.clock.set(new Date(runAt.getTime() - 1));
    await t.runTasks();
    expect(calls).toEqual([]);
    t.clock.set(runAt);
    await t.runTasks();
    expect(calls).toEqual(['auto-complete']);
  });

  it('retries a failing task after 30 s, 1 min, 2 min… and marks it failed after its last attempt', async () => {
    const { kind, calls } = recorder(() => new Error('SMTP caído'));
    await enqueue(t.database.db, { kind, payload: {}, maxAttempts: 3 });
    await t.runTasks();
    expect(calls).toHaveLength(1);
    const [first] = await rowsOf(kind);
    expect(first!.runAt).toEqual(new Date(t.clock.now().getTime() + 30_000));
    expect(first!.lastError).toContain('SMTP caído');
    t.clock.advance(29_999);
    await t.runTasks();
    expect(calls).toHaveLength(1);
    t.clock.advance(1);
    await t.runTasks();
    expect(calls).toHaveLength(2);
    t.clock.advance(MINUTE);
    await t.runTasks();
    expect(calls).toHaveLength(3);
    const [last] = await rowsOf(kind);
    expect(last).toMatchObject({ attempts: 3, failedAt: t.clock.now(), doneAt: null, lockedUntil: null });
    t.clock.advance(24 * 60 * MINUTE);
    await t.runTasks();
    expect(calls).toHaveLength(3);
  });

  it('waits twice as long after each failure, never more than an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryDelayMs)).toEqual([
      30_000,
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      32 * MINUTE,
      60 * MINUTE,
      60 * MINUTE,
    ]);
  });

  it('records success when a task fails once and then succeeds', async () => {
    let failures = 1;
    const { kind, calls } = recorder(() => (failures-- > 0 ? new Error('una vez') : undefined));
    await enqueue(t.database.db, { kind, payload: 'x' });
    await t.runTasks();
    t.clock.advance(30_000);
    await t.runTasks();
    expect(calls).toHaveLength(2);
    expect(await rowsOf(kind)).toMatchObject([{ attempts: 2, lastError: null, failedAt: null }]);
    expect((await rowsOf(kind))[0]!.doneAt).not.toBeNull();
  });

  it('stores one task per dedupe key, and a cancelled timer frees its key', async () => {
    const { kind, calls } = recorder();
    const runAt = new Date(t.clock.now().getTime() + 60 * MINUTE);
    const schedule = (payload: string) =>
      t.database.db.transaction((tx) => enqueue(tx, { kind, payload, runAt, dedupeKey: 'auto-complete:s1' }));
    expect(await schedule('first')).toBe(true);
    expect(await schedule('second')).toBe(false);
    expect(await rowsOf(kind)).toHaveLength(1);
    expect(await t.database.db.transaction((tx) => cancelTasks(tx, 'auto-complete:s1'))).toBe(1);
    expect(await schedule('third')).toBe(true);
    t.clock.advance(60 * MINUTE);
    await t.runTasks();
    expect(calls).toEqual(['third']);
    // Done, the key still holds: the same thing scheduled again is not done twice.
    expect(await schedule('fourth')).toBe(false);
    expect(await t.database.db.transaction((tx) => cancelTasks(tx, 'auto-complete:s1'))).toBe(0);
  });

  it('stores a fan-out in one go, skipping the keys already stored, and runs each task once', async () => {
    const { kind, calls } = recorder();
    const fanOut = (...names: string[]) =>
      t.database.db.transaction((tx) =>
        enqueueAll(
          tx,
          names.map((name) => ({ kind, payload: name, dedupeKey: `fan-out:${name}` })),
        ),
      );
    expect(await fanOut('ana', 'beto')).toBe(2);
    expect(await fanOut('ana', 'beto', 'carla')).toBe(1);
    expect(await fanOut()).toBe(0);
    await t.runTasks();
    expect(calls.sort()).toEqual(['ana', 'beto', 'carla']);
  });

  it('leaves a task of a kind this instance does not handle to an instance that does', async () => {
    await enqueue(t.database.db, { kind: 'from-a-newer-version', payload: {} });
    await t.runTasks();
    expect(await rowsOf('from-a-newer-version')).toMatchObject([{ attempts: 0, doneAt: null }]);
  });
});
