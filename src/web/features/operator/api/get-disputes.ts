import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dispute } from '#shared/schemas/operator';
import { apiFetch } from '#web/lib/api';
import { operatorKey } from '#web/features/operator/query-keys';

export function getDisputes(signal?: AbortSignal): Promise<{ disputes: Dispute[] }> {
  return apiFetch('/api/operator/disputes', { signal });
}

export const disputesQueryOptions = queryOptions({
  queryKey: operatorKey('disputes'),
  queryFn: ({ signal }) => getDisputes(signal),
  select: (data) => data.disputes,
});

export function useDisputes() {
  return useQuery(disputesQueryOptions);
}
