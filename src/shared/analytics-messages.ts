// 'Estadísticas' (Empresarial's 'Panel de analíticas'): its refusal, its labels and its CSV's columns. In a file of
// their own so that only the panel's chunk carries these lines.
export const analyticsMessages = {
  /** 403 PLAN_REQUIRED: reading the figures without the Empresarial plan in force. */
  planRequired:
    'Las estadísticas son parte del plan Empresarial. Cámbiate a Empresarial en Suscripción para verlas.',
  csvFileName: 'estadisticas-limpiahogar.csv',
  /** The CSV's first column for the thirty days' row. */
  csvRecentRow: 'Últimos 30 días',
  csvColumns: [
    'Periodo',
    'Visitas al perfil',
    'Apariciones en el asistente',
    'Propuestas enviadas',
    'Propuestas aceptadas',
    'Tasa de aceptación (%)',
    'Servicios completados',
    'Ganancias (MXN)',
    'Calificación promedio',
    'Reseñas',
  ],
} as const;

export const analyticsUi = {
  description: 'Cuántos clientes te ven y te eligen, mes a mes.',
  recentTitle: 'Últimos 30 días',
  recentFrom: 'Desde el {day} hasta hoy.',
  monthsTitle: 'Últimos 12 meses',
  tableCaption: 'Tus cifras de los últimos 12 meses, mes por mes',
  download: 'Descargar CSV',
  loadFailed: 'No pudimos cargar tus estadísticas.',
  noOffers: 'Sin propuestas',
  noRating: 'Sin reseñas',
  /** A chart's text alternative: its months' total and its best month. */
  chartSummary: '{label}: {total} en 12 meses; el mejor mes fue {month}, con {peak}.',
  chartEmpty: '{label}: nada en los últimos 12 meses.',
  lockedTitle: 'Parte del plan Empresarial',
  lockedBody:
    'Con el plan Empresarial ves aquí, mes a mes durante 12 meses y en los últimos 30 días: estas cifras, con gráficas y un archivo CSV para Excel.',
  seePlans: 'Ver planes',
  figures: {
    profileViews: 'Visitas a tu perfil',
    wizardAppearances: 'Apariciones en el asistente de reserva',
    offersSent: 'Propuestas enviadas',
    offersAccepted: 'Propuestas aceptadas',
    acceptanceRate: 'Tasa de aceptación',
    completedServices: 'Servicios completados',
    earnings: 'Ganancias',
    averageRating: 'Calificación promedio',
  },
  month: 'Mes',
} as const;
