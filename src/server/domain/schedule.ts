import { type SQL, sql } from 'drizzle-orm';
import { SCHEDULED_STATUSES } from '#shared/domain/service-lifecycle';
import { serviceTimeZone } from '#shared/domain/time-zones';
import { type BookedService, type FreeDay, freeStartTimes } from '#shared/domain/free-times';
import { instantToZonedParts } from '#shared/domain/local-time';
import { DEFAULT_SCHEDULE, type Schedule, type TimeRange } from '#shared/domain/working-hours';
import type { MexicanTimeZone } from '#shared/domain/mexican-time-zones';
import { scheduleMessages } from '#shared/schedule-messages';
import { rowsOf, type Database } from '#server/db/client';
import { namedQuery } from '#server/db/prepared';
import { jobs, profiles, providerDaysOff, providerSchedules, providerWorkingHours } from '#server/db/schema';
import { ConflictError } from './errors';

// A provider's time as the rules read it (issue 29): their 'Disponibilidad' (three tables; DEFAULT_SCHEDULE for a
// provider who never saved it) and the services that hold their time. Shared by the wizard's free times, the
// booking that takes one, an accepted offer and the provider's own pages.

/** The free starts offered: the next 14 days of the place, every half hour, from 2 hours ahead. */
export const FREE_TIMES = { days: 14, stepMinutes: 30, minNoticeMinutes: 120 } as const;

/** A provider's schedule and the zone it is read in (their service area's; Mexico City without one). */
export interface ProviderSchedule extends Schedule {
  timeZone: MexicanTimeZone;
}

interface ScheduleRow {
  lat: number | null;
  lng: number | null;
  travel_minutes: number | null;
  max_per_day: number | null;
  instant_booking: boolean | null;
  /** The weekly ranges in order, as JSON: [weekday, start, end]. */
  ranges: [number, string, string][] | null;
  days_off: { from: string; to: string; note: string }[] | null;
}

// One query, not four: the wizard's free times read a schedule on every answer. `columns` adds to its one row.
const scheduleQuery = (providerId: string | SQL, columns: SQL = sql.empty()) => sql`select p.lat, p.lng,
    s.travel_minutes, s.max_per_day, s.instant_booking,
    (select json_agg(json_build_array(h.weekday, h.start_time, h.end_time) order by h.weekday, h.start_time)
      from ${providerWorkingHours} h where h.provider_id = p.id) as ranges,
    (select json_agg(json_build_object('from', d.first_day, 'to', d.last_day, 'note', d.note)
        order by d.first_day)
      from ${providerDaysOff} d where d.provider_id = p.id) as days_off
    ${columns}
  from ${profiles} p left join ${providerSchedules} s on s.provider_id = p.id
  where p.id = ${providerId}`;

function scheduleOf(row: ScheduleRow | undefined): ProviderSchedule {
  const timeZone = serviceTimeZone(row ? { lat: row.lat, lng: row.lng } : null);
  if (row?.travel_minutes == null) return { ...DEFAULT_SCHEDULE, timeZone };
  const weekly: TimeRange[][] = Array.from({ length: 7 }, () => []);
  for (const [weekday, start, end] of row.ranges ?? []) weekly[weekday]!.push({ start, end });
  return {
    weekly,
    daysOff: row.days_off ?? [],
    travelMinutes: row.travel_minutes,
    maxPerDay: row.max_per_day,
    instantBooking: row.instant_booking!,
    timeZone,
  };
}

export async function readSchedule(db: Database, providerId: string): Promise<ProviderSchedule> {
  return scheduleOf(rowsOf<ScheduleRow>(await db.execute(scheduleQuery(providerId)))[0]);
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Many providers' schedules in one query (the recurring plans' scheduler reads hundreds at a time). */
export async function readSchedules(
  db: Database,
  providerIds: readonly string[],
): Promise<Map<string, ProviderSchedule>> {
  const schedules = new Map<string, ProviderSchedule>();
  if (providerIds.length === 0) return schedules;
  const query = sql`select q.* from unnest(${textArray(providerIds)}) as wanted(id)
    cross join lateral (${scheduleQuery(sql`wanted.id`, sql`, p.id as provider_id`)}) q`;
  for (const row of rowsOf<ScheduleRow & { provider_id: string }>(await db.execute(query)))
    schedules.set(row.provider_id, scheduleOf(row));
  return schedules;
}

const DAY_MS = 86_400_000;

// The pending and confirmed services that may touch [from, to): those starting up to a day before (a service
// lasts 12 h at most, travel 4 h) and before `to`.
const heldWhere = (providerId: string, from: Date, to: Date) => sql`j.provider_id = ${providerId}
  and j.status in (${sql.join(
    SCHEDULED_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})
  and j.scheduled_at > ${new Date(from.getTime() - DAY_MS).toISOString()}::timestamptz
  and j.scheduled_at < ${to.toISOString()}::timestamptz`;

// The services as one text, 'start ms,minutes,start ms,minutes…', not a row each: 300 rows' transfer and
// Drizzle's mapping of their timestamps cost more than the rest of an answer (PGlite 5 ms, node-postgres 1.5).
// date_part's float8, rounded, is the instant to the millisecond a Date holds, at half extract's numeric cost;
// the walk sorts them.
const heldColumn = (providerId: string, from: Date, to: Date) => sql`(select
    string_agg((date_part('epoch', j.scheduled_at) * 1000)::int8 || ',' || j.duration_minutes, ',')
    from ${jobs} j where ${heldWhere(providerId, from, to)}) as services`;

function servicesOf(text: string | null): BookedService[] {
  if (!text) return [];
  const numbers = text.split(',');
  const services: BookedService[] = [];
  for (let index = 0; index < numbers.length; index += 2)
    services.push({ start: new Date(Number(numbers[index])), lengthMinutes: Number(numbers[index + 1]) });
  return services;
}

/**
 * A provider's schedule and the services that hold their time in [from, to), in one query (a query costs an
 * answer of the wizard's free times more than its walk), sent as a named statement (namedQuery). `extra` adds
 * columns to the one row, which comes back as `row`, under a name of its own for that query.
 */
export async function readProviderTime<Row extends object = object>(
  db: Database,
  { providerId, from, to, extra }: ProviderTimeQuery,
): Promise<{ schedule: ProviderSchedule; services: BookedService[]; row: Partial<Row> }> {
  const held = heldColumn(providerId, from, to);
  const [row] = await namedQuery<ScheduleRow & { services: string | null } & Row>(
    db,
    extra?.name ?? 'provider-time',
    scheduleQuery(providerId, extra ? sql`, ${held}, ${extra.columns}` : sql`, ${held}`),
  );
  return { schedule: scheduleOf(row), services: servicesOf(row?.services ?? null), row: row ?? {} };
}

interface ProviderTimeQuery {
  providerId: string;
  from: Date;
  to: Date;
  extra?: { name: string; columns: SQL };
}

export interface FreeTimesRequest {
  providerId: string;
  /** The place's zone: the answer's dates and times are on its clock. */
  placeZone: string;
  lengthMinutes: number;
  now: Date;
}

/**
 * The services held but those that move (a plan's visits being given another time): a held service of
 * `lengthMinutes` starting at one of `starts`. The held starts come back through a float (readProviderTime): a
 * visit's own is the one within a second.
 */
export function leavingOut(
  services: readonly BookedService[],
  { starts, lengthMinutes }: { starts: readonly Date[]; lengthMinutes: number },
): BookedService[] {
  return services.filter(
    (held) =>
      held.lengthMinutes !== lengthMinutes ||
      !starts.some((own) => Math.abs(held.start.getTime() - own.getTime()) < 1000),
  );
}

/** Two days more than asked covers any zone's offset and the last day's last service with its travel. */
export const freeTimesWindowEnd = (now: Date) => new Date(now.getTime() + (FREE_TIMES.days + 2) * DAY_MS);

/** The walk of shared/domain/free-times.ts over a schedule and services read for `request`. */
export function freeTimesOf(
  { placeZone, lengthMinutes, now }: Omit<FreeTimesRequest, 'providerId'>,
  schedule: ProviderSchedule,
  services: readonly BookedService[],
): FreeDay[] {
  return freeStartTimes({
    now,
    days: FREE_TIMES.days,
    placeZone,
    providerZone: schedule.timeZone,
    weekly: schedule.weekly,
    daysOff: schedule.daysOff,
    travelMinutes: schedule.travelMinutes,
    maxPerDay: schedule.maxPerDay,
    services,
    lengthMinutes,
    stepMinutes: FREE_TIMES.stepMinutes,
    minNoticeMinutes: FREE_TIMES.minNoticeMinutes,
  });
}

/**
 * The provider's free starts for the next FREE_TIMES.days days of the place (shared/domain/free-times.ts), with
 * the schedule they came from.
 */
export async function providerFreeTimes(
  db: Database,
  request: FreeTimesRequest,
): Promise<{ days: FreeDay[]; schedule: ProviderSchedule }> {
  const { providerId, now } = request;
  const { schedule, services } = await readProviderTime(db, {
    providerId,
    from: now,
    to: freeTimesWindowEnd(now),
  });
  return { days: freeTimesOf(request, schedule, services), schedule };
}

export const slotTaken = () => new ConflictError('SLOT_TAKEN', scheduleMessages.slotTaken);

/**
 * Refuses (409 SLOT_TAKEN) a start the provider does not have free for a service of that length, on the place's
 * clock: the same walk as the free times the wizard showed. The database's exclusion constraint still decides a
 * race between two bookings that both passed here.
 */
export async function assertFreeStart(
  db: Database,
  request: FreeTimesRequest & { start: Date },
): Promise<ProviderSchedule> {
  const { date, time } = instantToZonedParts(request.start, request.placeZone);
  const { days, schedule } = await providerFreeTimes(db, request);
  if (!days.find((day) => day.date === date)?.times.includes(time)) throw slotTaken();
  return schedule;
}

// The two-key advisory locks' first key for a provider's time: its own keyspace, apart from the migrations' lock.
const PROVIDER_TIME_LOCK = 29;

/**
 * Holds, until the transaction ends, the lock on one provider's time: whatever writes a pending or confirmed
 * service of theirs (a booking, an accepted offer, more time) waits here for the one before it, then meets its
 * committed service in jobs_no_overlap (23P01, 409 SLOT_TAKEN). Without it, concurrent inserts that conflict
 * there wait on one another inside the constraint's index, and PostgreSQL ends some of them as a deadlock
 * (40P01, a 500): seen with 20 concurrent bookings of one time.
 */
export async function lockProviderTime(tx: Database, providerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PROVIDER_TIME_LOCK}, hashtext(${providerId}))`);
}

/**
 * lockProviderTime for many providers at once (the recurring plans' scheduler), always in the same order, so two
 * schedulers running together wait on one another rather than deadlock.
 */
export async function lockProvidersTime(tx: Database, providerIds: readonly string[]): Promise<void> {
  if (providerIds.length === 0) return;
  await tx.execute(sql`select count(pg_advisory_xact_lock(${PROVIDER_TIME_LOCK}, hashtext(id)))
    from (select id from unnest(${textArray([...new Set(providerIds)])}) as wanted(id)
      order by hashtext(id), id) ordered`);
}
