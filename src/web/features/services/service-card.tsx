import { labelOf, PAYMENT_METHODS } from '../../../shared/catalog';
import { formatDateTimeIn, formatMoney } from '../../../shared/format';
import { serviceMessages } from '../../../shared/messages';
import type { Service } from '../../../shared/schemas/services';
import { DetailList, type Detail } from '../../components/ui/detail-list';
import { cn } from '../../lib/utils';
import { ProviderAvatar } from '../client/components/provider-avatar';
import { serviceUi as texts } from './texts';

const TONES: Record<Service['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-sky-100 text-sky-900',
  done: 'bg-violet-100 text-violet-900',
  completed: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-red-100 text-red-900',
  disputed: 'bg-orange-100 text-orange-900',
  declined: 'bg-slate-200 text-slate-900',
};

/** Upcoming work: agreed, or waiting for the provider's answer or the customer's confirmation. */
export const UPCOMING: ReadonlySet<Service['status']> = new Set(['pending', 'confirmed', 'done']);

export function ServiceStatusBadge({ status }: { status: Service['status'] }) {
  return (
    <span
      className={cn('justify-self-start rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[status])}
    >
      {serviceMessages.status[status]}
    </span>
  );
}

const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** One service as the customer (who sees the provider) or the provider (who sees the customer) reads it. */
export function ServiceCard({ service, viewer }: { service: Service; viewer: 'customer' | 'provider' }) {
  const titleId = `service-${service.id}`;
  const details: Detail[] = [
    { term: texts.date, value: formatDateTimeIn(service.scheduledAt, service.timeZone, viewerZone()) },
    { term: texts.location, value: service.location },
    { term: texts.price, value: formatMoney(service.price) },
    { term: texts.paymentMethod, value: labelOf(PAYMENT_METHODS, service.paymentMethod) },
  ];
  if (service.contact) {
    details.push(
      { term: texts.address, value: service.contact.address ?? texts.noAddress },
      { term: texts.phone, value: service.contact.phone ?? texts.noPhone },
    );
  }
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
        {viewer === 'customer' ? (
          <p className="flex items-center gap-2 font-medium text-slate-900">
            <ProviderAvatar provider={service.provider} className="size-8 text-xs" />
            {service.provider.displayName}
          </p>
        ) : (
          <p className="font-medium text-slate-900">
            {texts.customer}: {service.customer.name}
          </p>
        )}
      </header>
      <DetailList details={details} />
    </article>
  );
}

export function ServiceList({
  services,
  label,
  viewer,
}: {
  services: Service[];
  label: string;
  viewer: 'customer' | 'provider';
}) {
  return (
    <ul className="grid gap-4" aria-label={label}>
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard service={service} viewer={viewer} />
        </li>
      ))}
    </ul>
  );
}
