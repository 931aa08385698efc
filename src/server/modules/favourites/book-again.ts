import { and, eq } from 'drizzle-orm';
import { favouriteMessages } from '#shared/favourite-messages';
import type { BookAgain } from '#shared/schemas/favourites';
import type { Database } from '#server/db/client';
import { isUuid } from '#server/db/errors';
import { jobs, serviceRequests } from '#server/db/schema';
import { NotFoundError } from '#server/domain/errors';
import { findBookableProvider } from '#server/modules/bookings';

/**
 * 'Volver a reservar' of a completed service of the customer's: what it was (service, place, the home or the
 * hours) and its provider as the wizard would offer them at `now`. Any other service, or one of someone else's,
 * is a 404.
 */
export async function bookAgain(
  db: Database,
  customerId: string,
  jobId: string,
  now: Date,
): Promise<BookAgain> {
  const notFound = new NotFoundError('NOT_FOUND', favouriteMessages.bookAgainUnavailable);
  if (!isUuid(jobId)) throw notFound;
  const [row] = await db
    .select({ job: jobs, request: serviceRequests })
    .from(jobs)
    .innerJoin(serviceRequests, eq(serviceRequests.id, jobs.requestId))
    .where(and(eq(jobs.id, jobId), eq(jobs.customerId, customerId)));
  if (!row || row.job.status !== 'completed') throw notFound;
  const { job, request } = row;
  const provider = await findBookableProvider(db, job.serviceId, job.providerId, now);
  return {
    serviceId: job.serviceId,
    provider:
      provider?.servesCustomers === true
        ? { id: provider.id, displayName: provider.displayName, hourlyPrice: provider.hourlyPrice }
        : null,
    location:
      request.lat === null || request.lng === null
        ? null
        : {
            lat: request.lat,
            lng: request.lng,
            formattedAddress: request.location,
            precision: request.precision,
          },
    length: {
      estimate: request.estimateInput
        ? { ...request.estimateInput, extras: [...request.estimateInput.extras] }
        : null,
      hours: job.durationMinutes / 60,
    },
  };
}
