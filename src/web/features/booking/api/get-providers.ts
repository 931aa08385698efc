import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceId } from '../../../../shared/catalog';
import type { BookableProvidersResponse } from '../../../../shared/schemas/bookings';
import { apiFetch } from '../../../lib/api';

export const BOOKING_KEY = 'booking';

export function getBookableProviders(
  serviceId: ServiceId,
  signal?: AbortSignal,
): Promise<BookableProvidersResponse> {
  // Public: a guest chooses a provider before signing in, so a 401 here says nothing about a session.
  return apiFetch<BookableProvidersResponse>(`/api/services/${encodeURIComponent(serviceId)}/providers`, {
    signal,
    unauthorized: 'ignore',
  });
}

export function bookableProvidersQueryOptions(serviceId: ServiceId) {
  return queryOptions({
    queryKey: [BOOKING_KEY, 'providers', serviceId],
    queryFn: ({ signal }) => getBookableProviders(serviceId, signal),
  });
}

export function useBookableProviders(serviceId: ServiceId) {
  return useQuery(bookableProvidersQueryOptions(serviceId));
}
