// npm run load:scale (issue 32, item 2): does what an answer costs grow with the data? Every endpoint of
// load:capacity (but the conversations') is sent at one fixed rate on PostgreSQL, first over the capacity run's
// data at its first size (100,000 services, 100,000 open requests, 3,000 providers and 3,000 customers), then
// over the same data grown tenfold in SQL (seed-scale.ts: 1,000,000 services, 1,000,000 open requests, 30,000
// providers, 30,000 customers), each person's own lists the same size at both; with what the panel lists read
// besides (seed-panel-lists.ts: notifications, the providers' reviews, applicants, the operator), the plans
// (seed-plans.ts: 10,000, not grown: a second seedPlans over the grown pairs collides with the first plans'
// visits) and the free times' provider. Printed side by side, CPU per answer (server + PostgreSQL) first,
// with the growth in %. PostgreSQL only: PGlite is not meant for a million.
// SCALE (two sizes, 100k,1m by default; 10k,100k for a trial: providers and customers 3,000 per 100,000),
// SCALE_RATE (requests a second, 100), CAPACITY_SECONDS (10), CAPACITY_ENDPOINTS (as load:capacity), LOAD_PORT
// (3600), LOAD_SERVER_JS, SKIP_BUILD=1, REPORT_FILE (a temporary file by default; printed), SCALE_KEEP_DATABASE=1
// (the database is kept, for EXPLAINs, and its address printed).
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import os from 'node:os';
import path from 'node:path';
import {
  capacityEndpoints,
  ENDPOINT_NAMES,
  NEARBY_SEARCH,
  requestsOf,
  type CapacityEndpoint,
  type CapacitySeed,
} from './lib/capacity-endpoints';
import { startCpuCount } from './lib/cpu-usage';
import { percentile } from './lib/load-phase';
import { seedLoadData } from './lib/load-seed';
import { openLoop, type OpenLoopResult } from './lib/open-loop';
import { seedFreeTimesProvider } from './lib/seed-free-times';
import { seedPanelLists } from './lib/seed-panel-lists';
import { seedPlans } from './lib/seed-plans';
import { scaleUp } from './lib/seed-scale';
import { ensureBuild, settle, startServer, stopServer, type RunningServer } from './lib/server-process';
import { createThrowaway } from './lib/throwaway-db';

const sizeOf = (text: string) => {
  const match = /^(\d+)([km]?)$/i.exec(text.trim());
  if (!match) throw new Error(`SCALE: ${text} is not a size such as 100k or 1m`);
  return Number(match[1]) * { '': 1, k: 1_000, m: 1_000_000 }[match[2]!.toLowerCase() as '' | 'k' | 'm'];
};
const [SMALL, LARGE] = (process.env.SCALE ?? '100k,1m').split(',').map(sizeOf) as [number, number];
if (!LARGE || LARGE % SMALL !== 0) throw new Error('SCALE: two sizes, the second a multiple of the first');
const FACTOR = LARGE / SMALL;
// 30,000 providers at 1,000,000 services (the figure), as many customers: 33 services each.
const PEOPLE = Math.max(30, Math.round((SMALL * 30_000) / 1_000_000));
const PLANS = Math.round(SMALL / 10);
const RATE = Number(process.env.SCALE_RATE ?? 100);
const SECONDS = Number(process.env.CAPACITY_SECONDS ?? 10);
const PORT = Number(process.env.LOAD_PORT ?? 3600);
const CONVERSATIONS = ['conversations', 'messages', 'send-message'];
// The writes last: the e-mails a publish queues for the providers in range are sent after its step, and would
// count in the next endpoint's CPU.
const ENDPOINTS = capacityEndpoints(false, {
  ...process.env,
  CAPACITY_ENDPOINTS:
    process.env.CAPACITY_ENDPOINTS ??
    ENDPOINT_NAMES.filter((name) => !CONVERSATIONS.includes(name)).join(','),
}).sort((a, b) => Number(a.method === 'POST') - Number(b.method === 'POST'));
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'es-MX,es;q=0.9' };

const log = (message: string) =>
  console.log(`[scale] ${(performance.now() / 1000).toFixed(0).padStart(5)} s  ${message}`);

const errorsOf = (result: OpenLoopResult) =>
  result.failures +
  Object.entries(result.statuses).reduce((sum, [code, n]) => (code.startsWith('2') ? sum : sum + n), 0);

interface Figure {
  p50: number;
  p99: number;
  errors: number;
  sentRate: number;
  server: number;
  database: number;
  loadAverage: number;
}

/** The endpoint at RATE for SECONDS after a warm-up; tried once more if the first try had errors. */
async function measureEndpoint(
  endpoint: CapacityEndpoint,
  server: RunningServer,
  seeded: CapacitySeed,
  databaseUrl: string,
): Promise<Figure> {
  const next = requestsOf(endpoint, seeded, BROWSER);
  const readers = endpoint.readersBeside ? requestsOf(NEARBY_SEARCH, seeded, BROWSER) : undefined;
  await openLoop({ url: server.url, rate: RATE, seconds: 3, next });
  let figure: Figure | undefined;
  for (let attempt = 0; attempt < 2 && (!figure || figure.errors > 0); attempt += 1) {
    await settle(server);
    const cpuSince = await startCpuCount(server.pid, databaseUrl);
    const [result, beside] = await Promise.all([
      openLoop({ url: server.url, rate: RATE, seconds: SECONDS, next }),
      readers &&
        openLoop({ url: server.url, rate: endpoint.readersBeside!, seconds: SECONDS, next: readers }),
    ]);
    const cpu = await cpuSince();
    const answered = Math.max(1, result.answered + (beside?.answered ?? 0));
    figure = {
      p50: percentile(result.latencies, 0.5),
      p99: percentile(result.latencies, 0.99),
      errors: errorsOf(result) + (beside ? errorsOf(beside) : 0),
      sentRate: result.sentRate,
      server: cpu.serverMs / answered,
      database: cpu.databaseMs / answered,
      loadAverage: os.loadavg()[0]!,
    };
  }
  return figure!;
}

async function measureAll(label: string, seeded: CapacitySeed, dataDir: string, databaseUrl: string) {
  const server = await startServer({ port: PORT, dataDir, databaseUrl });
  const figures = new Map<string, Figure>();
  try {
    for (const endpoint of ENDPOINTS) {
      await settle(server);
      const figure = await measureEndpoint(endpoint, server, seeded, databaseUrl);
      figures.set(endpoint.name, figure);
      log(
        `${label} ${endpoint.name}: CPU ${figure.server.toFixed(2)} + ${figure.database.toFixed(2)} ms/answer, ` +
          `p50 ${figure.p50.toFixed(1)} ms, p99 ${figure.p99.toFixed(1)} ms, ${figure.errors} errors, ` +
          `sent ${figure.sentRate.toFixed(0)}/s, load ${figure.loadAverage.toFixed(1)}`,
      );
    }
  } finally {
    await stopServer(server);
  }
  return figures;
}

const count = (value: number) => value.toLocaleString('en');
const growth = (small: number, large: number) => {
  const percent = ((large - small) / Math.max(small, 0.01)) * 100;
  return `${percent >= 0 ? '+' : ''}${percent.toFixed(0)} %`;
};

function report(
  small: Map<string, Figure>,
  large: Map<string, Figure>,
  seconds: { small: number; large: number },
  loads: number[],
) {
  const cpu = os.cpus();
  const rows = ENDPOINTS.map((endpoint) => {
    const a = small.get(endpoint.name)!;
    const b = large.get(endpoint.name)!;
    const cpuA = a.server + a.database;
    const cpuB = b.server + b.database;
    return (
      `| ${endpoint.name} | \`${endpoint.method} ${endpoint.path}\` | ` +
      `${a.server.toFixed(2)} + ${a.database.toFixed(2)} | ${b.server.toFixed(2)} + ${b.database.toFixed(2)} | ` +
      `**${growth(cpuA, cpuB)}** | ${a.p99.toFixed(1)} | ${b.p99.toFixed(1)} | ${growth(a.p99, b.p99)} | ` +
      `${a.errors} / ${b.errors} | ${a.loadAverage.toFixed(1)} / ${b.loadAverage.toFixed(1)} |`
    );
  });
  return [
    `## Growth: ${count(SMALL)} against ${count(LARGE)}`,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run load:scale\` on ` +
      `${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ` +
      `${process.version}, PostgreSQL, shared with other work: load average (1 min) ${loads.map((l) => l.toFixed(1)).join(', ')} ` +
      'at the start, between the sizes and at the end.',
    '',
    `Each endpoint at ${RATE} req/s for ${SECONDS} s (after 3 s of warm-up), read by its owners in turn as in ` +
      `load:capacity, on ${count(SMALL)} services and ${count(SMALL)} open requests between ${count(PEOPLE)} ` +
      `providers and ${count(PEOPLE)} customers (seeded in ${seconds.small.toFixed(0)} s), then on the same ` +
      `data grown ${FACTOR} times in SQL: ${count(LARGE)} services and ${count(LARGE)} open requests, ` +
      `${count(PEOPLE * FACTOR)} providers and customers (${seconds.large.toFixed(0)} s more). Every person's ` +
      'own lists keep their size; only the tables grow. CPU per answer (server + PostgreSQL, ms) is the figure ' +
      'to compare on a shared machine; p99 moves with the load average.',
    '',
    `| Endpoint | Request | CPU/answer at ${count(SMALL)} | at ${count(LARGE)} | CPU growth | p99 at ${count(SMALL)} (ms) | p99 at ${count(LARGE)} (ms) | p99 growth | Errors | Load avg |`,
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

ensureBuild(log);
const loads = [os.loadavg()[0]!];
const seedStarted = performance.now();
const target = await createThrowaway('postgres', 'scale');
try {
  const seeded: CapacitySeed = await seedLoadData(target, {
    rows: SMALL,
    customers: PEOPLE,
    providers: PEOPLE,
    signedInCustomers: PEOPLE,
    days: 60,
    services: SMALL,
    apiKeys: true,
    analytics: true,
  });
  let handle = await target.open();
  try {
    seeded.freeTimesProviderId = await seedFreeTimesProvider(handle.db);
    seeded.plans = await seedPlans(handle.db, PLANS);
    const people = [
      ...Array.from({ length: PEOPLE }, (_, i) => `seed-customer-${i}`),
      ...Array.from({ length: PEOPLE }, (_, i) => `load-provider-${i}`),
    ];
    seeded.operatorCookies = (await seedPanelLists(handle.db, { people })).operatorCookies;
    await handle.db.execute(sql`analyze`);
  } finally {
    await handle.close();
  }
  const smallSeconds = (performance.now() - seedStarted) / 1000;
  log(
    `seeded ${count(SMALL)} services and open requests, ${seeded.plans} plans in ${smallSeconds.toFixed(0)} s`,
  );
  const small = await measureAll(count(SMALL), seeded, target.dataDir, target.url!);
  loads.push(os.loadavg()[0]!);

  const growStarted = performance.now();
  handle = await target.open();
  try {
    const grown = await scaleUp(handle.db, { factor: FACTOR, customers: PEOPLE, providers: PEOPLE });
    log(`grew the data ${FACTOR} times in ${grown.toFixed(0)} s`);
  } finally {
    await handle.close();
  }
  const largeSeconds = (performance.now() - growStarted) / 1000;
  log(
    `seeded ${count(LARGE)} services and open requests, ${seeded.plans} plans in ${largeSeconds.toFixed(0)} s`,
  );
  const large = await measureAll(count(LARGE), seeded, target.dataDir, target.url!);
  loads.push(os.loadavg()[0]!);
  const text = report(small, large, { small: smallSeconds, large: largeSeconds }, loads);
  const file = process.env.REPORT_FILE ?? path.join(os.tmpdir(), 'scale-compare.md');
  writeFileSync(file, `${text}\n`);
  console.log(text);
  log(`written to ${file}`);
} finally {
  if (process.env.SCALE_KEEP_DATABASE === '1') log(`kept ${target.url}`);
  else await target.remove();
}
