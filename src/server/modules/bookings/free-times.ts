import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { SCHEDULED_STATUSES } from '#shared/domain/service-lifecycle';
import { bookingMessages } from '#shared/booking-messages';
import { serviceTimeZone } from '#shared/domain/time-zones';
import type { FreeTimesOut } from '#shared/schemas/schedule';
import type { FreeTimesQuery } from '#shared/schemas/bookings';
import type { Database } from '#server/db/client';
import { jobs, serviceRequests } from '#server/db/schema';
import { NotFoundError } from '#server/domain/errors';
import { freeTimesOf, freeTimesWindowEnd, leavingOut, readProviderTime } from '#server/domain/schedule';
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
  { serviceId, lat, lng, minutes, planId, visitDate }: FreeTimesQuery,
  now: Date,
  customerId: string | null = null,
): Promise<FreeTimesOut> {
  const { schedule, services, row } = await readProviderTime<{ listed: boolean }>(db, {
    providerId,
    from: now,
    to: freeTimesWindowEnd(now),
    extra: { name: 'free-times', columns: sql`${isListedFor(serviceId, providerId, now)} as listed` },
  });
  if (!row.listed) throw new NotFoundError('NOT_FOUND', bookingMessages.providerUnavailable);
  const timeZone = serviceTimeZone({ lat, lng });
  const moving =
    planId && customerId ? await movingVisits(db, { customerId, providerId, planId, visitDate }, now) : [];
  const free = leavingOut(services, { starts: moving, lengthMinutes: minutes });
  const days = freeTimesOf({ placeZone: timeZone, lengthMinutes: minutes, now }, schedule, free);
  return { timeZone, days };
}

/**
 * 'Cambiar día u hora' of a recurring plan: the starts of the customer's plan visits with this provider still
 * scheduled (or of the one on `visitDate`), which count as free since they are the ones moving. Anyone else's plan
 * gives none.
 */
async function movingVisits(
  db: Database,
  visit: { customerId: string; providerId: string; planId: string; visitDate?: string },
  now: Date,
): Promise<Date[]> {
  const rows = await db
    .select({ start: jobs.scheduledAt })
    .from(serviceRequests)
    .innerJoin(jobs, eq(jobs.requestId, serviceRequests.id))
    .where(
      and(
        eq(serviceRequests.planId, visit.planId),
        eq(serviceRequests.customerId, visit.customerId),
        eq(jobs.providerId, visit.providerId),
        inArray(jobs.status, [...SCHEDULED_STATUSES]),
        gte(jobs.scheduledAt, now),
        visit.visitDate ? eq(serviceRequests.visitDate, visit.visitDate) : undefined,
      ),
    );
  return rows.map((row) => row.start);
}
