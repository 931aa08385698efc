// How a count of unread messages is said: beside 'Mensajes' in the panels' menus and on each conversation. Apart from
// conversation-messages.ts (which reads it from here), whose every text of 'Mensajes' was 1.2 KB gzip of the panels'
// first view for these two.
export const unreadMessages = { one: '1 sin leer', other: '{count} sin leer' } as const;
