export const notificationsUi = {
  title: 'Notificaciones',
  unread: { one: 'Notificaciones: 1 sin leer', other: 'Notificaciones: {count} sin leer' },
  empty: 'No tienes notificaciones. Aquí verás las propuestas, reservas y cambios de tus servicios.',
  loadFailed: 'No se pudieron cargar tus notificaciones.',
  new: 'Nueva',
} as const;
