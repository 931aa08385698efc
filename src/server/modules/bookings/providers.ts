import { sql } from 'drizzle-orm';
import type { ServiceId } from '../../../shared/catalog';
import { canServeCustomers } from '../../../shared/domain/serving';
import type { BookableProvider } from '../../../shared/schemas/bookings';
import { rowsOf, type Database } from '../../db/client';
import {
  badgesOf,
  isFeatured,
  isPublicProvider,
  marketplaceColumns,
  marketplaceFields,
  marketplaceJoins,
  onTheMarketplace,
  type MarketplaceRow,
} from '../provider/public-card';
import { servesCustomers, standingOf } from '../verification/serving';

export const BOOKABLE_LIMIT = 60;

interface BookableRow extends MarketplaceRow {
  price: number;
  lat: number;
  lng: number;
}

// Providers a customer can book for a service: they price it, their newest active plan has not ended, they
// have a service area (without one they would never see the booking) and they may serve customers (an approved
// verification or a grace period). Verified Empresarial, then verified Premium (featured listing), then everyone
// else; cheaper first within each. One provider is read whatever their verification, so that a booking of one
// who lost it is told so (createBooking).
function bookableQuery(serviceId: ServiceId, now: Date, providerId?: string) {
  return sql`
    select ${marketplaceColumns}, ps.price, p.lat, p.lng
    from ${onTheMarketplace(now)}
    join provider_services ps on ps.provider_id = p.id
    ${marketplaceJoins}
    where ${isPublicProvider} and ps.service_id = ${serviceId}
      ${providerId ? sql`and p.id = ${providerId}` : sql`and ${servesCustomers(now.toISOString())}`}
    order by case when not ${isFeatured} then 2 when sub.plan_type = 'enterprise' then 0 else 1 end, ps.price, p.id
    limit ${BOOKABLE_LIMIT}`;
}

function toBookable(row: BookableRow, now: Date): BookableProvider {
  return {
    ...marketplaceFields(row, now),
    price: Number(row.price),
    plan: row.plan,
    featured: badgesOf(row.plan, row.identity_verified).verified,
  };
}

export async function listBookableProviders(
  db: Database,
  serviceId: ServiceId,
  now: Date,
): Promise<BookableProvider[]> {
  return rowsOf<BookableRow>(await db.execute(bookableQuery(serviceId, now))).map((row) =>
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
  const query = bookableQuery(serviceId, now, providerId);
  const [row] = rowsOf<BookableRow>(await db.execute(query));
  if (!row) return null;
  return {
    ...toBookable(row, now),
    center: { lat: Number(row.lat), lng: Number(row.lng) },
    servesCustomers: canServeCustomers(standingOf(row), now),
  };
}
