import { and, eq } from 'drizzle-orm';
import { isInsideServiceArea } from '#shared/domain/geo';
import { instantToZonedParts } from '#shared/domain/local-time';
import { apiMessages } from '#shared/common-messages';
import type { BookingInput } from '#shared/schemas/bookings';
import type { OtherProvider } from '#shared/schemas/bookings-alternatives';
import { estimatePrice } from '#shared/domain/estimate';
import type { Database } from '#server/db/client';
import { isUuid } from '#server/db/errors';
import { jobs, serviceRequests } from '#server/db/schema';
import { ConflictError, NotFoundError } from '#server/domain/errors';
import { FREE_TIMES, providerFreeTimes } from '#server/domain/schedule';
import type { ServiceGateways } from '#server/modules/payments/gateways';
import { rebookMessages } from '#shared/rebook-messages';
import { findBookableProvider, listBookableProviders } from './providers';
import { createBooking } from './service';

// 'Otros proveedores disponibles' (issue 29): a booking its provider declined, or left unanswered, offers the
// customer up to three other providers who offer the service, cover the place and are free at the same time for
// the same length; each is booked in one click with the same details.

export const ALTERNATIVES_LIMIT = 3;

const notFound = () => new NotFoundError('NOT_FOUND', apiMessages.notFound);

/** The customer's booking and its request, when it is theirs and a booking; 404 otherwise. */
async function declinedBooking(db: Database, customerId: string, jobId: string) {
  if (!isUuid(jobId)) throw notFound();
  const [row] = await db
    .select({ job: jobs, request: serviceRequests })
    .from(jobs)
    .innerJoin(serviceRequests, eq(serviceRequests.id, jobs.requestId))
    .where(and(eq(jobs.id, jobId), eq(jobs.customerId, customerId)));
  if (!row || row.job.applicationId !== null) throw notFound();
  return row;
}

type Booking = Awaited<ReturnType<typeof declinedBooking>>;

/** Whether the booking can still be made again elsewhere: declined, and its time not too near or past. */
const stillBookable = ({ job }: Booking, now: Date) =>
  job.status === 'declined' &&
  job.scheduledAt.getTime() >= now.getTime() + FREE_TIMES.minNoticeMinutes * 60_000;

/** Whether `providerId` has the booking's start free for its length, on the place's clock. */
async function isFreeAt(db: Database, providerId: string, { job }: Booking, now: Date) {
  const { date, time } = instantToZonedParts(job.scheduledAt, job.timeZone);
  const { days } = await providerFreeTimes(db, {
    providerId,
    placeZone: job.timeZone,
    lengthMinutes: job.durationMinutes,
    now,
  });
  return days.some((day) => day.date === date && day.times.includes(time));
}

/**
 * Up to ALTERNATIVES_LIMIT providers for a declined booking, in the wizard's order (nearest first, featured
 * counted closer): bookable for the service, with the place inside their area, free at its time. None once the
 * booking is not declined, or its time is less than the free times' notice away.
 */
export async function otherProviders(
  db: Database,
  customerId: string,
  jobId: string,
  now: Date,
): Promise<OtherProvider[]> {
  const booking = await declinedBooking(db, customerId, jobId);
  const { job, request } = booking;
  if (!stillBookable(booking, now) || request.lat === null || request.lng === null) return [];
  const place = { lat: request.lat, lng: request.lng };
  const hours = job.durationMinutes / 60;
  const found: OtherProvider[] = [];
  for (const candidate of await listBookableProviders(db, job.serviceId, now, place)) {
    if (candidate.id === job.providerId) continue;
    const provider = await findBookableProvider(db, job.serviceId, candidate.id, now);
    if (
      !provider?.servesCustomers ||
      !isInsideServiceArea({ center: provider.center, radiusKm: provider.radiusKm }, place)
    )
      continue;
    if (!(await isFreeAt(db, candidate.id, booking, now))) continue;
    found.push({
      ...candidate,
      price: estimatePrice(candidate.hourlyPrice, { minHours: hours, maxHours: hours }).max,
    });
    if (found.length === ALTERNATIVES_LIMIT) break;
  }
  return found;
}

/**
 * Books another provider for a declined booking, with its details: service, place, address and phone, notes, way
 * to pay, length and time. Every rule of a booking applies (createBooking): the provider must be bookable, cover
 * the place and have the time free.
 */
export async function bookAnother(
  db: Database,
  customerId: string,
  jobId: string,
  choice: { providerId: string; idempotencyKey: string },
  now: Date,
  cardGateways: ServiceGateways = [],
) {
  const booking = await declinedBooking(db, customerId, jobId);
  const { job, request } = booking;
  if (!stillBookable(booking, now)) throw new ConflictError('NOT_DECLINED', rebookMessages.closed);
  if (request.lat === null || request.lng === null || !request.address || !request.contactPhone)
    throw notFound();
  const input: BookingInput = {
    serviceId: job.serviceId,
    providerId: choice.providerId,
    requiredDate: job.scheduledAt.toISOString(),
    location: {
      lat: request.lat,
      lng: request.lng,
      formattedAddress: request.location,
      precision: request.precision,
    },
    contact: {
      address: {
        street: request.address,
        interior: request.addressInterior ?? undefined,
        colonia: request.addressColonia ?? '',
        references: request.addressReferences ?? undefined,
      },
      phone: request.contactPhone,
    },
    notes: request.description,
    paymentMethod: request.paymentMethod,
    idempotencyKey: choice.idempotencyKey,
    length: request.estimateInput
      ? { estimate: request.estimateInput }
      : { hours: (request.maxMinutes ?? job.durationMinutes) / 60 },
  };
  return createBooking(db, customerId, input, now, cardGateways);
}
