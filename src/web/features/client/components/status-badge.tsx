import type { RequestStatus } from '../../../../shared/schemas/requests';
import { cn } from '../../../lib/utils';
import { REQUEST_STATUS_LABELS } from '../texts';

const TONES: Record<RequestStatus, string> = {
  open: 'bg-emerald-100 text-emerald-900',
  assigned: 'bg-sky-100 text-sky-900',
  completed: 'bg-slate-200 text-slate-900',
  cancelled: 'bg-red-100 text-red-900',
  hidden: 'bg-amber-100 text-amber-900',
};

export function StatusBadge({ status }: { status: RequestStatus }) {
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[status])}>
      {REQUEST_STATUS_LABELS[status]}
    </span>
  );
}
