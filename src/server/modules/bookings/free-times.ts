import { sql } from 'drizzle-orm';
import { bookingMessages } from '#shared/booking-messages';
import { serviceTimeZone } from '#shared/domain/time-zones';
import type { FreeTimesOut } from '#shared/schemas/schedule';
import type { FreeTimesQuery } from '#shared/schemas/bookings';
import type { Database } from '#server/db/client';
import { NotFoundError } from '#server/domain/errors';
import { freeTimesOf, freeTimesWindowEnd, readProviderTime } from '#server/domain/schedule';
import { isListedFor } from './providers';

/**
 * The wizard's 'Fecha y hora': a provider's free starts for a service of `minutes`, on the clock of the place
 * (serviceTimeZone), from the same walk that checks a booking's start (assertFreeStart). A provider the wizard
 * would not list for the service (no price for it, no plan, no area, not allowed to serve) has none: 404.
 * One query reads whether they are listed, their schedule and their services: each query costs an answer
 * about a millisecond of CPU (docs/capacity.md).
 */
export async function freeTimesFor(
  db: Database,
  providerId: string,
  { serviceId, lat, lng, minutes }: FreeTimesQuery,
  now: Date,
): Promise<FreeTimesOut> {
  const { schedule, services, row } = await readProviderTime<{ listed: boolean }>(db, {
    providerId,
    from: now,
    to: freeTimesWindowEnd(now),
    extra: { name: 'free-times', columns: sql`${isListedFor(serviceId, providerId, now)} as listed` },
  });
  if (!row.listed) throw new NotFoundError('NOT_FOUND', bookingMessages.providerUnavailable);
  const timeZone = serviceTimeZone({ lat, lng });
  const days = freeTimesOf({ placeZone: timeZone, lengthMinutes: minutes, now }, schedule, services);
  return { timeZone, days };
}
