import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderServicesInput } from '#shared/schemas/provider';
import { apiFetch } from '#web/lib/api';
import { providerKey } from '#web/features/provider/query-keys';

export type ProviderServices = ProviderServicesInput;

export function getProviderServices(signal?: AbortSignal): Promise<ProviderServices> {
  return apiFetch<ProviderServices>('/api/provider/services', { signal });
}

export const providerServicesQueryOptions = queryOptions({
  queryKey: providerKey('services'),
  queryFn: ({ signal }) => getProviderServices(signal),
});

export function useProviderServices() {
  return useQuery(providerServicesQueryOptions);
}
