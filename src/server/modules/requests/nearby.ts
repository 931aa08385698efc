import { eq, sql } from 'drizzle-orm';
import { roundKm } from '../../../shared/domain/geo';
import { NEARBY_CURSOR, type NearbyRequest, type NearbyResponse } from '../../../shared/schemas/provider';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { profiles } from '../../db/schema';
import {
  buildNearbyCount,
  buildNearbyPage,
  COUNT_VALUES,
  countValues,
  NEARBY_PAGE_SIZE,
  PAGE_VALUES,
  pageValues,
  type NearbyArea,
  type NearbyCursor,
  type NearbyPageRow,
  type NearbyRow,
} from './nearby-query';

const nearbyPage = preparedStatement<(typeof PAGE_VALUES)[number], NearbyPageRow>(
  'nearby-page',
  PAGE_VALUES,
  buildNearbyPage,
);
const nearbyCount = preparedStatement<(typeof COUNT_VALUES)[number], { count: number }>(
  'nearby-count',
  COUNT_VALUES,
  buildNearbyCount,
);

/** Reads a cursor the route has already checked against NEARBY_CURSOR. */
export function parseNearbyCursor(text: string | undefined): NearbyCursor | null {
  const match = text ? NEARBY_CURSOR.exec(text) : null;
  return match ? { createdAtUs: BigInt(match[1]!), id: match[2]! } : null;
}

const cursorOf = (row: NearbyRow) => `${row.position}.${row.id}`;

/** The provider's saved circle, or null while they have not chosen a place. */
export async function providerArea(db: Database, providerId: string): Promise<NearbyArea | null> {
  const [row] = await db
    .select({ lat: profiles.lat, lng: profiles.lng, radius: profiles.serviceRadius })
    .from(profiles)
    .where(eq(profiles.id, providerId));
  if (row?.lat == null || row.lng == null) return null;
  return { providerId, center: { lat: row.lat, lng: row.lng }, radiusKm: row.radius };
}

export async function countNearby(db: Database, area: NearbyArea): Promise<number> {
  const [row] = await nearbyCount(db, countValues(area));
  return row?.count ?? 0;
}

function toNearbyRequest(row: NearbyRow): NearbyRequest {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    serviceType: row.service_type,
    budgetRange: row.budget_range,
    serviceId: row.service_id,
    price: row.price == null ? null : Number(row.price),
    address: row.address,
    paymentMethod: row.payment_method,
    requiredDate: row.required_date,
    location: row.location,
    precision: row.precision,
    distanceKm: roundKm(Number(row.distance_km)),
    customerFirstName: row.customer_first_name,
    createdAt: row.created_at,
    isDirectBooking: row.is_direct_booking,
    myApplication:
      row.proposed_price == null
        ? null
        : { proposedPrice: Number(row.proposed_price), createdAt: row.applied_at! },
  };
}

export async function nearbyForProvider(
  db: Database,
  providerId: string,
  cursor: NearbyCursor | null = null,
  now = new Date(),
): Promise<NearbyResponse> {
  const rows = await nearbyPage(db, pageValues(providerId, now, cursor));
  const hasPlan = rows[0]?.has_plan === true;
  if (!rows[0]?.has_area) return { canApply: false, reason: 'no-area', requests: [], nextCursor: null };
  const found = rows.filter((row): row is NearbyPageRow & NearbyRow => row.id !== null);
  const page = found.slice(0, NEARBY_PAGE_SIZE);
  return {
    canApply: hasPlan,
    reason: hasPlan ? null : 'no-plan',
    requests: page.map(toNearbyRequest),
    nextCursor: found.length > NEARBY_PAGE_SIZE ? cursorOf(page[page.length - 1]!) : null,
  };
}
