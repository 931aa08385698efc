import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArcoRequest } from '#shared/schemas/operator';
import { apiFetch } from '#web/lib/api';
import { operatorKey } from '#web/features/operator/query-keys';

/** Every data export and account deletion, refused ones included, newest first. */
export function getArcoRequests(signal?: AbortSignal): Promise<{ requests: ArcoRequest[] }> {
  return apiFetch('/api/operator/arco', { signal });
}

export const arcoRequestsQueryOptions = queryOptions({
  queryKey: operatorKey('arco'),
  queryFn: ({ signal }) => getArcoRequests(signal),
  select: (data) => data.requests,
});

export function useArcoRequests() {
  return useQuery(arcoRequestsQueryOptions);
}
