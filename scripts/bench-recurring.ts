// What the recurring plans' scheduler costs (issue 30): 10,000 active weekly plans (5 per provider, on the
// providers' default hours), first filled 8 weeks ahead, then extended by one week a week later, then run again
// with nothing missing (what most hourly runs are). Each on PGlite and on PostgreSQL, in this process.
// Usage: npm run bench:recurring   (BENCH_PLANS, BENCH_DRIVERS=pglite,postgres to change)
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '#server/db/client';
import { extendPlans } from '#server/modules/recurring';
import { createThrowaway, type Driver } from './lib/throwaway-db';

const PLANS = Number(process.env.BENCH_PLANS ?? 10_000);
const PLANS_PER_PROVIDER = 5;
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',') as Driver[];
// A Tuesday noon in Mexico City; the plans began the week before, Monday to Friday at 10:00.
const NOW = new Date('2026-12-01T18:00:00Z');
const WEEK_MS = 7 * 86_400_000;
const FIRST_DATES = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];

const log = (message: string) => console.log(`[bench:recurring] ${message}`);
const ids = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}-${i}`);

async function seed(db: Database) {
  const providers = ids('bench-provider', Math.ceil(PLANS / PLANS_PER_PROVIDER));
  const customers = ids('bench-customer', PLANS);
  for (const [people, type] of [
    [providers, 'provider'],
    [customers, 'client'],
  ] as const)
    await db.execute(sql`insert into users (id, email, user_type, name, email_verified)
      select id, id || '@bench.limpiahogar.test', ${type}, '', true from unnest(${sql.param(people)}::text[]) as id`);
  // Plan g: customer g, provider g / 5, on weekday g % 5 (Monday to Friday) at 10:00, 3 hours, weekly.
  await db.execute(sql`insert into recurring_plans (customer_id, provider_id, service_id, payment_method,
      location, precision, duration_minutes, price, rhythm, first_date, visit_time, provider_zone, status,
      answered_at, created_at, updated_at)
    select 'bench-customer-' || g, 'bench-provider-' || (g / ${PLANS_PER_PROVIDER}), 'home-cleaning', 'cash',
      'Centro, Ciudad de México', 'locality', 180, 60000, 'weekly',
      (${sql.param(FIRST_DATES)}::date[])[1 + g % ${PLANS_PER_PROVIDER}], '10:00', 'America/Mexico_City', 'active',
      ${NOW.toISOString()}::timestamptz - interval '10 days', ${NOW.toISOString()}::timestamptz - interval '10 days',
      ${NOW.toISOString()}::timestamptz - interval '10 days'
    from generate_series(0, ${PLANS - 1}) g`);
  // Each plan's first visit, as the wizard booked it: the request every later visit copies (address, phone).
  await db.execute(sql`insert into service_requests (customer_id, title, description, service_id, price,
      payment_method, required_date, min_minutes, max_minutes, location, address, contact_phone, precision,
      status, provider_id, plan_id, visit_date, created_at)
    select p.customer_id, 'Limpieza del Hogar', 'Tocar el timbre.', p.service_id, p.price, 'cash',
      (p.first_date + time '10:00') at time zone 'America/Mexico_City', 180, 180, p.location, 'Calle 1',
      '5512345678', 'locality', 'assigned', p.provider_id, p.id, p.first_date, p.created_at
    from recurring_plans p`);
  await db.execute(sql`analyze`);
}

async function count(db: Database, what: string) {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from ${what}`)));
  return row!.n;
}

async function run(driver: Driver) {
  const throwaway = await createThrowaway(driver, 'bench_recurring');
  const handle = await throwaway.open();
  try {
    const db = handle.db;
    let began = performance.now();
    await seed(db);
    log(
      `${driver}: seeded ${PLANS} active weekly plans in ${((performance.now() - began) / 1000).toFixed(1)} s`,
    );

    const timed = async (label: string, now: Date) => {
      began = performance.now();
      const booked = await extendPlans(db, now);
      const seconds = (performance.now() - began) / 1000;
      log(
        `${driver}: ${label}: ${booked.created} visits booked, ${booked.conflicts} conflicts in ${seconds.toFixed(1)} s`,
      );
      return { ...booked, seconds };
    };
    const fill = await timed('first fill, 8 weeks ahead', NOW);
    const week = await timed('one week later, extended by a week', new Date(NOW.getTime() + WEEK_MS));
    const idle = await timed('the next hour, nothing missing', new Date(NOW.getTime() + WEEK_MS + 3_600_000));
    const jobs = await count(db, 'jobs');
    const visits = await count(db, 'service_requests where plan_id is not null');
    log(`${driver}: ${visits} visit requests, ${jobs} services in all`);
    if (week.created !== PLANS || idle.created !== 0)
      throw new Error('the scheduler booked what it should not');
    return { driver, fill, week, idle };
  } finally {
    await handle.close();
    await throwaway.remove();
  }
}

const results = [];
for (const driver of DRIVERS) results.push(await run(driver));
for (const { driver, fill, week, idle } of results)
  log(
    `${driver}: fill ${fill.seconds.toFixed(1)} s (${fill.created}), a week ${week.seconds.toFixed(1)} s (${week.created}), idle ${idle.seconds.toFixed(2)} s`,
  );
