import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Summary } from '#shared/schemas/operator';
import { apiFetch } from '#web/lib/api';
import { operatorKey } from '#web/features/operator/query-keys';

export function getSummary(signal?: AbortSignal): Promise<Summary> {
  return apiFetch<Summary>('/api/operator/summary', { signal });
}

export const summaryQueryOptions = queryOptions({
  queryKey: operatorKey('summary'),
  queryFn: ({ signal }) => getSummary(signal),
});

export function useSummary() {
  return useQuery(summaryQueryOptions);
}
