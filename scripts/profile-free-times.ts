// The CPU of one answer of the wizard's free times (issue 29), split by part, on the provider of npm run
// load:capacity (seed-free-times.ts: 300 services in the 14 days). Runs in process through app.inject(), with no
// load generator beside it, so the figures move little with the machine's other work.
// Usage: tsx scripts/profile-free-times.ts   (PROFILE_DRIVER=pglite|postgres, PROFILE_ANSWERS=3000, PROFILE_ONLY=inject;
// add node's --cpu-prof through NODE_OPTIONS to see where the time goes)
import { mkdtempSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '#server/app';
import { loadEnv } from '#server/env';
import { freeTimesFor } from '#server/modules/bookings/free-times';
import { isListedFor } from '#server/modules/bookings/providers';
import { freeTimesOf, freeTimesWindowEnd, readProviderTime, readSchedule } from '#server/domain/schedule';
import { serviceTimeZone } from '#shared/domain/time-zones';
import { FREE_TIMES_PLACE, FREE_TIMES_SERVICE_ID, seedFreeTimesProvider } from './lib/seed-free-times';
import { startCpuCount } from './lib/cpu-usage';
import { createThrowaway, type Driver } from './lib/throwaway-db';

const DRIVER = (process.env.PROFILE_DRIVER ?? 'pglite') as Driver;
const ANSWERS = Number(process.env.PROFILE_ANSWERS ?? 3000);
// Only the parts whose label holds this text: a CPU profile of one part.
const ONLY = process.env.PROFILE_ONLY;
const MINUTES = [60, 120, 180] as const;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'es-MX,es;q=0.9' };

/** CPU (user + system) and wall milliseconds per call of `run`, after a warm-up of a tenth as many. */
async function perCall(label: string, run: (turn: number) => Promise<unknown> | unknown) {
  if (ONLY && !label.includes(ONLY)) return;
  for (let turn = 0; turn < ANSWERS / 10; turn++) await run(turn);
  const database = await startCpuCount(process.pid, target.url);
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let turn = 0; turn < ANSWERS; turn++) await run(turn);
  const used = process.cpuUsage(cpu);
  const wall = (performance.now() - started) / ANSWERS;
  const { databaseMs } = await database();
  const server = (used.user + used.system) / 1000 / ANSWERS;
  console.log(
    `${label.padEnd(30)} CPU: here ${server.toFixed(3)} ms, PostgreSQL ${(databaseMs / ANSWERS).toFixed(3)} ms;` +
      ` wall ${wall.toFixed(3)} ms`,
  );
}

const target = await createThrowaway(DRIVER, 'profile_free_times');
const handle = await target.open();
try {
  const providerId = await seedFreeTimesProvider(handle.db);
  const env = loadEnv({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'profile-free-times-')),
    AUTH_SECRET: 'profile-secret-profile-secret-profile-0123',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ env, database: handle, logger: false, tasks: 'manual' });
  await app.ready();
  try {
    const { lat, lng } = FREE_TIMES_PLACE;
    const url = (turn: number) =>
      `/api/bookings/providers/${providerId}/free-times?serviceId=${FREE_TIMES_SERVICE_ID}` +
      `&lat=${lat}&lng=${lng}&minutes=${MINUTES[turn % MINUTES.length]}`;
    const first = await app.inject({ url: url(0), headers: HEADERS });
    if (first.statusCode !== 200) throw new Error(`free-times answered ${first.statusCode}: ${first.body}`);
    console.log(`${DRIVER}, ${ANSWERS} answers each; the answer: ${first.rawPayload.length} bytes`);
    const db = handle.db;
    const placeZone = serviceTimeZone(FREE_TIMES_PLACE);
    const now = () => new Date();
    await perCall('GET through app.inject()', (turn) => app.inject({ url: url(turn), headers: HEADERS }));
    await perCall('freeTimesFor', (turn) =>
      freeTimesFor(
        db,
        providerId,
        { serviceId: FREE_TIMES_SERVICE_ID, lat, lng, minutes: MINUTES[turn % MINUTES.length]! },
        now(),
      ),
    );
    const window = () => ({ providerId, from: now(), to: freeTimesWindowEnd(now()) });
    await perCall('readProviderTime', () => readProviderTime(db, window()));
    await perCall('readProviderTime, listed', () =>
      readProviderTime(db, {
        ...window(),
        extra: {
          name: 'free-times',
          columns: sql`${isListedFor(FREE_TIMES_SERVICE_ID, providerId, now())} as listed`,
        },
      }),
    );
    await perCall('readSchedule', () => readSchedule(db, providerId));
    const { schedule, services } = await readProviderTime(db, window());
    const at = now();
    await perCall('freeTimesOf (the walk)', (turn) =>
      freeTimesOf({ placeZone, lengthMinutes: MINUTES[turn % MINUTES.length]!, now: at }, schedule, services),
    );
  } finally {
    await app.close();
  }
} finally {
  await handle.close();
  await target.remove();
}
