import type { PlanStatus } from '#shared/domain/recurring-plan';
import { recurringMessages } from '#shared/recurring-messages';

// The recurring plans' pages (issue 30): the issue's own words from recurringMessages, and the labels around them.
export const recurringUi = {
  ...recurringMessages,
  clientDescription:
    'Tus limpiezas que se repiten: las próximas visitas y lo que puedes hacer con cada plan.',
  providerDescription: 'Los clientes que te reservaron con un ritmo fijo y sus próximas visitas.',
  emptyTitle: 'Aún no tienes limpiezas recurrentes',
  emptyBody: 'Aquí verás tus planes de limpieza con un mismo proveedor: su ritmo y sus próximas visitas.',
  emptyLink: 'Reservar una limpieza',
  providerEmptyTitle: 'Aún no tienes clientes recurrentes',
  providerEmptyBody: 'Cuando un cliente reserve contigo con un ritmo fijo, su plan aparecerá aquí.',
  caption: 'Plan',
  rhythm: 'Cuándo',
  provider: 'Proveedor',
  customer: 'Cliente',
  place: 'Lugar',
  duration: 'Duración',
  pricePerVisit: 'Precio por visita',
  status: 'Estado',
  nextVisits: 'Próximas visitas',
  nextVisit: 'Próxima visita',
  noVisits: 'Sin visitas próximas',
  cancelDescription: 'Se cancelan sin costo las visitas que faltan con al menos 24 h de anticipación.',
  cancelKeeps: 'Estas visitas faltan menos de 24 h y se mantienen:',
  back: 'Volver',
  skipFree: 'Saltar esta visita no tiene costo: faltan al menos 24 h.',
  skipFee: 'Faltan menos de 24 h: saltarla cuesta, según la política de cancelación,',
  actionFailed: 'No pudimos actualizar el plan. Inténtalo de nuevo.',
  statuses: {
    pending: 'Esperando respuesta del proveedor',
    active: 'Activo',
    paused: 'En pausa',
    declined: 'Rechazado',
    cancelled: 'Cancelado',
    ended: 'Terminado',
  } satisfies Record<PlanStatus, string>,
} as const;
