import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceId } from '#shared/catalog';
import type { LatLng } from '#shared/domain/geo';
import type { BookableProvidersResponse } from '#shared/schemas/bookings';
import { apiFetch } from '#web/lib/api';

export const BOOKING_KEY = 'booking';

/** `near`: the customer's place when the wizard already has it; the list is then ordered by distance. */
export function getBookableProviders(
  serviceId: ServiceId,
  near: LatLng | null,
  signal?: AbortSignal,
): Promise<BookableProvidersResponse> {
  const query = near ? `?${new URLSearchParams({ lat: String(near.lat), lng: String(near.lng) })}` : '';
  // Public: a guest chooses a provider before signing in, so a 401 here says nothing about a session.
  return apiFetch<BookableProvidersResponse>(
    `/api/services/${encodeURIComponent(serviceId)}/providers${query}`,
    { signal, unauthorized: 'ignore' },
  );
}

export function bookableProvidersQueryOptions(serviceId: ServiceId, near: LatLng | null = null) {
  return queryOptions({
    queryKey: [BOOKING_KEY, 'providers', serviceId, near ? [near.lat, near.lng] : null],
    queryFn: ({ signal }) => getBookableProviders(serviceId, near, signal),
  });
}

export function useBookableProviders(serviceId: ServiceId, near: LatLng | null = null) {
  return useQuery(bookableProvidersQueryOptions(serviceId, near));
}
