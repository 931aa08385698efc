import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OperatorMe } from '#shared/schemas/operator';
import { apiFetch } from '#web/lib/api';
import { operatorKey } from '#web/features/operator/query-keys';

export function getOperatorMe(signal?: AbortSignal): Promise<OperatorMe> {
  return apiFetch<OperatorMe>('/api/operator/me', { signal });
}

export const operatorMeQueryOptions = queryOptions({
  queryKey: operatorKey('me'),
  queryFn: ({ signal }) => getOperatorMe(signal),
});

export function useOperatorMe() {
  return useQuery(operatorMeQueryOptions);
}
