import { sql } from 'drizzle-orm';
import type { ServiceId } from '../../../shared/catalog';
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

export const BOOKABLE_LIMIT = 60;

interface BookableRow extends MarketplaceRow {
  price: number;
  lat: number;
  lng: number;
}

// Providers a customer can book for a service: they price it, their newest active plan has not ended and
// they have a service area (without one they would never see the booking). Verified Empresarial, then verified
// Premium (featured listing), then everyone else; cheaper first within each.
function bookableQuery(serviceId: ServiceId, now: Date, providerId?: string) {
  return sql`
    select ${marketplaceColumns}, ps.price, p.lat, p.lng
    from ${onTheMarketplace(now)}
    join provider_services ps on ps.provider_id = p.id
    ${marketplaceJoins}
    where ${isPublicProvider} and ps.service_id = ${serviceId}
      ${providerId ? sql`and p.id = ${providerId}` : sql``}
    order by case when not ${isFeatured} then 2 when sub.plan_type = 'enterprise' then 0 else 1 end, ps.price, p.id
    limit ${BOOKABLE_LIMIT}`;
}

function toBookable(row: BookableRow): BookableProvider {
  return {
    ...marketplaceFields(row),
    price: Number(row.price),
    plan: row.plan,
    featured: badgesOf(row.plan, row.identity_verified).verified,
  };
}

export async function listBookableProviders(
  db: Database,
  serviceId: ServiceId,
  now = new Date(),
): Promise<BookableProvider[]> {
  return rowsOf<BookableRow>(await db.execute(bookableQuery(serviceId, now))).map(toBookable);
}

/** One provider as the booking sees them, with their area's centre; null when they cannot be booked. */
export async function findBookableProvider(
  db: Database,
  serviceId: ServiceId,
  providerId: string,
  now = new Date(),
) {
  const [row] = rowsOf<BookableRow>(await db.execute(bookableQuery(serviceId, now, providerId)));
  return row ? { ...toBookable(row), center: { lat: Number(row.lat), lng: Number(row.lng) } } : null;
}
