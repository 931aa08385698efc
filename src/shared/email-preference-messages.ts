// The 'Correos' card both panels show. Apart from messages.ts (which re-exports them), read by both panels' texts.
export const emailPreferenceMessages = {
  title: 'Correos',
  saved: 'Guardamos tu preferencia de correos.',
  saveFailed: 'No se pudo guardar tu preferencia de correos.',
} as const;
