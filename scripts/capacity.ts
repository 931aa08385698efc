// npm run load:capacity: the highest arrival rate at which an endpoint keeps p99 ≤ 50 ms with no error, on
// PostgreSQL and on PGlite: GET /api/requests/nearby with 100,000 open requests and 300 signed-in providers, and
// the four lists of the marketplace loop (Programados, Calendario, Pagos, Ganancias) with 100,000 services,
// each read by its signed-in owners in turn; and customers publishing requests (p99 ≤ 250 ms) while providers
// search nearby at 100 req/s beside them; and the booking wizard's free times of one provider with 300 services in
// its 14 days (p99 ≤ 20 ms on PostgreSQL, ≤ 50 ms on PGlite); and 'Mensajes' (issue 31): the conversation list
// and a page of messages (p99 ≤ 50 ms at 500 req/s) and sending a message (at 200 req/s), by either side of 9,000
// seeded conversations (seed-conversations.ts); and every other panel list of issue 32 (Historial of both sides,
// Calendario's month, Reseñas of both sides, the bell's notifications, and the console's Usuarios search,
// Verificaciones and Disputas; seed-panel-lists.ts). Requests are sent open-loop (scripts/lib/open-loop.ts) at
// a fixed rate, stepped up until a step misses the objective. The load generator runs on the same machine as
// the server, as it would in CI. Writes docs/capacity.md (QUICK: a temporary file, printed).
// QUICK=1: 10,000 rows and services, 3 s a step. CAPACITY_ENDPOINTS (comma list of nearby, programados,
// calendario, pagos, ganancias, api-services, analytics, writes, free-times, plans, provider-plans,
// conversations, messages, send-message, historial, provider-historial, calendario-month, reviews,
// provider-reviews, notifications, operator-users, verifications, disputes; all by default), LOAD_DRIVERS,
// LOAD_ROWS, LOAD_SERVICES, LOAD_PLANS (10,000; QUICK 1,000), CAPACITY_SECONDS, CAPACITY_RATES (comma list, for every endpoint), LOAD_PORT (3500),
// LOAD_DATABASE_URL, SKIP_BUILD=1, REPORT_FILE.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  capacityEndpoints,
  NEARBY_SEARCH,
  objectiveOf,
  requestsOf,
  type CapacityEndpoint,
  type CapacitySeed,
} from './lib/capacity-endpoints';
import { capacityReport, type DriverRun, type Step } from './lib/capacity-report';
import { startCpuCount } from './lib/cpu-usage';
import { percentile } from './lib/load-phase';
import { seedLoadData } from './lib/load-seed';
import { seedFreeTimesProvider } from './lib/seed-free-times';
import { seedConversations } from './lib/seed-conversations';
import { seedPanelLists } from './lib/seed-panel-lists';
import { seedPlans } from './lib/seed-plans';
import { writeReportFile } from './lib/report-file';
import { openLoop, type OpenLoopRequest, type OpenLoopResult } from './lib/open-loop';
import { ensureBuild, settle, startServer, stopServer, type RunningServer } from './lib/server-process';
import { createThrowaway, type Driver } from './lib/throwaway-db';

const QUICK = process.env.QUICK === '1';
const ENDPOINTS = capacityEndpoints(QUICK);
const LISTS = ENDPOINTS.some((endpoint) => !['nearby', 'writes'].includes(endpoint.name));
const CUSTOMERS_SIGN_IN = ENDPOINTS.some((endpoint) => endpoint.owner === 'customer');
const ROWS = Number(process.env.LOAD_ROWS ?? (QUICK ? 10_000 : 100_000));
// The lists' services are seeded only when a list is measured: the nearby run alone starts as it always did.
const SERVICES = LISTS ? Number(process.env.LOAD_SERVICES ?? (QUICK ? 10_000 : 100_000)) : 0;
const CUSTOMERS = QUICK ? 300 : 3_000;
const PROVIDERS = 300;
const SECONDS = Number(process.env.CAPACITY_SECONDS ?? (QUICK ? 3 : 10));
const DRIVERS = (process.env.LOAD_DRIVERS ?? 'postgres,pglite').split(',') as Driver[];
const PORT = Number(process.env.LOAD_PORT ?? 3500);
const PLANS = Number(process.env.LOAD_PLANS ?? (QUICK ? 1_000 : 10_000));
const CONVERSATIONS = ENDPOINTS.some((endpoint) => endpoint.owner === 'participant');
// The bell's notifications, the providers' reviews, Verificaciones' applicants and the operator (issue 32).
const PANEL_LISTS = ENDPOINTS.some(
  (endpoint) =>
    endpoint.name === 'notifications' ||
    endpoint.name === 'provider-reviews' ||
    endpoint.owner === 'operator',
);
// Each customer talks with three providers (each provider with 30), 40 messages each: 9,000 conversations and
// 360,000 messages (QUICK: 900 and 36,000).
const CONVERSATIONS_PER_CUSTOMER = 3;
const MESSAGES_PER_CONVERSATION = 40;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'es-MX,es;q=0.9' };

const log = (message: string) =>
  console.log(`[capacity] ${(performance.now() / 1000).toFixed(0).padStart(4)} s  ${message}`);

const countFiles = (folder: string) => (existsSync(folder) ? readdirSync(folder).length : 0);

const errorsOf = (result: OpenLoopResult) =>
  result.failures +
  Object.entries(result.statuses).reduce((sum, [code, n]) => (code.startsWith('2') ? sum : sum + n), 0);

interface Load {
  endpoint: CapacityEndpoint;
  /** The p99 a step must keep on this database (objectiveOf). */
  objectiveMs: number;
  /** The server's outbox folder: a write's e-mails land there. */
  outbox: string;
  next: () => OpenLoopRequest;
  /** The providers' nearby searches sent beside it, when the endpoint asks for them. */
  readers?: () => OpenLoopRequest;
}

/** One step: `rate` requests a second for SECONDS, with what it cost the server and PostgreSQL. */
async function step(server: RunningServer, databaseUrl: string | undefined, rate: number, load: Load) {
  const { endpoint, next, readers } = load;
  const mailsBefore = countFiles(load.outbox);
  const cpuSince = await startCpuCount(server.pid, databaseUrl);
  const [result, beside] = await Promise.all([
    openLoop({ url: server.url, rate, seconds: SECONDS, next }),
    readers && openLoop({ url: server.url, rate: endpoint.readersBeside!, seconds: SECONDS, next: readers }),
  ]);
  const cpu = await cpuSince();
  const mails = countFiles(load.outbox) - mailsBefore;
  const errors = errorsOf(result) + (beside ? errorsOf(beside) : 0);
  const p99 = percentile(result.latencies, 0.99);
  // The generator must have kept the rate too, or the step measured this process, not the server.
  const met = p99 <= load.objectiveMs && errors === 0 && result.sentRate >= rate * 0.97;
  // The CPU of the readers beside is shared out over every answer.
  const answered = Math.max(1, result.answered + (beside?.answered ?? 0));
  return {
    result,
    p50: percentile(result.latencies, 0.5),
    p99,
    errors,
    readers: beside && { p50: percentile(beside.latencies, 0.5), p99: percentile(beside.latencies, 0.99) },
    mailsPerAnswer: endpoint.method === 'POST' ? mails / Math.max(1, result.answered) : undefined,
    cpuPerAnswer: { server: cpu.serverMs / answered, database: cpu.databaseMs / answered },
    met,
    loadAverage: os.loadavg()[0]!,
  } satisfies Step;
}

/** Waits for the server to be idle again (settle), saying so when it was not. */
async function settleOrSay(server: RunningServer) {
  if (!(await settle(server))) log('the server was still busy after two minutes');
}

/** The endpoint's rates, stepped up until one misses the objective twice in a row. */
async function stepUp(
  driver: Driver,
  endpoint: CapacityEndpoint,
  server: RunningServer,
  seeded: CapacitySeed,
  dataDir: string,
  databaseUrl?: string,
) {
  const load: Load = {
    endpoint,
    objectiveMs: objectiveOf(endpoint, driver),
    outbox: path.join(dataDir, 'outbox'),
    next: requestsOf(endpoint, seeded, BROWSER),
    readers: endpoint.readersBeside ? requestsOf(NEARBY_SEARCH, seeded, BROWSER) : undefined,
  };
  // Warm-up: the figures are of a running server, its code compiled and its caches filled.
  await openLoop({ url: server.url, rate: endpoint.rates[0]!, seconds: QUICK ? 2 : 5, next: load.next });
  await settleOrSay(server);
  // A step that misses is run once more before the search stops: on a shared machine one burst of someone
  // else's work (or the database's own autovacuum after the seed) can spoil ten seconds.
  const steps: Step[] = [];
  const queue = endpoint.rates.flatMap((rate) => [rate, rate]);
  for (let index = 0; index < queue.length; index += 1) {
    if (index % 2 === 1 && steps.at(-1)?.met) continue;
    // A missed step is retried on a server that has caught up, as a fresh attempt.
    if (index % 2 === 1) await settleOrSay(server);
    const rate = queue[index]!;
    const measured = await step(server, databaseUrl, rate, load);
    steps.push(measured);
    log(
      `${driver} ${endpoint.name}: ${rate} req/s → p50 ${measured.p50.toFixed(1)} ms, ` +
        `p99 ${measured.p99.toFixed(1)} ms, ${measured.errors} errors, sent ${measured.result.sentRate.toFixed(0)}/s, ` +
        (measured.readers ? `readers' p99 ${measured.readers.p99.toFixed(1)} ms, ` : '') +
        (measured.mailsPerAnswer !== undefined
          ? `${measured.mailsPerAnswer.toFixed(1)} e-mails each, `
          : '') +
        `CPU ${(measured.cpuPerAnswer.server + measured.cpuPerAnswer.database).toFixed(2)} ms/answer` +
        (measured.met ? '' : '  (objective missed)'),
    );
    if (!measured.met && index % 2 === 1) break;
  }
  return steps;
}

async function measure(driver: Driver, port: number): Promise<DriverRun> {
  const target = await createThrowaway(driver, 'capacity');
  try {
    const seeded: CapacitySeed = await seedLoadData(target, {
      rows: ROWS,
      customers: CUSTOMERS,
      providers: PROVIDERS,
      // Every customer signs in when their lists or writes are measured; the nearby run needs none.
      signedInCustomers: CUSTOMERS_SIGN_IN ? CUSTOMERS : 1,
      days: 60,
      services: SERVICES,
      apiKeys: ENDPOINTS.some((endpoint) => endpoint.owner === 'api-key'),
      analytics: ENDPOINTS.some((endpoint) => endpoint.owner === 'analytics-provider'),
    });
    if (ENDPOINTS.some((endpoint) => endpoint.name === 'free-times')) {
      const handle = await target.open();
      try {
        seeded.freeTimesProviderId = await seedFreeTimesProvider(handle.db);
      } finally {
        await handle.close();
      }
    }
    if (ENDPOINTS.some((endpoint) => endpoint.name.endsWith('plans'))) {
      const handle = await target.open();
      try {
        seeded.plans = await seedPlans(handle.db, PLANS);
        log(`${driver}: seeded ${seeded.plans} recurring plans over the services ahead`);
      } finally {
        await handle.close();
      }
    }
    if (PANEL_LISTS) {
      const handle = await target.open();
      try {
        const people = [
          ...Array.from({ length: CUSTOMERS }, (_, i) => `seed-customer-${i}`),
          ...Array.from({ length: PROVIDERS }, (_, i) => `load-provider-${i}`),
        ];
        seeded.operatorCookies = (await seedPanelLists(handle.db, { people })).operatorCookies;
        await handle.db.execute(sql`analyze`);
        log(`${driver}: seeded notifications, providers' reviews, applicants and an operator`);
      } finally {
        await handle.close();
      }
    }
    if (CONVERSATIONS) {
      const handle = await target.open();
      try {
        const conversations = await seedConversations(handle.db, {
          customers: Array.from({ length: CUSTOMERS }, (_, i) => `seed-customer-${i}`),
          providers: Array.from({ length: PROVIDERS }, (_, i) => `load-provider-${i}`),
          perCustomer: CONVERSATIONS_PER_CUSTOMER,
          messages: MESSAGES_PER_CONVERSATION,
        });
        seeded.participants = conversations.participants;
        log(
          `${driver}: seeded ${conversations.conversations} conversations, ${conversations.messages} messages`,
        );
      } finally {
        await handle.close();
      }
    }
    log(
      `${driver}: seeded ${ROWS} open requests, ${SERVICES} services and ${PROVIDERS} providers in ` +
        `${seeded.seconds.toFixed(1)} s`,
    );
    const server = await startServer({
      port,
      dataDir: target.dataDir,
      databaseUrl: target.url,
      // The sends' senders take turns, but a provider in 30 conversations sends far more than a person would.
      env: { MESSAGE_RATE_LIMIT_PER_MINUTE: '1000000' },
    });
    const endpoints: DriverRun['endpoints'] = [];
    try {
      for (const endpoint of ENDPOINTS) {
        await settleOrSay(server);
        endpoints.push({
          endpoint,
          steps: await stepUp(driver, endpoint, server, seeded, target.dataDir, target.url),
        });
      }
    } finally {
      await stopServer(server);
    }
    return { driver, version: seeded.version, services: seeded.services, endpoints };
  } finally {
    await target.remove();
  }
}

ensureBuild(log);
const loadBefore = os.loadavg();
const runs: DriverRun[] = [];
for (const [index, driver] of DRIVERS.entries()) runs.push(await measure(driver, PORT + index));
const text = capacityReport(runs, {
  quick: QUICK,
  rows: ROWS,
  services: SERVICES,
  customers: CUSTOMERS,
  providers: PROVIDERS,
  seconds: SECONDS,
  loadBefore: loadBefore[0]!,
  loadAfter: os.loadavg()[0]!,
});
const file = await writeReportFile('capacity', QUICK, `${text}\n`);
if (QUICK) console.log(readFileSync(file, 'utf8'));
log(`written to ${file}`);
