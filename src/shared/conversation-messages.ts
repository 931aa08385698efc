// Conversations (issue 31): every Spanish text of 'Mensajes', the server's answers first.
import { unreadMessages } from './unread-messages';

export const conversationMessages = {
  title: 'Mensajes',
  contactsHidden: 'Los datos de contacto se comparten cuando el servicio se confirma.',
  // What the two sides read in place of a message an operator hid (its text and photos).
  hiddenByModeration: 'Mensaje oculto por moderación.',
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
  // Photos in messages: the upload's and the send's refusals.
  photos: {
    type: 'La foto debe ser una imagen JPG, PNG o WebP.',
    tooLarge: 'La foto no puede pesar más de 5 MB.',
    tooManyPixels: 'La foto tiene demasiada resolución: usa una de 25 megapíxeles o menos.',
    unreadable: 'No pudimos leer la imagen. Prueba con otra foto.',
    altTooLong: 'La descripción de la foto puede tener hasta 200 caracteres.',
    tooMany: 'Puedes enviar hasta 4 fotos en un mensaje.',
    repeated: 'Elegiste la misma foto dos veces.',
    tooManyWaiting: 'Tienes demasiadas fotos sin enviar en esta conversación. Envíalas o espera un día.',
    notAvailable: 'Una de las fotos ya no está disponible. Súbela de nuevo.',
    notFound: 'No encontramos esta foto.',
  },
  // Told when away: the e-mail of messages left unread 10 minutes. Never their text (decision 0026).
  awayEmail: {
    subject: 'Tienes un mensaje nuevo de {name}',
    intro: {
      one: '{name} te escribió un mensaje sobre «{title}» y aún no lo has leído.',
      other: '{name} te escribió {count} mensajes sobre «{title}» y aún no los has leído.',
    },
    inside:
      'Por tu seguridad, los mensajes se leen y se responden solo en LimpiaHogar. Puedes dejar de recibir estos avisos en la sección Correos de tu panel.',
    from: 'De',
    about: 'Sobre',
    action: 'Leer y responder',
  },
  // In place of each message of someone who deleted their account.
  erased: 'Mensaje eliminado',
  // The pages (web): list, conversation, composer, 'Enviar mensaje' and the unread counts.
  page: {
    listDescription: 'Tus conversaciones con {others} sobre solicitudes, servicios y limpiezas recurrentes.',
    othersClient: 'los proveedores',
    othersProvider: 'tus clientes',
    emptyTitle: 'Aún no tienes conversaciones',
    emptyClient:
      'Una conversación empieza cuando un proveedor te envía una propuesta o reservas un servicio: usa «Enviar mensaje» en la propuesta o en el servicio.',
    emptyProvider:
      'Una conversación empieza cuando envías una propuesta o te reservan un servicio: usa «Enviar mensaje» en la solicitud o en el servicio.',
    loadFailed: 'No se pudieron cargar tus mensajes.',
    subjectKinds: { request: 'Solicitud', service: 'Servicio', plan: 'Limpieza recurrente' },
    noMessages: 'Sin mensajes todavía',
    you: 'Tú',
    unread: unreadMessages,
    back: 'Volver a Mensajes',
    with: 'Conversación con {name}',
    call: 'Llamar',
    whatsapp: 'WhatsApp',
    callLabel: 'Llamar a {name}: {phone}',
    whatsappLabel: 'Escribir por WhatsApp a {name}: {phone}',
    log: 'Mensajes de la conversación',
    olderLoad: 'Cargar mensajes anteriores',
    olderLoading: 'Cargando mensajes anteriores…',
    firstMessage: 'Escribe el primer mensaje de esta conversación.',
    sent: 'Enviado',
    seen: 'Visto',
    newMessage: 'Nuevo mensaje de {name}: {body}',
    composerLabel: 'Escribe un mensaje',
    composerHint: 'Enter envía; Shift + Enter agrega una línea.',
    counter: '{count} de 2,000 caracteres',
    send: 'Enviar',
    sending: 'Enviando…',
    // Photos in the composer and in the messages.
    addPhotos: 'Agregar fotos',
    photosHint: 'Hasta 4 fotos JPG, PNG o WebP de hasta 5 MB cada una.',
    photosPicked: 'Fotos por enviar',
    photoAltLabel: 'Descripción de la foto {n} (opcional)',
    removePhoto: 'Quitar la foto {n}',
    photoPreviewAlt: 'Foto {n} por enviar',
    photoOpen: 'Abrir la foto {n} en tamaño completo',
    photoFallbackAlt: 'Foto del mensaje',
    sendMessage: 'Enviar mensaje',
    sendMessageTo: 'Enviar mensaje a {name}',
    opening: 'Abriendo…',
  },
} as const;
