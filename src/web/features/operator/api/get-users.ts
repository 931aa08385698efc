import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OperatorUser } from '#shared/schemas/operator';
import { apiFetch } from '#web/lib/api';
import { operatorKey } from '#web/features/operator/query-keys';

/** Users whose e-mail or name matches `q`; with `q` empty, the 50 latest sign-ups. */
export function getUsers(q: string, signal?: AbortSignal): Promise<{ users: OperatorUser[] }> {
  const query = q ? `?q=${encodeURIComponent(q)}` : '';
  return apiFetch(`/api/operator/users${query}`, { signal });
}

export function usersQueryOptions(q: string) {
  return queryOptions({
    queryKey: operatorKey('users', q),
    queryFn: ({ signal }) => getUsers(q, signal),
    select: (data) => data.users,
    // The last answer stays on screen while the next search runs.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(q: string) {
  return useQuery(usersQueryOptions(q));
}
