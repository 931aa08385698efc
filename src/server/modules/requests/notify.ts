import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { boundingBox, distanceKm, isInsideServiceArea, roundKm } from '../../../shared/domain/geo';
import { MAX_SERVICE_RADIUS_KM } from '../../../shared/schemas/provider';
import { rowsOf, type Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { newRequestEmail } from '../../mail/templates/new-request';
import type { RequestRow } from './service';

export interface NotifyDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
}

interface Recipient {
  email: string;
  lat: number | null;
  lng: number | null;
}

// Providers who asked to hear about new requests and whose circle contains this one; for a direct booking,
// only the chosen provider, wherever they are.
async function recipients(db: Database, request: RequestRow): Promise<Recipient[]> {
  const wanted = sql`p.user_type = 'provider' and p.id <> ${request.customerId}
    and coalesce(pp.notify_new_requests, true)`;
  const base = sql`select p.email, p.lat, p.lng from profiles p
    left join provider_profiles pp on pp.provider_id = p.id where ${wanted}`;
  if (request.providerId) return rowsOf(await db.execute(sql`${base} and p.id = ${request.providerId}`));
  if (request.lat == null || request.lng == null) return [];
  const center = { lat: request.lat, lng: request.lng };
  const box = boundingBox(center, MAX_SERVICE_RADIUS_KM);
  const candidates = rowsOf<Recipient & { service_radius: number }>(
    await db.execute(sql`select p.email, p.lat, p.lng, p.service_radius from profiles p
      left join provider_profiles pp on pp.provider_id = p.id
      where ${wanted} and p.lat between ${box.minLat} and ${box.maxLat}
        and p.lng between ${box.minLng} and ${box.maxLng}`),
  );
  return candidates.filter((p) =>
    isInsideServiceArea({ center: { lat: p.lat!, lng: p.lng! }, radiusKm: p.service_radius }, center),
  );
}

/** E-mails run after the request is committed; a failure is logged and never undoes the request. */
export async function notifyProviders({ db, mailer, appUrl, log }: NotifyDeps, request: RequestRow) {
  try {
    for (const recipient of await recipients(db, request)) {
      const distance =
        request.lat != null && recipient.lat != null
          ? roundKm(
              distanceKm(
                { lat: request.lat, lng: request.lng! },
                { lat: recipient.lat, lng: recipient.lng! },
              ),
            )
          : 0;
      const message = newRequestEmail({
        to: recipient.email,
        title: request.title,
        serviceType: request.serviceType,
        budgetRange: request.budgetRange,
        serviceId: request.serviceId,
        price: request.price,
        paymentMethod: request.paymentMethod,
        requiredDate: request.requiredDate,
        location: request.location,
        distanceKm: distance,
        isDirectBooking: request.providerId !== null,
        requestsUrl: `${appUrl}/proveedor/solicitudes`,
        settingsUrl: `${appUrl}/proveedor/configuracion`,
      });
      await mailer
        .send(message)
        .catch((err) => log.error({ err, requestId: request.id }, 'new-request e-mail failed'));
    }
  } catch (err) {
    log.error({ err, requestId: request.id }, 'could not notify providers of a new request');
  }
}
