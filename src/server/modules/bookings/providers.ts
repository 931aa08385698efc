import { sql } from 'drizzle-orm';
import type { ServiceId } from '#shared/catalog';
import { FEATURED_MARGIN_KM } from '#shared/domain/featured';
import { EARTH_RADIUS_KM, type LatLng } from '#shared/domain/geo';
import { canServeCustomers } from '#shared/domain/serving';
import type { BookableProvider } from '#shared/schemas/bookings';
import { rowsOf, type Database } from '#server/db/client';
import {
  badgesOf,
  isFeatured,
  isPublicProvider,
  marketplaceFields,
  marketplaceSelect,
  onTheMarketplace,
  type MarketplaceRow,
} from '#server/modules/directory';
import { servesCustomers, standingOf } from '#server/domain/serving';

export const BOOKABLE_LIMIT = 60;

interface BookableRow extends MarketplaceRow {
  hourly_price: number;
  lat: number;
  lng: number;
}

// The order of shared/domain/featured.ts (compareListed), in SQL so that the limit keeps the first ones: with the
// customer's place, the distance to the area's centre less FEATURED_MARGIN_KM for a featured provider; then featured
// first, the rating as shown (one decimal), more reviews, the lower price per hour, the id.
function listedOrder(near: LatLng | undefined) {
  const featuredFirst = sql`case when ${isFeatured} then 0 else 1 end`;
  const rest = sql`${featuredFirst}, round(rv.rating_average::numeric, 1) desc nulls last, rv.rating_count desc,
    ps.hourly_price, p.id`;
  if (!near) return rest;
  const distance = sql`(${2 * EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
      power(sin(radians(p.lat - ${near.lat}::float8) / 2), 2)
      + cos(radians(${near.lat}::float8)) * cos(radians(p.lat))
        * power(sin(radians(p.lng - ${near.lng}::float8) / 2), 2)))))`;
  return sql`${distance} - case when ${isFeatured} then ${FEATURED_MARGIN_KM}::float8 else 0 end, ${rest}`;
}

// Providers a customer can book for a service: they price it by the hour, their newest active plan has not ended, they
// have a service area (without one they would never see the booking) and they may serve customers (an approved
// verification or a grace period), in the order of 'Listado destacado' (listedOrder). One provider is read
// whatever their verification, so that a booking of one who lost it is told so (createBooking).
function bookableQuery(
  serviceId: ServiceId,
  now: Date,
  { providerId, near }: { providerId?: string; near?: LatLng },
) {
  const providers = marketplaceSelect(now, {
    columns: sql`ps.hourly_price, p.lat, p.lng`,
    join: sql`join provider_services ps on ps.provider_id = p.id`,
    where: sql`ps.service_id = ${serviceId}
      ${providerId ? sql`and p.id = ${providerId}` : sql`and ${servesCustomers(now.toISOString())}`}`,
  });
  return sql`${providers}
    order by ${listedOrder(near)}
    limit ${BOOKABLE_LIMIT}`;
}

function toBookable(row: BookableRow, now: Date): BookableProvider {
  return {
    ...marketplaceFields(row, now),
    hourlyPrice: Number(row.hourly_price),
    plan: row.plan,
    featured: badgesOf(row.plan, row.identity_verified).verified,
  };
}

export async function listBookableProviders(
  db: Database,
  serviceId: ServiceId,
  now: Date,
  near?: LatLng,
): Promise<BookableProvider[]> {
  return rowsOf<BookableRow>(await db.execute(bookableQuery(serviceId, now, { near }))).map((row) =>
    toBookable(row, now),
  );
}

/**
 * One provider as the booking sees them, with their area's centre and whether they may serve customers at `now`
 * (canServeCustomers); null when they are not on the marketplace for this service.
 */
export async function findBookableProvider(
  db: Database,
  serviceId: ServiceId,
  providerId: string,
  now: Date,
) {
  const query = bookableQuery(serviceId, now, { providerId });
  const [row] = rowsOf<BookableRow>(await db.execute(query));
  if (!row) return null;
  return {
    ...toBookable(row, now),
    center: { lat: Number(row.lat), lng: Number(row.lng) },
    servesCustomers: canServeCustomers(standingOf(row), now),
  };
}

/**
 * Whether the wizard lists this provider for the service at `now` (the list's rule, without the card's ratings
 * and reliability, which count every service of theirs), as a boolean SQL expression: what the free times ask
 * in the query that reads the provider's time (readProviderTime).
 */
export const isListedFor = (serviceId: ServiceId, providerId: string, now: Date) =>
  sql`exists (select 1 from ${onTheMarketplace(now)}
      join provider_services ps on ps.provider_id = p.id
      where ${isPublicProvider} and ps.service_id = ${serviceId} and p.id = ${providerId}
        and ${servesCustomers(now.toISOString())})`;
