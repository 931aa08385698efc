import { CalendarPlus, MapPin, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { findService } from '#shared/catalog';
import { formatDateTime, formatMoney } from '#shared/format';
import { estimateMessages } from '#shared/estimate-messages';
import { moderationMessages } from '#shared/moderation-messages';
import type { PublicProvider, PublicReview } from '#shared/schemas/provider-page';
import { ProviderBadge } from '#web/components/provider-badge';
import { experienceText, radiusText } from '#web/components/provider-facts';
import { ProviderLogo } from '#web/components/provider-logo';
import { buttonVariants } from '#web/components/ui/button';
import { fillMessage } from '#web/lib/fill-message';
import { useAuth } from '#web/lib/auth/auth-provider';
import { ProviderAvatar } from '#web/components/provider-avatar';
import { bookProviderPath } from '#web/lib/booking';
import { ReportButton } from '#web/components/moderation/report-button';
import { FavouriteButton } from '#web/components/favourites/favourite-button';
import { ProviderRating } from '#web/components/reviews/provider-rating';
import { reviewUi } from '#web/components/reviews/texts';
import { providerPageUi as texts } from './texts';

/** What the badge vouches for, read after it by screen readers. */
function badgeHint(provider: PublicProvider): string {
  if (provider.verified) return texts.verifiedHint;
  if (provider.identityVerified || !provider.verificationDueBy) return texts.identityVerifiedHint;
  return fillMessage(texts.verificationPendingHint, { date: formatDateTime(provider.verificationDueBy) });
}

export function ProviderPage({ provider }: { provider: PublicProvider }) {
  // 'Reportar' is for signed-in visitors only; guests (and crawlers) read the reviews without it.
  const canReport = useAuth().status === 'signedIn';
  const years = experienceText(provider.yearsExperience);
  return (
    <article
      className="mx-auto grid max-w-4xl gap-10 px-4 py-10 sm:px-6 sm:py-14"
      aria-labelledby="provider-name"
    >
      <header className="flex flex-wrap items-start gap-5">
        <ProviderAvatar provider={provider} className="size-20 text-2xl" />
        <div className="grid min-w-0 flex-1 gap-2">
          <h1 id="provider-name" className="text-3xl font-bold tracking-tight break-words text-slate-900">
            {provider.displayName}
          </h1>
          <ProviderBadge
            provider={provider}
            size="md"
            hint={badgeHint(provider)}
            className="justify-self-start"
          />
          <ProviderRating provider={provider} />
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
            {provider.zone ? (
              <li className="inline-flex items-center gap-1">
                <MapPin aria-hidden className="size-4" />
                {texts.zone}: {provider.zone}
              </li>
            ) : null}
            <li>{radiusText(provider.radiusKm)}</li>
            {years ? <li>{years}</li> : null}
          </ul>
          <FavouriteButton provider={provider} className="justify-self-start" />
        </div>
        <ProviderLogo provider={provider} size={96} />
      </header>
      {provider.bio ? (
        <p className="max-w-prose break-words whitespace-pre-line text-slate-800">{provider.bio}</p>
      ) : null}

      <PageSection id="provider-services" title={texts.servicesTitle}>
        {provider.services.length === 0 ? (
          <p className="text-slate-700">{texts.noServices}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {provider.services.map((service) => {
              const name = findService(service.serviceId)?.name ?? service.serviceId;
              return (
                <li
                  key={service.serviceId}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4"
                >
                  <div>
                    <p className="font-semibold text-slate-900">{name}</p>
                    <p className="text-lg font-bold text-slate-900">
                      {fillMessage(estimateMessages.perHour, { price: formatMoney(service.hourlyPrice) })}
                    </p>
                  </div>
                  <Link
                    to={bookProviderPath(service.serviceId, provider.id)}
                    className={buttonVariants({ size: 'wrap' })}
                    aria-label={fillMessage(texts.bookLabel, { service: name, name: provider.displayName })}
                  >
                    <CalendarPlus aria-hidden />
                    {texts.book}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </PageSection>

      <PageSection id="provider-reviews" title={texts.reviewsTitle}>
        {provider.reviews.length === 0 ? (
          <p className="text-slate-700">{texts.noReviews}</p>
        ) : (
          <ul className="grid gap-3">
            {provider.reviews.map((review) => (
              <li key={review.id}>
                <PublicReviewCard review={review} providerName={provider.displayName} canReport={canReport} />
              </li>
            ))}
          </ul>
        )}
      </PageSection>
    </article>
  );
}

/** One of the page's parts under the header (Servicios, Reseñas), named by its heading. */
function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

type PublicReviewCardProps = { review: PublicReview; providerName: string; canReport: boolean };

function PublicReviewCard({ review, providerName, canReport }: PublicReviewCardProps) {
  return (
    <article
      className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4"
      aria-label={fillMessage(texts.reviewBy, {
        name: review.authorName,
        date: formatDateTime(review.publishedAt),
      })}
    >
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1 font-semibold text-slate-900">
          <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
          {fillMessage(reviewUi.starsOutOf, { rating: review.rating })}
        </span>
        <span>
          {fillMessage(texts.reviewBy, { name: review.authorName, date: formatDateTime(review.publishedAt) })}
        </span>
        {canReport ? (
          <ReportButton
            targetType="review"
            targetId={review.id}
            label={fillMessage(moderationMessages.reportReview, { name: review.authorName })}
            className="ml-auto"
          />
        ) : null}
      </p>
      {review.comment ? (
        <p className="break-words whitespace-pre-line text-slate-800">{review.comment}</p>
      ) : null}
      {review.reply ? (
        <div className="rounded-md bg-slate-50 p-3">
          <p className="text-sm font-semibold text-slate-900">
            {fillMessage(texts.reply, { name: providerName })}
          </p>
          <p className="break-words whitespace-pre-line text-slate-800">{review.reply}</p>
        </div>
      ) : null}
    </article>
  );
}
