// Grows a load run's data tenfold (or by any factor) in a few set-based statements, PostgreSQL only: the seeded
// marketplace (seed-services.ts, seed-requests.ts) copied `factor - 1` times over, each copy on its own new
// customers and providers (copy k's seed-customer-i is seed-customer-(i + k·customers), its load-provider-i
// load-provider-(i + k·providers)), so every person's own lists keep their size while the tables grow: what
// each list costs should not move. The copies keep the statuses, dates (±6 months), usual providers and places
// of the seeded rows; the open requests move a few kilometres and the new providers get areas of their own at
// populated places. Each copy's uuids are md5(uuid/k), so a service, its request, its history and its review stay
// joined. Columns are read from the catalogue, so a column added later is copied as it is.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { rowsOf } from '#server/db/client';
import { insertProviders } from './direct-sessions';
import { populatedPoint, random, seedCustomers } from './seed-requests';

const RADII = [5, 5, 5, 5, 5, 10, 10, 25, 25, 50];

const copyId = (column: string) => `md5(${column}::text || '/' || k)::uuid`;

/** The table's columns an insert may write: not generated, not filled by a sequence or an identity. */
async function columnsOf(db: Database, table: string) {
  return rowsOf<{ name: string; type: string }>(
    await db.execute(sql`select column_name as name, data_type as type from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
        and is_identity = 'NO' and coalesce(column_default, '') not like 'nextval(%'
      order by ordinal_position`),
  );
}

/**
 * `insert into table select … from table as src, generate_series(1, copies) as k where filter`, each column as
 * it is unless `overrides` gives the expression of its copy (over `src` and `k`); a uuid (an id, a reference, an
 * idempotency key) becomes md5(uuid/k), so that keys stay unique and references stay within their copy.
 */
async function copyRows(
  db: Database,
  table: string,
  copies: number,
  filter: string,
  overrides: Record<string, string>,
) {
  const columns = await columnsOf(db, table);
  const unknown = Object.keys(overrides).filter((name) => !columns.some((column) => column.name === name));
  if (unknown.length > 0) throw new Error(`seed-scale: ${table} has no ${unknown.join(', ')}`);
  const list = columns.map(({ name }) => `"${name}"`).join(', ');
  const values = columns
    .map(({ name, type }) => overrides[name] ?? (type === 'uuid' ? copyId(`src."${name}"`) : `src."${name}"`))
    .join(', ');
  await db.execute(
    sql.raw(`insert into ${table} (${list})
      select ${values} from ${table} as src, generate_series(1, ${copies}) as k where ${filter}`),
  );
}

export interface ScaleOptions {
  /** 10: ten times the rows. */
  factor: number;
  /** How many customers and providers the seed made (seed-customer-0…, load-provider-0…). */
  customers: number;
  providers: number;
}

/** Grows the seeded data `factor` times; returns the seconds it took (vacuum analyze included). */
export async function scaleUp(db: Database, { factor, customers, providers }: ScaleOptions) {
  const started = performance.now();
  const copies = factor - 1;
  const customer = (column: string) =>
    `case when ${column} like 'seed-customer-%' then 'seed-customer-' || (substr(${column}, 15)::int + k * ${customers}) else ${column} end`;
  const provider = (column: string) =>
    `case when ${column} like 'load-provider-%' then 'load-provider-' || (substr(${column}, 15)::int + k * ${providers}) else ${column} end`;
  const person = (column: string) =>
    `case when ${column} like 'load-provider-%' then ${provider(column)} else ${customer(column)} end`;

  await seedCustomers(db, customers * factor);
  // The new providers' areas: at populated places, as the seeded ones.
  const next = random(13);
  const areas = Array.from({ length: providers * copies }, (_, i) => ({
    center: populatedPoint(next),
    radiusKm: RADII[i % RADII.length]!,
  }));
  await insertProviders(db, areas, 'load-provider', providers);

  // The services: the seeded providers' and customers' only (not those of the analytics or free-times seeds).
  const seededJob = `src.provider_id like 'load-provider-%' and src.customer_id like 'seed-customer-%'`;
  await copyRows(
    db,
    'service_requests',
    copies,
    `src.status <> 'open' and exists (select 1 from jobs j where j.request_id = src.id and j.provider_id like 'load-provider-%' and j.customer_id like 'seed-customer-%')`,
    {
      customer_id: customer('src.customer_id'),
      provider_id: provider('src.provider_id'),
      // A plan's visit becomes a one-off service in the copy (the plans are seeded after, over every pair).
      plan_id: 'null',
      visit_date: 'null',
    },
  );
  await copyRows(db, 'jobs', copies, seededJob, {
    customer_id: customer('src.customer_id'),
    provider_id: provider('src.provider_id'),
  });
  await copyRows(
    db,
    'job_events',
    copies,
    `exists (select 1 from jobs j where j.id = src.job_id and j.provider_id like 'load-provider-%' and j.customer_id like 'seed-customer-%')`,
    { actor_id: person('src.actor_id') },
  );
  await copyRows(
    db,
    'reviews',
    copies,
    `exists (select 1 from jobs j where j.id = src.job_id and j.provider_id like 'load-provider-%' and j.customer_id like 'seed-customer-%')`,
    { author_id: person('src.author_id'), subject_id: person('src.subject_id') },
  );
  // The bell's notifications (seed-panel-lists.ts), each person's own.
  await copyRows(
    db,
    'notifications',
    copies,
    `src.user_id like 'seed-customer-%' or src.user_id like 'load-provider-%'`,
    { user_id: person('src.user_id'), dedupe_key: `src.dedupe_key || '/' || k` },
  );
  // The open requests: each copy a few kilometres away (up to ±0.05°), by a customer of its own.
  await copyRows(
    db,
    'service_requests',
    copies,
    `src.status = 'open' and src.customer_id like 'seed-customer-%'`,
    {
      customer_id: customer('src.customer_id'),
      lat: `src.lat + (abs(hashtext(src.id::text || k)) % 1001 - 500) / 10000.0`,
      lng: `src.lng + (abs(hashtext(src.id::text || '/' || k)) % 1001 - 500) / 10000.0`,
    },
  );
  await db.execute(sql`vacuum analyze`);
  return (performance.now() - started) / 1000;
}
