import { Star } from 'lucide-react';
import { formatRating } from '#shared/format';
import type { ProviderCard } from '#shared/schemas/requests';
import { fillMessage } from '#web/lib/fill-message';
import { reviewUi as texts } from './texts';

// In shared/format.ts so that pages showing only the number (the console's summary) need not load this module.
export { formatRating };

export function reviewsCount(count: number): string {
  return count === 1
    ? texts.reviewsCount.one
    : fillMessage(texts.reviewsCount.other, { count: String(count) });
}

/** A provider's stars and reliability, wherever customers see the provider. */
export function ProviderRating({ provider }: { provider: Pick<ProviderCard, 'rating' | 'reliability'> }) {
  const { average, count } = provider.rating;
  return (
    // A span, so it also fits inside the wizard's radio labels.
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      {average === null ? (
        <span>{texts.noReviews}</span>
      ) : (
        <span className="inline-flex items-center gap-1">
          <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
          <span className="sr-only">{fillMessage(texts.starsOutOf, { rating: formatRating(average) })}</span>
          <span aria-hidden>{formatRating(average)}</span>
          <span>({reviewsCount(count)})</span>
        </span>
      )}
      {provider.reliability !== null ? (
        <span>{fillMessage(texts.reliability, { percent: String(provider.reliability) })}</span>
      ) : null}
    </span>
  );
}
