// Writes docs/quality-load.md from a load run and returns the correctness targets that failed.
import os from 'node:os';
import { NEARBY_PAGE_SIZE } from '#server/modules/requests/nearby-query';
import type { CpuSample } from './cpu-usage';
import { errorsOf, percentile, type EndpointStats } from './load-phase';
import type { DesignComparison } from './original-design';
import { writeReportFile } from './report-file';
import type { Driver } from './throwaway-db';
import { RACE_CUSTOMERS, type RaceResult } from './load-race';

export interface LoadConfig {
  quick: boolean;
  rows: number;
  seconds: number;
  connections: number;
  providers: number;
  customers: number;
}

export interface DriverRun {
  driver: Driver;
  version: string;
  seedSeconds: number;
  phases: { name: string; loadBefore: number; loadAfter: number; stats: EndpointStats[]; cpu: CpuSample }[];
  writes: { sent: number; acknowledged: number; found: number };
  comparison?: DesignComparison;
  /** 20 customers booking one free time of one provider at once (load-race.ts). */
  race?: RaceResult;
  exit: number | string;
}

const TARGET = { reqPerSecond: 1_500, p99Ms: 50 };
const n = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const kb = (bytes: number) => (bytes >= 1e6 ? `${n(bytes / 1e6, 1)} MB` : `${n(bytes / 1e3, 1)} KB`);
const label = (driver: Driver) => (driver === 'postgres' ? 'PostgreSQL' : 'PGlite');
const rate = (s: EndpointStats) => s.responses / s.seconds;
const raceText = (race: RaceResult) =>
  Object.entries(race.outcomes)
    .map(([outcome, count]) => `${count} × ${outcome}`)
    .join(', ');

function statsRows(run: DriverRun) {
  return run.phases.flatMap((phase) =>
    phase.stats.map(
      (s) =>
        `| ${label(run.driver)} | ${phase.name} | ${s.name} | ${s.connections} | ${n(s.responses)} | ` +
        `${n(rate(s))} | ${n(percentile(s.latencies, 0.5), 1)} | ${n(percentile(s.latencies, 0.99), 1)} | ` +
        `${errorsOf(s)}${errorsOf(s) ? ` (${JSON.stringify(s.statuses)}, ${s.socketErrors} socket)` : ''} | ` +
        `${n(phase.loadBefore, 1)} → ${n(phase.loadAfter, 1)} |`,
    ),
  );
}

function cpuRows(run: DriverRun) {
  return run.phases.map((phase) => {
    const responses = phase.stats.reduce((sum, s) => sum + s.responses, 0) || 1;
    const server = phase.cpu.serverMs / responses;
    const database = phase.cpu.databaseMs / responses;
    const capacity = (os.cpus().length * 1000) / (server + database || 1);
    const db = run.driver === 'postgres' ? n(database, 2) : 'in the server process';
    return `| ${label(run.driver)} | ${phase.name} | ${n(responses)} | ${n(server, 2)} | ${db} | ${n(capacity)} |`;
  });
}

function nearbyTarget(run: DriverRun) {
  const s = run.phases.find((p) => p.name === 'Providers only')?.stats[0];
  if (!s) return null;
  const ok = rate(s) >= TARGET.reqPerSecond && percentile(s.latencies, 0.99) <= TARGET.p99Ms;
  return { ok, text: `${n(rate(s))} req/s, p99 ${n(percentile(s.latencies, 0.99), 1)} ms` };
}

function comparisonSection(c: DesignComparison) {
  const o = c.original;
  const originalMs = o.queryMs + o.gzipMs + o.parseMs + o.filterMs;
  return [
    `## Against the original design (PostgreSQL, ${n(c.openRequests)} open requests)`,
    '',
    'The seed app downloaded every open request with its customer’s profile and filtered by distance in the ' +
      'browser. Emulated here as a table-style API would serve it (PostgREST: `json_agg` of `service_requests.*` ' +
      'with the `profiles` row embedded, gzip by the proxy), then `JSON.parse` and a haversine filter, ' +
      `newest ${NEARBY_PAGE_SIZE} (one page), ` +
      `in Node; medians of ${c.samples} runs over different provider areas. Our endpoint: ` +
      '`GET /api/requests/nearby` over loopback, one connection, median of ' +
      `${c.samples * 5} requests (session check, area, plan, query, JSON). Network time is left out of both.`,
    '',
    '| | Original (download all) | `GET /api/requests/nearby` | Ratio |',
    '| --- | --- | --- | --- |',
    `| Rows sent | ${n(c.openRequests)} | ${n(c.nearby.rows)} | ${n(c.openRequests / c.nearby.rows)} × |`,
    `| Bytes (JSON) | ${kb(o.bytes)} | ${kb(c.nearby.bytes)} | ${n(o.bytes / c.nearby.bytes)} × |`,
    `| Bytes (gzip) | ${kb(o.gzipBytes)} | ${kb(c.nearby.gzipBytes)} | ${n(o.gzipBytes / c.nearby.gzipBytes)} × |`,
    `| Time (ms) | ${n(originalMs, 1)}: query + JSON ${n(o.queryMs, 1)}, gzip ${n(o.gzipMs, 1)}, parse ` +
      `${n(o.parseMs, 1)}, filter ${n(o.filterMs, 1)} | ${n(c.nearby.ms, 1)} | ${n(originalMs / c.nearby.ms)} × |`,
    `| Transfer at 10 Mbit/s (computed from gzip bytes) | ${n((o.gzipBytes * 8) / 1e4)} ms | ` +
      `${n((c.nearby.gzipBytes * 8) / 1e4, 1)} ms | |`,
    '',
    'The original answer also carried every customer’s e-mail, phone and address to every provider; ours sends ' +
      'the first name and the locality only.',
    '',
  ];
}

export async function writeLoadReport(runs: DriverRun[], config: LoadConfig) {
  const failures: string[] = [];
  for (const run of runs) {
    for (const phase of run.phases)
      for (const s of phase.stats)
        if (errorsOf(s)) failures.push(`${label(run.driver)} ${phase.name} ${s.name}: ${errorsOf(s)} errors`);
    const lost = run.writes.acknowledged - run.writes.found;
    if (lost) failures.push(`${label(run.driver)}: ${lost} acknowledged writes missing from the database`);
    if (run.exit !== 0) failures.push(`${label(run.driver)}: server exited with ${run.exit} after SIGTERM`);
    if (run.race && !run.race.ok)
      failures.push(`${label(run.driver)}: same-time bookings answered ${raceText(run.race)}`);
  }
  const cpu = os.cpus()[0]?.model ?? 'CPU';
  const lines = [
    '# Load (`npm run load`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${config.quick ? ' in QUICK mode' : ''} ` +
      `on ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}; ` +
      runs.map((r) => `${label(r.driver)} ${r.version}`).join(', ') +
      '. The machine is shared with other work: the 1-minute load average is shown beside each figure ' +
      '(before → after the phase); re-run on a quiet machine for figures to rely on.',
    '',
    `Production build (\`node build/node/server.js\`, LOG_LEVEL=warn) with ${n(config.rows)} open requests ` +
      `spread over Mexico by population, created over 60 days, from ${n(config.customers)} customers; ` +
      `${config.providers} providers with areas placed the same way (radius 5–50 km, half 5 km) and a Premium plan. ` +
      `${config.connections} connections over loopback for ${config.seconds} s per phase (autocannon, one process ` +
      'on the same machine), after a short warm-up. “Providers only”: every connection reads ' +
      '`/api/requests/nearby` with a provider’s session, round-robin over the providers. “Mixed”: 60 % providers, ' +
      '20 % customers posting new requests (each with a fresh idempotency key; e-mails to the providers in range go ' +
      'to the outbox folder), 20 % visitors loading the landing page. Requests send `accept-encoding: gzip, ' +
      'deflate, br` as a browser does. Errors = non-2xx answers + socket errors + timeouts (10 s). Latency is ' +
      'measured per response, in ms.',
    '',
    '| Database | Phase | Endpoint | Connections | Requests | req/s | p50 (ms) | p99 (ms) | Errors | Load average |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...runs.flatMap(statsRows),
    '',
    'CPU time per answered request, read from `/proc` for the server process and for the PostgreSQL backends ' +
      'of its database (autocannon’s own CPU excluded). Unlike req/s and latency it hardly moves with the ' +
      'machine’s other work, so compare runs by it; the last column is what the machine’s cores could serve at ' +
      'that cost with nothing else running.',
    '',
    '| Database | Phase | Requests | Server CPU (ms/request) | PostgreSQL CPU (ms/request) | Capacity estimate (req/s) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...runs.flatMap(cpuRows),
    '',
    '## Targets',
    '',
    ...runs.flatMap((run) => {
      const lost = run.writes.acknowledged - run.writes.found;
      const target = nearbyTarget(run);
      const errors = run.phases.reduce((sum, p) => sum + p.stats.reduce((s, e) => s + errorsOf(e), 0), 0);
      return [
        `- ${label(run.driver)}: errors ${errors} (target 0: ${errors ? 'FAILED' : 'met'}); writes answered 2xx ` +
          `${n(run.writes.acknowledged)} of ${n(run.writes.sent)} sent, found in the database after shutdown ` +
          `${n(run.writes.found)}, lost ${lost} (target 0: ${lost ? 'FAILED' : 'met'}); server exit after SIGTERM ` +
          `${run.exit}.` +
          (run.race
            ? ` ${RACE_CUSTOMERS} customers booking one provider's ${run.race.start} at once: ` +
              `${raceText(run.race)} (target one 201 and ${RACE_CUSTOMERS - 1} × 409 SLOT_TAKEN: ` +
              `${run.race.ok ? 'met' : 'FAILED'}).`
            : '') +
          (run.driver === 'postgres' && target
            ? ` Nearby at ${config.connections} connections: ${target.text} (target ≥ ${n(TARGET.reqPerSecond)} ` +
              `req/s and p99 ≤ ${TARGET.p99Ms} ms at 100 connections: ` +
              `${config.quick ? 'not judged in QUICK mode' : target.ok ? 'met' : 'NOT MET'}).`
            : ''),
      ];
    }),
    '',
    'Reading the nearby target: autocannon is closed-loop (each connection sends its next request when the ' +
      'previous one is answered), so at 100 connections the mean latency is 100 ÷ throughput — 67 ms at ' +
      '1,500 req/s. A p99 of 50 ms at 100 connections therefore needs well over 2,000 req/s; the CPU table above ' +
      'shows the ceiling the cost per request allows on this machine.',
    '',
    ...runs.flatMap((run) => (run.comparison ? comparisonSection(run.comparison) : [])),
  ];
  const file = await writeReportFile('quality-load', config.quick, lines.join('\n'));
  return { failures, file };
}
