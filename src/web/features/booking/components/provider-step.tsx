import { SearchX } from 'lucide-react';
import { useEffect, useId, type Ref } from 'react';
import { Link } from 'react-router';
import { findService, type ServiceId } from '#shared/catalog';
import { bookingMessages } from '#shared/booking-messages';
import { buttonVariants } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { fillMessage } from '#web/lib/fill-message';
import { useBookableProviders } from '#web/features/booking/api/get-providers';
import type { BookableProvider } from '#shared/schemas/bookings';
import type { Location } from '#shared/schemas/places';
import { estimatedRange, type EstimateLength } from '#web/components/estimate/estimate-length';
import type { ChosenProvider } from '#web/features/booking/booking-form';
import { bookingLinks, bookingTexts } from '#web/features/booking/texts';
import { ProviderLink } from '#web/components/provider-link';
import { useFavouriteIds } from '#web/components/favourites/api';
import { favouritesFirst } from '#shared/domain/favourites';
import { ChoiceCard } from './choice-card';
import { FieldError } from './field-error';
import { ProviderCardBody } from './provider-card';
import { ChoiceStep } from './choice-step';

const texts = bookingTexts.provider;

const chosenOf = (provider: BookableProvider): ChosenProvider => ({
  id: provider.id,
  displayName: provider.displayName,
  hourlyPrice: provider.hourlyPrice,
});

type ProviderStepProps = {
  headingRef: Ref<HTMLHeadingElement>;
  serviceId: ServiceId;
  value: ChosenProvider | null;
  /** A provider to choose as soon as the list has them, if nothing is chosen yet. */
  preselectedId?: string;
  onChange: (provider: ChosenProvider) => void;
  error?: string;
  /** The service's place, when the customer already gave it (back from step 3 or 4, a restored draft). */
  place: Location | null;
  /** The 'Cotizador' of step 1: its estimate is priced on each card. */
  length: EstimateLength;
};

export function ProviderStep({
  headingRef,
  serviceId,
  value,
  preselectedId,
  onChange,
  error,
  place,
  length,
}: ProviderStepProps) {
  const id = useId();
  const range = estimatedRange(serviceId, length);
  const providers = useBookableProviders(serviceId, place);
  const serviceName = findService(serviceId)?.name ?? '';
  // The customer's favourites first, among the providers the server offers (favouritesFirst).
  const favourites = useFavouriteIds();
  const list = providers.data ? favouritesFirst(providers.data.providers, favourites) : undefined;
  const preselected =
    value === null && preselectedId ? list?.find((row) => row.id === preselectedId) : undefined;
  useEffect(() => {
    if (preselected) onChange(chosenOf(preselected));
  }, [preselected, onChange]);

  return (
    <ChoiceStep
      id={id}
      headingRef={headingRef}
      title={texts.title}
      description={
        place
          ? fillMessage(texts.descriptionNear, { service: serviceName, place: place.formattedAddress })
          : fillMessage(texts.description, { service: serviceName })
      }
      error={error}
    >
      <FieldError id={`${id}-error`} message={error} />
      {providers.isPending ? <LoadingStatus /> : null}
      {providers.isError ? (
        <LoadError message={bookingMessages.providersLoadFailed} onRetry={() => void providers.refetch()} />
      ) : null}
      {list && list.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={fillMessage(texts.emptyTitle, { service: serviceName })}
          description={texts.emptyBody}
          action={
            <Link to={bookingLinks.openRequest} className={buttonVariants()}>
              {texts.openRequest}
            </Link>
          }
        />
      ) : null}
      {list && list.length > 0 ? (
        <ul className="grid gap-3 md:grid-cols-2">
          {list.map((provider) => (
            <li key={provider.id} className="grid gap-1">
              <ChoiceCard
                name="provider"
                value={provider.id}
                checked={value?.id === provider.id}
                onChange={() => onChange(chosenOf(provider))}
                labelId={`${id}-${provider.id}`}
                descriptionId={`${id}-${provider.id}-details`}
              >
                <ProviderCardBody
                  provider={provider}
                  range={range}
                  nameId={`${id}-${provider.id}`}
                  detailsId={`${id}-${provider.id}-details`}
                  favourite={favourites.has(provider.id)}
                />
              </ChoiceCard>
              <ProviderLink
                provider={provider}
                newTab
                className="justify-self-end text-sm font-medium text-brand"
              >
                {fillMessage(texts.seeProfile, { name: provider.displayName })}
              </ProviderLink>
            </li>
          ))}
        </ul>
      ) : null}
    </ChoiceStep>
  );
}
