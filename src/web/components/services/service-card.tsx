import { useState } from 'react';
import { labelOf, PAYMENT_METHODS } from '#shared/catalog';
import { formatDateTimeIn, formatMoney, formatServiceTime } from '#shared/format';
import { serviceMessages } from '#shared/service-messages';
import type { Service } from '#shared/schemas/services';
import { SERVICE_STATUS_TONES } from '#web/components/service-status-tones';
import { ItemCard } from '#web/components/ui/card';
import { DetailList, type Detail } from '#web/components/ui/detail-list';
import { fillMessage } from '#web/lib/fill-message';
import { browserTimeZone } from '#web/lib/time-zone';
import { cn } from '#web/lib/utils';
import { ProviderAvatar } from '#web/components/provider-avatar';
import { ProviderLink } from '#web/components/provider-link';
import { ProviderRating } from '#web/components/reviews/provider-rating';
import { ReviewButton } from '#web/components/reviews/review-dialog';
import { SendMessageButton } from '#web/components/conversations/send-message-button';
import { ServiceCardPayment } from './card/service-card-payment';
import { ServiceActions } from './service-actions';
import { ServiceContactAction } from './contact-action';
import { contactDetails } from './service-contact';
import { ServiceLinks } from './service-links';
import { OtherProviders, offersOtherProviders } from './other-providers';
import { ExtraTime, takesExtraTime } from './extra-time';
import { BookAgain, offersBookAgain } from './book-again';
import { RecurringMark } from './recurring-mark';
import { LOW_RATING, RemoveFavouritePrompt } from '#web/components/favourites/remove-favourite-prompt';
import { serviceUi as texts } from './texts';

export function ServiceStatusBadge({ status }: { status: Service['status'] }) {
  return (
    <span
      className={cn(
        'justify-self-start rounded-full px-2.5 py-0.5 text-xs font-semibold',
        SERVICE_STATUS_TONES[status],
      )}
    >
      {serviceMessages.status[status]}
    </span>
  );
}

/** A no-show whose fee is not settled: the customer may still contest it, or contests it. */
const noShowOpen = (service: Service) => service.noShow !== null && !service.noShow.settled;

/** What the status means for this person now, when it needs saying. */
function statusNote(service: Service, viewer: 'customer' | 'provider'): string | null {
  if (service.status === 'pending')
    return fillMessage(texts.notes.pending[viewer], {
      date: formatDateTimeIn(service.answerBy ?? service.scheduledAt, service.timeZone, browserTimeZone()),
    });
  if (service.status === 'done') return texts.notes.done[viewer];
  if (service.status === 'disputed')
    return noShowOpen(service) ? texts.notes.noShowContested : texts.notes.disputed;
  if (service.status === 'cancelled' && noShowOpen(service))
    return fillMessage(texts.notes.noShowOpen[viewer], {
      date: formatDateTimeIn(service.noShow!.contestBy, service.timeZone, browserTimeZone()),
    });
  if (service.status === 'declined')
    return texts.notes.declined[service.cancelledBy === 'system' ? 'system' : 'provider'];
  // A provider's own cancellation charges nothing; a no-show they report charges the whole price.
  if (service.status === 'cancelled' && service.cancelledBy === 'provider' && service.cancellationFee)
    return texts.notes.noShow;
  if (service.status === 'cancelled' && service.cancelledBy)
    return texts.notes.cancelledBy[service.cancelledBy];
  return null;
}

/** One service as the customer (who sees the provider) or the provider (who sees the customer) reads it. */
export function ServiceCard({ service, viewer }: { service: Service; viewer: 'customer' | 'provider' }) {
  const titleId = `service-${service.id}`;
  const details: Detail[] = [
    {
      term: texts.date,
      value: formatServiceTime(
        service.scheduledAt,
        service.durationMinutes,
        service.timeZone,
        browserTimeZone(),
      ),
    },
    { term: texts.location, value: service.location },
    { term: texts.price, value: formatMoney(service.price) },
    { term: texts.paymentMethod, value: labelOf(PAYMENT_METHODS, service.paymentMethod) },
  ];
  details.push(...contactDetails(service));
  if (service.status === 'cancelled' && service.cancellationFee !== null) {
    details.push({
      term: texts.charge,
      // Nothing of a no-show's fee is owed before it is settled: no amount is shown as due.
      value: noShowOpen(service)
        ? texts.chargeOnHold
        : service.cancellationFee === 0
          ? texts.noCharge
          : formatMoney(service.cancellationFee),
    });
  }
  // A fee of a service not paid online (cash, transfer, or a card agreed before cards needed a gateway) goes from
  // hand to hand; the provider's 'Confirmar pago recibido' settles it.
  if (
    viewer === 'customer' &&
    service.status === 'cancelled' &&
    (service.cancellationFee ?? 0) > 0 &&
    !noShowOpen(service) &&
    !service.paymentConfirmed &&
    service.card === null
  )
    details.push({ term: texts.howToPay, value: texts.payChargeInPerson });
  if (service.paymentConfirmed) details.push({ term: texts.payment, value: texts.paymentReceived });
  if (service.settledAmount !== null)
    details.push({ term: texts.settledAmount, value: formatMoney(service.settledAmount) });
  if (service.problem) details.push({ term: texts.problem, value: service.problem });
  if (service.providerStatement)
    details.push({ term: texts.providerStatement, value: service.providerStatement });
  const note = statusNote(service, viewer);
  // A customer's review of 1 or 2 stars asks whether to keep the provider among their favourites.
  const [lowRated, setLowRated] = useState(false);
  return (
    <ItemCard aria-labelledby={titleId}>
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <ServiceStatusBadge status={service.status} />
          {service.planId ? <RecurringMark className="text-brand-strong" /> : null}
        </div>
        <h3 id={titleId} className="text-lg font-semibold break-words text-slate-900">
          {service.title}
        </h3>
        {viewer === 'customer' ? (
          <>
            <p className="flex items-center gap-2 font-medium text-slate-900">
              <ProviderAvatar provider={service.provider} className="size-8 text-xs" />
              <ProviderLink provider={service.provider} />
            </p>
            <ProviderRating provider={service.provider} />
          </>
        ) : (
          <p className="font-medium text-slate-900">
            {texts.customer}: {service.customer.name}
          </p>
        )}
      </header>
      {service.description ? (
        <p className="break-words whitespace-pre-line text-slate-700">{service.description}</p>
      ) : null}
      {note ? <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">{note}</p> : null}
      <DetailList details={details} />
      <ServiceContactAction service={service} viewer={viewer} />
      <ServiceCardPayment service={service} viewer={viewer} />
      <ServiceLinks service={service} viewer={viewer} />
      <SendMessageButton
        side={viewer === 'customer' ? 'client' : 'provider'}
        subject={
          viewer === 'customer'
            ? { requestId: service.requestId, providerId: service.provider.id }
            : { requestId: service.requestId }
        }
        otherName={viewer === 'customer' ? service.provider.displayName : service.customer.name}
        className="justify-self-start"
      />
      <ServiceActions service={service} labelledBy={titleId} />
      {takesExtraTime(service) ? <ExtraTime service={service} viewer={viewer} /> : null}
      {viewer === 'customer' && offersOtherProviders(service) ? <OtherProviders service={service} /> : null}
      {viewer === 'customer' && offersBookAgain(service) ? (
        <BookAgain service={service} labelledBy={titleId} />
      ) : null}
      {service.canReview ? (
        <div className="border-t border-slate-100 pt-4">
          <ReviewButton
            serviceId={service.id}
            title={service.title}
            author={viewer}
            onReviewed={(rating) => setLowRated(viewer === 'customer' && rating <= LOW_RATING)}
          />
        </div>
      ) : null}
      {lowRated ? (
        <RemoveFavouritePrompt provider={service.provider} onDone={() => setLowRated(false)} />
      ) : null}
    </ItemCard>
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
