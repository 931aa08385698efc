import { requestBadge } from '#shared/request-messages';
import type { ServiceStatus } from '#shared/domain/service-lifecycle';
import type { RequestStatus } from '#shared/schemas/requests';
import { SERVICE_STATUS_TONES } from '#web/components/service-status-tones';
import { cn } from '#web/lib/utils';

const REQUEST_TONES: Record<RequestStatus, string> = {
  open: 'bg-emerald-100 text-emerald-900',
  assigned: 'bg-sky-100 text-sky-900',
  completed: 'bg-slate-200 text-slate-900',
  cancelled: 'bg-red-100 text-red-900',
  hidden: 'bg-amber-100 text-amber-900',
};

/** The request's own status until a service is agreed from it, then that service's ('Pendiente de respuesta'). */
export function StatusBadge({
  request,
}: {
  request: { status: RequestStatus; serviceStatus: ServiceStatus | null };
}) {
  const badge = requestBadge(request);
  const tone = badge.of === 'service' ? SERVICE_STATUS_TONES[badge.status] : REQUEST_TONES[badge.status];
  return <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', tone)}>{badge.label}</span>;
}
