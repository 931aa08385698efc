import { reviewMessages } from '#shared/review-messages';

export const reviewUi = {
  ...reviewMessages,
  dialogTitle: 'Calificar: {title}',
  dialogDescription:
    'Tu reseña se publicará cuando la otra parte también califique, o 14 días después de completado el servicio.',
  back: 'Volver',
  failed: 'No se pudo enviar la reseña. Inténtalo de nuevo.',
  toWriteTitle: 'Por calificar',
  toWriteItem: '{title} con {name}; puedes calificar hasta el {date}.',
  receivedTitle: 'Reseñas recibidas',
  writtenTitle: 'Reseñas que escribiste',
  average: 'Calificación promedio: {average} de 5 ({count})',
  noneReceived: 'Aún no tienes reseñas publicadas.',
  noneWritten: 'Aún no has escrito reseñas.',
  noneToWrite: 'No tienes servicios por calificar.',
  hidden: 'Oculta hasta que la otra parte califique o pasen 14 días.',
  by: 'De {name}',
  about: 'Sobre {name}',
  reply: 'Respuesta del proveedor',
  replyLabel: 'Tu respuesta pública',
  replySubmit: 'Responder',
  replySent: 'Respuesta publicada',
  starsOutOf: '{rating} de 5 estrellas',
  reviewsCount: { one: '1 reseña', other: '{count} reseñas' },
  noReviews: 'Sin reseñas aún',
  reliability: 'Confiabilidad: {percent} %',
} as const;
