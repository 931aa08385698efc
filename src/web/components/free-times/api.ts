import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceId } from '#shared/catalog';
import type { LatLng } from '#shared/domain/geo';
import type { FreeTimesOut } from '#shared/schemas/schedule';
import { apiFetch } from '#web/lib/api';

export type FreeTimesAsk = {
  providerId: string;
  serviceId: ServiceId;
  place: LatLng;
  minutes: number;
  /** A plan of the customer's whose visits (or the one on `visitDate`) are the ones moving: they count as free. */
  moving?: { planId: string; visitDate?: string };
};

/** The provider's free start times for 14 days, on the clock of the place (its zone is in the answer). */
export function getFreeTimes(
  { providerId, serviceId, place, minutes, moving }: FreeTimesAsk,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({
    serviceId,
    lat: String(place.lat),
    lng: String(place.lng),
    minutes: String(minutes),
    ...(moving ? { planId: moving.planId } : {}),
    ...(moving?.visitDate ? { visitDate: moving.visitDate } : {}),
  });
  // Public, as the providers' list: a guest picks a time before signing in.
  return apiFetch<FreeTimesOut>(
    `/api/bookings/providers/${encodeURIComponent(providerId)}/free-times?${query}`,
    { signal, unauthorized: 'ignore' },
  );
}

/** The free times' queries: the wizard reads them again after a 409, and so do the plans' 'Cambiar día u hora'. */
export const FREE_TIMES_KEY = ['free-times'] as const;

export function freeTimesQueryOptions(ask: FreeTimesAsk) {
  return queryOptions({
    queryKey: [
      ...FREE_TIMES_KEY,
      ask.providerId,
      ask.serviceId,
      ask.place.lat,
      ask.place.lng,
      ask.minutes,
      ask.moving?.planId ?? null,
      ask.moving?.visitDate ?? null,
    ],
    queryFn: ({ signal }) => getFreeTimes(ask, signal),
  });
}

export function useFreeTimes(ask: FreeTimesAsk | null) {
  return useQuery({
    ...freeTimesQueryOptions(
      ask ?? { providerId: '', serviceId: 'home-cleaning', place: { lat: 0, lng: 0 }, minutes: 0 },
    ),
    enabled: ask !== null,
  });
}
