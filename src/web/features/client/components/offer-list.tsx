import { formatDateTime, formatMoney } from '../../../../shared/format';
import type { Offer } from '../../../../shared/schemas/requests';
import { fillMessage } from '../../../lib/fill-message';
import { clientUi } from '../texts';
import { ProviderAvatar } from './provider-avatar';

const texts = clientUi.requests;

// The offers on one request, newest first as the server sends them.
export function OfferList({ offers, headingId }: { offers: Offer[]; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t border-slate-100 pt-4">
      <h4 id={headingId} className="font-semibold text-slate-900">
        {texts.offersTitle} ({offers.length})
      </h4>
      {offers.length === 0 ? (
        <p className="text-sm text-slate-700">{texts.noOffers}</p>
      ) : (
        <ul className="grid gap-3">
          {offers.map((offer) => (
            <li key={offer.id} className="flex gap-3 rounded-md bg-slate-50 p-3">
              <ProviderAvatar provider={offer.provider} />
              <div className="grid min-w-0 flex-1 gap-1">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <p className="font-semibold break-words text-slate-900">{offer.provider.displayName}</p>
                  <p className="text-lg font-bold text-slate-900">{formatMoney(offer.proposedPrice)}</p>
                </div>
                <p className="text-sm break-words whitespace-pre-line text-slate-800">{offer.message}</p>
                <p className="text-xs text-slate-600">
                  {fillMessage(texts.offerSent, { date: formatDateTime(offer.createdAt) })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
