// Requests (Mis Solicitudes, the request form) and accepting an offer made to one.
import type { RequestStatus } from './domain/request-statuses';
import { requestBadgeOf, type RequestBadge } from './domain/request-status';
import type { ServiceStatus } from './domain/service-lifecycle';
import { badgeMessages } from './badge-messages';
import { bookingMessages } from './booking-messages';
import { providerMessages } from './provider-messages';
import { serviceMessages } from './service-messages';

export const requestMessages = {
  titleRequired: 'El título es requerido',
  titleTooLong: 'El título no puede tener más de 120 caracteres',
  descriptionTooShort: 'La descripción debe tener al menos 10 caracteres',
  descriptionTooLong: 'La descripción no puede tener más de 2000 caracteres',
  serviceTypeRequired: 'El tipo de servicio es requerido',
  budgetRangeRequired: 'El rango de presupuesto es requerido',
  paymentMethodInvalid: 'Selecciona una forma de pago: efectivo, tarjeta o transferencia',
  dateRequired: 'La fecha es requerida',
  dateInPast: bookingMessages.dateInPast,
  locationRequired: 'La ubicación es requerida',
  selectLocation: providerMessages.locationRequired,
  providerNotFound: 'El proveedor elegido no está disponible',
  createFailed: 'No se pudo crear la solicitud. Por favor intenta de nuevo.',
  createdTitle: 'Solicitud creada',
  createdBody: 'Tu solicitud ha sido publicada exitosamente.',
  loadFailed: providerMessages.requestsLoadFailed,
  /** The home a request was estimated from, on its cards: '2 recámaras, 1 baño, General, Ventanas, con mascotas'. */
  bedroom: '{count} recámara',
  bedrooms: '{count} recámaras',
  bathroom: '{count} baño',
  bathrooms: '{count} baños',
  withPets: 'con mascotas',
  /** A request's own badge, while no service was agreed from it; afterwards the service's (serviceMessages.status). */
  status: {
    open: 'Abierta',
    assigned: 'Asignada',
    completed: 'Completada',
    cancelled: 'Cancelada',
    hidden: badgeMessages.hiddenByModeration,
  } satisfies Record<RequestStatus, string>,
} as const;

// Accepting an offer (Mis Solicitudes) and what the API answers when it cannot be accepted.
export const offerMessages = {
  accept: 'Aceptar oferta',
  confirm: 'Confirmar',
  acceptedTitle: 'Oferta aceptada',
  acceptedBody: 'Tu servicio quedó programado.',
  notFound: 'La oferta no existe o ya no está disponible.',
  requestTaken: 'Esta solicitud ya tiene un servicio programado con otra oferta.',
  requestNotOpen: 'Esta solicitud ya no está abierta.',
  withdrawn: 'El proveedor retiró esta oferta.',
  requestExpired: 'La fecha de esta solicitud ya pasó; publica una nueva con otra fecha.',
  /** The provider booked that time since offering (the database's exclusion constraint refused the service). */
  providerBusy:
    'El proveedor ya tiene otro servicio a esa hora. Elige otra propuesta o cambia la fecha de tu solicitud.',
  /** The offer's length, in the offer dialog and on each offer: 'Duración estimada: 3 h'. */
  duration: 'Duración estimada',
} as const;

/** The request's badge with its label: its service's status once there is one ('Pendiente de respuesta', …). */
export function requestBadge(request: {
  status: RequestStatus;
  serviceStatus: ServiceStatus | null;
}): RequestBadge & { label: string } {
  const badge = requestBadgeOf(request);
  return badge.of === 'request'
    ? { ...badge, label: requestMessages.status[badge.status] }
    : { ...badge, label: serviceMessages.status[badge.status] };
}
