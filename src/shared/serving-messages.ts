// What a provider reads while their verification is not approved, and what refuses them (shared/domain/serving.ts).
// In a file of its own so that the panel's Resumen and Solicitudes carry only these lines.
export const servingMessages = {
  /** 403 VERIFICATION_REQUIRED: an offer from a provider without an approved verification (nor a grace period). */
  offerRefused:
    'Para enviar propuestas necesitas tu verificación aprobada (identificación oficial y comprobante de domicilio).',
  /** 403 PROVIDER_NOT_VERIFIED, under the provider chosen in /reservar: they cannot take bookings (any more). */
  bookingRefused:
    'Este proveedor todavía no tiene su verificación aprobada y no puede recibir reservas. Elige otro proveedor.',
  requiredTitle: 'Verifica tu identidad para enviar propuestas',
  requiredBody:
    'Puedes ver las solicitudes de tu zona, pero para enviar propuestas y aparecer en el asistente de reserva necesitas tu verificación aprobada.',
  /** `{date}`: the end of the grace period, es-MX long date and time. */
  graceTitle: 'Tienes hasta el {date} para verificar tu identidad',
  graceBody:
    'Hasta esa fecha puedes enviar propuestas y recibir reservas. Después necesitarás tu verificación aprobada para seguir haciéndolo.',
  /** What is missing, by where the provider's request stands. `{documents}`: the documents not uploaded yet. */
  missing: {
    documents: 'Te falta subir: {documents}.',
    send: 'Te falta enviar tus documentos para revisión.',
    pending: 'Tus documentos están en revisión; te avisaremos por correo cuando terminemos.',
    rejected: 'Rechazamos tu verificación: revisa el motivo, corrige lo necesario y envíala de nuevo.',
  },
  documents: { id: 'tu identificación oficial (INE o pasaporte)', address: 'tu comprobante de domicilio' },
  and: ' y ',
  action: 'Ir a Verificación',
  /** In place of 'Aplicar' on each request while offers are refused. */
  cardNote: 'Necesitas tu verificación aprobada para enviar propuestas.',
} as const;
