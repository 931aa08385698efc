import { addressLine } from '#shared/address';
import { PAYMENT_METHODS, labelOf } from '#shared/catalog';
import { formatDateTime, formatInteger } from '#shared/format';
import { moderationMessages } from '#shared/moderation-messages';
import { providerMessages } from '#shared/provider-messages';
import { requestBudgetLabel, requestServiceLabel } from '#shared/request-labels';
import { requestLengthLines } from '#shared/request-length-labels';
import type { MyRequest } from '#shared/schemas/requests';
import { fillMessage } from '#web/lib/fill-message';
import { formatAtPlace } from '#web/lib/time-zone';
import { clientUi } from '#web/features/client/texts';
import { OfferList } from './offer-list';
import { ProviderAvatar } from '#web/components/provider-avatar';
import { StatusBadge } from './status-badge';
import { ItemCard } from '#web/components/ui/card';
import { DetailList } from '#web/components/ui/detail-list';

const texts = clientUi.requests;

function placeOf(location: MyRequest['location']): string | null {
  if (!location) return null;
  return location.precision === 'locality'
    ? `${location.formattedAddress} (${providerMessages.approximateArea.toLowerCase()})`
    : location.formattedAddress;
}

// One request or direct booking of the customer, with what providers offered for it.
export function RequestCard({ request }: { request: MyRequest }) {
  const titleId = `my-request-${request.id}`;
  const booked = request.provider;
  const rows: Array<{ term: string; value: string | null }> = [
    { term: texts.service, value: requestServiceLabel(request) },
    { term: booked ? texts.price : texts.budget, value: requestBudgetLabel(request) },
    { term: texts.paymentMethod, value: labelOf(PAYMENT_METHODS, request.paymentMethod) },
    { term: texts.date, value: formatAtPlace(request.requiredDate, request.location) },
    { term: texts.address, value: request.contact ? addressLine(request.contact.address) : null },
    { term: texts.contactPhone, value: request.contact?.phone ?? null },
    { term: texts.location, value: placeOf(request.location) },
    { term: texts.offerCount, value: booked ? null : formatInteger(request.offers.length) },
  ];
  const details = rows.filter((row): row is { term: string; value: string } => Boolean(row.value));
  // The server stops showing it to providers once its date has passed (REQUEST_EXPIRED for late offers).
  const expired = request.status === 'open' && new Date(request.requiredDate).getTime() < Date.now();

  return (
    <ItemCard aria-labelledby={titleId}>
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge request={request} />
          <span className="text-xs text-slate-600">
            {fillMessage(texts.createdAt, { date: formatDateTime(request.createdAt) })}
          </span>
        </div>
        <h3 id={titleId} className="text-lg font-semibold break-words text-slate-900">
          {request.title}
        </h3>
        {booked ? (
          <p className="flex items-center gap-2 font-medium text-slate-900">
            <ProviderAvatar provider={booked} className="size-8 text-xs" />
            {fillMessage(texts.directBooking, { name: booked.displayName })}
          </p>
        ) : null}
      </header>
      {expired ? <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{texts.expired}</p> : null}
      {/* Hidden by Moderación: the badge says so, and here is why, as the e-mail told the customer. */}
      {request.status === 'hidden' && request.hiddenReason ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm break-words text-amber-900">
          {fillMessage(moderationMessages.hiddenReason, { reason: request.hiddenReason })}
        </p>
      ) : null}
      {request.description ? (
        <p className="break-words whitespace-pre-line text-slate-700">{request.description}</p>
      ) : null}
      {requestLengthLines(request.length).map((line) => (
        <p key={line} className="text-sm text-slate-800">
          {line}
        </p>
      ))}
      <DetailList details={details} />
      {!booked || request.offers.length > 0 ? (
        <OfferList request={request} headingId={`${titleId}-offers`} />
      ) : null}
    </ItemCard>
  );
}
