import { and, eq } from 'drizzle-orm';
import { requestStatusOf } from '#shared/domain/request-status';
import type { ServiceStatus } from '#shared/domain/service-lifecycle';
import type { ServiceContactInput } from '#shared/schemas/address';
import type { CreateRequestInput, ProviderCard, ServiceRequest } from '#shared/schemas/requests';
import { apiMessages } from '#shared/common-messages';
import type { Database } from '#server/db/client';
import { ConflictError } from '#server/domain/errors';
import { jobs, serviceRequests, type RequestRow } from '#server/db/schema';
import { addressColumns, addressOf } from '#server/modules/profiles';
import { publishRequest } from './notify';
import { requestLengthColumns, requestLengthOf } from './length';
import { assertMethodAvailable, type ServiceGateway } from '#server/modules/payments/gateways';

type NewRequestRow = typeof serviceRequests.$inferInsert & { idempotencyKey: string };

/** `serviceStatus`: the status of the service agreed from it, which its own status follows (request-status.ts). */
export function toServiceRequest(
  row: RequestRow,
  provider: ProviderCard | null = null,
  serviceStatus: ServiceStatus | null = null,
): ServiceRequest {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    serviceId: row.serviceId,
    budgetRange: row.budgetRange,
    price: row.price,
    paymentMethod: row.paymentMethod,
    length: requestLengthOf(row),
    requiredDate: row.requiredDate.toISOString(),
    location:
      row.lat != null && row.lng != null
        ? { lat: row.lat, lng: row.lng, formattedAddress: row.location, precision: row.precision }
        : null,
    contact: contactOf(row),
    provider,
    status: requestStatusOf(row.status, serviceStatus),
    serviceStatus,
    hiddenReason: row.status === 'hidden' ? row.hiddenReason : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The status of the service agreed from the request (one at most), or null while there is none. */
export async function serviceStatusOf(db: Database, requestId: string): Promise<ServiceStatus | null> {
  const [job] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.requestId, requestId));
  return job?.status ?? null;
}

/** The exact address and phone a request or booking was given, as its customer reads them. */
export function contactOf(row: RequestRow) {
  const address = addressOf(row);
  return address ? { address, phone: row.contactPhone } : null;
}

/** The columns of a request's (or a service's) exact address and phone. */
export function contactColumns(contact: ServiceContactInput) {
  return { ...addressColumns(contact.address), contactPhone: contact.phone };
}

export async function findByIdempotencyKey(db: Database, customerId: string, key: string) {
  const [row] = await db
    .select()
    .from(serviceRequests)
    .where(and(eq(serviceRequests.customerId, customerId), eq(serviceRequests.idempotencyKey, key)));
  return row ?? null;
}

/** A key already spent on the other kind of record (a request's key sent with a booking, or the reverse). */
export function assertSameKind(row: RequestRow, booking: boolean): RequestRow {
  if ((row.providerId !== null) !== booking) {
    throw new ConflictError('IDEMPOTENCY_KEY_REUSED', apiMessages.idempotencyKeyReused);
  }
  return row;
}

/**
 * Inserts the request once per idempotency key, and in the same transaction what follows from it (`then`: the
 * task that tells providers, or a booking's service): a double click or a retry after a timeout gets the
 * first request back (`created: false`) and repeats nothing, even when both arrive at the same moment.
 */
export async function insertOnce(
  db: Database,
  values: NewRequestRow,
  then: (tx: Database, row: RequestRow) => Promise<unknown>,
) {
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(serviceRequests)
      .values(values)
      .onConflictDoNothing({ target: [serviceRequests.customerId, serviceRequests.idempotencyKey] })
      .returning();
    if (row) await then(tx, row);
    return row;
  });
  if (created) return { row: created, created: true };
  const earlier = (await findByIdempotencyKey(db, values.customerId, values.idempotencyKey))!;
  return { row: assertSameKind(earlier, values.providerId != null), created: false };
}

/** `gateways`: those that take this browser's payments online; a card is refused where none takes cards. */
export async function createRequest(
  db: Database,
  customerId: string,
  input: CreateRequestInput,
  gateways: readonly ServiceGateway[],
) {
  assertMethodAvailable(gateways, input.paymentMethod);
  const { location } = input;
  const length = requestLengthColumns(input.serviceId, input.length);
  return insertOnce(
    db,
    {
      customerId,
      title: input.title,
      description: input.description,
      serviceId: input.serviceId,
      budgetRange: input.budgetRange,
      paymentMethod: input.paymentMethod,
      requiredDate: new Date(input.requiredDate),
      ...length,
      location: location.formattedAddress,
      lat: location.lat,
      lng: location.lng,
      precision: location.precision,
      ...(input.contact && contactColumns(input.contact)),
      idempotencyKey: input.idempotencyKey,
    },
    (tx, row) => publishRequest(tx, row.id),
  );
}
