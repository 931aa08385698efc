import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderProfile } from '#shared/schemas/provider';
import { apiFetch } from '#web/lib/api';
import { providerKey } from '#web/features/provider/query-keys';

export function getProviderProfile(signal?: AbortSignal): Promise<ProviderProfile> {
  return apiFetch<ProviderProfile>('/api/provider/profile', { signal });
}

export const providerProfileQueryOptions = queryOptions({
  queryKey: providerKey('profile'),
  queryFn: ({ signal }) => getProviderProfile(signal),
});

export function useProviderProfile() {
  return useQuery(providerProfileQueryOptions);
}
