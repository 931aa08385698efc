// 'Reportar conversación' (issue 31): what either side reads when reporting a conversation, and the console's
// Moderación of reported conversations. What the two sides read in place of a hidden message is in
// conversation-messages.ts, with the rest of 'Mensajes'.

export const CONVERSATION_REPORT_REASONS = ['harassment', 'off_platform', 'spam', 'other'] as const;
export type ConversationReportReason = (typeof CONVERSATION_REPORT_REASONS)[number];

export const CONVERSATION_REPORT_STATUSES = ['open', 'resolved'] as const;
export type ConversationReportStatus = (typeof CONVERSATION_REPORT_STATUSES)[number];

export const conversationReportMessages = {
  // The two sides.
  report: 'Reportar conversación',
  title: 'Reportar conversación',
  description:
    'Cuéntanos qué pasó. El equipo de LimpiaHogar leerá esta conversación para revisarla; la otra persona no sabrá que la reportaste.',
  reasonLabel: 'Motivo',
  reasons: {
    harassment: 'Acoso o lenguaje ofensivo',
    off_platform: 'Pide pagos o datos fuera de LimpiaHogar',
    spam: 'Spam o fraude',
    other: 'Otro',
  } satisfies Record<ConversationReportReason, string>,
  detailsLabel: 'Detalles',
  detailsHint: 'Opcional, salvo si eliges «Otro».',
  reasonRequired: 'Elige un motivo.',
  detailsRequired: 'Describe el motivo del reporte.',
  detailsTooShort: 'Los detalles deben tener al menos 5 caracteres.',
  detailsTooLong: 'Los detalles no pueden exceder 500 caracteres.',
  send: 'Enviar reporte',
  sentTitle: 'Reporte enviado',
  sentBody: 'Gracias. El equipo de LimpiaHogar revisará la conversación.',
  failed: 'No se pudo enviar el reporte. Inténtalo de nuevo.',
  // The API's refusals to operators.
  notReported: 'Esta conversación no existe o nadie la ha reportado.',
  messageNotFound: 'Este mensaje no existe en esta conversación.',
  alreadyHidden: 'Este mensaje ya está oculto.',
  noOpenReports: 'Esta conversación no tiene reportes pendientes.',
  // The console.
  console: {
    kind: 'Conversaciones',
    statusLabel: 'Mostrar',
    statuses: { open: 'Pendientes', resolved: 'Resueltas' } satisfies Record<
      ConversationReportStatus,
      string
    >,
    listLabel: 'Conversaciones reportadas: {status}',
    emptyTitle: 'No hay conversaciones reportadas',
    emptyBody: 'Cuando un cliente o un proveedor reporte una conversación, aparecerá aquí.',
    label: 'Conversación entre {customer} y {provider}',
    customer: 'Cliente',
    provider: 'Proveedor',
    about: 'Sobre',
    lastActivity: 'Último mensaje el',
    reports: { one: '1 reporte', other: '{count} reportes' },
    reportBy: '{reason} — reportada por {name} el {date}',
    resolvedOn: 'Resuelto el {date}: {note}',
    read: 'Leer conversación',
    readLabel: 'Leer: {label}',
    readNotice:
      'Ves los mensajes completos, sin ocultar datos de contacto. Cada lectura queda registrada en la bitácora.',
    messagesLabel: 'Mensajes de: {label}',
    noMessages: 'Esta conversación no tiene mensajes.',
    photoAlt: 'Foto enviada en el mensaje, sin descripción',
    olderLeftOut: 'Se muestran los últimos {count} mensajes.',
    sentBy: '{name}, {date}',
    hiddenOn: 'Oculto el {date}. Motivo: {reason}',
    hideMessage: 'Ocultar mensaje',
    hideMessageLabel: 'Ocultar el mensaje de {name} del {date}',
    hideTitle: 'Ocultar mensaje',
    hideDescription:
      'Las dos personas verán «Mensaje oculto por moderación.» en lugar del mensaje. Tú lo seguirás viendo aquí.',
    hideHint: 'Queda registrado en la bitácora.',
    hidden: 'Mensaje ocultado',
    resolve: 'Resolver',
    resolveLabel: 'Resolver: {label}',
    resolveTitle: 'Resolver: {label}',
    resolveDescription:
      'Los reportes pendientes se cierran con tu nota. La conversación sigue abierta para las dos personas.',
    noteLabel: 'Nota',
    resolved: 'Reporte resuelto',
  },
} as const;
