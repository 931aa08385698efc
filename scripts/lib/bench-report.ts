// Writes the nearby benchmark as its own section of docs/performance.md, between markers, leaving the rest.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NEARBY_PAGE_SIZE } from '#server/modules/requests/nearby-query';
import prettier from 'prettier';
import type { NearbyArea } from '#server/modules/requests/nearby-query';

export interface DriverResult {
  driver: 'pglite' | 'postgres';
  version: string;
  rows: number;
  seedSeconds: number;
  areas: NearbyArea[];
  inDb: { executionMs: number; planningMs: number; rows: number }[];
  roundTrip: number[];
  http: number[];
}

const START = '<!-- bench:nearby:start -->';
const END = '<!-- bench:nearby:end -->';
const TARGET_MS = { postgres: 1, pglite: 2 };

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

const ms = (values: number[]) =>
  `${percentile(values, 0.5).toFixed(2)} / ${percentile(values, 0.99).toFixed(2)}`;
const name = (driver: DriverResult['driver']) => (driver === 'postgres' ? 'PostgreSQL' : 'PGlite');

function section(
  results: DriverResult[],
  options: { httpRequests: number; httpProviders: number; radii: number[] },
) {
  const cpu = os.cpus()[0]?.model ?? 'CPU';
  const radii = [...new Set(options.radii)].sort((a, b) => a - b);
  const lines = [
    START,
    '## Nearby requests (`npm run bench:nearby`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${cpu}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, load average ` +
      `${os.loadavg()[1]!.toFixed(1)} over the last 5 minutes (the machine is shared); ` +
      results.map((r) => `${name(r.driver)} ${r.version}`).join(', ') +
      '.',
    '',
    `Data: ${results[0]?.rows.toLocaleString('en-US')} open requests spread over Mexico, weighted by the population ` +
      'of the gazetteer’s localities (big cities spread up to σ = 12 km), created over the last 30 days and ' +
      'inserted oldest first, as a live table receives them. ' +
      `Providers: ${results[0]?.areas.length} areas placed the same way, radius ${options.radii.join(', ')} km ` +
      '(half keep the default 5 km). Each query returns the first page (the newest ' +
      `${NEARBY_PAGE_SIZE} requests in the circle, and one more to know whether a page follows) with every ` +
      'field the panel shows.',
    '',
    'The query (`src/server/modules/requests/nearby-query.ts`) is a bounding box on a btree over `(lat, lng)` ' +
      'followed by the exact haversine distance, both in SQL. A plain `(status, lat, lng)` index has to read and ' +
      'sort every request in the circle to return the newest page — thousands in Mexico City (5.7 ms p50 on ' +
      'PostgreSQL and 15 ms on PGlite when we tried it on this data) — so the index leads with the UTC day of creation ' +
      '`(status, created_day, lat, lng)` and the query reads the circle one day at a time, newest first, ' +
      'stopping once it has a page; requests older than 14 days are read with the plain index only when the ' +
      'recent days hold less than a page.',
    '',
    '- **In the database**: `EXPLAIN (ANALYZE, TIMING OFF)` execution time of the statement the endpoint runs ' +
      '(median of three runs per area; planning shown apart).',
    '- **Round trip**: the same statement from Node, as the endpoint runs it (a named prepared statement), rows read.',
    `- **HTTP**: \`GET /api/requests/nearby\` through \`app.inject()\`, ${options.httpRequests} requests from ` +
      `${options.httpProviders} signed-in providers (session check, area, plan, query, JSON).`,
    '',
    '| Database | In the database p50 / p99 (ms) | Target p50 | Planning p50 (ms) | Round trip p50 / p99 (ms) | HTTP p50 / p99 (ms) | Rows returned (median) | Seed |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map((r) => {
      const exec = r.inDb.map((e) => e.executionMs);
      const met = percentile(exec, 0.5) <= TARGET_MS[r.driver] ? 'met' : 'missed';
      return (
        `| ${name(r.driver)} | ${ms(exec)} | ≤ ${TARGET_MS[r.driver]} ms (${met}) | ` +
        `${percentile(
          r.inDb.map((e) => e.planningMs),
          0.5,
        ).toFixed(2)} | ${ms(r.roundTrip)} | ${ms(r.http)} | ` +
        `${percentile(
          r.inDb.map((e) => e.rows),
          0.5,
        )} | ${r.seedSeconds.toFixed(0)} s |`
      );
    }),
    '',
    'In the database, by radius (p50 / p99 ms):',
    '',
    `| Database | ${radii.map((r) => `${r} km`).join(' | ')} |`,
    `| --- | ${radii.map(() => '---').join(' | ')} |`,
    ...results.map((r) => {
      const cells = radii.map((radius) =>
        ms(r.inDb.filter((_, i) => r.areas[i]!.radiusKm === radius).map((e) => e.executionMs)),
      );
      return `| ${name(r.driver)} | ${cells.join(' | ')} |`;
    }),
    END,
  ];
  return lines.join('\n');
}

export async function writeReport(results: DriverResult[], options: Parameters<typeof section>[1]) {
  const file = path.resolve(import.meta.dirname, '../../docs/performance.md');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const block = section(results, options);
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${block}${current.slice(end + END.length)}`
      : `${current.trimEnd()}\n\n${block}\n`;
  const config = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(next, { ...config, filepath: file }));
}
