// Seeds services (jobs) as a marketplace a year old would have them: spread over ±6 months around now, over
// the seeded customers and providers (some busier than others, customers mostly rebooking the providers they
// know), each in a status its date allows, with the request it came from, the first line of its history, and
// the customer's review of half the completed ones. Deterministic for a given seed (but the ids). Used by the
// capacity run's lists (Programados, Calendario, Pagos, Ganancias).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SERVICE_IDS } from '#shared/catalog';
import { type PaymentMethod } from '#shared/domain/payment-methods';
import { MEXICAN_TIME_ZONES } from '#shared/domain/time-zones';
import type { CANCELLED_BY } from '#server/db/schema/jobs';
import type { ServiceStatus } from '#shared/domain/service-lifecycle';
import type { Database } from '#server/db/client';
import { populatedPoint, random } from './seed-requests';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const HALF_YEAR = 182 * DAY;
/** Every seeded service lasts 3 h (180 minutes in the insert), as every one made before lengths did (0036). */
const LENGTH = 3 * HOUR;
const BATCH = 5_000;

interface ServiceRow {
  id: string;
  requestId: string;
  customer: string;
  provider: string;
  place: string;
  type: string;
  budget: string;
  zone: string;
  price: number;
  method: PaymentMethod;
  /** A direct booking (first 'pending', the provider named on the request) rather than an accepted offer. */
  booked: boolean;
  scheduled: number;
  created: number;
  status: ServiceStatus;
  done: number | null;
  completed: number | null;
  cancelled: number | null;
  cancelledBy: (typeof CANCELLED_BY)[number] | null;
  fee: number | null;
  paid: number | null;
  problem: string | null;
  settled: number | null;
  /** The provider cancelled it: a 'cancel_by_provider' line, which their reliability counts. */
  providerCancelled: boolean;
}

/** An index into `length` items where the first ones come up more often: some people book (or work) more. */
const skewed = (next: () => number, length: number) => Math.floor(next() ** 1.2 * length);

// 50 %, half a centavo rounded up, as cancellation-fee.ts charges it.
const halfOf = (price: number) => Math.floor((price * 50 + 50) / 100);

const pick = <T>(next: () => number, values: readonly T[]) => values[Math.floor(next() * values.length)]!;

// Cash for half, card and transfer for the rest, as customers choose at the checkout.
const method = (next: () => number): PaymentMethod => {
  const r = next();
  return r < 0.5 ? 'cash' : r < 0.8 ? 'card' : 'transfer';
};

// Most of the country keeps Mexico City's time; the rest spread over the other zones.
const zone = (next: () => number) =>
  next() < 0.8 ? MEXICAN_TIME_ZONES[0] : pick(next, MEXICAN_TIME_ZONES.slice(1));

/** A service still ahead: waiting for the provider's answer, agreed, or ended before it began. */
function ahead(row: ServiceRow, next: () => number, now: number) {
  if (row.booked && next() < 0.35) {
    // Unanswered bookings are recent: the provider has 48 hours.
    row.created = now - next() * 40 * HOUR;
    row.status = 'pending';
    return;
  }
  if (row.booked && next() < 0.05) return declined(row, next, now);
  const r = next();
  if (r < 0.1) {
    row.status = 'cancelled';
    row.cancelledBy = 'customer';
    row.cancelled = row.created + next() * (now - row.created);
    // Under 24 hours' notice costs half the price; a booking not yet accepted is withdrawn for free.
    const late = row.scheduled - row.cancelled < DAY && !row.booked;
    row.fee = late ? halfOf(row.price) : 0;
  } else if (r < 0.14) cancelledByProvider(row, row.created + next() * (now - row.created));
  else row.status = 'confirmed';
}

/** A service whose date has passed: done, completed, cancelled, disputed, or a booking never taken. */
function past(row: ServiceRow, next: () => number, now: number) {
  if (row.booked && next() < 0.05) return declined(row, next, now);
  const r = next();
  const doneAt = row.scheduled + LENGTH;
  if (now - row.scheduled < 2 * DAY && r < 0.4 && doneAt < now) {
    row.status = 'done';
    row.done = doneAt;
  } else if (r < 0.06) {
    // Cancelled with under 24 hours' notice: half the price.
    row.status = 'cancelled';
    row.cancelledBy = 'customer';
    row.cancelled = row.scheduled - next() * 20 * HOUR;
    row.fee = halfOf(row.price);
  } else if (r < 0.09) {
    row.status = 'cancelled';
    row.cancelledBy = 'customer';
    row.cancelled = row.scheduled - (2 + next() * 3) * DAY;
    row.fee = 0;
  } else if (r < 0.11) {
    // The customer was not there: the provider reported it, the whole price.
    row.status = 'cancelled';
    row.cancelledBy = 'provider';
    row.cancelled = row.scheduled + HOUR;
    row.fee = row.price;
  } else if (r < 0.13) cancelledByProvider(row, row.scheduled - (1 + next() * 2) * DAY);
  else if (r < 0.16) disputed(row, next, now, doneAt);
  else {
    row.status = 'completed';
    row.done = doneAt;
    row.completed = Math.min(now, doneAt + next() * 48 * HOUR);
  }
}

function cancelledByProvider(row: ServiceRow, at: number) {
  row.status = 'cancelled';
  row.cancelledBy = 'provider';
  row.cancelled = at;
  row.fee = 0;
  row.providerCancelled = true;
}

function declined(row: ServiceRow, next: () => number, now: number) {
  row.status = 'declined';
  // Declined by the provider, or left unanswered until the system declined it.
  row.cancelledBy = next() < 0.7 ? 'provider' : 'system';
  row.cancelled = Math.min(now, row.created + next() * 48 * HOUR);
  row.fee = 0;
}

/** A problem reported: still open if recent; older ones support resolved, in part or as nothing to pay. */
function disputed(row: ServiceRow, next: () => number, now: number, doneAt: number) {
  row.done = doneAt;
  row.problem = 'No limpiaron la cocina.';
  if (now - row.scheduled < 30 * DAY) row.status = 'disputed';
  else if (next() < 0.5) {
    row.status = 'completed';
    row.completed = doneAt + 5 * DAY;
    row.settled = Math.floor(row.price / 2);
  } else {
    row.status = 'cancelled';
    row.cancelledBy = 'support';
    row.cancelled = doneAt + 5 * DAY;
    row.fee = 0;
  }
}

/** Card payments are confirmed when charged; cash and transfer when the provider says so, most of the time. */
function payment(row: ServiceRow, next: () => number, now: number) {
  const charged =
    ['done', 'completed', 'disputed'].includes(row.status) || (row.status === 'cancelled' && row.fee! > 0);
  if (!charged) return;
  const at = Math.min(now, row.done ?? row.cancelled ?? row.scheduled);
  const share = row.method === 'card' ? 1 : row.status === 'completed' ? 0.9 : 0.5;
  if (next() < share) row.paid = at;
}

// Customers keep to the few providers they liked (one to four each) for most of their services, and try
// someone new now and then: how many providers a customer's list names drives the cost of its provider cards.
function favouritesOf(customers: string[], providers: string[], next: () => number) {
  return new Map(
    customers.map((customer) => [
      customer,
      Array.from({ length: 1 + Math.floor(next() * 4) }, () => providers[skewed(next, providers.length)]!),
    ]),
  );
}

function serviceRows(count: number, customers: string[], providers: string[], seed: number, now: number) {
  const next = random(seed);
  const favourites = favouritesOf(customers, providers, next);
  return Array.from({ length: count }, (): ServiceRow => {
    const customer = customers[skewed(next, customers.length)]!;
    // On the hour, some time in the year around now.
    const scheduled = Math.round((now + (next() * 2 - 1) * HALF_YEAR) / HOUR) * HOUR;
    const booked = next() < 0.4;
    const row: ServiceRow = {
      id: randomUUID(),
      requestId: randomUUID(),
      customer,
      provider:
        next() < 0.8 ? pick(next, favourites.get(customer)!) : providers[skewed(next, providers.length)]!,
      place: populatedPoint(next).place,
      type: pick(next, SERVICE_IDS),
      budget: '500-1000',
      zone: zone(next),
      // $300 to $1,500 in $50 steps, in centavos.
      price: (6 + Math.floor(next() * 25)) * 5_000,
      method: method(next),
      booked,
      scheduled,
      created: Math.min(scheduled - (1 + next() * 13) * DAY, now - next() * 3 * DAY),
      status: 'confirmed',
      done: null,
      completed: null,
      cancelled: null,
      cancelledBy: null,
      fee: null,
      paid: null,
      problem: null,
      settled: null,
      providerCancelled: false,
    };
    if (scheduled > now) ahead(row, next, now);
    else past(row, next, now);
    payment(row, next, now);
    return row;
  });
}

/**
 * A provider's pending and confirmed services may not overlap (jobs_no_overlap): each such service is put on a
 * 3-hour step of the clock, the first one at or after its draw that the provider does not hold already.
 */
function apart(rows: ServiceRow[]) {
  const held = new Map<string, Set<number>>();
  for (const row of rows) {
    if (row.status !== 'pending' && row.status !== 'confirmed') continue;
    const steps = held.get(row.provider) ?? new Set<number>();
    held.set(row.provider, steps);
    let step = Math.floor(row.scheduled / LENGTH);
    while (steps.has(step)) step++;
    steps.add(step);
    row.scheduled = step * LENGTH;
  }
  return rows;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const list = <T>(rows: ServiceRow[], of: (row: ServiceRow) => T) => sql.param(rows.map(of));

async function insertBatch(db: Database, rows: ServiceRow[]) {
  await db.execute(sql`
    insert into service_requests (id, customer_id, title, description, service_id, budget_range,
      payment_method, required_date, location, status, provider_id, created_at)
    select id, customer, 'Limpieza en ' || place, 'Servicio de prueba para medir las listas.', type, budget,
      method, scheduled::timestamptz, place, 'assigned', case when booked then provider end,
      created::timestamptz - interval '1 hour'
    from unnest(${list(rows, (r) => r.requestId)}::uuid[], ${list(rows, (r) => r.customer)}::text[],
      ${list(rows, (r) => r.provider)}::text[], ${list(rows, (r) => r.booked)}::bool[],
      ${list(rows, (r) => r.place)}::text[], ${list(rows, (r) => r.type)}::text[],
      ${list(rows, (r) => r.budget)}::text[], ${list(rows, (r) => r.method)}::text[],
      ${list(rows, (r) => iso(r.scheduled))}::text[], ${list(rows, (r) => iso(r.created))}::text[])
      as t(id, customer, provider, booked, place, type, budget, method, scheduled, created)`);
  await db.execute(sql`
    insert into jobs (id, request_id, customer_id, provider_id, title, service_id, scheduled_at, time_zone,
      location, address, price, duration_minutes, payment_method, status, payment_confirmed_at, done_at, completed_at,
      cancelled_at, cancelled_by, cancellation_fee, problem, settled_amount, created_at, updated_at)
    select id, request_id, customer, provider, 'Limpieza en ' || place, type, scheduled::timestamptz, zone,
      place, 'Calle de Prueba 123', price, 180, method, status, paid::timestamptz, done::timestamptz,
      completed::timestamptz, cancelled::timestamptz, cancelled_by, fee, problem, settled, created::timestamptz,
      greatest(created::timestamptz, coalesce(completed, cancelled, done, paid, created)::timestamptz)
    from unnest(${list(rows, (r) => r.id)}::uuid[], ${list(rows, (r) => r.requestId)}::uuid[],
      ${list(rows, (r) => r.customer)}::text[], ${list(rows, (r) => r.provider)}::text[],
      ${list(rows, (r) => r.place)}::text[], ${list(rows, (r) => r.type)}::text[],
      ${list(rows, (r) => iso(r.scheduled))}::text[], ${list(rows, (r) => r.zone)}::text[],
      ${list(rows, (r) => r.price)}::int[], ${list(rows, (r) => r.method)}::text[],
      ${list(rows, (r) => r.status)}::text[], ${list(rows, (r) => iso(r.paid))}::text[],
      ${list(rows, (r) => iso(r.done))}::text[], ${list(rows, (r) => iso(r.completed))}::text[],
      ${list(rows, (r) => iso(r.cancelled))}::text[], ${list(rows, (r) => r.cancelledBy)}::text[],
      ${list(rows, (r) => r.fee)}::int[], ${list(rows, (r) => r.problem)}::text[],
      ${list(rows, (r) => r.settled)}::int[], ${list(rows, (r) => iso(r.created))}::text[])
      as t(id, request_id, customer, provider, place, type, scheduled, zone, price, method, status, paid, done,
        completed, cancelled, cancelled_by, fee, problem, settled, created)`);
  // The first line of each history, and the provider's cancellations that count against their reliability.
  await db.execute(sql`
    insert into job_events (job_id, action, actor, actor_id, from_status, to_status, at)
    select id, 'created', 'customer', customer, null, case when booked then 'pending' else 'confirmed' end,
      created::timestamptz
    from unnest(${list(rows, (r) => r.id)}::uuid[], ${list(rows, (r) => r.customer)}::text[],
      ${list(rows, (r) => r.booked)}::bool[], ${list(rows, (r) => iso(r.created))}::text[])
      as t(id, customer, booked, created)`);
  const cancelled = rows.filter((row) => row.providerCancelled);
  await db.execute(sql`
    insert into job_events (job_id, action, actor, actor_id, from_status, to_status, at)
    select id, 'cancel_by_provider', 'provider', provider, 'confirmed', 'cancelled', at::timestamptz
    from unnest(${list(cancelled, (r) => r.id)}::uuid[], ${list(cancelled, (r) => r.provider)}::text[],
      ${list(cancelled, (r) => iso(r.cancelled))}::text[]) as t(id, provider, at)`);
}

// Half the completed services have the customer's review, published (a week after, or when the provider wrote).
async function insertReviews(db: Database) {
  await db.execute(sql`
    insert into reviews (job_id, author_role, author_id, subject_id, rating, comment, created_at, published_at)
    select id, 'customer', customer_id, provider_id, 3 + abs(hashtext(id::text)) % 3, 'Muy buen servicio.',
      completed_at, completed_at + interval '7 days'
    from jobs where status = 'completed' and abs(hashtext(id::text)) % 2 = 0`);
}

export interface SeededServices {
  /** Services per status, to describe the data in the report. */
  statuses: Record<string, number>;
}

/** Inserts `count` services between these customers and providers, in batches of 5,000. */
export async function seedServices(
  db: Database,
  count: number,
  customers: string[],
  providers: string[],
  seed = 7,
): Promise<SeededServices> {
  const rows = apart(serviceRows(count, customers, providers, seed, Date.now()));
  for (let offset = 0; offset < rows.length; offset += BATCH)
    await insertBatch(db, rows.slice(offset, offset + BATCH));
  await insertReviews(db);
  const statuses: Record<string, number> = {};
  for (const row of rows) statuses[row.status] = (statuses[row.status] ?? 0) + 1;
  return { statuses };
}
