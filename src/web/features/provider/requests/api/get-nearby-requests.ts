import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { NearbyResponse, NearbyServiceFilter } from '#shared/schemas/provider';
import { apiFetch } from '#web/lib/api';
import { providerKey } from '#web/features/provider/query-keys';

export function getNearbyRequests(
  cursor: string | null,
  service: NearbyServiceFilter | undefined,
  signal?: AbortSignal,
): Promise<NearbyResponse> {
  const query = new URLSearchParams();
  if (cursor) query.set('cursor', cursor);
  if (service) query.set('service', service);
  const search = query.toString();
  return apiFetch<NearbyResponse>(`/api/requests/nearby${search ? `?${search}` : ''}`, { signal });
}

// Pages of the newest open requests (of one service, or of the provider's own, when filtered); a refresh (after
// applying, or a plan or area change) reloads each page already shown.
export const nearbyRequestsQueryOptions = (service?: NearbyServiceFilter) =>
  infiniteQueryOptions({
    queryKey: [...providerKey('nearby-requests'), service ?? 'all'],
    queryFn: ({ pageParam, signal }) => getNearbyRequests(pageParam, service, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // Another filter keeps the list (and the select's focus) on screen until its own answer arrives.
    placeholderData: keepPreviousData,
  });

export function useNearbyRequests(service?: NearbyServiceFilter) {
  return useInfiniteQuery(nearbyRequestsQueryOptions(service));
}
