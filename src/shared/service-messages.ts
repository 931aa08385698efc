import type { RefusalReason, ServiceStatus } from './domain/service-lifecycle';
import { nameMessages } from './name-messages';

// A service's status badges and, for a refused transition (409), what the person is told; see
// domain/service-lifecycle.ts. `{status}` is a badge label.
export const serviceMessages = {
  /** How a service names its customer: the label, and the name when the profile has none. */
  customer: nameMessages.noName,
  listInvalid: 'La lista de servicios pedida no es válida.',
  status: {
    pending: 'Pendiente de respuesta',
    confirmed: 'Confirmado',
    done: 'Por confirmar',
    completed: 'Completado',
    cancelled: 'Cancelado',
    disputed: 'En disputa',
    declined: 'Rechazada',
  } satisfies Record<ServiceStatus, string>,
  refusals: {
    not_your_action: 'No puedes realizar esta acción en este servicio.',
    wrong_status: 'Esta acción no está disponible para un servicio en estado «{status}».',
    booking_expired: 'Esta reserva venció sin respuesta; ya no puede aceptarse ni rechazarse.',
    not_due: 'Todavía no es momento de realizar esta acción.',
    already_started: 'El servicio ya comenzó; ya no puede cancelarse.',
    not_started: 'Podrás hacerlo a partir de la hora programada del servicio.',
    problem_window_closed: 'El plazo para reportar un problema con este servicio ya terminó.',
    review_window_closed: 'El plazo para calificar este servicio ya terminó.',
    already_reviewed: 'Ya calificaste este servicio.',
    payment_not_manual: 'Solo los pagos en efectivo o por transferencia se confirman a mano.',
    payment_already_confirmed: 'El pago de este servicio ya está confirmado.',
    already_answered: 'Ya respondiste al reporte de este servicio.',
    no_show_not_yet:
      'Todavía no puedes reportar que el cliente no se presentó: damos {minutes} minutos de tolerancia después de la hora programada. Podrás hacerlo a partir del {date}.',
    contest_window_closed:
      'Ya no puedes aclarar esta inasistencia: el plazo de 48 horas terminó o nuestro equipo ya resolvió el caso.',
    no_show_unsettled:
      'El cargo por inasistencia todavía no se cobra: el cliente puede aclarar que sí estaba, o nuestro equipo lo está revisando.',
  } satisfies Record<RefusalReason, string>,
  /** How the refusal to delete an account names a cancelled service whose no-show can still be contested. */
  noShowContestable: 'inasistencia que aún puede aclararse',
  notFound: 'El servicio no existe o no es tuyo.',
  /** `{fee}` is the new charge, formatted. */
  feeChanged: 'El cargo por cancelación cambió a {fee}. Revísalo y confirma de nuevo.',
  problemRequired: 'Cuéntanos qué pasó con el servicio.',
  problemTooShort: 'Describe el problema con al menos 10 caracteres.',
  problemTooLong: 'La descripción no puede exceder 1000 caracteres.',
  /** The service as an .ics file ('Agregar a mi calendario'). `{id}` is the start of the service's id. */
  calendar: {
    fileName: 'servicio-{id}.ics',
    provider: 'Proveedor: {name}',
    customer: 'Cliente: {name}',
    price: 'Precio: {amount} MXN',
    paymentMethod: 'Forma de pago: {method}',
    reminder: 'Mañana: {title}',
    notScheduled: 'Este servicio ya no está programado; no puede agregarse a tu calendario.',
  },
} as const;
