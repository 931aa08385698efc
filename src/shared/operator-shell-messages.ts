// The console's frame (its title, its menu, the access gate) and its first page, the summary: what /operador
// shows before any other page's texts. Apart from operator-messages.ts (whose operatorMessages reads them from
// here) so that the console's first load need not carry all of its texts.
export const operatorShellMessages = {
  consoleTitle: 'Consola de Operación',
  nav: {
    summary: 'Resumen',
    verifications: 'Verificaciones',
    disputes: 'Disputas',
    moderation: 'Moderación',
    payments: 'Pagos manuales',
    users: 'Usuarios',
    contact: 'Mensajes de contacto',
    arco: 'Solicitudes ARCO',
    recurring: 'Planes con cancelaciones',
    audit: 'Bitácora',
  },
  notOperator: 'Esta sección es solo para el equipo de operación.',
  twoFactorRequired: 'Activa la verificación en dos pasos en tu cuenta para abrir la Consola de Operación.',
  twoFactorRequiredTitle: 'Verificación en dos pasos requerida',
  twoFactorRequiredAction: 'Ir a Seguridad',
  checkingAccess: 'Verificando tu acceso...',
  goToPanel: 'Ir a mi panel',
  summary: {
    description: 'Las cifras de hoy y de este mes, con su evolución en los últimos 30 días.',
    today: 'Hoy',
    month: 'Este mes',
    figures: {
      newCustomers: 'Clientes nuevos',
      newProviders: 'Proveedores nuevos',
      requests: 'Solicitudes publicadas',
      offers: 'Ofertas enviadas',
      servicesConfirmed: 'Servicios confirmados',
      servicesCompleted: 'Servicios completados',
      servicesCancelled: 'Servicios cancelados',
      completedValue: 'Valor de servicios completados (MXN)',
    },
    /** The text alternative of a figure's 30-day chart. */
    chartSummary: '{label}, últimos 30 días: {total} en total; el día con más fue el {day}, con {peak}.',
    chartEmpty: '{label}, últimos 30 días: sin movimientos.',
    plansTitle: 'Planes activos por tipo',
    planRevenueTitle: 'Ingresos mensuales por planes (MXN)',
    planRevenueNote: 'Los planes activos, a su precio mensual.',
    ratingTitle: 'Calificación promedio',
    noRating: 'Sin reseñas aún',
    rating: '{average} de 5',
    ratingCount: { one: '1 reseña publicada', other: '{count} reseñas publicadas' },
  },
} as const;
