// Conversations (issue 31): every Spanish text of 'Mensajes', the server's answers first.
export const conversationMessages = {
  title: 'Mensajes',
  contactsHidden: 'Los datos de contacto se comparten cuando el servicio se confirma.',
  notFound: 'No encontramos esta conversación.',
  subjectNotFound: 'No encontramos una solicitud, un servicio o un plan con quien puedas conversar.',
  closed:
    'Esta conversación terminó: pasaron 30 días desde que terminó el servicio. Ya no se pueden enviar mensajes.',
  suspended: 'Tu cuenta está suspendida: no puedes enviar mensajes.',
  tooManyConversations: 'Iniciaste demasiadas conversaciones en la última hora. Inténtalo más tarde.',
  tooManyMessages:
    'Enviaste demasiados mensajes en el último minuto. Espera un momento e inténtalo de nuevo.',
  bodyRequired: 'Escribe tu mensaje.',
  bodyTooLong: 'Tu mensaje puede tener hasta 2,000 caracteres.',
  clientIdInvalid: 'No pudimos identificar el mensaje. Recarga la página e inténtalo de nuevo.',
  subjectRequired: 'Indica la solicitud o el plan de la conversación.',
  subjectBoth: 'Indica la solicitud o el plan, no los dos.',
  idInvalid: 'El identificador no es válido.',
  pageBoth: 'Pide los mensajes anteriores o los nuevos, no ambos a la vez.',
  planSubject: 'Limpieza recurrente: {service}',
} as const;
