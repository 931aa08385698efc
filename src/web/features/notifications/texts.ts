export const notificationsUi = {
  title: 'Notificaciones',
  unread: { one: 'Notificaciones: 1 sin leer', other: 'Notificaciones: {count} sin leer' },
  // Unread messages count in the bell too, told apart: they are read by opening the conversation, not the bell.
  withMessages: 'Notificaciones: {parts}',
  notificationsPart: { one: '1 sin leer', other: '{count} sin leer' },
  messagesPart: { one: '1 mensaje sin leer', other: '{count} mensajes sin leer' },
  and: ' y ',
  messagesLink: { one: 'Mensajes: 1 sin leer', other: 'Mensajes: {count} sin leer' },
  empty: 'No tienes notificaciones. Aquí verás las propuestas, reservas y cambios de tus servicios.',
  loadFailed: 'No se pudieron cargar tus notificaciones.',
  new: 'Nueva',
} as const;
