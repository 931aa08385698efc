import { uiMessages } from '#shared/common-messages';

// The customer panel's first page (Resumen). Apart from texts.ts (whose clientUi reads it from here) so that the
// panel's first load need not carry every page's texts.
export const clientOverviewUi = {
  overview: {
    greeting: uiMessages.greeting,
    description: 'Tu actividad como cliente, con los datos reales de tu cuenta.',
    openRequests: 'Solicitudes abiertas',
    offersReceived: uiMessages.offersReceived,
    seeRequests: 'Ver Mis Solicitudes',
    upcomingServices: 'Servicios programados',
    completedServices: 'Servicios completados',
    totalSpent: 'Total gastado',
    rating: 'Tu calificación como cliente',
    noRating: 'Sin reseñas aún',
    seeReviews: 'Ver Reseñas',
    seePayments: 'Ver Pagos',
    seeScheduled: 'Ver Programados',
    seeHistory: 'Ver Historial',
    nextTitle: '¿Qué necesitas hoy?',
    nextBody:
      'Publica una solicitud y recibe ofertas de proveedores de tu zona, o reserva directamente con un proveedor.',
    book: 'Reservar un servicio',
  },
  publishRequest: 'Publicar una solicitud',
} as const;
