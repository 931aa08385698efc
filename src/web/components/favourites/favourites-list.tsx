import { CalendarPlus, Heart } from 'lucide-react';
import { Link } from 'react-router';
import { uiMessages } from '#shared/common-messages';
import { favouriteMessages as texts } from '#shared/favourite-messages';
import type { Favourite } from '#shared/schemas/favourites';
import { ProviderAvatar } from '#web/components/provider-avatar';
import { ProviderBadge } from '#web/components/provider-badge';
import { ProviderLink } from '#web/components/provider-link';
import { ProviderRating } from '#web/components/reviews/provider-rating';
import { buttonVariants } from '#web/components/ui/button';
import { ItemCard } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { bookProviderPath } from '#web/lib/booking';
import { fillMessage } from '#web/lib/fill-message';
import { useFavourites } from './api';
import { FavouriteButton } from './favourite-button';

/** 'Favoritos' in the customer's panel: each saved provider, to book again or to remove. */
export function FavouritesList({ emptyLink }: { emptyLink: { to: string; label: string } }) {
  const query = useFavourites();
  if (query.isPending) return <LoadingStatus />;
  if (query.isError)
    return <LoadError message={uiMessages.loadFailed} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0)
    return (
      <EmptyState icon={Heart} title={texts.emptyTitle} description={texts.emptyBody} link={emptyLink} />
    );
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label={texts.title}>
      {query.data.map((favourite) => (
        <li key={favourite.id}>
          <FavouriteCard favourite={favourite} />
        </li>
      ))}
    </ul>
  );
}

function FavouriteCard({ favourite }: { favourite: Favourite }) {
  const titleId = `favourite-${favourite.id}`;
  const [serviceId] = favourite.serviceIds;
  return (
    <ItemCard aria-labelledby={titleId}>
      <header className="flex items-start gap-3">
        <ProviderAvatar provider={favourite} className="size-12 text-base" />
        <div className="grid min-w-0 gap-1">
          <h3 id={titleId} className="text-lg font-semibold break-words text-slate-900">
            {favourite.listed ? <ProviderLink provider={favourite} /> : favourite.displayName}
          </h3>
          <ProviderBadge provider={favourite} className="justify-self-start" />
          <ProviderRating provider={favourite} />
        </div>
      </header>
      {favourite.listed ? null : <p className="text-sm text-slate-700">{texts.notListed}</p>}
      <div className="flex flex-wrap gap-3">
        {favourite.listed && serviceId ? (
          <Link
            to={bookProviderPath(serviceId, favourite.id)}
            className={buttonVariants()}
            aria-label={fillMessage(texts.bookWith, { name: favourite.displayName })}
          >
            <CalendarPlus aria-hidden />
            {texts.book}
          </Link>
        ) : null}
        <FavouriteButton provider={favourite} />
      </div>
    </ItemCard>
  );
}
