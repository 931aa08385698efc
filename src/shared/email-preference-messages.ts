// The 'Correos' card both panels show. In a file of their own, read by both panels' texts.
export const emailPreferenceMessages = {
  title: 'Correos',
  saved: 'Guardamos tu preferencia de correos.',
  saveFailed: 'No se pudo guardar tu preferencia de correos.',
} as const;
