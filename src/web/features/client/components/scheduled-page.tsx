import { CalendarCheck } from 'lucide-react';
import { labelOf, PAYMENT_METHODS } from '../../../../shared/catalog';
import { formatDateTimeIn, formatMoney } from '../../../../shared/format';
import { serviceMessages, uiMessages } from '../../../../shared/messages';
import type { Service } from '../../../../shared/schemas/services';
import { NEW_REQUEST_PATH } from '../../../components/layout/panel-menus';
import { buttonVariants } from '../../../components/ui/button';
import { DetailList } from '../../../components/ui/detail-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError, LoadingStatus } from '../../../components/ui/query-status';
import { Link } from 'react-router';
import { cn } from '../../../lib/utils';
import { useMyServices } from '../api/services';
import { clientUi } from '../texts';
import { ProviderAvatar } from './provider-avatar';

const texts = clientUi.scheduled;
// Upcoming work: what is agreed or waiting for the provider's answer.
const UPCOMING: ReadonlySet<Service['status']> = new Set(['pending', 'confirmed', 'done']);

const TONES: Record<Service['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-sky-100 text-sky-900',
  done: 'bg-violet-100 text-violet-900',
  completed: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-red-100 text-red-900',
  disputed: 'bg-orange-100 text-orange-900',
  declined: 'bg-slate-200 text-slate-900',
};

export function ServiceStatusBadge({ status }: { status: Service['status'] }) {
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[status])}>
      {serviceMessages.status[status]}
    </span>
  );
}

const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function ServiceCard({ service }: { service: Service }) {
  const titleId = `service-${service.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header className="grid gap-2">
        <ServiceStatusBadge status={service.status} />
        <h3 id={titleId} className="text-lg font-semibold break-words text-slate-900">
          {service.title}
        </h3>
        <p className="flex items-center gap-2 font-medium text-slate-900">
          <ProviderAvatar provider={service.provider} className="size-8 text-xs" />
          {service.provider.displayName}
        </p>
      </header>
      <DetailList
        details={[
          { term: texts.date, value: formatDateTimeIn(service.scheduledAt, service.timeZone, viewerZone()) },
          { term: texts.location, value: service.location },
          { term: texts.price, value: formatMoney(service.price) },
          { term: texts.paymentMethod, value: labelOf(PAYMENT_METHODS, service.paymentMethod) },
        ]}
      />
    </article>
  );
}

// Programados: the customer's upcoming services, soonest first, as the server sends them.
export function ScheduledContent() {
  const query = useMyServices();
  if (query.isPending) return <LoadingStatus />;
  if (query.isError)
    return <LoadError message={uiMessages.loadFailed} onRetry={() => void query.refetch()} />;
  const upcoming = query.data.filter((service) => UPCOMING.has(service.status));
  if (upcoming.length === 0) {
    return (
      <EmptyState
        icon={CalendarCheck}
        title={texts.emptyTitle}
        description={texts.emptyBody}
        action={
          <Link to={NEW_REQUEST_PATH} className={buttonVariants({ variant: 'outline' })}>
            {clientUi.publishRequest}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="grid gap-4" aria-label={texts.listLabel}>
      {upcoming.map((service) => (
        <li key={service.id}>
          <ServiceCard service={service} />
        </li>
      ))}
    </ul>
  );
}
