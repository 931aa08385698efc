import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { BudgetRange, ServiceId } from '#shared/catalog';
import type { PaymentMethod } from '#shared/domain/payment-methods';
import type { EstimateInput } from '#shared/domain/estimate';
import { boundingBox, EARTH_RADIUS_KM, serviceAreaReachKm, type LatLng } from '#shared/domain/geo';
import { LAST_CURSOR, type PageCursor } from '#shared/schemas/cursor';
import type { OfferStatus } from '#shared/schemas/requests';
import { byKey } from '#server/db/prepared';
import { isoUtc } from '#server/db/schema/sql-helpers';

/** Requests per page of the provider's list; the next page starts after the last one shown. */
export const NEARBY_PAGE_SIZE = 20;
/** Days read one by one, newest first, before one scan of everything older. */
export const RECENT_DAYS = 14;

const DAY_MS = 86_400_000;

export interface NearbyArea {
  providerId: string;
  center: LatLng;
  radiusKm: number;
}

export interface NearbyRow {
  id: string;
  /** created_at in microseconds since the epoch, as text: the next page's cursor. */
  position: string;
  title: string;
  description: string;
  budget_range: BudgetRange | null;
  service_id: ServiceId;
  price: number | null;
  payment_method: PaymentMethod;
  /** The 'Cotizador' (null without one): the home, and the range in minutes. */
  estimate_input: EstimateInput | null;
  min_minutes: number | null;
  max_minutes: number | null;
  location: string;
  precision: 'locality' | 'street' | 'address';
  /** The place, for its zone (serviceTimeZone): never null here, the circle's test needs it. */
  lat: number;
  lng: number;
  distance_km: number;
  customer_full_name: string | null;
  /** Dates come as ISO 8601 text in UTC, as Date.prototype.toISOString writes them. */
  created_at: string;
  required_date: string;
  /** The provider's own offer on the request, if any (a withdrawn one too). */
  application_id: string | null;
  application_status: OfferStatus | null;
  proposed_price: number | null;
  applied_at: string | null;
}

/** The values each run of the nearby statements takes; everything else in their text is fixed. */
export const NEARBY_VALUES = [
  'providerId',
  'now',
  'lat',
  'lng',
  'cosLat',
  'minLat',
  'maxLat',
  'minLng',
  'maxLng',
  'maxKm',
  'days',
  'olderThan',
  'cursorUs',
  'cursorId',
  'services',
] as const;
export type NearbyValues = Record<(typeof NEARBY_VALUES)[number], unknown>;
type NearbyParams = Record<(typeof NEARBY_VALUES)[number], SQLWrapper>;

/** UTC day numbers from tomorrow (clock skew with the database) back RECENT_DAYS days, `now` in ms. */
export function recentDays(now: number): { days: number[]; olderThan: number } {
  const today = Math.floor(now / DAY_MS);
  const days = Array.from({ length: RECENT_DAYS + 1 }, (_, i) => today + 1 - i);
  return { days, olderThan: days[days.length - 1]! };
}

/**
 * The circle's bounding box, the days to read one by one (from the cursor's day on a later page), the cursor, and
 * the catalogue services to show (null: every one).
 */
export function nearbyValues(
  area: NearbyArea,
  now: number,
  cursor: PageCursor | null = null,
  services: readonly ServiceId[] | null = null,
): NearbyValues {
  const { providerId, center, radiusKm } = area;
  const box = boundingBox(center, serviceAreaReachKm(radiusKm));
  const { days, olderThan } = recentDays(cursor ? Number(cursor.us / 1000n) : now);
  // Before everything on the first page.
  const after = cursor ?? LAST_CURSOR;
  return {
    providerId,
    now: new Date(now).toISOString(),
    lat: center.lat,
    lng: center.lng,
    cosLat: Math.cos((center.lat * Math.PI) / 180),
    ...box,
    maxKm: serviceAreaReachKm(radiusKm),
    days,
    olderThan,
    cursorUs: after.us.toString(),
    cursorId: after.id,
    services,
  };
}

// Open requests whose service date is still ahead (`live`) inside the circle: a bounding box on the btree
// (lat, lng) columns, then the exact great-circle distance (haversine, R = 6371 km). A direct booking is
// never open (it is a service from the start, in its provider's Calendario); the provider_id test keeps
// rows written before that rule out. The provider may ask for some catalogue services only. A suspended
// customer's requests are hidden (a probe of the small partial index of suspended profiles).
const live = (p: NearbyParams) => sql`s.status = 'open' and s.required_date >= ${p.now}::timestamptz`;

function inArea(p: NearbyParams) {
  const distance = sql`(${2 * EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
      power(sin(radians(s.lat - ${p.lat}::float8) / 2), 2)
      + ${p.cosLat}::float8 * cos(radians(s.lat))
        * power(sin(radians(s.lng - ${p.lng}::float8) / 2), 2)))))`;
  const where = sql`${live(p)}
    and s.lat between ${p.minLat}::float8 and ${p.maxLat}::float8
    and s.lng between ${p.minLng}::float8 and ${p.maxLng}::float8
    and s.provider_id is null
    and (${p.services}::text[] is null or s.service_id = any(${p.services}::text[]))
    and ${distance} <= ${p.maxKm}::float8
    and not exists (select 1 from profiles sc where sc.id = s.customer_id and sc.suspended_at is not null)`;
  return { distance, where };
}

const columns = sql`s.id, s.customer_id, s.title, s.description, s.budget_range, s.service_id,
  s.price, s.payment_method, s.estimate_input, s.min_minutes, s.max_minutes, s.required_date, s.location, s.precision, s.lat, s.lng, s.created_at, s.provider_id`;

// In a dense city thousands of requests lie in the circle but only the newest page is wanted. `recent` reads
// the (status, created_day, lat, lng) index one day at a time, newest day first, and its LIMIT stops the
// nested loop after a day or two instead of sorting every match. Only when those days hold less than a page
// does `older` run (its gate is a one-time filter), scanning the (status, lat, lng) index of a quiet area.
// Each part reads one row more than a page: that row says whether another page follows. The three parts
// never share a row, so they are appended without removing duplicates.
export function buildNearbyRequests(p: NearbyParams): SQL {
  const { distance, where } = inArea(p);
  const before = sql`(s.created_at, s.id) < (timestamptz 'epoch' + ${p.cursorUs}::bigint
    * interval '1 microsecond', ${p.cursorId}::uuid)`;
  const limit = sql.raw(String(NEARBY_PAGE_SIZE + 1));
  return sql`
    with recent as materialized (
      select r.*
      from unnest(${p.days}::int[]) as d(day)
      cross join lateral (
        select ${columns}, ${distance} as distance_km
        from service_requests s
        where s.created_day = d.day and ${before} and ${where}
        order by s.created_at desc, s.id desc
        limit ${limit}
      ) r
      limit ${limit}
    ),
    older as (
      select ${columns}, ${distance} as distance_km
      from service_requests s
      where (select count(*) from recent) < ${limit} and s.created_day < ${p.olderThan}::int and ${before}
        and ${where}
      order by s.created_at desc, s.id desc
      limit ${limit}
    ),
    s as (
      select * from recent union all select * from older
      order by created_at desc, id desc
      limit ${limit}
    )
    select s.id, s.title, s.description, s.budget_range, s.service_id, s.price,
      s.payment_method, s.estimate_input, s.min_minutes, s.max_minutes, ${isoUtc(sql`s.required_date`)} as required_date, s.location, s.precision,
      s.lat, s.lng, s.distance_km, ${isoUtc(sql`s.created_at`)} as created_at,
      (extract(epoch from s.created_at) * 1000000)::bigint::text as position,
      c.full_name as customer_full_name,
      a.id as application_id, a.status as application_status, a.proposed_price,
      ${isoUtc(sql`a.created_at`)} as applied_at
    from s
    join profiles c on c.id = s.customer_id
    left join request_applications a on a.request_id = s.id and a.provider_id = ${p.providerId}::text
    order by s.created_at desc, s.id desc`;
}

export function buildNearbyCount(p: NearbyParams): SQL {
  return sql`select count(*)::int as count from service_requests s where ${inArea(p).where}`;
}

/** The page query with its values in place, for EXPLAIN in scripts/bench-nearby.ts. */
export function nearbyRequestsQuery(area: NearbyArea, now: number, cursor: PageCursor | null = null): SQL {
  const values = nearbyValues(area, now, cursor);
  return buildNearbyRequests(byKey(NEARBY_VALUES, (key) => sql.param(values[key])));
}
