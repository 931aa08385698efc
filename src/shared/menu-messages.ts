// Kept apart from the other texts so that the small script of the static pages (src/web/enhance) takes these two
// strings and not the whole catalogue of messages: rollup keeps an object whose properties others read.
export const menuMessages = {
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
} as const;

// A panel's menu on a phone: one button naming the page shown, which opens the list of all its pages.
export const panelMenuMessages = {
  currentPage: 'Página actual:',
  noPage: 'Menú',
} as const;
