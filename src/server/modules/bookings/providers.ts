import { sql } from 'drizzle-orm';
import { type PlanId, type ServiceId } from '../../../shared/catalog';
import type { BookableProvider } from '../../../shared/schemas/bookings';
import { rowsOf, type Database } from '../../db/client';
import {
  isPublicProvider,
  onTheMarketplace,
  providerDisplayName,
  providerPhotoUrl,
  providerStanding,
  standingColumns,
  standingOf,
  type StandingRow,
} from '../provider/public-card';

export const BOOKABLE_LIMIT = 60;
const FEATURED_PLANS: readonly PlanId[] = ['premium', 'enterprise'];

interface BookableRow extends StandingRow {
  id: string;
  display_name: string;
  bio: string | null;
  years_experience: number | null;
  photo_etag: string | null;
  price: number;
  plan: PlanId;
  zone: string | null;
  radius_km: number;
  lat: number;
  lng: number;
}

// Providers a customer can book for a service: they price it, their newest active plan has not ended and
// they have a service area (without one they would never see the booking). Empresarial, then Premium
// (featured listing), then Básico; cheaper first within a plan.
function bookableQuery(serviceId: ServiceId, now: Date, providerId?: string) {
  return sql`
    select p.id, ${providerDisplayName} as display_name, pp.bio, pp.years_experience, ph.etag as photo_etag,
      ps.price, sub.plan_type as plan, p.lat, p.lng, p.service_radius as radius_km,
      case when p.precision = 'locality' then p.formatted_address end as zone, ${standingColumns}
    from ${onTheMarketplace(now)}
    join provider_services ps on ps.provider_id = p.id
    left join provider_profiles pp on pp.provider_id = p.id
    left join provider_photos ph on ph.provider_id = p.id
    ${providerStanding}
    where ${isPublicProvider} and ps.service_id = ${serviceId}
      ${providerId ? sql`and p.id = ${providerId}` : sql``}
    order by case sub.plan_type when 'enterprise' then 0 when 'premium' then 1 else 2 end, ps.price, p.id
    limit ${BOOKABLE_LIMIT}`;
}

function toBookable(row: BookableRow): BookableProvider {
  return {
    id: row.id,
    displayName: row.display_name,
    photoUrl: providerPhotoUrl(row.id, row.photo_etag),
    bio: row.bio ?? '',
    yearsExperience: row.years_experience ?? 0,
    price: Number(row.price),
    plan: row.plan,
    featured: FEATURED_PLANS.includes(row.plan),
    zone: row.zone,
    radiusKm: Number(row.radius_km),
    ...standingOf(row),
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
