import { eq, sql } from 'drizzle-orm';
import { boundingBox, distanceKm, isInsideServiceArea, roundKm } from '#shared/domain/geo';
import { servingState } from '#shared/domain/serving';
import { serviceTimeZone } from '#shared/domain/time-zones';
import { MAX_SERVICE_RADIUS_KM } from '#shared/schemas/provider';
import { rowsOf, type Database } from '#server/db/client';
import { serviceRequests, type RequestRow } from '#server/db/schema';
import { enqueueEmails } from '#server/mail/outbox';
import { enqueue } from '#server/tasks/queue';
import type { TaskHandler } from '#server/tasks/worker';
import {
  servesCustomers,
  servingStandingColumns,
  standingOf,
  type StandingRow,
} from '#server/domain/serving';

export const REQUEST_PUBLISHED = 'request-published';

interface Recipient extends StandingRow {
  id: string;
  email: string;
  lat: number | null;
  lng: number | null;
}

// Providers who asked to hear about new requests, whose circle contains this one and who may send offers at `now`
// (an approved verification or a grace period: the e-mail asks for an offer the server would otherwise refuse).
// A direct booking is not published: its provider gets the booking's own e-mail, jobs/notify.ts.
async function recipients(db: Database, request: RequestRow, now: Date): Promise<Recipient[]> {
  const wanted = sql`p.user_type = 'provider' and p.id <> ${request.customerId}
    and coalesce(pp.notify_new_requests, true) and ${servesCustomers(now.toISOString())}`;
  if (request.lat == null || request.lng == null) return [];
  const center = { lat: request.lat, lng: request.lng };
  const box = boundingBox(center, MAX_SERVICE_RADIUS_KM);
  const candidates = rowsOf<Recipient & { service_radius: number }>(
    await db.execute(sql`select p.id, p.email, p.lat, p.lng, p.service_radius, ${servingStandingColumns}
      from profiles p
      left join provider_profiles pp on pp.provider_id = p.id
      where ${wanted} and p.lat between ${box.minLat} and ${box.maxLat}
        and p.lng between ${box.minLng} and ${box.maxLng}`),
  );
  return candidates.filter((p) =>
    isInsideServiceArea({ center: { lat: p.lat!, lng: p.lng! }, radiusKm: p.service_radius }, center),
  );
}

/** In the request's own transaction: the providers are told once it is committed, and only then. */
export function publishRequest(tx: Database, requestId: string) {
  return enqueue(tx, {
    kind: REQUEST_PUBLISHED,
    payload: { requestId },
    dedupeKey: `${REQUEST_PUBLISHED}:${requestId}`,
  });
}

/**
 * Queues one e-mail per provider to tell, each under its own key, so running this again (a retry, a lease
 * that ran out) e-mails nobody twice.
 */
export const notifyProviders: TaskHandler<{ requestId: string }> = async (
  { requestId },
  { db, now, completeInTransaction },
) => {
  const [request] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId));
  if (!request) return;
  const mails = (await recipients(db, request, now)).map((recipient) => ({
    dedupeKey: `new-request:${request.id}:${recipient.id}`,
    data: {
      to: recipient.email,
      title: request.title,
      serviceId: request.serviceId,
      budgetRange: request.budgetRange,
      price: request.price,
      paymentMethod: request.paymentMethod,
      requiredDate: request.requiredDate.toISOString(),
      timeZone: serviceTimeZone(request),
      location: request.location,
      distanceKm:
        request.lat != null && recipient.lat != null
          ? roundKm(
              distanceKm(
                { lat: request.lat, lng: request.lng! },
                { lat: recipient.lat, lng: recipient.lng! },
              ),
            )
          : 0,
      // A provider in their grace period is told until when they may still send offers.
      graceUntil:
        servingState(standingOf(recipient), now) === 'grace'
          ? new Date(recipient.verification_grace_until!).toISOString()
          : null,
    },
  }));
  await completeInTransaction((tx) => enqueueEmails(tx, 'new-request', mails));
};
