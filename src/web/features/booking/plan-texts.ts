import { recurringMessages } from '#shared/recurring-messages';

// The wizard's words for a 'Limpieza recurrente' (issue 30), apart from texts.ts: only its later steps (loaded on
// demand) and a confirmed plan read them, so the wizard's first view does without them.
export const planTexts = {
  schedule: {
    frequency: recurringMessages.frequencyQuestion,
    frequencyHint:
      'Con un ritmo fijo, la misma persona vuelve cada vez. Cada visita es un servicio con su recordatorio y su pago.',
  },
  /** How often, from when, the price and the policy per visit, no term. */
  summary: {
    planTitle: 'Resumen de tu limpieza recurrente',
    rhythm: 'Frecuencia',
    firstVisit: 'Primera visita',
    perVisit: 'Precio por visita',
    planPolicy: 'La política de cancelación aplica a cada visita por separado.',
    planFree:
      'Puedes pausar o cancelar el plan cuando quieras, sin costo y sin plazo mínimo; las visitas que falten menos de 24 horas se quedan como están.',
    planAnswer:
      'Tu proveedor acepta o rechaza el plan una sola vez, en las mismas 2 horas que una reserva (con Reserva inmediata, al instante).',
    imssTitle: 'Si contratas a la misma persona cada semana o quincena',
  },
  created: {
    pendingTitle: 'Plan enviado',
    pendingBody: 'Tu proveedor tiene 2 horas para aceptarlo. Lo verás en Limpiezas recurrentes.',
    activeTitle: 'Plan confirmado',
    activeBody: 'Tus próximas visitas ya están agendadas en Limpiezas recurrentes.',
  },
  /** 'Limpiezas recurrentes', where a plan made in the wizard is followed. */
  plansPath: '/cliente/recurrentes',
} as const;
