import { badgeMessages } from './badge-messages';

// 'Reportar' (a review or a request someone finds abusive) and what its author reads once an operator hid it.
export const moderationMessages = {
  report: 'Reportar',
  reportReview: 'Reportar la reseña de {name}',
  reportRequest: 'Reportar la solicitud «{title}»',
  reportTitle: 'Reportar contenido',
  reportDescription:
    'Cuéntanos qué tiene de inapropiado. El equipo de LimpiaHogar lo revisará; quien lo publicó no sabrá que fuiste tú.',
  reason: 'Motivo del reporte',
  reasonRequired: 'Escribe el motivo del reporte.',
  reasonTooShort: 'El motivo debe tener al menos 5 caracteres.',
  reasonTooLong: 'El motivo no puede exceder 500 caracteres.',
  send: 'Enviar reporte',
  failed: 'No se pudo enviar el reporte. Inténtalo de nuevo.',
  sentTitle: 'Reporte enviado',
  sentBody: 'Gracias. Lo revisaremos pronto.',
  notFound: 'Este contenido ya no está disponible.',
  alreadyReported: 'Ya reportaste este contenido; lo estamos revisando.',
  ownContent: 'No puedes reportar tu propio contenido.',
  hiddenBadge: badgeMessages.hiddenByModeration,
  hiddenPhoto: 'Ocultamos tu foto de perfil por moderación. Sube una nueva para volver a mostrarla.',
  hiddenReason: 'Motivo: {reason}',
  hiddenEmail: {
    review: {
      subject: 'Ocultamos una de tus reseñas',
      intro: 'Revisamos tu reseña y la ocultamos porque no cumple nuestros Términos y Condiciones.',
    },
    request: {
      subject: 'Ocultamos tu solicitud: {title}',
      intro:
        'Revisamos tu solicitud y la ocultamos: los proveedores ya no la ven ni pueden enviar propuestas.',
    },
    photo: {
      subject: 'Ocultamos tu foto de perfil',
      intro:
        'Revisamos tu foto de perfil y la ocultamos. Sube una nueva desde tu Perfil para volver a mostrarla.',
    },
    logo: {
      subject: 'Ocultamos tu logotipo',
      intro:
        'Revisamos tu logotipo y lo ocultamos de tu página pública y del asistente de reserva. Sube uno nuevo desde tu Perfil para volver a mostrarlo.',
    },
    reason: 'Motivo',
    action: 'Ver en mi panel',
  },
} as const;
