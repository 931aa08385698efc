// npm run load:capacity: the highest arrival rate at which GET /api/requests/nearby keeps p99 ≤ 50 ms with no
// error, on PostgreSQL and on PGlite, with 100,000 open requests and 300 signed-in providers. Requests are sent
// open-loop (scripts/lib/open-loop.ts) at a fixed rate, stepped up until a step misses the objective. The load
// generator runs on the same machine as the server, as it would in CI. Writes docs/capacity.md (QUICK: a
// temporary file, printed).
// QUICK=1: 10,000 rows, 3 s a step. LOAD_DRIVERS, LOAD_ROWS, CAPACITY_SECONDS, CAPACITY_RATES (comma list),
// LOAD_PORT (3500), LOAD_DATABASE_URL, SKIP_BUILD=1.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCpuCount } from './lib/cpu-usage';
import { percentile } from './lib/load-phase';
import { seedLoadData } from './lib/load-seed';
import { openLoop, type OpenLoopResult } from './lib/open-loop';
import { ensureBuild, ROOT, startServer, stopServer } from './lib/server-process';
import { createThrowaway, type Driver } from './lib/throwaway-db';

const QUICK = process.env.QUICK === '1';
const OBJECTIVE_P99_MS = 50;
const TARGETS: Record<Driver, number> = { postgres: 1000, pglite: 300 };
const ROWS = Number(process.env.LOAD_ROWS ?? (QUICK ? 10_000 : 100_000));
const PROVIDERS = 300;
const SECONDS = Number(process.env.CAPACITY_SECONDS ?? (QUICK ? 3 : 10));
const RATES = (
  process.env.CAPACITY_RATES ?? '100,200,300,400,500,600,700,800,900,1000,1100,1200,1400,1600,2000'
)
  .split(',')
  .map(Number);
const DRIVERS = (process.env.LOAD_DRIVERS ?? 'postgres,pglite').split(',') as Driver[];
const PORT = Number(process.env.LOAD_PORT ?? 3500);
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'es-MX,es;q=0.9' };

const log = (message: string) =>
  console.log(`[capacity] ${(performance.now() / 1000).toFixed(0).padStart(4)} s  ${message}`);

interface Step {
  result: OpenLoopResult;
  p50: number;
  p99: number;
  errors: number;
  /** Server and PostgreSQL CPU milliseconds per answer during the step. */
  cpuPerAnswer: { server: number; database: number };
  met: boolean;
  loadAverage: number;
}

async function measure(driver: Driver, port: number) {
  const target = await createThrowaway(driver, 'capacity');
  try {
    const seeded = await seedLoadData(target, {
      rows: ROWS,
      customers: QUICK ? 300 : 3_000,
      providers: PROVIDERS,
      signedInCustomers: 1,
      days: 60,
    });
    log(
      `${driver}: seeded ${ROWS} open requests and ${PROVIDERS} providers in ${seeded.seconds.toFixed(1)} s`,
    );
    const server = await startServer({ port, dataDir: target.dataDir, databaseUrl: target.url });
    const steps: Step[] = [];
    try {
      let turn = 0;
      const next = () => ({
        path: '/api/requests/nearby',
        headers: { ...BROWSER, cookie: seeded.providerCookies[turn++ % seeded.providerCookies.length]! },
      });
      // Warm-up: every provider's first page once, so the figures are of a running server.
      await openLoop({ url: server.url, rate: 100, seconds: QUICK ? 2 : 5, next });
      // A step that misses is run once more before the search stops: on a shared machine one burst of someone
      // else's work (or the database's own autovacuum after the seed) can spoil ten seconds.
      const queue = RATES.flatMap((rate) => [rate, rate]);
      for (let index = 0; index < queue.length; index += 1) {
        const rate = queue[index]!;
        if (index % 2 === 1 && steps.at(-1)?.met) continue;
        const cpuSince = await startCpuCount(server.pid, target.url);
        const result = await openLoop({ url: server.url, rate, seconds: SECONDS, next });
        const cpu = await cpuSince();
        const errors =
          result.failures +
          Object.entries(result.statuses).reduce(
            (sum, [code, n]) => (code.startsWith('2') ? sum : sum + n),
            0,
          );
        const p99 = percentile(result.latencies, 0.99);
        // The generator must have kept the rate too, or the step measured this process, not the server.
        const met = p99 <= OBJECTIVE_P99_MS && errors === 0 && result.sentRate >= rate * 0.97;
        const answered = Math.max(1, result.answered);
        const step: Step = {
          result,
          p50: percentile(result.latencies, 0.5),
          p99,
          errors,
          cpuPerAnswer: { server: cpu.serverMs / answered, database: cpu.databaseMs / answered },
          met,
          loadAverage: os.loadavg()[0]!,
        };
        steps.push(step);
        log(
          `${driver}: ${rate} req/s → p50 ${step.p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ${errors} errors, ` +
            `sent ${result.sentRate.toFixed(0)}/s, CPU ${(step.cpuPerAnswer.server + step.cpuPerAnswer.database).toFixed(2)} ms/answer` +
            (met ? '' : '  (objective missed)'),
        );
        if (!met && index % 2 === 1) break;
      }
    } finally {
      await stopServer(server);
    }
    return { driver, version: seeded.version, steps };
  } finally {
    await target.remove();
  }
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);

function report(runs: Awaited<ReturnType<typeof measure>>[]) {
  const cpu = os.cpus();
  const lines = [
    '# Capacity at a latency objective',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run load:capacity\`${QUICK ? ' (QUICK)' : ''} on ` +
      `${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ` +
      `${process.version}; the load generator on the same machine.`,
    '',
    `\`GET /api/requests/nearby\` (a provider's first page of open requests in their area), ${ROWS.toLocaleString('en')} ` +
      `open requests and ${PROVIDERS} signed-in providers taking turns. Requests leave at a fixed arrival rate ` +
      `(open loop), ${SECONDS} s a step, and each latency counts from the instant its request was due to leave. ` +
      `A step meets the objective with p99 ≤ ${OBJECTIVE_P99_MS} ms, no error and the rate kept by the generator; ` +
      'the rate steps up until one does not, twice in a row (a missed step is tried once more).',
    '',
  ];
  for (const run of runs) {
    // The last step that met the objective: every rate below it met it too, at the first or second try.
    const best = run.steps.filter((step) => step.met).at(-1);
    const target = TARGETS[run.driver];
    lines.push(
      `## ${run.driver === 'postgres' ? 'PostgreSQL' : 'PGlite'} (${run.version})`,
      '',
      `Highest rate meeting the objective: **${best ? `${best.result.rate} req/s` : 'none'}** (target ≥ ${target} req/s: ${best && best.result.rate >= target ? 'met' : 'not met'}).`,
      '',
      '| Rate (req/s) | Sent/s | p50 (ms) | p99 (ms) | Errors | Server CPU/answer (ms) | PostgreSQL CPU/answer (ms) | Load avg | Objective |',
      '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      ...run.steps.map(
        (step) =>
          `| ${step.result.rate} | ${fixed(step.result.sentRate, 0)} | ${fixed(step.p50)} | ${fixed(step.p99)} | ${step.errors} | ` +
          `${fixed(step.cpuPerAnswer.server, 2)} | ${run.driver === 'postgres' ? fixed(step.cpuPerAnswer.database, 2) : '—'} | ` +
          `${fixed(step.loadAverage)} | ${step.met ? 'met' : 'missed'} |`,
      ),
      '',
    );
  }
  return lines.join('\n');
}

ensureBuild(log);
const runs = [];
for (const [index, driver] of DRIVERS.entries()) runs.push(await measure(driver, PORT + index));
const text = report(runs);
const file = QUICK
  ? path.join(mkdtempSync(path.join(os.tmpdir(), 'capacity-')), 'capacity.md')
  : path.join(ROOT, 'docs', 'capacity.md');
writeFileSync(file, `${text}\n`);
if (QUICK) console.log(readFileSync(file, 'utf8'));
log(`written to ${file}`);
