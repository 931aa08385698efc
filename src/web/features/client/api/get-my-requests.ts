import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyRequest } from '#shared/schemas/requests';
import { apiFetch } from '#web/lib/api';
import { clientKey } from '#web/lib/client/query-keys';

export function getMyRequests(signal?: AbortSignal): Promise<{ requests: MyRequest[] }> {
  return apiFetch<{ requests: MyRequest[] }>('/api/requests/mine', { signal });
}

export const myRequestsQueryOptions = queryOptions({
  queryKey: clientKey('my-requests'),
  queryFn: ({ signal }) => getMyRequests(signal),
  select: (data) => data.requests,
});

export function useMyRequests() {
  return useQuery(myRequestsQueryOptions);
}
