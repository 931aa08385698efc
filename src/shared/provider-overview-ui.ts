import { uiMessages } from './common-messages';

// The provider panel's first page (Resumen) and its checklist. Apart from provider-ui.ts (whose providerUi reads
// them from here) so that the panel's first load need not carry every page's texts.
export const providerOverviewUi = {
  overview: {
    greeting: uiMessages.greeting,
    description: 'Tu actividad como proveedor, con los datos reales de tu cuenta.',
    planTitle: 'Plan actual',
    noPlan: 'Sin plan activo',
    validUntil: 'Vigente hasta el {date}',
    applicationsTitle: 'Aplicaciones este mes',
    remaining: 'Te quedan {remaining} de {limit} este mes.',
    unlimited: 'Sin límite con tu plan.',
    needsPlan: 'Necesitas un plan activo para aplicar.',
    openRequestsTitle: 'Solicitudes abiertas en tu zona',
    noArea: 'Sin área definida',
    needsArea: 'Define tu área de servicio para verlas.',
    upcomingTitle: 'Servicios próximos',
    toAnswer: '{count} reservas esperan tu respuesta.',
    toAnswerOne: '1 reserva espera tu respuesta.',
    earningsTitle: 'Ganancias de este mes',
    received: 'Recibido: {amount}',
    ratingTitle: 'Tu calificación',
    noRating: 'Sin reseñas aún',
    publicPageTitle: 'Tu página pública',
    publicPageBody:
      'Así te ven los clientes: tus servicios, precios y reseñas. Compártela para recibir reservas directas.',
    publicPageLink: 'Ver mi página pública',
    publicPageMissing:
      'Tendrás tu página pública cuando tengas un plan activo, un área de servicio y tu verificación aprobada.',
    checklistTitle: 'Lista para recibir trabajos',
    done: 'Listo',
    pending: 'Pendiente',
    /** Also planPaymentMessages.pendingTitle, which the overview's first load does not carry. */
    planPendingTitle: 'Pago pendiente: plan {plan}',
  },
  checklist: {
    plan: { done: 'Tienes un plan activo', todo: 'Elige un plan' },
    area: { done: 'Definiste tu área de servicio', todo: 'Define tu área de servicio' },
    services: { done: 'Publicaste tus servicios y precios', todo: 'Indica qué servicios ofreces' },
    profile: { done: 'Tu perfil público está completo', todo: 'Completa tu perfil público' },
    verification: { done: 'Tu identidad está verificada', todo: 'Verifica tu identidad' },
  },
  seeRequests: 'Ver solicitudes',
} as const;
