import { bookingMessages } from '#shared/booking-messages';
import { serviceTimeZone } from '#shared/domain/time-zones';
import type { FreeTimesOut } from '#shared/schemas/schedule';
import type { FreeTimesQuery } from '#shared/schemas/bookings';
import type { Database } from '#server/db/client';
import { NotFoundError } from '#server/domain/errors';
import { providerFreeTimes } from '#server/domain/schedule';
import { isListedFor } from './providers';

/**
 * The wizard's 'Fecha y hora': a provider's free starts for a service of `minutes`, on the clock of the place
 * (serviceTimeZone), from the same walk that checks a booking's start (assertFreeStart). A provider the wizard
 * would not list for the service (no price for it, no plan, no area, not allowed to serve) has none: 404.
 */
export async function freeTimesFor(
  db: Database,
  providerId: string,
  { serviceId, lat, lng, minutes }: FreeTimesQuery,
  now: Date,
): Promise<FreeTimesOut> {
  if (!(await isListedFor(db, serviceId, providerId, now)))
    throw new NotFoundError('NOT_FOUND', bookingMessages.providerUnavailable);
  const timeZone = serviceTimeZone({ lat, lng });
  const { days } = await providerFreeTimes(db, {
    providerId,
    placeZone: timeZone,
    lengthMinutes: minutes,
    now,
  });
  return { timeZone, days };
}
