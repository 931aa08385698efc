import { findService, type Service, type ServiceId } from '#shared/catalog';

// How a chosen service travels to /reservar: navigation state inside the app, ?servicio= in shared links.
export const BOOKING_PATH = '/reservar';
export const SERVICE_QUERY_PARAM = 'servicio';
/** A provider's public page books with them: /reservar?servicio=…&proveedor=<id>. */
export const PROVIDER_QUERY_PARAM = 'proveedor';

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
