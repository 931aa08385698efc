import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetail } from '#shared/schemas/operator';
import { apiFetch } from '#web/lib/api';
import { operatorKey } from '#web/features/operator/query-keys';

export function getUser(id: string, signal?: AbortSignal): Promise<UserDetail> {
  return apiFetch<UserDetail>(`/api/operator/users/${encodeURIComponent(id)}`, { signal });
}

export function userQueryOptions(id: string) {
  return queryOptions({
    queryKey: operatorKey('user', id),
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

export function useUserDetail(id: string) {
  return useQuery(userQueryOptions(id));
}
