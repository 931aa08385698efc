import { ProviderRating } from '#web/components/reviews/provider-rating';
import { Heart, MapPin, Star } from 'lucide-react';
import { favouriteMessages } from '#shared/favourite-messages';
import { badgeMessages } from '#shared/badge-messages';
import type { HoursRange } from '#shared/domain/estimate';
import { estimateMessages } from '#shared/estimate-messages';
import { formatHoursRange, formatPriceRange } from '#shared/estimate-labels';
import { formatMoney } from '#shared/format';
import type { BookableProvider } from '#shared/schemas/bookings';
import { ProviderBadge } from '#web/components/provider-badge';
import { experienceText, radiusText } from '#web/components/provider-facts';
import { ProviderLogo } from '#web/components/provider-logo';
import { fillMessage } from '#web/lib/fill-message';
import { cardPrice } from '#web/features/booking/booking-price';
import { bookingTexts } from '#web/features/booking/texts';

const texts = bookingTexts.provider;

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

export function serviceArea(provider: Pick<BookableProvider, 'zone' | 'radiusKm'>): string {
  return provider.zone
    ? fillMessage(texts.zone, { zone: provider.zone, radius: provider.radiusKm })
    : radiusText(provider.radiusKm);
}

type ProviderCardBodyProps = {
  provider: BookableProvider;
  /** The 'Cotizador's estimate: the card's total is it at the provider's price per hour. */
  range: HoursRange;
  nameId: string;
  detailsId: string;
  /** One of the customer's favourites: marked 'Favorito'. */
  favourite?: boolean;
};

// The inside of one provider's radio card: the name labels the radio, the rest describes it.
export function ProviderCardBody({ provider, range, nameId, detailsId, favourite }: ProviderCardBodyProps) {
  const years = experienceText(provider.yearsExperience);
  return (
    <span className="flex items-start gap-3">
      {provider.photoUrl ? (
        <img src={provider.photoUrl} alt="" className="size-14 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden
          className="grid size-14 shrink-0 place-items-center rounded-full bg-slate-200 text-lg font-semibold text-slate-700"
        >
          {initials(provider.displayName)}
        </span>
      )}
      <span className="grid min-w-0 flex-1 gap-1">
        <span id={nameId} className="font-semibold break-words text-slate-900">
          {provider.displayName}
        </span>
        {/* In the description, so the radio's name stays the provider's name and the badge is still read. */}
        <span id={detailsId} className="grid gap-1 text-sm text-slate-700">
          <span className="flex flex-wrap gap-1">
            {favourite ? (
              <span
                data-slot="favourite-mark"
                className="inline-flex items-center gap-1 rounded-full bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-900"
              >
                <Heart aria-hidden className="size-3.5 shrink-0 fill-current" />
                {favouriteMessages.mark}
              </span>
            ) : null}
            {provider.featured ? (
              <span
                data-slot="featured-mark"
                className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
              >
                <Star aria-hidden className="size-3.5 shrink-0" />
                {badgeMessages.featured}
                <span className="sr-only"> ({texts.featuredHint})</span>
              </span>
            ) : null}
            <ProviderBadge provider={provider} />
          </span>
          <span className="grid">
            <span>
              <span className="sr-only">{estimateMessages.priceForEstimate}: </span>
              <strong className="text-lg text-slate-900">
                {formatPriceRange(cardPrice(provider.hourlyPrice, range))}
              </strong>{' '}
              {fillMessage(texts.estimateFor, { hours: formatHoursRange(range) })}
            </span>
            <span>{fillMessage(estimateMessages.perHour, { price: formatMoney(provider.hourlyPrice) })}</span>
          </span>
          <ProviderRating provider={provider} />
          {years ? <span>{years}</span> : null}
          {provider.bio ? (
            <span className="line-clamp-3 break-words text-slate-600">{provider.bio}</span>
          ) : null}
          <span className="flex items-start gap-1 text-slate-600">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
            {serviceArea(provider)}
          </span>
        </span>
      </span>
      <ProviderLogo provider={provider} size={48} lazy />
    </span>
  );
}
