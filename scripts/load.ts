// npm run load: the production build under 100 connections for 60 s, on PostgreSQL and on PGlite, with
// 100,000 open requests seeded; then every acknowledged write is looked up in the database, and the seed app's
// download-everything design is measured beside the nearby endpoint; last, 20 customers book the same free time
// of one provider at once (exactly one 201, 19 × 409 SLOT_TAKEN). Writes docs/quality-load.md (QUICK: a
// temporary file, printed).
// QUICK=1: 10 connections × 2 s on 5,000 rows (CI: it checks the harness, the lost writes and the race, not the
// figures, and runs beside the journeys on the same two cores). LOAD_DRIVERS=postgres,pglite, LOAD_ROWS, LOAD_SECONDS,
// LOAD_CONNECTIONS, LOAD_PORT (3400), LOAD_DATABASE_URL (admin URL), SKIP_BUILD=1 to reuse build/.
// LOAD_MODE=live (issue 31): 1,000 open live streams and 50 messages a second among them for 60 s instead
// (scripts/lib/live-load.ts), delivery p99 ≤ 1 s, none lost or duplicated, the server's memory; writes
// docs/quality-live.md. QUICK=1: 50 streams, 10 messages a second for 5 s. LIVE_STREAMS, LIVE_RATE, LIVE_SECONDS.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/client';
import { startCpuCount } from './lib/cpu-usage';
import { liveRun, type LiveConfig } from './lib/live-load';
import { writeLiveReport } from './lib/live-report';
import { createLoad, landingLoad, nearbyLoad, type WriteLog } from './lib/load-endpoints';
import { errorsOf, runPhase, type EndpointStats } from './lib/load-phase';
import { writeLoadReport, type DriverRun, type LoadConfig } from './lib/load-report';
import { sameSlotRace, RACE_CUSTOMERS } from './lib/load-race';
import { seedLoadData } from './lib/load-seed';
import { seedFreeTimesProvider } from './lib/seed-free-times';
import { compareDesigns } from './lib/original-design';
import { ensureBuild, startServer, stopServer } from './lib/server-process';
import { createThrowaway, type Driver } from './lib/throwaway-db';

const QUICK = process.env.QUICK === '1';
const env = (name: string, full: number, quick: number) =>
  Number(process.env[name] ?? (QUICK ? quick : full));
const config: LoadConfig = {
  quick: QUICK,
  rows: env('LOAD_ROWS', 100_000, 5_000),
  seconds: env('LOAD_SECONDS', 60, 2),
  connections: env('LOAD_CONNECTIONS', 100, 10),
  providers: env('LOAD_PROVIDERS', 300, 50),
  customers: env('LOAD_CUSTOMERS', 3_000, 300),
};
const DRIVERS = (process.env.LOAD_DRIVERS ?? 'postgres,pglite').split(',') as Driver[];
const PORT = env('LOAD_PORT', 3400, 3400);

const log = (message: string) =>
  console.log(`[load] ${(performance.now() / 1000).toFixed(0).padStart(3)} s  ${message}`);
const loadAverage = () => os.loadavg()[0]!;

async function run(driver: Driver, port: number): Promise<DriverRun> {
  const target = await createThrowaway(driver, 'load');
  try {
    const seeded = await seedLoadData(target, {
      rows: config.rows,
      customers: config.customers,
      providers: config.providers,
      signedInCustomers: Math.min(config.customers, 200),
      days: 60,
    });
    const seedHandle = await target.open();
    const raceProvider = await seedFreeTimesProvider(seedHandle.db).finally(() => seedHandle.close());
    log(`${driver}: seeded ${config.rows} open requests in ${seeded.seconds.toFixed(1)} s`);
    const server = await startServer({ port, dataDir: target.dataDir, databaseUrl: target.url });
    const writes: WriteLog = { acknowledged: [], sent: 0 };
    const phases: DriverRun['phases'] = [];
    let comparison: DriverRun['comparison'];
    let race: DriverRun['race'];
    let exit: number | string;
    try {
      const check = await fetch(`${server.url}/api/requests/nearby`, {
        headers: { cookie: seeded.providerCookies[0]! },
      });
      if (check.status !== 200) throw new Error(`a seeded session is refused: ${check.status}`);
      if (target.url) {
        comparison = await compareDesigns({
          databaseUrl: target.url,
          serverUrl: server.url,
          providerCookies: seeded.providerCookies,
          areas: seeded.areas,
          samples: QUICK ? 3 : 5,
        });
        log(`${driver}: original design measured`);
      }
      await runPhase(server.url, [nearbyLoad(10, seeded.providerCookies)], QUICK ? 2 : 5);
      const c = config.connections;
      const mixedShare = [Math.round(c * 0.6), Math.round(c * 0.2)] as const;
      const plan: [string, Parameters<typeof runPhase>[1]][] = [
        ['Providers only', [nearbyLoad(c, seeded.providerCookies)]],
        [
          'Mixed',
          [
            nearbyLoad(mixedShare[0], seeded.providerCookies),
            createLoad(mixedShare[1], seeded.customerCookies, writes),
            landingLoad(c - mixedShare[0] - mixedShare[1]),
          ],
        ],
      ];
      for (const [name, endpoints] of plan) {
        const before = loadAverage();
        const cpuSince = await startCpuCount(server.pid, target.url);
        const stats: EndpointStats[] = await runPhase(server.url, endpoints, config.seconds);
        phases.push({ name, loadBefore: before, loadAfter: loadAverage(), stats, cpu: await cpuSince() });
        log(
          `${driver}: ${name}: ${stats.map((s) => `${s.name} ${s.responses} (${errorsOf(s)} errors)`).join('; ')}`,
        );
      }
      race = await sameSlotRace(server.url, raceProvider, seeded.customerCookies.slice(-RACE_CUSTOMERS));
      log(`${driver}: same-time bookings: ${JSON.stringify(race.outcomes)}`);
    } finally {
      exit = await stopServer(server);
    }
    const handle = await target.open();
    let found = 0;
    try {
      const [row] = rowsOf<{ n: number }>(
        await handle.db.execute(
          sql`select count(*)::int as n from service_requests where id = any(${sql.param(writes.acknowledged)}::uuid[])`,
        ),
      );
      found = row?.n ?? 0;
    } finally {
      await handle.close();
    }
    return {
      driver,
      version: seeded.version,
      seedSeconds: seeded.seconds,
      phases,
      writes: { sent: writes.sent, acknowledged: writes.acknowledged.length, found },
      comparison,
      race,
      exit,
    };
  } finally {
    await target.remove();
  }
}

async function live() {
  const liveConfig: LiveConfig = {
    quick: QUICK,
    streams: env('LIVE_STREAMS', 1_000, 50),
    rate: env('LIVE_RATE', 50, 10),
    seconds: env('LIVE_SECONDS', 60, 5),
    drainMs: 10_000,
  };
  const liveRuns = [];
  for (const [index, driver] of DRIVERS.entries())
    liveRuns.push(await liveRun(driver, PORT + index, liveConfig, log));
  return writeLiveReport(liveRuns, liveConfig);
}

ensureBuild(log);
if (process.env.LOAD_MODE === 'live') {
  const { failures, file } = await live();
  if (QUICK) console.log(readFileSync(file, 'utf8'));
  log(`written to ${file}`);
  for (const failure of failures) console.error(`[load] FAILED: ${failure}`);
  process.exit(failures.length ? 1 : 0);
}
const runs: DriverRun[] = [];
for (const [index, driver] of DRIVERS.entries()) runs.push(await run(driver, PORT + index));
const { failures, file } = await writeLoadReport(runs, config);
if (QUICK) console.log(readFileSync(file, 'utf8'));
log(`written to ${file}`);
for (const failure of failures) console.error(`[load] FAILED: ${failure}`);
process.exit(failures.length ? 1 : 0);
