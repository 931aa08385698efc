import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NearbyResponse } from '../../../../../shared/schemas/provider';
import { apiFetch } from '../../../../lib/api';
import { providerKey } from '../../query-keys';

export function getNearbyRequests(signal?: AbortSignal): Promise<NearbyResponse> {
  return apiFetch<NearbyResponse>('/api/requests/nearby', { signal });
}

export const nearbyRequestsQueryOptions = queryOptions({
  queryKey: providerKey('nearby-requests'),
  queryFn: ({ signal }) => getNearbyRequests(signal),
});

export function useNearbyRequests() {
  return useQuery(nearbyRequestsQueryOptions);
}
