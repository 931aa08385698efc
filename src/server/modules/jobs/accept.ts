import { and, eq, inArray, ne } from 'drizzle-orm';
import { zoneForPlace } from '../../../shared/domain/time-zones';
import { offerMessages } from '../../../shared/messages';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/errors';
import { jobs, profiles, requestApplications, serviceRequests } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { offerAcceptedNotice } from '../../mail/templates/offer-accepted';
import { offerNotChosenNotice } from '../../mail/templates/offer-not-chosen';
import { notifyUser } from '../notifications/notify';
import type { RequestRow } from '../requests/service';
import { recordCreation } from './transitions';
import type { PaymentMethod } from '../../../shared/catalog';
import { askOnlinePayment, onlineGateway, type ServiceGateways } from '../payments/service-payments';

export type JobRow = typeof jobs.$inferSelect;

/** A service made from a request: its title, service, date, place and payment method, in the place's zone. */
export function serviceFromRequest(
  request: RequestRow,
  agreed: Pick<JobRow, 'providerId' | 'applicationId' | 'price' | 'address' | 'status'> & { now: Date },
): typeof jobs.$inferInsert {
  return {
    requestId: request.id,
    applicationId: agreed.applicationId,
    customerId: request.customerId,
    providerId: agreed.providerId,
    title: request.title,
    serviceType: request.serviceType,
    serviceId: request.serviceId,
    scheduledAt: request.requiredDate,
    timeZone:
      request.lat != null && request.lng != null
        ? zoneForPlace({ lat: request.lat, lng: request.lng })
        : 'America/Mexico_City',
    location: request.location,
    address: agreed.address,
    price: agreed.price,
    paymentMethod: request.paymentMethod,
    status: agreed.status,
    createdAt: agreed.now,
    updatedAt: agreed.now,
  };
}

const notFound = () => new NotFoundError('NOT_FOUND', offerMessages.notFound);

/**
 * The customer accepts one offer on their open request: one transaction, with the request's row locked, makes
 * the service at the offer's price, closes the request, declines the other offers and queues the e-mails.
 * Accepting the same offer again returns the same service (`created: false`); a second, different offer
 * accepted at the same moment waits for the lock and is refused.
 */
export async function acceptOffer(
  db: Database,
  customerId: string,
  applicationId: string,
  now: Date,
  {
    paymentMethod,
    cardGateways = [],
  }: {
    /** The way the customer chose to pay; the request's own when absent. */
    paymentMethod?: PaymentMethod;
    /** The gateways that take payments online, when any does: a card is then authorised through the provider's. */
    cardGateways?: ServiceGateways;
  } = {},
): Promise<{ job: JobRow; created: boolean }> {
  if (!isUuid(applicationId)) throw notFound();
  return db.transaction(async (tx) => {
    const [offer] = await tx
      .select()
      .from(requestApplications)
      .where(eq(requestApplications.id, applicationId));
    if (!offer) throw notFound();
    const [request] = await tx
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, offer.requestId))
      .for('update');
    // Someone else's offer is, for this customer, an offer that does not exist.
    if (!request || request.customerId !== customerId) throw notFound();

    const [existing] = await tx.select().from(jobs).where(eq(jobs.requestId, request.id));
    if (existing) {
      if (existing.applicationId === offer.id) return { job: existing, created: false };
      throw new ConflictError('REQUEST_TAKEN', offerMessages.requestTaken);
    }
    if (request.status !== 'open') throw new ConflictError('REQUEST_NOT_OPEN', offerMessages.requestNotOpen);
    if (request.requiredDate <= now) throw new ConflictError('REQUEST_EXPIRED', offerMessages.requestExpired);
    // Read under the request's lock: withdrawing an offer takes the same lock.
    const [current] = await tx
      .select({ status: requestApplications.status })
      .from(requestApplications)
      .where(eq(requestApplications.id, offer.id));
    if (current?.status !== 'pending') throw new ConflictError('OFFER_WITHDRAWN', offerMessages.withdrawn);
    // A suspended provider's offers are hidden; one still open in a tab is no longer there.
    const [provider] = await tx
      .select({ suspendedAt: profiles.suspendedAt })
      .from(profiles)
      .where(eq(profiles.id, offer.providerId));
    if (provider?.suspendedAt) throw new ConflictError('OFFER_UNAVAILABLE', offerMessages.notFound);

    const method = paymentMethod ?? request.paymentMethod;
    const terms = {
      providerId: offer.providerId,
      scheduledAt: request.requiredDate,
      price: offer.proposedPrice,
    };
    const { refusal, gateway: online } = await onlineGateway(tx, cardGateways, { ...terms, method, now });
    if (refusal) throw refusal;

    // An open request names only the area; the street comes from the customer's profile, as it is now.
    const [customer] = await tx
      .select({ address: profiles.address })
      .from(profiles)
      .where(eq(profiles.id, customerId));
    const [job] = await tx
      .insert(jobs)
      .values(
        serviceFromRequest(
          { ...request, paymentMethod: method },
          {
            providerId: offer.providerId,
            applicationId: offer.id,
            price: offer.proposedPrice,
            address: request.address ?? customer?.address ?? null,
            status: 'confirmed',
            now,
          },
        ),
      )
      .returning();
    await recordCreation(tx, job!, customerId);
    if (online) await askOnlinePayment(tx, online.name, job!, now);
    await tx.update(serviceRequests).set({ status: 'assigned' }).where(eq(serviceRequests.id, request.id));
    await tx
      .update(requestApplications)
      .set({ status: 'accepted' })
      .where(eq(requestApplications.id, offer.id));
    const declined = await tx
      .update(requestApplications)
      .set({ status: 'declined' })
      .where(
        and(
          eq(requestApplications.requestId, request.id),
          ne(requestApplications.id, offer.id),
          eq(requestApplications.status, 'pending'),
        ),
      )
      .returning({ providerId: requestApplications.providerId });

    const emails = await tx
      .select({ id: profiles.id, email: profiles.email })
      .from(profiles)
      .where(inArray(profiles.id, [offer.providerId, ...declined.map((row) => row.providerId)]));
    const emailOf = new Map(emails.map((row) => [row.id, row.email]));
    await notifyUser(tx, {
      userId: offer.providerId,
      template: 'offer-accepted',
      notice: offerAcceptedNotice(job!.title),
      email: {
        to: emailOf.get(offer.providerId)!,
        title: job!.title,
        scheduledAt: job!.scheduledAt.toISOString(),
        timeZone: job!.timeZone,
        location: job!.location,
        price: job!.price,
        paymentMethod: job!.paymentMethod,
      },
      dedupeKey: `offer-accepted:${offer.id}`,
      now,
    });
    for (const { providerId } of declined) {
      await notifyUser(tx, {
        userId: providerId,
        template: 'offer-not-chosen',
        notice: offerNotChosenNotice(request.title),
        email: { to: emailOf.get(providerId)!, title: request.title, location: request.location },
        dedupeKey: `offer-not-chosen:${request.id}:${providerId}`,
        now,
      });
    }
    return { job: job!, created: true };
  });
}
