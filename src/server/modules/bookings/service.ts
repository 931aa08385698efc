import { findService } from '#shared/catalog';
import { LEGACY_MINUTES } from '#shared/domain/service-length';
import { isInsideServiceArea } from '#shared/domain/geo';
import { apiMessages } from '#shared/common-messages';
import { bookingMessages } from '#shared/booking-messages';
import { servingMessages } from '#shared/serving-messages';
import type { BookingInput } from '#shared/schemas/bookings';
import type { Database } from '#server/db/client';
import { ForbiddenError, InvalidInputError } from '#server/domain/errors';
import { assertSameKind, contactColumns, findByIdempotencyKey, insertOnce } from '#server/modules/requests';
import { jobs } from '#server/db/schema';
import { serviceFromRequest, recordCreation } from '#server/modules/jobs';
import { findBookableProvider } from './providers';
import { askOnlinePayment, onlineGateway } from '#server/modules/payments';
import { type ServiceGateways, assertMethodAvailable } from '#server/modules/payments/gateways';

const invalid = (field: 'providerId' | 'location', message: string) =>
  new InvalidInputError('VALIDATION', apiMessages.validation, { [field]: message });

/**
 * A direct booking is a request addressed to one provider, at that provider's own price for the service
 * (read here, never taken from the browser), and at once a service waiting for that provider's answer
 * ('Pendiente' in their Calendario). The provider must still be bookable and the address inside their area.
 * It never counts against a plan's monthly offers: the provider does not apply to it.
 */
export async function createBooking(
  db: Database,
  customerId: string,
  input: BookingInput,
  now: Date,
  /** The gateways that take payments online: a booking paid by card is authorised through the provider's. */
  cardGateways: ServiceGateways = [],
) {
  const earlier = await findByIdempotencyKey(db, customerId, input.idempotencyKey);
  if (earlier) return { row: assertSameKind(earlier, true), created: false };
  // A way to pay no gateway takes here is refused as the request form's is (409, said under the field).
  assertMethodAvailable(cardGateways, input.paymentMethod);
  const provider = await findBookableProvider(db, input.serviceId, input.providerId, now);
  if (!provider) throw invalid('providerId', bookingMessages.providerUnavailable);
  // Listed while verified or in their grace period, and no longer: said under the provider, as a refusal.
  if (!provider.servesCustomers) {
    const message = servingMessages.bookingRefused;
    throw new ForbiddenError('PROVIDER_NOT_VERIFIED', message, { providerId: message });
  }
  const { location } = input;
  if (!isInsideServiceArea({ center: provider.center, radiusKm: provider.radiusKm }, location)) {
    throw invalid('location', bookingMessages.outsideArea);
  }
  const { refusal, gateway: online } = await onlineGateway(db, cardGateways, {
    method: input.paymentMethod,
    providerId: provider.id,
    scheduledAt: new Date(input.requiredDate),
    price: provider.price,
    now,
  });
  // The way to pay is a field of the booking: the provider's refusal of it is said beside it.
  if (refusal)
    throw new InvalidInputError('VALIDATION', apiMessages.validation, { paymentMethod: refusal.message });
  const { row, created } = await insertOnce(
    db,
    {
      customerId,
      providerId: provider.id,
      serviceId: input.serviceId,
      price: provider.price,
      title: findService(input.serviceId)!.name,
      description: input.notes,
      paymentMethod: input.paymentMethod,
      requiredDate: new Date(input.requiredDate),
      location: location.formattedAddress,
      ...contactColumns(input.contact),
      lat: location.lat,
      lng: location.lng,
      precision: location.precision,
      idempotencyKey: input.idempotencyKey,
      // Taken by the booked provider at once: no other provider sees it, and nobody applies to it.
      status: 'assigned',
    },
    async (tx, request) => {
      const [job] = await tx
        .insert(jobs)
        .values(
          serviceFromRequest(request, {
            providerId: provider.id,
            applicationId: null,
            price: provider.price,
            // TODO(issue 29): the booked length, the schedule's travel and the free-time check.
            durationMinutes: LEGACY_MINUTES,
            travelMinutes: 0,
            status: 'pending',
            now,
          }),
        )
        .returning();
      await recordCreation(tx, job!, customerId);
      if (online) await askOnlinePayment(tx, online.name, job!, now);
    },
  );
  return { row, created };
}
