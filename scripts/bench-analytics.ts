// What 'Estadísticas' costs: the CPU a public page spends recording a view (the onResponse hook and the buffer's
// append), the CPU of writing the buffer per event, and GET /api/provider/analytics for a provider with 5,000
// services and 200,000 recorded views over a year. PGlite in this process, so the write's CPU includes the
// database's own (an upper bound of what the Node server spends with PostgreSQL). Usage: npm run bench:analytics
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client';
import { EventRecorder } from '#server/modules/analytics/recorder';
import { countProfileView } from '#server/modules/analytics/record';
import { createTestApp } from '#server/testing/harness';
import { signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';
import { percentile } from './lib/bench-report';

const VIEWS = Number(process.env.BENCH_VIEWS ?? 200_000);
const SERVICES = Number(process.env.BENCH_SERVICES ?? 5_000);
const HOOK_CALLS = 200_000;
const PANEL_READS = 300;
const log = (message: string) => console.log(`[bench:analytics] ${message}`);
const cpuMicros = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return used.user + used.system;
};

async function main() {
  const database = await openDatabase({});
  const t = await createTestApp({}, undefined, database);
  const start = new Date('2026-11-20T18:00:00Z');
  t.clock.set(start);
  const provider = await signUpProvider(t.app, { plan: 'enterprise', area: ZOCALO, displayName: 'Bench' });
  const customer = await signUpCustomer(t.app);
  const slug = `bench-${provider.userId}`;

  // 1. The request's part: the hook a guest's page view runs after the answer, buffer append included.
  const buffer = new EventRecorder({
    db: t.database.db,
    clock: t.clock,
    log: t.app.log,
    flushMs: 60_000,
    maxBuffered: Number.POSITIVE_INFINITY,
  });
  const hook = countProfileView({
    analytics: buffer,
    sessionUserOf: async () => null,
  } as unknown as FastifyInstance);
  const request = { params: { id: slug }, headers: {} } as unknown as FastifyRequest;
  const reply = { statusCode: 200 } as FastifyReply;
  for (let warm = 0; warm < 20_000; warm += 1) await hook.call(t.app, request, reply);
  const hookSince = process.cpuUsage();
  for (let call = 0; call < HOOK_CALLS; call += 1) await hook.call(t.app, request, reply);
  const hookMicros = cpuMicros(hookSince) / HOOK_CALLS;
  log(`request path: ${hookMicros.toFixed(3)} µs of CPU per recorded view (${HOOK_CALLS} calls)`);

  // 2. The write: VIEWS events, a year of days, in batches as the timer would write them.
  const perDay = Math.ceil(VIEWS / 365);
  const writeSince = process.cpuUsage();
  const wall = performance.now();
  let written = 0;
  for (let day = 365; day > 0 && written < VIEWS; day -= 1) {
    t.clock.set(new Date(start.getTime() - day * 86_400_000));
    for (let view = 0; view < perDay && written < VIEWS; view += 1, written += 1)
      t.app.analytics.record(provider.userId, view % 3 === 0 ? 'wizard_appearance' : 'profile_view');
    await t.app.analytics.flush();
  }
  const writeMicros = cpuMicros(writeSince) / written;
  log(
    `write: ${writeMicros.toFixed(2)} µs of CPU per event (database included), ${written} events in ${((performance.now() - wall) / 1000).toFixed(1)} s`,
  );
  t.clock.set(start);

  // 3. The panel with SERVICES services (requests, offers, services, reviews) and the views above.
  const db = t.database.db;
  await db.execute(sql`insert into service_requests (customer_id, title, description, service_id, budget_range,
      required_date, location, lat, lng, status, provider_id, created_at)
    select ${customer.userId}, 'Limpieza ' || g, 'Descripción de prueba suficiente.', 'home-cleaning', '0-500',
      ${start.toISOString()}::timestamptz - (g % 365) * interval '1 day', 'Centro', ${ZOCALO.lat}, ${ZOCALO.lng},
      'completed', ${provider.userId}, ${start.toISOString()}::timestamptz - (g % 365) * interval '1 day'
    from generate_series(1, ${SERVICES}) g`);
  await db.execute(sql`insert into request_applications (request_id, provider_id, proposed_price,
      duration_minutes, message, status, created_at)
    select r.id, ${provider.userId}, 50000, 180, 'Propuesta', 'accepted', r.created_at from service_requests r
    where r.provider_id = ${provider.userId}`);
  await db.execute(sql`insert into jobs (request_id, application_id, customer_id, provider_id, title, service_id,
      scheduled_at, time_zone, location, price, duration_minutes, payment_method, status, completed_at,
      created_at)
    select a.request_id, a.id, ${customer.userId}, ${provider.userId}, 'Limpieza', 'home-cleaning', a.created_at,
      'America/Mexico_City', 'Centro', 50000, 180, 'cash', 'completed', a.created_at, a.created_at
    from request_applications a where a.provider_id = ${provider.userId}`);
  await db.execute(sql`insert into reviews (job_id, author_role, author_id, subject_id, rating, comment, created_at,
      published_at)
    select j.id, 'customer', ${customer.userId}, ${provider.userId}, 1 + (abs(hashtext(j.id::text)) % 5), 'Bien',
      j.completed_at, j.completed_at
    from jobs j where j.provider_id = ${provider.userId}`);
  await db.execute(sql`analyze`);
  const timings: number[] = [];
  for (let read = 0; read < 20 + PANEL_READS; read += 1) {
    const began = performance.now();
    const answer = await provider.client.get('/api/provider/analytics');
    if (answer.statusCode !== 200) throw new Error(`analytics: ${answer.statusCode} ${answer.body}`);
    if (read >= 20) timings.push(performance.now() - began);
  }
  log(
    `GET /api/provider/analytics, ${SERVICES} services and ${written} events: p50 ${percentile(timings, 0.5).toFixed(1)} ms, p99 ${percentile(timings, 0.99).toFixed(1)} ms (${PANEL_READS} reads, one at a time)`,
  );
  await t.close();
  await database.close();
}

await main();
