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
    /** The card's total for the estimate, and under it '$90 por hora' (estimateMessages). */
    estimateFor: 'para {hours}',
    zone: 'Atiende en {zone} y hasta {radius} km',
    seeProfile: 'Ver perfil y reseñas de {name}',
    emptyTitle: 'Todavía no hay proveedores para {service}',
    emptyBody:
      'Ningún proveedor ofrece este servicio en este momento. Publica una solicitud abierta: los proveedores de tu zona te enviarán sus propuestas.',
    openRequest: 'Publicar una solicitud abierta',
  },
  length: {
    homeDescription: 'Cuéntanos cómo es tu hogar: con esto calculamos cuánto dura el servicio y su precio.',
    hoursDescription: 'Indica cuántas horas necesitas: con esto calculamos el precio.',
  },
  schedule: {
    title: 'Elige la fecha y la hora',
    description:
      'Primero indica dónde será el servicio: los horarios libres del proveedor se muestran en la hora de ese lugar.',
    day: 'Día',
    time: 'Hora de inicio',
    timesOf: 'Horarios libres del {day}',
    chooseDay: 'Elige un día para ver sus horarios libres.',
    loadFailed: 'No pudimos cargar los horarios libres. Intenta de nuevo.',
    noTimesAtAll: 'Este proveedor no tiene horarios libres en los próximos 14 días. Elige otro proveedor.',
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
    length: 'Duración',
    total: 'Total',
    currency: 'MXN',
    /** How the total is reached: the booked length (the estimate's upper end) at the price per hour. */
    charged: 'Se cobra la duración reservada, {hours}, a {price} por hora.',
    /** SPEC §9 applied to the total. */
    cancellation:
      'Cancelación: sin costo con al menos 24 horas de anticipación; con menos, se cobra el 50% ({fee}); si el proveedor llega y no hay nadie, se cobra el total ({total}).',
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
