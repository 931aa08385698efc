import { isEstimatedFromHome, type ServiceId } from '#shared/catalog';
import type { EstimateInput, HoursRange } from '#shared/domain/estimate';
import { DEFAULT_HOURS, lengthRange, type ServiceLength } from '#shared/domain/service-length';

// The 'Cotizador' as a form holds it, in the booking wizard and in 'Nueva Solicitud' alike: both kinds of length
// are kept, so that switching the service and back finds them as they were; the service says which one is sent.

export type EstimateLength = { estimate: EstimateInput; hours: number };

/** Where the 'Cotizador' starts: a two-bedroom home (the research's reference), or DEFAULT_HOURS. */
export const defaultLength = (serviceId: ServiceId | ''): EstimateLength => ({
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

/** The length sent for a service: the home for a cleaning of a home, the hours otherwise. */
export function sentLength(serviceId: ServiceId | '', length: EstimateLength): ServiceLength {
  return serviceId && isEstimatedFromHome(serviceId)
    ? { estimate: length.estimate }
    : { hours: length.hours };
}

/** 'Duración estimada' of what would be sent. */
export const estimatedRange = (serviceId: ServiceId | '', length: EstimateLength): HoursRange =>
  lengthRange(sentLength(serviceId, length));

/** The 'Cotizador' as the person left it, its 'Tipo de limpieza' starting at 'Profunda' for a deep cleaning. */
export function lengthForService(serviceId: ServiceId, length: EstimateLength): EstimateLength {
  const { cleaningType } = length.estimate;
  if (serviceId === 'deep-cleaning' && cleaningType === 'general')
    return { ...length, estimate: { ...length.estimate, cleaningType: 'profunda' } };
  if (serviceId === 'home-cleaning' && cleaningType === 'profunda')
    return { ...length, estimate: { ...length.estimate, cleaningType: 'general' } };
  return length;
}
