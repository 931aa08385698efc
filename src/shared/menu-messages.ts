// Kept apart from messages.ts so that the small script of the static pages (src/web/enhance) takes these two
// strings and not the whole catalogue of messages: rollup keeps an object whose properties others read.
export const menuMessages = {
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
} as const;
