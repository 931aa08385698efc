// 'Favoritos' (issue 30): saving a provider, the customer's list, and booking again what was done.
// The ♥ of '♥ Guardar como favorito' is the button's icon, hidden from screen readers.
export const favouriteMessages = {
  save: 'Guardar como favorito',
  remove: 'Quitar de favoritos',
  saved: 'Guardaste a {name} en tus favoritos.',
  removed: 'Quitaste a {name} de tus favoritos.',
  failed: 'No pudimos guardar el cambio. Inténtalo de nuevo.',
  loadFailed: 'No pudimos cargar tus favoritos.',
  mark: 'Favorito',
  title: 'Favoritos',
  lead: 'Los proveedores que guardaste, para volver a reservar con ellos en pocos pasos.',
  emptyTitle: 'Aún no tienes favoritos',
  emptyBody:
    'Guarda a un proveedor con «♥ Guardar como favorito» en su página o en un servicio terminado de tu Historial.',
  emptyLink: 'Reservar un servicio',
  book: 'Reservar',
  bookWith: 'Reservar con {name}',
  notListed: 'Ya no ofrece servicios en LimpiaHogar.',
  bookAgain: 'Volver a reservar',
  askRemoveTitle: '¿Quitar a {name} de tus favoritos?',
  askRemoveBody: 'Le diste una calificación baja. Puedes quitarlo de tus favoritos o mantenerlo.',
  confirmRemove: 'Quitar',
  keep: 'Mantener',
  notFound: 'Este proveedor no existe o ya no ofrece servicios en LimpiaHogar.',
  bookAgainUnavailable: 'Ese servicio ya no puede repetirse así: elige los datos de nuevo.',
} as const;
