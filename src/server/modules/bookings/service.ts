import { findService, isEstimatedFromHome } from '#shared/catalog';
import { estimatePrice } from '#shared/domain/estimate';
import { bookedMinutes, lengthRange } from '#shared/domain/service-length';
import { isInsideServiceArea } from '#shared/domain/geo';
import { serviceTimeZone } from '#shared/domain/time-zones';
import { apiMessages } from '#shared/common-messages';
import { bookingMessages } from '#shared/booking-messages';
import { estimateMessages } from '#shared/estimate-messages';
import { servingMessages } from '#shared/serving-messages';
import type { BookingInput } from '#shared/schemas/bookings';
import type { Database } from '#server/db/client';
import { ConflictError, ForbiddenError, InvalidInputError } from '#server/domain/errors';
import { assertFreeStart, lockProviderTime, type ProviderSchedule } from '#server/domain/schedule';
import { assertSameKind, contactColumns, findByIdempotencyKey, insertOnce } from '#server/modules/requests';
import { jobs } from '#server/db/schema';
import { notifyTransition, serviceFromRequest, recordCreation } from '#server/modules/jobs';
import { findBookableProvider } from './providers';
import { askOnlinePayment, onlineGateway } from '#server/modules/payments';
import { type ServiceGateways, assertMethodAvailable } from '#server/modules/payments/gateways';

const invalid = (field: 'providerId' | 'location' | 'length', message: string) =>
  new InvalidInputError('VALIDATION', apiMessages.validation, { [field]: message });

/**
 * The minutes a booking holds and what it costs: the upper end of the length's range (service-length.ts) at the
 * provider's price per hour, rounded as every estimate is (estimatePrice). A home's cleaning is estimated from
 * the home, any other service is booked by the hour: the other kind is refused under `length`.
 */
function bookedLength(input: BookingInput, hourlyPrice: number) {
  const estimated = 'estimate' in input.length;
  if (estimated !== isEstimatedFromHome(input.serviceId))
    throw invalid('length', estimateMessages.lengthWrongKind);
  const { maxHours } = lengthRange(input.length);
  const hours = { minHours: maxHours, maxHours };
  return { minutes: bookedMinutes(hours), price: estimatePrice(hourlyPrice, hours).max };
}

/**
 * A direct booking is a request addressed to one provider, priced by the server (the booked length at that
 * provider's own price per hour, never taken from the browser), at one of the provider's free start times
 * (assertFreeStart; the database's exclusion constraint decides a race: 409 SLOT_TAKEN), and at once a service:
 * waiting for the provider's answer ('Pendiente' in their Calendario), or confirmed with 'Reserva inmediata'.
 * The provider must still be bookable and the address inside their area. It never counts against a plan's
 * monthly offers: the provider does not apply to it.
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
  const { minutes, price } = bookedLength(input, provider.hourlyPrice);
  const scheduledAt = new Date(input.requiredDate);
  let schedule: ProviderSchedule;
  try {
    schedule = await assertFreeStart(db, {
      providerId: provider.id,
      placeZone: serviceTimeZone(location),
      lengthMinutes: minutes,
      now,
      start: scheduledAt,
    });
  } catch (error) {
    // The same booking sent twice at once: the first, stored meanwhile, holds the time, and the retry answers it.
    const first =
      error instanceof ConflictError && (await findByIdempotencyKey(db, customerId, input.idempotencyKey));
    if (first) return { row: assertSameKind(first, true), created: false };
    throw error;
  }
  const { refusal, gateway: online } = await onlineGateway(db, cardGateways, {
    method: input.paymentMethod,
    providerId: provider.id,
    scheduledAt,
    price,
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
      price,
      estimateInput: 'estimate' in input.length ? input.length.estimate : null,
      minMinutes: minutes,
      maxMinutes: minutes,
      title: findService(input.serviceId)!.name,
      description: input.notes,
      paymentMethod: input.paymentMethod,
      requiredDate: scheduledAt,
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
      await lockProviderTime(tx, provider.id);
      const [job] = await tx
        .insert(jobs)
        .values(
          serviceFromRequest(request, {
            providerId: provider.id,
            applicationId: null,
            price,
            durationMinutes: minutes,
            // Kept free after it, as the provider's 'Disponibilidad' says today.
            travelMinutes: schedule.travelMinutes,
            // 'Reserva inmediata': agreed at once, as if the provider had accepted it.
            status: schedule.instantBooking ? 'confirmed' : 'pending',
            now,
          }),
        )
        .returning();
      await recordCreation(tx, job!, customerId);
      // The provider's acceptance tells both parties (accept_booking's e-mails); its reminder came with the record.
      if (job!.status === 'confirmed') await notifyTransition(tx, job!, 'accept_booking', now);
      if (online) await askOnlinePayment(tx, online.name, job!, now);
    },
  );
  return { row, created };
}
