import { useState } from 'react';
import { formatDateTime, formatMoney } from '#shared/format';
import { offerMessages } from '#shared/request-messages';
import { minutesLabel } from '#shared/request-length-labels';
import type { MyRequest, Offer, OfferStatus } from '#shared/schemas/requests';
import { ProviderBadge } from '#web/components/provider-badge';
import { Button } from '#web/components/ui/button';
import { fillMessage } from '#web/lib/fill-message';
import { cn } from '#web/lib/utils';
import { clientUi } from '#web/features/client/texts';
import { AcceptOfferDialog } from './accept-offer-dialog';
import { ProviderLink } from '#web/components/provider-link';
import { ProviderRating } from '#web/components/reviews/provider-rating';
import { ProviderAvatar } from '#web/components/provider-avatar';
import { SendMessageButton } from '#web/components/conversations/send-message-button';

const texts = clientUi.requests;

const OFFER_BADGES: Record<Exclude<OfferStatus, 'pending'>, { label: string; tone: string }> = {
  accepted: { label: texts.offerAccepted, tone: 'bg-sky-100 text-sky-900' },
  declined: { label: texts.offerDeclined, tone: 'bg-slate-200 text-slate-900' },
  withdrawn: { label: texts.offerWithdrawn, tone: 'bg-slate-200 text-slate-900' },
};

// The offers on one request, newest first as the server sends them; while the request is open and its date
// ahead, each waiting offer can be accepted.
export function OfferList({ request, headingId }: { request: MyRequest; headingId: string }) {
  const { offers } = request;
  const [accepting, setAccepting] = useState<Offer | null>(null);
  const acceptable = request.status === 'open' && new Date(request.requiredDate).getTime() > Date.now();

  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t border-slate-100 pt-4">
      <h4 id={headingId} className="font-semibold text-slate-900">
        {texts.offersTitle} ({offers.length})
      </h4>
      {offers.length === 0 ? (
        <p className="text-sm text-slate-700">{texts.noOffers}</p>
      ) : (
        <ul className="grid gap-3">
          {offers.map((offer) => {
            const badge = offer.status === 'pending' ? null : OFFER_BADGES[offer.status];
            return (
              <li key={offer.id} className="flex gap-3 rounded-md bg-slate-50 p-3">
                <ProviderAvatar provider={offer.provider} />
                <div className="grid min-w-0 flex-1 gap-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <p className="font-semibold break-words text-slate-900">
                      <ProviderLink provider={offer.provider} />
                    </p>
                    <p className="text-lg font-bold text-slate-900">{formatMoney(offer.proposedPrice)}</p>
                  </div>
                  <ProviderBadge provider={offer.provider} className="justify-self-start" />
                  <ProviderRating provider={offer.provider} />
                  <p className="text-sm text-slate-800">
                    {offerMessages.duration}: {minutesLabel(offer.durationMinutes)}
                  </p>
                  <p className="text-sm break-words whitespace-pre-line text-slate-800">{offer.message}</p>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="text-xs text-slate-600">
                      {fillMessage(texts.offerSent, { date: formatDateTime(offer.createdAt) })}
                    </p>
                    <SendMessageButton
                      side="client"
                      subject={{ requestId: request.id, providerId: offer.provider.id }}
                      otherName={offer.provider.displayName}
                      className="ml-auto"
                    />
                    {badge ? (
                      <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', badge.tone)}>
                        {badge.label}
                      </span>
                    ) : acceptable ? (
                      <Button
                        size="sm"
                        onClick={() => setAccepting(offer)}
                        aria-label={`${offerMessages.accept}: ${offer.provider.displayName}, ${formatMoney(offer.proposedPrice)}`}
                      >
                        {offerMessages.accept}
                      </Button>
                    ) : null}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {accepting ? (
        <AcceptOfferDialog
          request={request}
          offer={accepting}
          open
          onOpenChange={(open) => (open ? undefined : setAccepting(null))}
        />
      ) : null}
    </section>
  );
}
