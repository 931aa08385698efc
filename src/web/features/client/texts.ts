import { uiMessages } from '#shared/common-messages';
import { emailPreferenceMessages } from '#shared/email-preference-messages';
import { clientOverviewUi } from './overview-texts';

// Labels, prompts and empty states of the customer panel; SPEC sentences live in shared/*-messages.ts.
export const clientUi = {
  overview: clientOverviewUi.overview,
  requests: {
    description:
      'Tus solicitudes y reservas, de la más reciente a la más antigua, con las ofertas recibidas.',
    newRequest: 'Nueva Solicitud',
    seeRequests: 'Ver Solicitudes',
    listLabel: 'Tus solicitudes',
    expired:
      'La fecha de esta solicitud ya pasó: los proveedores ya no la ven ni pueden enviar propuestas. Publica una nueva si aún necesitas el servicio.',
    emptyTitle: 'Aún no tienes solicitudes',
    emptyBody: 'Publica una solicitud y los proveedores de tu zona te enviarán sus ofertas.',
    createFirst: 'Crear una solicitud',
    directBooking: 'Reserva directa con {name}',
    service: 'Servicio',
    budget: 'Presupuesto',
    price: 'Precio',
    paymentMethod: uiMessages.paymentMethod,
    date: 'Fecha',
    location: 'Ubicación',
    address: 'Dirección exacta',
    contactPhone: 'Teléfono de contacto',
    offerCount: 'Ofertas',
    offersTitle: uiMessages.offersReceived,
    noOffers: 'Aún no recibes ofertas. Te avisaremos aquí cuando un proveedor envíe la suya.',
    offerSent: 'Enviada el {date}',
    offerAccepted: 'Oferta aceptada',
    offerDeclined: 'No elegida',
    offerWithdrawn: 'Retirada',
    acceptTitle: '¿Aceptar la oferta de {name}?',
    acceptDescription: 'El servicio quedará programado con este proveedor y las demás ofertas se cerrarán.',
    acceptProvider: 'Proveedor',
    acceptPrice: 'Precio',
    cancellationPolicy:
      'Política de cancelación: cancelar es gratis con 24 horas de anticipación o más; con menos de 24 horas se cobra el 50 % del precio, y el 100 % si el proveedor llega y no estás.',
    acceptFailed: 'No se pudo aceptar la oferta. Intenta de nuevo.',
    seeScheduled: 'Ver Programados',
    createdAt: 'Publicada el {date}',
  },
  form: {
    title: 'Título',
    titlePlaceholder: 'Por ejemplo: Limpieza de departamento',
    description: 'Descripción',
    descriptionPlaceholder: 'Cuéntanos qué necesitas: espacios, tamaño, productos, mascotas…',
    serviceType: 'Tipo de servicio',
    serviceTypePlaceholder: 'Selecciona un tipo de servicio',
    budgetRange: 'Presupuesto',
    budgetRangePlaceholder: 'Selecciona un rango',
    paymentMethod: uiMessages.paymentMethod,
    requiredDate: 'Fecha y hora',
    requiredDateHint: 'Cuándo quieres que se haga el servicio.',
    location: 'Ubicación',
    approximateHint:
      'Los proveedores verán sólo la zona; abajo escribes la dirección exacta para quien contrates.',
    submit: 'Publicar Solicitud',
  },
  profile: {
    description: 'Tus datos de contacto. Tu correo electrónico no se puede cambiar aquí.',
    email: 'Correo electrónico',
    fullName: 'Nombre completo',
    phone: 'Teléfono',
    phoneHint: '10 dígitos.',
    address: 'Dirección',
    addressNote:
      'Llenamos con estos datos la dirección y el teléfono de tus nuevas solicitudes y reservas. Un servicio ya acordado conserva los datos con los que se acordó.',
    edit: 'Editar',
    cancel: 'Cancelar',
    save: 'Guardar Cambios',
  },
  scheduled: {
    description: 'Tus servicios con fecha confirmada.',
    listLabel: 'Tus servicios programados',
    emptyTitle: 'Aún no tienes servicios programados',
    emptyBody:
      'Cuando aceptes la oferta de un proveedor, aquí verás el servicio con su fecha, hora, dirección y proveedor.',
  },
  history: {
    description: 'Tus servicios completados, cancelados o rechazados, con el cargo aplicado.',
    listLabel: 'Tu historial de servicios',
    emptyTitle: 'Aún no tienes servicios completados',
    emptyBody:
      'Cuando un proveedor complete un servicio, aquí verás la fecha, el precio y el cargo aplicado.',
  },
  reviews: {
    description: 'Las reseñas que escribiste y las que recibiste de tus proveedores.',
    emptyTitle: 'Aún no has escrito reseñas',
    emptyBody:
      'Al completarse un servicio podrás calificar al proveedor de 1 a 5 estrellas y dejar un comentario; tus reseñas aparecerán aquí.',
  },
  payments: {
    description: 'Lo que pagas por tus servicios y por las cancelaciones con cargo.',
  },
  preferences: {
    ...emailPreferenceMessages,
    description:
      'Los avisos de tus servicios (reservas, cancelaciones, recordatorios) siempre llegan por correo y a tus notificaciones.',
    label: 'Avísame por correo de cada propuesta que reciba',
  },
  publishRequest: clientOverviewUi.publishRequest,
} as const;
