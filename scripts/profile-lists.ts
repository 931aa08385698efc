// CPU per answer of the panel lists (issue 32), read closed-loop: four requests in flight at a time for a few
// seconds per list, so that nothing queues and no answer times out, and the server's idle CPU over the same time
// (its timers and task polls) taken away. On a shared machine the open-loop ladder of `npm run load:capacity`
// turns a busy minute into timeouts, whose CPU is then shared over fewer answers; this reads what an answer costs.
// Usage: PROFILE_DATABASE_URL=<a database seeded as load:capacity seeds it> tsx scripts/profile-lists.ts
// (without it, a throwaway PostgreSQL database is seeded: 100,000 services, 3,000 customers, 300 providers).
// PROFILE_ENDPOINTS (a comma list of load:capacity's names), PROFILE_SECONDS (5), LOAD_PORT (3700), LOAD_SERVER_JS.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { capacityEndpoints, requestsOf, type CapacitySeed } from './lib/capacity-endpoints';
import { startCpuCount } from './lib/cpu-usage';
import { insertSessions } from './lib/direct-sessions';
import { percentile } from './lib/load-phase';
import { seedLoadData } from './lib/load-seed';
import { seedPanelLists } from './lib/seed-panel-lists';
import { startServer, stopServer } from './lib/server-process';
import { createThrowaway } from './lib/throwaway-db';
import { openDatabase } from '#server/db/client';

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 5);
const IN_FLIGHT = 4;
const CUSTOMERS = 3_000;
const PROVIDERS = 300;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'es-MX,es;q=0.9' };
const DEFAULT_ENDPOINTS =
  'programados,calendario,historial,provider-historial,calendario-month,pagos,ganancias,reviews,provider-reviews,' +
  'notifications,operator-users,verifications,disputes';

const customers = Array.from({ length: CUSTOMERS }, (_, i) => `seed-customer-${i}`);
const providers = Array.from({ length: PROVIDERS }, (_, i) => `load-provider-${i}`);

let url = process.env.PROFILE_DATABASE_URL;
let remove = async () => {};
if (!url) {
  const target = await createThrowaway('postgres', 'profile');
  await seedLoadData(target, {
    rows: 10_000,
    customers: CUSTOMERS,
    providers: PROVIDERS,
    signedInCustomers: 1,
    days: 60,
    services: 100_000,
  });
  const handle = await target.open();
  await seedPanelLists(handle.db, { people: [...customers, ...providers] });
  await handle.close();
  url = target.url!;
  remove = () => target.remove();
}
const handle = await openDatabase({ url, poolSize: 2 });
const seeded = {
  customerCookies: await insertSessions(handle.db, customers),
  providerCookies: await insertSessions(handle.db, providers),
  operatorCookies: await insertSessions(handle.db, ['load-operator']),
  providerKeys: [],
  analyticsCookies: [],
  areas: [],
  services: {},
  seconds: 0,
  version: '',
} satisfies CapacitySeed;
await handle.close();

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'profile-lists-'));
const server = await startServer({ port: Number(process.env.LOAD_PORT ?? 3700), dataDir, databaseUrl: url });
const endpoints = capacityEndpoints(false, {
  CAPACITY_ENDPOINTS: process.env.PROFILE_ENDPOINTS ?? DEFAULT_ENDPOINTS,
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
console.log(
  '| List | Answers/s (4 in flight) | p50 / p99 (ms) | Errors | Server CPU/answer (ms) | PostgreSQL CPU/answer (ms) | Bytes/answer | Load avg |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
try {
  for (const endpoint of endpoints) {
    const next = requestsOf(endpoint, seeded, BROWSER);
    const send = async () => {
      const request = next();
      const started = performance.now();
      const response = await fetch(`${server.url}${request.path}`, { headers: request.headers });
      const body = await response.arrayBuffer();
      return { ok: response.ok, ms: performance.now() - started, bytes: body.byteLength };
    };
    // Warm-up, then the server's idle CPU for as long as the run.
    for (let i = 0; i < 200; i++) await send();
    await sleep(500);
    const idleSince = await startCpuCount(server.pid, url);
    await sleep(SECONDS * 1000);
    const idle = await idleSince();
    const cpuSince = await startCpuCount(server.pid, url);
    const until = performance.now() + SECONDS * 1000;
    const latencies: number[] = [];
    let errors = 0;
    let bytes = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (performance.now() < until) {
          const answer = await send();
          latencies.push(answer.ms);
          bytes += answer.bytes;
          if (!answer.ok) errors += 1;
        }
      }),
    );
    const cpu = await cpuSince();
    const n = latencies.length;
    const server_ = Math.max(0, cpu.serverMs - idle.serverMs) / n;
    const database = Math.max(0, cpu.databaseMs - idle.databaseMs) / n;
    console.log(
      `| ${endpoint.page} | ${(n / SECONDS).toFixed(0)} | ${percentile(latencies, 0.5).toFixed(1)} / ` +
        `${percentile(latencies, 0.99).toFixed(1)} | ${errors} | ${server_.toFixed(2)} | ${database.toFixed(2)} | ` +
        `${Math.round(bytes / n)} | ${os.loadavg()[0]!.toFixed(1)} |`,
    );
  }
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
  await remove();
}
