import { eq, sql } from 'drizzle-orm';
import { roundKm } from '#shared/domain/geo';
import { serviceTimeZone } from '#shared/domain/time-zones';
import { shortName } from '#shared/names';
import { encodeCursor, type PageCursor } from '#shared/schemas/cursor';
import type { ServiceId } from '#shared/catalog';
import type { NearbyRequest, NearbyResponse, NearbyServiceFilter } from '#shared/schemas/provider';
import type { Database } from '#server/db/client';
import { preparedStatement } from '#server/db/prepared';
import { profiles, providerServices } from '#server/db/schema';
import { aliasColumns, isActivePlan } from '#server/domain/active-plan';
import { servingColumns, servingOf, type ServingRow } from '#server/domain/serving';
import {
  buildNearbyCount,
  buildNearbyRequests,
  NEARBY_PAGE_SIZE,
  NEARBY_VALUES,
  nearbyValues,
  type NearbyArea,
  type NearbyRow,
} from './nearby-query';
import { requestLengthOf } from './length';

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

/**
 * Open requests inside the area (for these services only, when given), newest first, from the cursor on: a page
 * and one more, if there is one.
 */
export async function findNearby(
  db: Database,
  area: NearbyArea,
  now: number,
  cursor: PageCursor | null = null,
  services: readonly ServiceId[] | null = null,
): Promise<NearbyRow[]> {
  return nearbyPage(db, nearbyValues(area, now, cursor, services));
}

/** The services a filter names: one of the catalogue, or those on the provider's price list ('mine'). */
async function filteredServices(
  db: Database,
  providerId: string,
  filter: NearbyServiceFilter | undefined,
): Promise<ServiceId[] | null> {
  if (!filter) return null;
  if (filter !== 'mine') return [filter];
  const rows = await db
    .select({ serviceId: providerServices.serviceId })
    .from(providerServices)
    .where(eq(providerServices.providerId, providerId));
  return rows.map((row) => row.serviceId);
}

const cursorOf = (row: NearbyRow) => encodeCursor({ us: BigInt(row.position), id: row.id });

/** The provider's saved circle, or null while they have not chosen a place. */
export async function providerArea(db: Database, providerId: string): Promise<NearbyArea | null> {
  const [row] = await db
    .select({ lat: profiles.lat, lng: profiles.lng, radius: profiles.serviceRadius })
    .from(profiles)
    .where(eq(profiles.id, providerId));
  if (row?.lat == null || row.lng == null) return null;
  return { providerId, center: { lat: row.lat, lng: row.lng }, radiusKm: row.radius };
}

export async function countNearby(db: Database, area: NearbyArea, now: Date): Promise<number> {
  const [row] = await nearbyCount(db, nearbyValues(area, now.getTime()));
  return row?.count ?? 0;
}

function toNearbyRequest(row: NearbyRow): NearbyRequest {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    serviceId: row.service_id,
    budgetRange: row.budget_range,
    price: row.price == null ? null : Number(row.price),
    paymentMethod: row.payment_method,
    length: requestLengthOf({
      estimateInput: row.estimate_input,
      minMinutes: row.min_minutes,
      maxMinutes: row.max_minutes,
    }),
    requiredDate: row.required_date,
    // From the place's coordinates, as the service it may become is filed (jobs/accept.ts): no column to agree with.
    timeZone: serviceTimeZone(row),
    location: row.location,
    precision: row.precision,
    distanceKm: roundKm(Number(row.distance_km)),
    // Never the e-mail: 'Carmen R.', or 'Cliente' without a name. The address stays in the database.
    customerName: shortName(row.customer_full_name),
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

// The circle, whether a plan is active (as findActiveSubscription decides it) and the verification's standing in
// one round trip: every visit to the provider's requests page asks them before the nearby query.
const areaAndPlanStatement = preparedStatement<
  'providerId' | 'now',
  { lat: number | null; lng: number | null; radius: number; has_plan: boolean } & ServingRow
>(
  'provider-area-and-plan',
  ['providerId', 'now'],
  (p) => sql`select p.lat, p.lng, p.service_radius as radius, exists (
      select 1 from subscriptions s
      where s.provider_id = p.id and ${isActivePlan(aliasColumns('s'), p.now)}
    ) as has_plan, ${servingColumns}
    from profiles p where p.id = ${p.providerId}::text`,
);

async function areaAndPlan(db: Database, providerId: string, now: Date) {
  const [row] = await areaAndPlanStatement(db, { providerId, now: now.toISOString() });
  const area: NearbyArea | null =
    row?.lat == null || row.lng == null
      ? null
      : { providerId, center: { lat: row.lat, lng: row.lng }, radiusKm: row.radius };
  return { area, hasPlan: row?.has_plan === true, serving: servingOf(row, now) };
}

/** The provider's nearby requests at `now` (the app's clock), and whether and why they may not offer on them. */
export async function nearbyForProvider(
  db: Database,
  providerId: string,
  now: Date,
  cursor: PageCursor | null = null,
  filter?: NearbyServiceFilter,
): Promise<NearbyResponse> {
  const [{ area, hasPlan, serving }, services] = await Promise.all([
    areaAndPlan(db, providerId, now),
    filteredServices(db, providerId, filter),
  ]);
  if (!area) return { canApply: false, reason: 'no-area', serving, requests: [], nextCursor: null };
  const mayServe = serving.state !== 'required';
  const rows = await findNearby(db, area, now.getTime(), cursor, services);
  const page = rows.slice(0, NEARBY_PAGE_SIZE);
  return {
    canApply: hasPlan && mayServe,
    reason: !hasPlan ? 'no-plan' : mayServe ? null : 'no-verification',
    serving,
    requests: page.map(toNearbyRequest),
    nextCursor: rows.length > NEARBY_PAGE_SIZE ? cursorOf(page[page.length - 1]!) : null,
  };
}
