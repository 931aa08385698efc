import { and, eq, inArray, ne } from 'drizzle-orm';
import { serviceTimeZone } from '#shared/domain/time-zones';
import { addressMessages } from '#shared/address-messages';
import { offerMessages } from '#shared/request-messages';
import type { ServiceContactInput } from '#shared/schemas/address';
import type { Database } from '#server/db/client';
import { isExclusionViolation, isUuid } from '#server/db/errors';
import {
  jobs,
  profiles,
  requestApplications,
  serviceRequests,
  type JobRow,
  type RequestRow,
} from '#server/db/schema';
import { ConflictError, InvalidInputError, NotFoundError } from '#server/domain/errors';
import { offerAcceptedNotice } from '#server/mail/templates/offer-accepted';
import { offerNotChosenNotice } from '#server/mail/templates/offer-not-chosen';
import { notifyUser } from '#server/modules/notifications';
import { contactColumns } from '#server/modules/requests';
import { customerContact } from './notify';
import { recordCreation } from './transitions';
import { lockProviderTime, readSchedule } from '#server/domain/schedule';
import type { PaymentMethod } from '#shared/domain/payment-methods';
import type { PaymentTerms } from './payment-terms';

/** A service made from a request: its title, service, date, place and payment method, in the place's zone. */
export function serviceFromRequest(
  request: RequestRow,
  agreed: Pick<
    JobRow,
    'providerId' | 'applicationId' | 'price' | 'status' | 'durationMinutes' | 'travelMinutes'
  > & { now: Date },
): typeof jobs.$inferInsert {
  return {
    requestId: request.id,
    applicationId: agreed.applicationId,
    customerId: request.customerId,
    providerId: agreed.providerId,
    title: request.title,
    serviceId: request.serviceId,
    scheduledAt: request.requiredDate,
    timeZone: serviceTimeZone(request),
    location: request.location,
    // Copied, so that a later change to the customer's Perfil does not move a service already agreed.
    address: request.address,
    addressInterior: request.addressInterior,
    addressColonia: request.addressColonia,
    addressReferences: request.addressReferences,
    contactPhone: request.contactPhone,
    price: agreed.price,
    durationMinutes: agreed.durationMinutes,
    travelMinutes: agreed.travelMinutes,
    paymentMethod: request.paymentMethod,
    status: agreed.status,
    createdAt: agreed.now,
    updatedAt: agreed.now,
  };
}

const notFound = () => new NotFoundError('NOT_FOUND', offerMessages.notFound);

const hasContact = (request: RequestRow) => Boolean(request.address && request.contactPhone);

/** Stores on the request the address and phone given while accepting; refused (400) without them. */
async function addContact(tx: Database, request: RequestRow, contact: ServiceContactInput | undefined) {
  if (!contact) {
    const message = addressMessages.contactRequired;
    throw new InvalidInputError('CONTACT_REQUIRED', message, { contact: message });
  }
  const [updated] = await tx
    .update(serviceRequests)
    .set(contactColumns(contact))
    .where(eq(serviceRequests.id, request.id))
    .returning();
  return updated!;
}

interface AcceptOptions {
  /** The way the customer chose to pay; the request's own when absent. */
  paymentMethod?: PaymentMethod;
  /** Whether that way can be agreed, and the payment then asked (a card authorised through the provider's gateway). */
  paymentTerms: PaymentTerms;
  /** The exact address and phone, for a request published without them (required then). */
  contact?: ServiceContactInput;
}

/**
 * The customer accepts one offer on their open request: one transaction, with the request's row locked, makes
 * the service at the offer's price, closes the request, declines the other offers and queues the e-mails.
 * Accepting the same offer again returns the same service (`created: false`); a second, different offer
 * accepted at the same moment waits for the lock and is refused. An offer whose time the provider has since given to
 * another service is refused (409 PROVIDER_BUSY) and leaves the request open and the offer pending.
 */
export async function acceptOffer(
  db: Database,
  customerId: string,
  applicationId: string,
  now: Date,
  { paymentMethod, paymentTerms, contact }: AcceptOptions,
): Promise<{ job: JobRow; created: boolean }> {
  if (!isUuid(applicationId)) throw notFound();
  try {
    return await agreeOffer(db, customerId, applicationId, now, { paymentMethod, paymentTerms, contact });
  } catch (error) {
    // The provider booked that time since offering: the database refused the service (jobs_no_overlap) and the
    // transaction left nothing written. Not 'pick another time' (SLOT_TAKEN): the customer picks another offer.
    if (isExclusionViolation(error)) throw new ConflictError('PROVIDER_BUSY', offerMessages.providerBusy);
    throw error;
  }
}

async function agreeOffer(
  db: Database,
  customerId: string,
  applicationId: string,
  now: Date,
  { paymentMethod, paymentTerms, contact }: AcceptOptions,
): Promise<{ job: JobRow; created: boolean }> {
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
    const payment = await paymentTerms.agree(tx, {
      method,
      providerId: offer.providerId,
      scheduledAt: request.requiredDate,
      price: offer.proposedPrice,
      now,
    });

    // The chosen provider goes to the exact address: a request published without it gets it now.
    const agreedAt = hasContact(request) ? request : await addContact(tx, request, contact);
    // One writer of the provider's time at a time: a booking at once meets this service in jobs_no_overlap.
    await lockProviderTime(tx, offer.providerId);
    const [job] = await tx
      .insert(jobs)
      .values(
        serviceFromRequest(
          { ...agreedAt, paymentMethod: method },
          {
            providerId: offer.providerId,
            applicationId: offer.id,
            price: offer.proposedPrice,
            durationMinutes: offer.durationMinutes,
            // Kept free after it, as the provider's 'Disponibilidad' says today.
            travelMinutes: (await readSchedule(tx, offer.providerId)).travelMinutes,
            status: 'confirmed',
            now,
          },
        ),
      )
      .returning();
    await recordCreation(tx, job!, customerId);
    await payment?.ask(tx, job!, now);
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
        durationMinutes: job!.durationMinutes,
        timeZone: job!.timeZone,
        location: job!.location,
        price: job!.price,
        paymentMethod: job!.paymentMethod,
        contact: await customerContact(tx, job!),
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
