import { isEstimatedFromHome, type ServiceId } from '#shared/catalog';
import { estimatePrice, type HoursRange, type PriceRange } from '#shared/domain/estimate';
import { LATE_CANCELLATION_PERCENT, percentOf } from '#shared/domain/cancellation-fee';
import { bookedMinutes, DEFAULT_HOURS, lengthRange, type ServiceLength } from '#shared/domain/service-length';
import type { WizardLength } from './booking-values';

// What the wizard shows of the 'Cotizador' and the price, by the server's rules (bookings/service.ts): the card
// shows the estimate's range at the provider's price per hour, the summary the booked length (the range's upper
// end) at that price, which is what the server charges.

export const defaultLength = (serviceId: ServiceId | ''): WizardLength => ({
  estimate: {
    bedrooms: 2,
    bathrooms: 1,
    // A deep cleaning is estimated as one from the start.
    cleaningType: serviceId === 'deep-cleaning' ? 'profunda' : 'general',
    extras: [],
    pets: false,
  },
  hours: DEFAULT_HOURS,
});

/** The length the booking sends for its service: the home for a cleaning of a home, the hours otherwise. */
export function wizardLength(serviceId: ServiceId | '', length: WizardLength): ServiceLength {
  return serviceId && isEstimatedFromHome(serviceId)
    ? { estimate: length.estimate }
    : { hours: length.hours };
}

export const wizardRange = (serviceId: ServiceId | '', length: WizardLength): HoursRange =>
  lengthRange(wizardLength(serviceId, length));

/** The minutes the free times are asked for: what the booking holds. */
export const wizardMinutes = (serviceId: ServiceId | '', length: WizardLength): number =>
  bookedMinutes(wizardRange(serviceId, length));

/** The provider card's total: the estimate's range at their price per hour. */
export const cardPrice = (hourlyPrice: number, range: HoursRange): PriceRange =>
  estimatePrice(hourlyPrice, range);

/** What the booking is charged: the booked hours (the range's upper end) at the price per hour. */
export function chargedPrice(hourlyPrice: number, range: HoursRange): number {
  return estimatePrice(hourlyPrice, { minHours: range.maxHours, maxHours: range.maxHours }).max;
}

/** The late cancellation fee of that charge (SPEC §9): what cancelling with less than 24 h notice costs. */
export const lateCancellationFee = (charge: number): number => percentOf(charge, LATE_CANCELLATION_PERCENT);

/** The 'Cotizador' as the person left it, its 'Tipo de limpieza' starting at 'Profunda' for a deep cleaning. */
export function lengthForService(serviceId: ServiceId, length: WizardLength): WizardLength {
  const { cleaningType } = length.estimate;
  if (serviceId === 'deep-cleaning' && cleaningType === 'general')
    return { ...length, estimate: { ...length.estimate, cleaningType: 'profunda' } };
  if (serviceId === 'home-cleaning' && cleaningType === 'profunda')
    return { ...length, estimate: { ...length.estimate, cleaningType: 'general' } };
  return length;
}
