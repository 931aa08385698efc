import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NearbyResponse } from '../../../../../shared/schemas/provider';
import { apiFetch } from '../../../../lib/api';
import { providerKey } from '../../query-keys';

export function getNearbyRequests(cursor: string | null, signal?: AbortSignal): Promise<NearbyResponse> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiFetch<NearbyResponse>(`/api/requests/nearby${query}`, { signal });
}

// Pages of the newest open requests; a refresh (after applying, or a plan or area change) reloads each page
// already shown.
export const nearbyRequestsQueryOptions = infiniteQueryOptions({
  queryKey: providerKey('nearby-requests'),
  queryFn: ({ pageParam, signal }) => getNearbyRequests(pageParam, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage) => lastPage.nextCursor,
});

export function useNearbyRequests() {
  return useInfiniteQuery(nearbyRequestsQueryOptions);
}
