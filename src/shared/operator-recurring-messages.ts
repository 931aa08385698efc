// The console's 'Planes con cancelaciones' (issue 30): recurring plans whose provider cancelled or missed two
// visits within 28 days. Read-only. Apart from operator-messages.ts, which takes it in as `recurring`.
export const operatorRecurringMessages = {
  description:
    'Planes de limpieza recurrente en los que el proveedor canceló o faltó a 2 visitas en 28 días. Al cliente se le ofrece mantener el plan, pausarlo o pasarlo a un proveedor favorito. Solo lectura.',
  caption: 'Planes con cancelaciones del proveedor',
  plan: 'Plan',
  customer: 'Cliente',
  provider: 'Proveedor',
  status: 'Estado',
  strikes: 'Cancelaciones del proveedor',
  statuses: { active: 'Activo', paused: 'En pausa' } as Record<string, string>,
  emptyTitle: 'Ningún plan con cancelaciones',
  emptyBody: 'Ningún proveedor canceló o faltó a 2 visitas de un mismo plan en los últimos 28 días.',
} as const;
