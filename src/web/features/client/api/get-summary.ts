import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientSummary } from '#shared/schemas/requests';
import { apiFetch } from '#web/lib/api';
import { clientKey } from '#web/lib/client/query-keys';

export function getClientSummary(signal?: AbortSignal): Promise<ClientSummary> {
  return apiFetch<ClientSummary>('/api/requests/summary', { signal });
}

export const clientSummaryQueryOptions = queryOptions({
  queryKey: clientKey('summary'),
  queryFn: ({ signal }) => getClientSummary(signal),
});

export function useClientSummary() {
  return useQuery(clientSummaryQueryOptions);
}
