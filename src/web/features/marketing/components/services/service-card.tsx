import { Link } from 'react-router';
import type { Service } from '#shared/catalog';
import { formatMoney } from '#shared/format';
import { bookingPath, type BookingState } from '#web/lib/booking';
import { ctaLabels, priceLabels } from '#web/features/marketing/content/common';
import { buttonLinkClass } from '#web/features/marketing/components/button-link';
import { SERVICE_ICONS } from './service-icons';

export function ServiceCard({ service, eager }: { service: Service; eager: boolean }) {
  const Icon = SERVICE_ICONS[service.id];
  const titleId = `servicio-${service.id}`;
  const state: BookingState = { serviceId: service.id };
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <img
        src={service.image}
        alt={`Ilustración del servicio de ${service.name.toLowerCase()}`}
        width={400}
        height={240}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[5/3] h-auto w-full bg-brand-soft object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h2 id={titleId} className="text-xl font-semibold text-slate-900">
            {service.name}
          </h2>
        </div>
        <p className="mt-3 flex-1 text-slate-600">{service.description}</p>
        <p className="mt-4 text-slate-700">
          {priceLabels.from}{' '}
          <span className="text-2xl font-bold text-slate-900">{formatMoney(service.fromPrice)}</span>
        </p>
        <Link
          to={bookingPath(service.id)}
          state={state}
          aria-label={`${ctaLabels.book}: ${service.name}`}
          className={buttonLinkClass('primary', 'mt-5 w-full')}
        >
          {ctaLabels.book}
        </Link>
      </div>
    </article>
  );
}
