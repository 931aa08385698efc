import type { ServiceStatus } from '#shared/domain/service-lifecycle';

/** One colour per step of the service graph, wherever a service's status shows (its card, the request it came from). */
export const SERVICE_STATUS_TONES: Record<ServiceStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-sky-100 text-sky-900',
  done: 'bg-violet-100 text-violet-900',
  completed: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-red-100 text-red-900',
  disputed: 'bg-orange-100 text-orange-900',
  declined: 'bg-slate-200 text-slate-900',
};
