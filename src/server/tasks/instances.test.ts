import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { manualClock } from '#server/clock';
import { rowsOf, type DatabaseHandle } from '#server/db/client';
import { tasks } from '#server/db/schema';
import {
  createTestApp,
  openTestDatabase,
  testDriver,
  type TestApp,
  type TestAppOptions,
} from '#server/testing/harness';
import { enqueue } from './queue';
import { LEASE_MS, type TaskContext } from './worker';

/** A promise the test resolves by hand, to hold a handler where a slow or dead worker would be. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Where a slow or dead worker would be: a handler calls `hold` and waits there until the test calls `release`. */
function holdPoint() {
  const held = gate();
  const started = gate();
  const hold = async () => {
    started.open();
    await held.opened;
  };
  return { hold, started: started.opened, release: held.open };
}

describe(`task worker across instances (${testDriver})`, () => {
  let database: DatabaseHandle;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    // What a marketplace transition would change; here, one row per time the change is made.
    await database.db.execute(sql`create table transitions (task_id bigint not null)`);
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  afterAll(() => database.close());

  const instance = async (options?: TestAppOptions, configure?: (app: FastifyInstance) => void) => {
    const app = await createTestApp({}, configure, database, options);
    apps.push(app);
    return app;
  };
  const close = async (app: TestApp) => {
    apps.splice(apps.indexOf(app), 1);
    await app.close();
  };
  /** Two instances whose manual clocks read the same instant. */
  const twoOnOneClock = async (start = new Date()) =>
    [await instance({ clock: manualClock(start) }), await instance({ clock: manualClock(start) })] as const;
  const rowOf = async (kind: string) =>
    (await database.db.select().from(tasks).where(eq(tasks.kind, kind)))[0]!;
  const transitions = async () =>
    rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from transitions`))[0]!.n;

  it('runs each of 20 due tasks exactly once when two instances work the queue at the same time', async () => {
    const [a, b] = [await instance(), await instance()];
    const calls = new Map<number, number>();
    for (const app of [a, b]) {
      app.app.tasks.handle<{ n: number }>('count', async ({ n }) => {
        calls.set(n, (calls.get(n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
    }
    // Connections open beforehand on PostgreSQL, so the two instances' claims do overlap.
    await Promise.all(Array.from({ length: 8 }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < 20; n++) await enqueue(tx, { kind: 'count', payload: { n } });
    });
    await Promise.all([a.runTasks(), b.runTasks(), a.runTasks(), b.runTasks()]);
    expect([...calls.keys()].sort((x, y) => x - y)).toEqual([...Array(20).keys()]);
    expect([...calls.values()].every((count) => count === 1)).toBe(true);
    const pending = await database.db
      .select()
      .from(tasks)
      .where(sql`${tasks.doneAt} is null`);
    expect(pending).toEqual([]);
  });

  it('takes up the task of a worker that stopped answering once its lease runs out', async () => {
    const [stuck, rescuer] = await twoOnOneClock();
    const { hold, started, release } = holdPoint();
    stuck.app.tasks.handle('remind', hold);
    let rescued = 0;
    rescuer.app.tasks.handle('remind', async () => void (rescued += 1));
    await enqueue(database.db, { kind: 'remind', payload: {} });
    const stuckRun = stuck.runTasks();
    await started;
    rescuer.clock.advance(LEASE_MS - 1);
    await rescuer.runTasks();
    expect(rescued).toBe(0);
    rescuer.clock.advance(1);
    await rescuer.runTasks();
    expect(rescued).toBe(1);
    expect(await rowOf('remind')).toMatchObject({ attempts: 2, doneAt: rescuer.clock.now() });
    release();
    await stuckRun;
    expect((await rowOf('remind')).doneAt).toEqual(rescuer.clock.now());
  });

  it('makes a timed transition once when its first worker outlives its lease and a second one takes over', async () => {
    const [slow, fast] = await twoOnOneClock();
    const { hold, started, release } = holdPoint();
    const outcomes: Record<string, unknown> = {};
    const autoComplete =
      (name: string, wait: () => Promise<void>) =>
      async (_payload: unknown, { completeInTransaction }: TaskContext) => {
        await wait();
        outcomes[name] = await completeInTransaction(async (tx) => {
          await tx.execute(sql`insert into transitions (task_id) values (1)`);
          return 'completed';
        });
      };
    slow.app.tasks.handle('auto-complete', autoComplete('slow', hold));
    fast.app.tasks.handle(
      'auto-complete',
      autoComplete('fast', async () => {}),
    );
    await enqueue(database.db, { kind: 'auto-complete', payload: {} });
    const slowRun = slow.runTasks();
    await started;
    fast.clock.advance(LEASE_MS);
    await fast.runTasks();
    release();
    await slowRun;
    expect(outcomes).toEqual({ fast: 'completed', slow: undefined });
    expect(await transitions()).toBe(1);
    expect(await rowOf('auto-complete')).toMatchObject({ attempts: 2, failedAt: null });
  });

  it('keeps a task through a restart: enqueued under one instance, run by the next one on start', async () => {
    const before = await instance();
    const runAt = new Date(before.clock.now().getTime() + 24 * 3_600_000);
    await enqueue(database.db, { kind: 'reminder', payload: { serviceId: 's1' }, runAt });
    await close(before);
    const payloads: unknown[] = [];
    await instance({ clock: manualClock(runAt), tasks: 'auto' }, (app) =>
      app.tasks.handle('reminder', async (payload) => void payloads.push(payload)),
    );
    await vi.waitFor(() => expect(payloads).toEqual([{ serviceId: 's1' }]));
    // Marked done with the rest of its claim (today's analytics pruning is due on start too), once all have run.
    await vi.waitFor(async () => expect((await rowOf('reminder')).doneAt).toEqual(runAt));
  });

  it('waits, when closing, for the handler it is running and leaves its task done', async () => {
    const { hold, started, release } = holdPoint();
    const app = await instance({ tasks: 'auto' });
    app.app.tasks.handle('slow-mail', hold);
    await enqueue(database.db, { kind: 'slow-mail', payload: {} });
    app.app.tasks.wake();
    await started;
    let closed = false;
    const closing = close(app).then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    release();
    await closing;
    expect((await rowOf('slow-mail')).doneAt).not.toBeNull();
  });
});
