// Seeds open service requests spread over Mexico, weighted by the population of the gazetteer's places.
// Deterministic for a given seed, so every run measures the same data. Used by the bench and load scripts.
import { sql } from 'drizzle-orm';
import gazetteer from '#server/places/data/mx-localities.json' with { type: 'json' };
import { BUDGET_RANGE_VALUES, SERVICE_IDS } from '#shared/catalog';
import { destination, type LatLng } from '#shared/domain/geo';
import type { Database } from '#server/db/client';

export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Row = [string, number, number, number, number, string];
const places = (gazetteer.places as Row[]).map(([name, , lat, lng, population]) => ({
  name,
  lat,
  lng,
  population: Math.max(population, 500),
}));
const cumulative: number[] = [];
places.reduce((sum, place, index) => (cumulative[index] = sum + place.population), 0);
const total = cumulative[cumulative.length - 1]!;

/** A point near a populated place: big cities spread wider (σ up to 12 km), villages stay within ~1 km. */
export function populatedPoint(next: () => number): LatLng & { place: string } {
  const target = next() * total;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (cumulative[mid]! < target) low = mid + 1;
    else high = mid;
  }
  const place = places[low]!;
  const sigma = Math.min(12, Math.max(0.5, Math.sqrt(place.population) / 120));
  const gaussian = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const point = destination(place, next() * 360, Math.abs(gaussian) * sigma);
  return { ...point, place: place.name };
}

// Confirmed addresses, as after the e-mailed link: publishing needs one.
export async function seedCustomers(db: Database, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => `seed-customer-${i}`);
  await db.execute(sql`
    insert into users (id, email, user_type, name, email_verified)
    select id, id || '@seed.limpiahogar.test', 'client', '', true from unnest(${sql.param(ids)}::text[]) as id
    on conflict do nothing`);
  await db.execute(sql`
    update profiles set full_name = 'Cliente ' || substr(id, 15) where id = any(${sql.param(ids)}::text[])`);
  return ids;
}

interface SeedRow {
  customer: string;
  lat: number;
  lng: number;
  place: string;
  type: string;
  budget: string;
  created: number;
}

const column = <K extends keyof SeedRow>(rows: SeedRow[], key: K) => sql.param(rows.map((row) => row[key]));

/**
 * Inserts `count` open requests created over the last `days` days, oldest first, as a live table receives them
 * (so one day's requests sit on neighbouring pages, as they would in production). Each one's service date is
 * still ahead (1 to 31 days from now), so providers see all of them.
 */
export async function seedRequests(db: Database, count: number, customers: string[], seed = 42, days = 30) {
  const next = random(seed);
  const now = Date.now();
  const rows: SeedRow[] = Array.from({ length: count }, () => {
    const point = populatedPoint(next);
    return {
      customer: customers[Math.floor(next() * customers.length)]!,
      lat: point.lat,
      lng: point.lng,
      place: point.place,
      type: SERVICE_IDS[Math.floor(next() * SERVICE_IDS.length)]!,
      budget: BUDGET_RANGE_VALUES[Math.floor(next() * BUDGET_RANGE_VALUES.length)]!,
      created: now - next() * days * 86_400_000,
    };
  }).sort((a, b) => a.created - b.created);
  for (let offset = 0; offset < count; offset += 10_000) {
    const batch = rows.slice(offset, offset + 10_000);
    const created = sql.param(batch.map((row) => new Date(row.created).toISOString()));
    await db.execute(sql`
      insert into service_requests (customer_id, title, description, service_id, budget_range, required_date,
        location, lat, lng, created_at)
      select customer, 'Limpieza en ' || place, 'Solicitud de prueba para medir la búsqueda por zona.', type,
        budget, now() + interval '1 day' + (extract(epoch from created::timestamptz)::bigint % 2592000)
          * interval '1 second', place, lat, lng, created::timestamptz
      from unnest(${column(batch, 'customer')}::text[], ${column(batch, 'lat')}::float8[],
        ${column(batch, 'lng')}::float8[], ${column(batch, 'place')}::text[], ${column(batch, 'type')}::text[],
        ${column(batch, 'budget')}::text[], ${created}::text[])
        as t(customer, lat, lng, place, type, budget, created)`);
  }
}
