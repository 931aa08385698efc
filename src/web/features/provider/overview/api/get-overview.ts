import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderOverview } from '#shared/schemas/provider';
import { apiFetch } from '#web/lib/api';
import { providerKey } from '#web/features/provider/query-keys';

export function getOverview(signal?: AbortSignal): Promise<ProviderOverview> {
  return apiFetch<ProviderOverview>('/api/provider/overview', { signal });
}

export const overviewQueryOptions = queryOptions({
  queryKey: providerKey('overview'),
  queryFn: ({ signal }) => getOverview(signal),
});

export function useOverview() {
  return useQuery(overviewQueryOptions);
}
