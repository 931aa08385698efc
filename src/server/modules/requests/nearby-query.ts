import { sql, type SQL } from 'drizzle-orm';
import type { BudgetRange, PaymentMethod, ServiceId, ServiceType } from '../../../shared/catalog';
import { boundingBox, EARTH_RADIUS_KM, type LatLng } from '../../../shared/domain/geo';

/** Requests per page of the provider's list; the next page starts after the last one shown. */
export const NEARBY_PAGE_SIZE = 20;
/** Days read one by one, newest first, before one scan of everything older. */
export const RECENT_DAYS = 14;

// A request placed exactly on the circle must not fall out through floating-point noise: 1 mm of slack.
const EDGE_TOLERANCE_KM = 1e-6;
const DAY_MS = 86_400_000;

export interface NearbyArea {
  providerId: string;
  center: LatLng;
  radiusKm: number;
}

/** Where a page starts: strictly older than this request, in (created_at, id) order. */
export interface NearbyCursor {
  /** created_at in microseconds since the epoch (PostgreSQL keeps microseconds, a JS Date only ms). */
  createdAtUs: bigint;
  id: string;
}

export interface NearbyRow {
  id: string;
  /** created_at in microseconds since the epoch, as text: the next page's cursor. */
  position: string;
  title: string;
  description: string;
  service_type: ServiceType | null;
  budget_range: BudgetRange | null;
  service_id: ServiceId | null;
  price: number | null;
  address: string | null;
  payment_method: PaymentMethod;
  required_date: string | Date;
  location: string;
  precision: 'locality' | 'street' | 'address';
  distance_km: number;
  customer_first_name: string;
  created_at: string | Date;
  is_direct_booking: boolean;
  proposed_price: number | null;
  applied_at: string | Date | null;
}

// Open requests inside the circle that this provider may see: a bounding box on the btree (lat, lng)
// columns, then the exact great-circle distance (haversine, R = 6371 km). Another provider's direct
// booking is never visible.
function inArea({ providerId, center, radiusKm }: NearbyArea) {
  const box = boundingBox(center, radiusKm + EDGE_TOLERANCE_KM);
  const distance = sql`(${2 * EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
      power(sin(radians(s.lat - ${center.lat}::float8) / 2), 2)
      + ${Math.cos((center.lat * Math.PI) / 180)}::float8 * cos(radians(s.lat))
        * power(sin(radians(s.lng - ${center.lng}::float8) / 2), 2)))))`;
  const where = sql`s.status = 'open'
    and s.lat between ${box.minLat}::float8 and ${box.maxLat}::float8
    and s.lng between ${box.minLng}::float8 and ${box.maxLng}::float8
    and (s.provider_id is null or s.provider_id = ${providerId})
    and ${distance} <= ${radiusKm + EDGE_TOLERANCE_KM}::float8`;
  return { distance, where };
}

const columns = sql`s.id, s.customer_id, s.title, s.description, s.service_type, s.budget_range, s.service_id,
  s.price, s.address, s.payment_method, s.required_date, s.location, s.precision, s.created_at, s.provider_id`;

/** UTC day numbers from tomorrow (clock skew with the database) back RECENT_DAYS days. */
export function recentDays(now = Date.now()): { days: number[]; olderThan: number } {
  const today = Math.floor(now / DAY_MS);
  const days = Array.from({ length: RECENT_DAYS + 1 }, (_, i) => today + 1 - i);
  return { days, olderThan: days[days.length - 1]! };
}

// The customer is shown by first name: the first word of full_name, else the leading letters of the e-mail's
// local part ("juan.perez77@…" → "Juan"); the address itself never leaves the database.
const customerFirstName = sql`coalesce(
  nullif(split_part(btrim(c.full_name), ' ', 1), ''),
  initcap(substring(split_part(c.email, '@', 1) from '^[[:alpha:]]+')),
  'Cliente'
)`;

// Before everything on the first page (year 33,658, the largest cursor the format allows): every page runs
// the same statement text, which a prepared statement needs.
const FIRST_PAGE: NearbyCursor = {
  createdAtUs: 999_999_999_999_999_999n,
  id: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
};

// Direct bookings addressed to this provider are always listed, wherever their area has moved since.
// In a dense city thousands of requests lie in the circle but only the newest page is wanted. `recent` reads
// the (status, created_day, lat, lng) index one day at a time, newest day first (from the cursor's day on a
// later page), and its LIMIT stops the nested loop after a day or two instead of sorting every match. Only when
// those days hold less than a page does `older` run (its gate is a one-time filter), scanning the (status, lat, lng) index of a quiet area.
export function nearbyRequestsQuery(
  area: NearbyArea,
  now = Date.now(),
  cursor: NearbyCursor | null = null,
): SQL {
  const { distance, where } = inArea(area);
  const { days, olderThan } = recentDays(cursor ? Number(cursor.createdAtUs / 1000n) : now);
  const after = cursor ?? FIRST_PAGE;
  const before = sql`(s.created_at, s.id) < (timestamptz 'epoch' + ${after.createdAtUs.toString()}::bigint
    * interval '1 microsecond', ${after.id}::uuid)`;
  // One row more than a page tells whether another page follows.
  const limit = NEARBY_PAGE_SIZE + 1;
  return sql`
    with recent as materialized (
      select r.*
      from unnest(${sql.param(days)}::int[]) as d(day)
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
      where (select count(*) from recent) < ${limit} and s.created_day < ${olderThan} and ${before} and ${where}
      order by s.created_at desc, s.id desc
      limit ${limit}
    ),
    direct as (
      select ${columns}, ${distance} as distance_km
      from service_requests s
      where s.provider_id = ${area.providerId} and s.status = 'open' and ${before}
      order by s.created_at desc, s.id desc
      limit ${limit}
    ),
    s as (
      select * from recent union select * from older union select * from direct
      order by created_at desc, id desc
      limit ${limit}
    )
    select s.id, s.title, s.description, s.service_type, s.budget_range, s.service_id, s.price, s.address,
      s.payment_method, s.required_date, s.location, s.precision, s.distance_km, s.created_at,
      (extract(epoch from s.created_at) * 1000000)::bigint::text as position,
      s.provider_id is not null as is_direct_booking,
      ${customerFirstName} as customer_first_name,
      a.proposed_price, a.created_at as applied_at
    from s
    join profiles c on c.id = s.customer_id
    left join request_applications a on a.request_id = s.id and a.provider_id = ${area.providerId}
    order by s.created_at desc, s.id desc`;
}

export function nearbyCountQuery(area: NearbyArea): SQL {
  return sql`select count(*)::int as count from (
    select s.id from service_requests s where ${inArea(area).where}
    union
    select s.id from service_requests s where s.provider_id = ${area.providerId} and s.status = 'open'
  ) x`;
}
