import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '#shared/schemas/places';
import { apiFetch } from '#web/lib/api';

export function getAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  // Public and the same for everyone: a 401 here says nothing about the session.
  return apiFetch<AppConfig>('/api/config', { signal, unauthorized: 'ignore' });
}

export const appConfigQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => getAppConfig(signal),
  staleTime: Infinity,
});

export function useAppConfig() {
  return useQuery(appConfigQueryOptions);
}
