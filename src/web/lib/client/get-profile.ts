import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '#shared/schemas/profile';
import { apiFetch } from '#web/lib/api';
import { clientKey } from './query-keys';

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiFetch<Profile>('/api/profile', { signal });
}

export const profileQueryOptions = queryOptions({
  queryKey: clientKey('profile'),
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
