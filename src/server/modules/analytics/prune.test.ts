import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { manualClock } from '#server/clock';
import { rowsOf } from '#server/db/client';
import { providerEventDays, tasks } from '#server/db/schema';
import {
  createTestApp,
  openTestDatabase,
  testDriver,
  type TestApp,
  useTestApp,
} from '#server/testing/harness';
import { signUpProvider } from '#server/testing/marketplace';
import { ANALYTICS_PRUNE, PRUNE_BATCH, scheduleAnalyticsPrune } from './prune';

const DAY = 86_400_000;
const NOW = new Date('2026-11-20T18:00:00Z');
// What is kept at NOW: events from 90 days before, counts from the month 24 months before this one.
const EVENTS_SINCE = new Date(NOW.getTime() - 90 * DAY);
const DAYS_SINCE = '2024-11-01';

const pruneTasks = (t: TestApp) =>
  t.database.db
    .select({ dedupeKey: tasks.dedupeKey, runAt: tasks.runAt, doneAt: tasks.doneAt })
    .from(tasks)
    .where(eq(tasks.kind, ANALYTICS_PRUNE))
    .orderBy(asc(tasks.id));

describe(`the daily pruning of Estadísticas (${testDriver})`, () => {
  const t = useTestApp({ clock: manualClock(NOW) });
  let providerId: string;
  beforeAll(async () => {
    providerId = (await signUpProvider(t.app, { plan: 'enterprise' })).userId;
  });

  const events = async () =>
    rowsOf<{ at: string }>(
      await t.database.db
        .execute(sql`select to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') as at
        from provider_events where provider_id = ${providerId} order by at`),
    ).map((row) => `${row.at}Z`);
  const days = async () =>
    (
      await t.database.db
        .select({ day: providerEventDays.day })
        .from(providerEventDays)
        .where(eq(providerEventDays.providerId, providerId))
        .orderBy(asc(providerEventDays.day))
    ).map((row) => row.day);

  it('deletes events past 90 days and counts past 25 months in batches, keeps the rest, and books the next run a day later', async () => {
    const olderThanKept = new Date(EVENTS_SINCE.getTime() - 1);
    // Two and a half batches of old events: the loop goes on while a batch is full.
    await t.database.db.execute(sql`insert into provider_events (provider_id, kind, at)
      select ${providerId}, 'profile_view', ${olderThanKept.toISOString()}::timestamptz - g * interval '1 minute'
      from generate_series(0, ${PRUNE_BATCH * 2.5 - 1}::int) as g`);
    await t.database.db.execute(sql`insert into provider_events (provider_id, kind, at) values
      (${providerId}, 'wizard_appearance', ${EVENTS_SINCE.toISOString()}),
      (${providerId}, 'profile_view', ${new Date(NOW.getTime() - DAY).toISOString()})`);
    await t.database.db.insert(providerEventDays).values(
      ['2023-01-15', '2024-10-31', DAYS_SINCE, '2026-06-15', '2026-11-19'].map((day) => ({
        providerId,
        day,
        kind: 'profile_view' as const,
        count: 3,
      })),
    );

    expect(await scheduleAnalyticsPrune(t.database.db, NOW)).toBe(true);
    expect(await t.runTasks()).toBe(1);

    expect(await events()).toEqual([EVENTS_SINCE.toISOString(), new Date(NOW.getTime() - DAY).toISOString()]);
    // The panel's months keep their counts, though their events are gone.
    expect(await days()).toEqual([DAYS_SINCE, '2026-06-15', '2026-11-19']);
    expect(await pruneTasks(t)).toEqual([
      { dedupeKey: 'analytics-prune:2026-11-20', runAt: null, doneAt: NOW },
      { dedupeKey: 'analytics-prune:2026-11-21', runAt: new Date(NOW.getTime() + DAY), doneAt: null },
    ]);
  });

  it('is harmless run twice: nothing more is deleted and the next run is not booked again', async () => {
    const before = { events: await events(), days: await days() };
    // As if a worker had pruned and died before its run was recorded done.
    await t.database.db
      .update(tasks)
      .set({ doneAt: null, lockedUntil: null })
      .where(eq(tasks.dedupeKey, 'analytics-prune:2026-11-20'));
    expect(await t.runTasks()).toBe(1);
    expect(await scheduleAnalyticsPrune(t.database.db, NOW)).toBe(false);
    expect(await t.runTasks()).toBe(0);

    expect({ events: await events(), days: await days() }).toEqual(before);
    expect((await pruneTasks(t)).map((task) => task.dedupeKey)).toEqual([
      'analytics-prune:2026-11-20',
      'analytics-prune:2026-11-21',
    ]);
  });

  it('runs again a day later with what has aged past the limit since', async () => {
    t.clock.set(new Date(NOW.getTime() + DAY));
    expect(await t.runTasks()).toBe(1);
    expect(await events()).toEqual([new Date(NOW.getTime() - DAY).toISOString()]);
    expect((await pruneTasks(t)).at(-1)).toEqual({
      dedupeKey: 'analytics-prune:2026-11-22',
      runAt: new Date(NOW.getTime() + 2 * DAY),
      doneAt: null,
    });
  });
});

describe(`the first pruning on a fresh install (${testDriver})`, () => {
  it('is booked when an instance starts its worker, once however many start that day, and runs', async () => {
    const database = await openTestDatabase();
    const instances: TestApp[] = [];
    try {
      for (let count = 0; count < 2; count += 1) {
        // A poll a minute apart: what runs, runs on the worker's first look at start.
        const options = { clock: manualClock(NOW), tasks: 'auto' as const };
        instances.push(await createTestApp({ TASK_POLL_MS: '60000' }, undefined, database, options));
      }
      await vi.waitFor(
        async () =>
          expect(await pruneTasks(instances[0]!)).toEqual([
            { dedupeKey: 'analytics-prune:2026-11-20', runAt: null, doneAt: NOW },
            { dedupeKey: 'analytics-prune:2026-11-21', runAt: new Date(NOW.getTime() + DAY), doneAt: null },
          ]),
        { timeout: 10_000 },
      );
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await database.close();
    }
  });
});
