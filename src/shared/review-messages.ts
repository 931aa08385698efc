// Reviews ('Calificar'), on both sides, and what the API answers about them.
// In a file of their own: a provider's rating shows on /reservar and the panels' first view.
export const reviewMessages = {
  rate: 'Calificar',
  ratingLegend: 'Calificación',
  stars: ['1 estrella', '2 estrellas', '3 estrellas', '4 estrellas', '5 estrellas'],
  comment: 'Comentario',
  allowShowcase: 'Permitir que LimpiaHogar muestre mi reseña',
  allowShowcaseHint:
    'Si la calificas con 4 o 5 estrellas, puede aparecer en la página de inicio con tu nombre y la inicial de tu apellido.',
  submit: 'Enviar reseña',
  sentTitle: 'Reseña enviada',
  sentBody: 'La verá la otra parte cuando también califique, o en 14 días.',
  ratingRequired: 'Elige de 1 a 5 estrellas.',
  commentTooLong: 'El comentario no puede exceder 1000 caracteres.',
  replyRequired: 'Escribe tu respuesta.',
  replyTooLong: 'La respuesta no puede exceder 1000 caracteres.',
  reviewNotFound: 'La reseña no existe o no es para ti.',
  alreadyReplied: 'Ya respondiste esta reseña.',
  onlyProvidersReply: 'Solo el proveedor responde públicamente a las reseñas.',
} as const;
