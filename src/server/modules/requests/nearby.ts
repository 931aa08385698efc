import { eq } from 'drizzle-orm';
import { roundKm } from '../../../shared/domain/geo';
import { NEARBY_CURSOR, type NearbyRequest, type NearbyResponse } from '../../../shared/schemas/provider';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { profiles } from '../../db/schema';
import {
  buildNearbyCount,
  buildNearbyRequests,
  buildProviderPage,
  NEARBY_PAGE_SIZE,
  NEARBY_VALUES,
  nearbyValues,
  pageValues,
  PROVIDER_PAGE_VALUES,
  type NearbyArea,
  type NearbyCursor,
  type NearbyRow,
  type ProviderPageRow,
} from './nearby-query';

const nearbyPage = preparedStatement<(typeof NEARBY_VALUES)[number], NearbyRow>(
  'nearby-requests',
  NEARBY_VALUES,
  buildNearbyRequests,
);
const nearbyCount = preparedStatement<(typeof NEARBY_VALUES)[number], { count: number }>(
  'nearby-count',
  NEARBY_VALUES,
  buildNearbyCount,
);

/** Open requests inside the area, newest first, from the cursor on: a page and one more, if there is one. */
export async function findNearby(
  db: Database,
  area: NearbyArea,
  now = Date.now(),
  cursor: NearbyCursor | null = null,
): Promise<NearbyRow[]> {
  return nearbyPage(db, nearbyValues(area, now, cursor));
}

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
  const [row] = await nearbyCount(db, nearbyValues(area));
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
    myApplication:
      row.application_id == null
        ? null
        : {
            id: row.application_id,
            status: row.application_status!,
            proposedPrice: Number(row.proposed_price),
            createdAt: row.applied_at!,
          },
  };
}

const providerPage = preparedStatement<(typeof PROVIDER_PAGE_VALUES)[number], ProviderPageRow>(
  'nearby-provider-page',
  PROVIDER_PAGE_VALUES,
  buildProviderPage,
);

export async function nearbyForProvider(
  db: Database,
  providerId: string,
  cursor: NearbyCursor | null = null,
): Promise<NearbyResponse> {
  const rows = await providerPage(db, { providerId, ...pageValues(Date.now(), cursor) });
  const hasArea = rows[0]?.has_area === true;
  if (!hasArea) return { canApply: false, reason: 'no-area', requests: [], nextCursor: null };
  const hasPlan = rows[0]!.has_plan;
  const found = rows.filter((row): row is ProviderPageRow & NearbyRow => row.id != null);
  const page = found.slice(0, NEARBY_PAGE_SIZE);
  return {
    canApply: hasPlan,
    reason: hasPlan ? null : 'no-plan',
    requests: page.map(toNearbyRequest),
    nextCursor: found.length > NEARBY_PAGE_SIZE ? cursorOf(page[page.length - 1]!) : null,
  };
}
