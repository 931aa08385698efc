import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntry } from '#shared/schemas/operator';
import { apiFetch } from '#web/lib/api';
import { operatorKey } from '#web/features/operator/query-keys';

type AuditPage = { entries: AuditEntry[]; nextBefore: number | null };

export function getAudit(before: number | null, signal?: AbortSignal): Promise<AuditPage> {
  return apiFetch<AuditPage>(`/api/operator/audit${before === null ? '' : `?before=${before}`}`, { signal });
}

// Newest first, a page at a time: 'Cargar más' asks for the entries older than the last one shown.
export const auditQueryOptions = infiniteQueryOptions({
  queryKey: operatorKey('audit'),
  queryFn: ({ pageParam, signal }) => getAudit(pageParam, signal),
  initialPageParam: null as number | null,
  getNextPageParam: (lastPage) => lastPage.nextBefore,
});

export function useAudit() {
  return useInfiniteQuery(auditQueryOptions);
}
