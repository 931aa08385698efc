// The 'Correos' card both panels show. In a file of their own, read by both panels' texts.
export const emailPreferenceMessages = {
  title: 'Correos',
  saved: 'Guardamos tu preferencia de correos.',
  saveFailed: 'No se pudo guardar tu preferencia de correos.',
  notifyMessages: 'Avísame por correo cuando un mensaje lleve 10 minutos sin leer',
  nothingChosen: 'Indica qué correos quieres recibir.',
} as const;
