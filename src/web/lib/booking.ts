import { findService, type Service, type ServiceId } from '#shared/catalog';
import { isRhythm, type Rhythm } from '#shared/domain/rhythms';

// How a chosen service travels to /reservar: navigation state inside the app, ?servicio= in shared links.
export const BOOKING_PATH = '/reservar';
export const SERVICE_QUERY_PARAM = 'servicio';
/** A provider's public page books with them: /reservar?servicio=…&proveedor=<id>. */
export const PROVIDER_QUERY_PARAM = 'proveedor';
/** 'Volver a reservar': /reservar?servicio=…&proveedor=…&repetir=<id of the completed service>. */
export const BOOK_AGAIN_QUERY_PARAM = 'repetir';
/** 'Repetir con este proveedor': 'Volver a reservar' with '¿Con qué frecuencia?' already chosen (&frecuencia=weekly). */
export const FREQUENCY_QUERY_PARAM = 'frecuencia';

/** The rhythm a link chose for the wizard, when it names one. */
export const frequencyOf = (search: URLSearchParams | null): Rhythm | undefined => {
  const value = search?.get(FREQUENCY_QUERY_PARAM) ?? '';
  return isRhythm(value) ? value : undefined;
};

export interface BookingState {
  serviceId: ServiceId;
}

export function bookingPath(serviceId: ServiceId): string {
  return `${BOOKING_PATH}?${SERVICE_QUERY_PARAM}=${encodeURIComponent(serviceId)}`;
}

export function preselectedService(state: unknown, search: string): Service | undefined {
  const fromState =
    typeof state === 'object' && state !== null && 'serviceId' in state ? String(state.serviceId) : null;
  return findService(fromState) ?? findService(new URLSearchParams(search).get(SERVICE_QUERY_PARAM));
}

/** /reservar with the service chosen and this provider preselected in step 2. */
export function bookProviderPath(serviceId: ServiceId, providerId: string): string {
  return `${bookingPath(serviceId)}&${PROVIDER_QUERY_PARAM}=${encodeURIComponent(providerId)}`;
}

/** 'Volver a reservar' of a completed service: the wizard filled in from it, at 'Fecha y hora'. */
export function bookAgainPath(service: {
  id: string;
  serviceId: ServiceId;
  provider: { id: string };
}): string {
  return `${bookProviderPath(service.serviceId, service.provider.id)}&${BOOK_AGAIN_QUERY_PARAM}=${encodeURIComponent(service.id)}`;
}

/** 'Repetir con este proveedor': as 'Volver a reservar', every week from the day and hour chosen. */
export function repeatPath(service: Parameters<typeof bookAgainPath>[0]): string {
  return `${bookAgainPath(service)}&${FREQUENCY_QUERY_PARAM}=weekly`;
}
