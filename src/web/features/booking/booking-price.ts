import type { ServiceId } from '#shared/catalog';
import { estimatePrice, type HoursRange, type PriceRange } from '#shared/domain/estimate';
import { LATE_CANCELLATION_PERCENT, percentOf } from '#shared/domain/cancellation-fee';
import { bookedMinutes } from '#shared/domain/service-length';
import { estimatedRange, type EstimateLength } from '#web/components/estimate/estimate-length';

// What the wizard shows of the 'Cotizador' and the price, by the server's rules (bookings/service.ts): the card
// shows the estimate's range at the provider's price per hour, the summary the booked length (the range's upper
// end) at that price, which is what the server charges.

/** The minutes the free times are asked for: what the booking holds. */
export const wizardMinutes = (serviceId: ServiceId | '', length: EstimateLength): number =>
  bookedMinutes(estimatedRange(serviceId, length));

/** The provider card's total: the estimate's range at their price per hour. */
export const cardPrice = (hourlyPrice: number, range: HoursRange): PriceRange =>
  estimatePrice(hourlyPrice, range);

/** What the booking is charged: the booked hours (the range's upper end) at the price per hour. */
export function chargedPrice(hourlyPrice: number, range: HoursRange): number {
  return estimatePrice(hourlyPrice, { minHours: range.maxHours, maxHours: range.maxHours }).max;
}

/** The late cancellation fee of that charge (SPEC §9): what cancelling with less than 24 h notice costs. */
export const lateCancellationFee = (charge: number): number => percentOf(charge, LATE_CANCELLATION_PERCENT);
