import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { BudgetRange, PaymentMethod, ServiceId, ServiceType } from '../../../shared/catalog';
import { boundingBox, EARTH_RADIUS_KM, type LatLng } from '../../../shared/domain/geo';
import { byKey } from '../../db/prepared';

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
  location: string;
  precision: 'locality' | 'street' | 'address';
  distance_km: number;
  customer_first_name: string;
  /** Dates come as ISO 8601 text in UTC, as Date.prototype.toISOString writes them. */
  created_at: string;
  required_date: string;
  is_direct_booking: boolean;
  proposed_price: number | null;
  applied_at: string | null;
}

/** A row of the page statement: the plan and area, and a request unless there is none to show. */
export type NearbyPageRow = { has_plan: boolean; has_area: boolean } & (NearbyRow | { id: null });

/** UTC day numbers from tomorrow (clock skew with the database) back RECENT_DAYS days. */
export function recentDays(now = Date.now()): { days: number[]; olderThan: number } {
  const today = Math.floor(now / DAY_MS);
  const days = Array.from({ length: RECENT_DAYS + 1 }, (_, i) => today + 1 - i);
  return { days, olderThan: days[days.length - 1]! };
}

// Before everything on the first page (year 33,658, the largest cursor the format allows).
const FIRST_PAGE: NearbyCursor = {
  createdAtUs: 999_999_999_999_999_999n,
  id: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
};

/** What the circle test needs: the centre, its bounding box and the radius, as SQL values or columns. */
const CIRCLE = ['lat', 'lng', 'cosLat', 'minLat', 'maxLat', 'minLng', 'maxLng', 'maxKm'] as const;
type Circle = Record<(typeof CIRCLE)[number], SQLWrapper>;

/** The values the count statement takes: the circle, computed here, and the provider. */
export const COUNT_VALUES = ['providerId', ...CIRCLE] as const;
export type CountValues = Record<(typeof COUNT_VALUES)[number], unknown>;

export function countValues({ providerId, center, radiusKm }: NearbyArea): CountValues {
  const box = boundingBox(center, radiusKm + EDGE_TOLERANCE_KM);
  return {
    providerId,
    lat: center.lat,
    lng: center.lng,
    cosLat: Math.cos((center.lat * Math.PI) / 180),
    ...box,
    maxKm: radiusKm + EDGE_TOLERANCE_KM,
  };
}

/** The values the page statement takes; it reads the provider's circle and plan itself. */
export const PAGE_VALUES = ['providerId', 'now', 'days', 'olderThan', 'cursorUs', 'cursorId'] as const;
export type PageValues = Record<(typeof PAGE_VALUES)[number], unknown>;

/** The days to read one by one (from the cursor's day on a later page), and the cursor. */
export function pageValues(providerId: string, now: Date, cursor: NearbyCursor | null): PageValues {
  const { days, olderThan } = recentDays(cursor ? Number(cursor.createdAtUs / 1000n) : now.getTime());
  const after = cursor ?? FIRST_PAGE;
  return {
    providerId,
    now: now.toISOString(),
    days,
    olderThan,
    cursorUs: after.createdAtUs.toString(),
    cursorId: after.id,
  };
}

// Open requests inside the circle: a bounding box on the btree (lat, lng) columns, then the exact
// great-circle distance (haversine, R = 6371 km). Direct bookings are left out here: another provider's are
// never visible, and this provider's own come through `direct` below, wherever they are.
function inArea(c: Circle) {
  const distance = sql`(${2 * EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
      power(sin(radians(s.lat - ${c.lat}::float8) / 2), 2)
      + ${c.cosLat}::float8 * cos(radians(s.lat))
        * power(sin(radians(s.lng - ${c.lng}::float8) / 2), 2)))))`;
  const where = sql`s.status = 'open'
    and s.lat between ${c.minLat}::float8 and ${c.maxLat}::float8
    and s.lng between ${c.minLng}::float8 and ${c.maxLng}::float8
    and s.provider_id is null
    and ${distance} <= ${c.maxKm}::float8`;
  return { distance, where };
}

// The provider's circle as the columns of the one-row `circle` CTE below (aliased g).
const circleColumns: Circle = {
  lat: sql`g.lat`,
  lng: sql`g.lng`,
  cosLat: sql`g.cos_lat`,
  minLat: sql`g.min_lat`,
  maxLat: sql`g.max_lat`,
  minLng: sql`g.min_lng`,
  maxLng: sql`g.max_lng`,
  maxKm: sql`g.max_km`,
};

const columns = sql`s.id, s.customer_id, s.title, s.description, s.service_type, s.budget_range, s.service_id,
  s.price, s.address, s.payment_method, s.required_date, s.location, s.precision, s.created_at, s.provider_id`;

// As Date.prototype.toISOString writes it, so the server need not parse dates to write them again.
const isoUtc = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// The customer is shown by first name: the first word of full_name, else the leading letters of the e-mail's
// local part ("juan.perez77@…" → "Juan"); the address itself never leaves the database.
const customerFirstName = sql`coalesce(
  nullif(split_part(btrim(c.full_name), ' ', 1), ''),
  initcap(substring(split_part(c.email, '@', 1) from '^[[:alpha:]]+')),
  'Cliente'
)`;

// One statement, one round trip per page: the provider's circle and plan, then the page.
// `circle` is the bounding box of boundingBox() in shared/domain/geo.ts, from the saved centre and radius;
// it is empty while the provider has not chosen a place, and then so is the page.
// In a dense city thousands of requests lie in the circle but only the newest page is wanted. `recent` reads
// the (status, created_day, lat, lng) index one day at a time, newest day first, and its LIMIT stops the
// nested loop after a day or two instead of sorting every match. Only when those days hold less than a page
// does `older` run (its gate is a one-time filter), scanning the (status, lat, lng) index of a quiet area.
// Each part reads one row more than a page: that row says whether another page follows. The three parts
// never share a row, so they are appended without removing duplicates.
export function buildNearbyPage(p: Record<(typeof PAGE_VALUES)[number], SQLWrapper>): SQL {
  const { distance, where } = inArea(circleColumns);
  const before = sql`(s.created_at, s.id) < (timestamptz 'epoch' + ${p.cursorUs}::bigint
    * interval '1 microsecond', ${p.cursorId}::uuid)`;
  const limit = sql.raw(String(NEARBY_PAGE_SIZE + 1));
  const angular = sql`(pr.service_radius + ${sql.raw(String(EDGE_TOLERANCE_KM))}::float8) / ${sql.raw(String(EARTH_RADIUS_KM))}::float8`;
  return sql`
    with provider as materialized (
      select pr.lat, pr.lng, pr.service_radius, exists (
          select 1 from subscriptions sub
          where sub.provider_id = pr.id and sub.status = 'active' and sub.end_date >= ${p.now}::timestamptz
        ) as has_plan
      from profiles pr where pr.id = ${p.providerId}::text
    ),
    circle as materialized (
      select pr.lat, pr.lng, cos(radians(pr.lat)) as cos_lat,
        pr.lat - degrees(${angular}) as min_lat, pr.lat + degrees(${angular}) as max_lat,
        pr.lng - degrees(asin(least(1, sin(${angular}) / cos(radians(pr.lat))))) as min_lng,
        pr.lng + degrees(asin(least(1, sin(${angular}) / cos(radians(pr.lat))))) as max_lng,
        pr.service_radius + ${sql.raw(String(EDGE_TOLERANCE_KM))}::float8 as max_km
      from provider pr where pr.lat is not null and pr.lng is not null
    ),
    recent as materialized (
      select r.*
      from circle g
      cross join unnest(${p.days}::int[]) as d(day)
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
      from circle g
      join service_requests s on ${where}
      where (select count(*) from recent) < ${limit} and s.created_day < ${p.olderThan}::int and ${before}
      order by s.created_at desc, s.id desc
      limit ${limit}
    ),
    direct as (
      select ${columns}, ${distance} as distance_km
      from circle g
      join service_requests s on s.provider_id = ${p.providerId}::text and s.status = 'open' and ${before}
      order by s.created_at desc, s.id desc
      limit ${limit}
    ),
    s as (
      select * from recent union all select * from older union all select * from direct
      order by created_at desc, id desc
      limit ${limit}
    ),
    page as (
      select s.id, s.title, s.description, s.service_type, s.budget_range, s.service_id, s.price, s.address,
        s.payment_method, ${isoUtc(sql`s.required_date`)} as required_date, s.location, s.precision,
        s.distance_km, ${isoUtc(sql`s.created_at`)} as created_at,
        (extract(epoch from s.created_at) * 1000000)::bigint::text as position,
        s.provider_id is not null as is_direct_booking,
        ${customerFirstName} as customer_first_name,
        a.proposed_price, ${isoUtc(sql`a.created_at`)} as applied_at
      from s
      join profiles c on c.id = s.customer_id
      left join request_applications a on a.request_id = s.id and a.provider_id = ${p.providerId}::text
    )
    select pr.has_plan, exists (select 1 from circle) as has_area, page.*
    from provider pr left join page on true
    order by page.position::bigint desc, page.id desc`;
}

export function buildNearbyCount(p: Record<(typeof COUNT_VALUES)[number], SQLWrapper>): SQL {
  return sql`select count(*)::int as count from (
    select s.id from service_requests s where ${inArea(p).where}
    union all
    select s.id from service_requests s where s.provider_id = ${p.providerId}::text and s.status = 'open'
  ) x`;
}

/** The page query with its values in place, for EXPLAIN in scripts/bench-nearby.ts. */
export function nearbyPageQuery(
  providerId: string,
  now = new Date(),
  cursor: NearbyCursor | null = null,
): SQL {
  const values = pageValues(providerId, now, cursor);
  return buildNearbyPage(byKey(PAGE_VALUES, (key) => sql.param(values[key])));
}
