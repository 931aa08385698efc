// Measures the provider's nearby-requests query with 100,000 open requests on PGlite and on PostgreSQL: time
// inside the database (EXPLAIN ANALYZE), round trip from Node, and the HTTP endpoint through app.inject().
// Usage: npm run bench:nearby   (BENCH_ROWS, BENCH_DATABASE_URL, BENCH_DRIVERS=pglite,postgres to change)
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '#server/app';
import { openDatabase, rowsOf, type Database, type DatabaseHandle } from '#server/db/client';
import { loadEnv } from '#server/env';
import { findNearby } from '#server/modules/requests/nearby';
import { nearbyRequestsQuery, type NearbyArea } from '#server/modules/requests/nearby-query';
import { TestClient } from '#server/testing/client';
import { populatedPoint, random, seedCustomers, seedRequests } from './lib/seed-requests';
import { percentile, writeReport, type DriverResult } from './lib/bench-report';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const AREAS = 300;
const HTTP_REQUESTS = 400;
const HTTP_PROVIDERS = 20;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
// Most providers keep the default 5 km; some serve a whole city or region.
const RADII = [5, 5, 5, 5, 5, 10, 10, 25, 25, 50];

const log = (message: string) => console.log(`[bench:nearby] ${message}`);

async function openBenchDatabase(driver: 'pglite' | 'postgres') {
  if (driver === 'pglite') return { handle: await openDatabase({}), drop: async () => {} };
  const name = `bench_nearby_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 10 });
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: ADMIN_URL });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  return { handle, drop };
}

interface Explained {
  executionMs: number;
  planningMs: number;
  rows: number;
}

async function explain(db: Database, area: NearbyArea, now: number): Promise<Explained> {
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
    await db.execute(
      sql`explain (analyze, timing off, summary on, format json) ${nearbyRequestsQuery(area, now)}`,
    ),
  );
  const raw = row!['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw)[0];
  return {
    executionMs: plan['Execution Time'],
    planningMs: plan['Planning Time'],
    rows: plan.Plan['Actual Rows'],
  };
}

async function measureHttp(handle: DatabaseHandle, areas: NearbyArea[]) {
  const env = loadEnv({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-nearby-')),
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    AUTH_RATE_LIMIT_MAX: '100000',
    AUTH_IP_RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ env, database: handle, logger: false });
  await app.ready();
  try {
    const clients: TestClient[] = [];
    for (let i = 0; i < HTTP_PROVIDERS; i += 1) {
      const client = new TestClient(app);
      const email = `bench.proveedor.${i}.${randomUUID().slice(0, 8)}@ejemplo.mx`;
      const signUp = await client.post('/api/auth/sign-up/email', {
        fullName: 'Proveedor de Prueba',
        email,
        password: 'secreta123',
        userType: 'provider',
      });
      if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
      // Sign-up signs nobody in until the e-mailed link is opened; a seed confirms the address directly.
      await handle.db.execute(sql`update users set email_verified = true where email = ${email}`);
      const signIn = await client.post('/api/auth/sign-in/email', { email, password: 'secreta123' });
      if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
      const { center, radiusKm } = areas[i % areas.length]!;
      await handle.db.execute(
        sql`update profiles set lat = ${center.lat}, lng = ${center.lng}, service_radius = ${radiusKm} where email = ${email}`,
      );
      await client.post('/api/subscription', { planType: 'premium' });
      clients.push(client);
    }
    for (const client of clients) await client.get('/api/requests/nearby');
    const times: number[] = [];
    for (let i = 0; i < HTTP_REQUESTS; i += 1) {
      const started = performance.now();
      const response = await clients[i % clients.length]!.get('/api/requests/nearby');
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`nearby answered ${response.statusCode}`);
    }
    return times;
  } finally {
    await app.close();
  }
}

async function run(driver: 'pglite' | 'postgres'): Promise<DriverResult> {
  const { handle, drop } = await openBenchDatabase(driver);
  try {
    const seedStarted = performance.now();
    await seedRequests(handle.db, ROWS, await seedCustomers(handle.db, 500));
    await handle.db.execute(sql`vacuum analyze service_requests`);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const [{ version } = { version: '?' }] = rowsOf<{ version: string }>(
      await handle.db.execute(sql`select current_setting('server_version') as version`),
    );
    log(`${driver}: ${ROWS} open requests seeded in ${seedSeconds.toFixed(1)} s`);

    const next = random(7);
    const areas: NearbyArea[] = Array.from({ length: AREAS }, (_, i) => ({
      providerId: `bench-provider-${i}`,
      center: populatedPoint(next),
      radiusKm: RADII[i % RADII.length]!,
    }));
    // The requests were seeded around this moment; every query reads them from it.
    const now = Date.now();
    for (const area of areas.slice(0, 30)) await findNearby(handle.db, area, now);

    const inDb = [];
    const roundTrip: number[] = [];
    for (const area of areas) {
      // The median of three runs per area, so a moment of preemption on a shared machine does not decide it.
      const runs = [
        await explain(handle.db, area, now),
        await explain(handle.db, area, now),
        await explain(handle.db, area, now),
      ];
      inDb.push(runs.sort((a, b) => a.executionMs - b.executionMs)[1]!);
      const started = performance.now();
      await findNearby(handle.db, area, now);
      roundTrip.push(performance.now() - started);
    }
    log(
      `${driver}: database p50 ${percentile(
        inDb.map((e) => e.executionMs),
        0.5,
      ).toFixed(2)} ms`,
    );
    const http = await measureHttp(handle, areas);
    log(`${driver}: HTTP p50 ${percentile(http, 0.5).toFixed(2)} ms`);
    return { driver, version, rows: ROWS, seedSeconds, areas, inDb, roundTrip, http };
  } finally {
    await handle.close();
    await drop();
  }
}

const results: DriverResult[] = [];
for (const driver of DRIVERS) results.push(await run(driver));
await writeReport(results, { httpRequests: HTTP_REQUESTS, httpProviders: HTTP_PROVIDERS, radii: RADII });
log('written to docs/performance.md');
