import { and, count, desc, eq } from 'drizzle-orm';
import { apiMessages, requestMessages } from '../../../shared/messages';
import type { CreateRequestInput, MyRequest, ServiceRequest } from '../../../shared/schemas/requests';
import type { Database } from '../../db/client';
import { profiles, requestApplications, serviceRequests } from '../../db/schema';
import { AppError } from '../../plugins/errors';

export type RequestRow = typeof serviceRequests.$inferSelect;

export function toServiceRequest(row: RequestRow): ServiceRequest {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    serviceType: row.serviceType,
    budgetRange: row.budgetRange,
    paymentMethod: row.paymentMethod,
    requiredDate: row.requiredDate.toISOString(),
    location:
      row.lat != null && row.lng != null
        ? { lat: row.lat, lng: row.lng, formattedAddress: row.location, precision: row.precision }
        : null,
    providerId: row.providerId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

async function assertBookableProvider(db: Database, providerId: string) {
  const [provider] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, providerId), eq(profiles.userType, 'provider')));
  if (!provider) {
    throw new AppError(400, 'VALIDATION', apiMessages.validation, {
      providerId: requestMessages.providerNotFound,
    });
  }
}

/**
 * Creates the request once per idempotency key: a double click or a retry after a timeout gets the first
 * request back (`created: false`) instead of a second one.
 */
export async function createRequest(db: Database, customerId: string, input: CreateRequestInput) {
  if (input.providerId) await assertBookableProvider(db, input.providerId);
  const { location } = input;
  const [created] = await db
    .insert(serviceRequests)
    .values({
      customerId,
      title: input.title,
      description: input.description,
      serviceType: input.serviceType,
      budgetRange: input.budgetRange,
      paymentMethod: input.paymentMethod,
      requiredDate: new Date(input.requiredDate),
      location: location.formattedAddress,
      lat: location.lat,
      lng: location.lng,
      precision: location.precision,
      providerId: input.providerId ?? null,
      idempotencyKey: input.idempotencyKey,
    })
    .onConflictDoNothing({ target: [serviceRequests.customerId, serviceRequests.idempotencyKey] })
    .returning();
  if (created) return { row: created, created: true };
  const [existing] = await db
    .select()
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.customerId, customerId),
        eq(serviceRequests.idempotencyKey, input.idempotencyKey),
      ),
    );
  return { row: existing!, created: false };
}

const MINE_LIMIT = 200;

export async function listMyRequests(db: Database, customerId: string): Promise<MyRequest[]> {
  const rows = await db
    .select({ request: serviceRequests, offersCount: count(requestApplications.id) })
    .from(serviceRequests)
    .leftJoin(requestApplications, eq(requestApplications.requestId, serviceRequests.id))
    .where(eq(serviceRequests.customerId, customerId))
    .groupBy(serviceRequests.id)
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(MINE_LIMIT);
  return rows.map(({ request, offersCount }) => ({ ...toServiceRequest(request), offersCount }));
}
