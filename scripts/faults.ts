// npm run test:faults: the production build under three faults — (a) kill -9 during a stream of writes, on
// PGlite and PostgreSQL; (b) PostgreSQL stopped and started under a running server; (c) SIGTERM with requests
// in flight. Writes docs/quality-faults.md (QUICK: a temporary file, printed); exits 1 when a correctness
// property fails.
// QUICK=1: one kill round per database, shorter outage (CI). FAULTS_DRIVERS=pglite,postgres, FAULTS_ROUNDS,
// FAULTS_ONLY=kill,sigterm,pgstop,
// FAULTS_PORT (3420), FAULTS_SKIP_PG_STOP=1 (never stop the shared cluster), SKIP_BUILD=1 to reuse build/.
import { readFileSync } from 'node:fs';
import { checkDatabase, countKeys, killDuringWrites } from './lib/faults-kill';
import { stopPostgresUnderServer } from './lib/faults-pg-stop';
import { writeFaultsReport, type FaultsRun } from './lib/faults-report';
import { sigtermInFlight } from './lib/faults-sigterm';
import { seedLoadData } from './lib/load-seed';
import { startPostgres } from './lib/pg-cluster';
import { ensureBuild, startServer, stopServer } from './lib/server-process';
import { createThrowaway, type Driver } from './lib/throwaway-db';
import type { WriteRecord } from './lib/write-stream';

const QUICK = process.env.QUICK === '1';
const DRIVERS = (process.env.FAULTS_DRIVERS ?? 'pglite,postgres').split(',') as Driver[];
const ROUNDS = Number(process.env.FAULTS_ROUNDS ?? (QUICK ? 1 : 5));
const PORT = Number(process.env.FAULTS_PORT ?? 3420);
// Longer than the session cache keeps a session (5 s; 1 s in QUICK mode), so the outage reaches the session check.
const OUTAGE_MS = QUICK ? 3_000 : 10_000;
const SESSION_CACHE_SECONDS = QUICK ? 1 : 5;
const ONLY = process.env.FAULTS_ONLY?.split(',') ?? ['kill', 'sigterm', 'pgstop'];

const log = (message: string) =>
  console.log(`[faults] ${(performance.now() / 1000).toFixed(0).padStart(3)} s  ${message}`);

// Whatever happens, the shared PostgreSQL cluster is running when this script ends.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void startPostgres().finally(() => process.exit(130)));

// A scenario that throws (say, the server does not come back after kill -9) is a failure of its own.
async function scenario(result: FaultsRun, id: string, name: string, body: () => Promise<void>) {
  if (!ONLY.includes(id)) return;
  try {
    await body();
    log(`${result.driver}: ${name} done`);
  } catch (err) {
    result.errors.push(`${name}: ${(err as Error).message.slice(0, 2000)}`);
    log(`${result.driver}: ${name} FAILED: ${(err as Error).message}`);
  }
}

// One database per driver serves every scenario in turn (each only adds requests), which keeps QUICK mode short.
async function run(driver: Driver, port: number): Promise<FaultsRun> {
  const result: FaultsRun = { driver, errors: [] };
  const target = await createThrowaway(driver, 'faults');
  try {
    log(`${driver}: seeding`);
    const seeded = await seedLoadData(target, {
      rows: 2_000,
      customers: 50,
      providers: 10,
      signedInCustomers: 20,
      days: 60,
    });
    // The server left running by the kill rounds is the one SIGTERM stops; then the database is read once.
    const start = () => startServer({ port, dataDir: target.dataDir, databaseUrl: target.url });
    let server = await start();
    let records: WriteRecord[] = [];
    try {
      await scenario(result, 'kill', `kill -9 × ${ROUNDS}`, async () => {
        const options = { port, rounds: ROUNDS, clients: 8 };
        const killed = await killDuringWrites(target, server, seeded.customerCookies, options);
        ({ records, server } = killed);
        result.kill = killed.result;
      });
      await scenario(result, 'sigterm', 'SIGTERM', async () => {
        if (server.child.exitCode !== null || server.child.signalCode !== null) server = await start();
        const cookies = { customers: seeded.customerCookies, providers: seeded.providerCookies };
        result.sigterm = await sigtermInFlight(server, cookies, { port, slowWrites: 20, reads: 40 });
      });
    } finally {
      await stopServer(server);
    }
    const handle = await target.open();
    try {
      if (result.kill) {
        const { duplicates, missing } = await checkDatabase(handle, records);
        Object.assign(result.kill, { duplicates, missingAtEnd: missing });
      }
      if (result.sigterm) result.sigterm.writesFound = await countKeys(handle, result.sigterm.keys);
    } finally {
      await handle.close();
    }
    if (driver !== 'postgres' || process.env.FAULTS_SKIP_PG_STOP === '1') return result;
    await scenario(result, 'pgstop', 'PostgreSQL stop and start', async () => {
      const env = { SESSION_CACHE_SECONDS: String(SESSION_CACHE_SECONDS) };
      const server = await startServer({ port, dataDir: target.dataDir, databaseUrl: target.url, env });
      try {
        const cookies = seeded.customerCookies.map((customer, i) => ({
          customer,
          provider: seeded.providerCookies[i % seeded.providerCookies.length]!,
        }));
        result.pgStop = await stopPostgresUnderServer(target, server, cookies, {
          ms: OUTAGE_MS,
          sessionCacheSeconds: SESSION_CACHE_SECONDS,
        });
      } finally {
        await startPostgres();
        await stopServer(server);
      }
    });
    return result;
  } finally {
    await startPostgres();
    await target.remove();
  }
}

let failures: string[] = [];
try {
  ensureBuild(log);
  const runs: FaultsRun[] = [];
  for (const [index, driver] of DRIVERS.entries()) runs.push(await run(driver, PORT + index));
  const report = await writeFaultsReport(runs, { quick: QUICK, rounds: ROUNDS });
  failures = report.failures;
  if (QUICK) console.log(readFileSync(report.file, 'utf8'));
  log(`written to ${report.file}`);
} finally {
  await startPostgres();
}
for (const failure of failures) console.error(`[faults] FAILED: ${failure}`);
process.exit(failures.length ? 1 : 0);
