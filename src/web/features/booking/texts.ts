import { FEATURED_MARGIN_KM } from '#shared/domain/featured';
import { featuredWho } from '#shared/featured-messages';
import { uiMessages } from '#shared/common-messages';

// Labels and prompts of the booking wizard; validation and toast sentences live in shared/booking-messages.ts.
export const bookingTexts = {
  progressLabel: 'Progreso de la reserva',
  stepOf: 'Paso {step} de {total}',
  steps: ['Servicio', 'Proveedor', 'Fecha y hora', 'Dirección'],
  back: 'Atrás',
  next: 'Continuar',
  confirm: 'Confirmar Reserva',
  service: {
    title: 'Elige el servicio',
    description: 'Todos los precios son en pesos mexicanos (MXN); cada proveedor fija el suyo.',
    from: 'Desde',
  },
  provider: {
    title: 'Elige a tu proveedor',
    // The order of shared/domain/featured.ts, told as it is applied: with or without the customer's place.
    description: `Proveedores con plan activo que ofrecen {service}. Primero aparecen los destacados (${featuredWho}) y luego los demás; en cada grupo, de la mejor calificación a la peor (a igual calificación, quien tiene más reseñas) y luego del precio más bajo al más alto.`,
    descriptionNear: `Proveedores con plan activo que ofrecen {service}, del más cercano al más lejano de «{place}». Un proveedor destacado (${featuredWho}) aparece antes que los demás a la misma distancia o hasta ${FEATURED_MARGIN_KM} km más cerca, nunca antes que uno que esté más de ${FEATURED_MARGIN_KM} km más cerca; a igual distancia decide la calificación, luego el número de reseñas y luego el precio.`,
    featuredHint: featuredWho,
    price: 'Precio del servicio',
    zone: 'Atiende en {zone} y hasta {radius} km',
    seeProfile: 'Ver perfil y reseñas de {name}',
    emptyTitle: 'Todavía no hay proveedores para {service}',
    emptyBody:
      'Ningún proveedor ofrece este servicio en este momento. Publica una solicitud abierta: los proveedores de tu zona te enviarán sus propuestas.',
    openRequest: 'Publicar una solicitud abierta',
  },
  schedule: {
    title: 'Elige la fecha y la hora',
    description: 'El proveedor llegará a la hora que indiques.',
    date: 'Fecha',
    time: 'Hora',
  },
  address: {
    title: 'Dirección y confirmación',
    description: 'Dinos dónde será el servicio, revisa el resumen y confirma.',
    approximateHint: 'Escribe abajo la calle y el número para que el proveedor llegue sin problema.',
    notes: 'Notas para el proveedor (opcional)',
    notesHint: 'Mascotas, acceso, materiales que necesitas, etc.',
    payment: uiMessages.paymentMethod,
    guestHint:
      'Al confirmar te pediremos iniciar sesión o crear tu cuenta; tu reserva queda guardada tal como está.',
  },
  summary: {
    title: 'Resumen de tu reserva',
    service: 'Servicio',
    provider: 'Proveedor',
    date: 'Fecha y hora',
    address: 'Dirección',
    payment: uiMessages.paymentMethod,
    total: 'Total',
    currency: 'MXN',
  },
} as const;

export const BOOKING_STEP_COUNT = bookingTexts.steps.length;

// Pages of the customer panel (another feature builds them) the wizard links to.
export const bookingLinks = {
  afterBooking: '/cliente/solicitudes',
  /** Programados, where a service booked to be paid by card online is paid. */
  scheduled: '/cliente/programados',
  openRequest: '/cliente/solicitudes?nueva=1',
} as const;

/** Who is looking at the wizard decides what "Confirmar Reserva" does. */
export type BookingViewer = 'loading' | 'guest' | 'client' | 'provider';
