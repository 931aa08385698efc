import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ModerationItem,
  ModerationList,
  ModerationStatus,
  ModerationTarget,
} from '#shared/schemas/moderation';
import { apiFetch } from '#web/lib/api';
import { operatorKey } from '#web/features/operator/query-keys';

export function getModeration(
  kind: ModerationTarget,
  status: ModerationStatus,
  signal?: AbortSignal,
): Promise<ModerationList> {
  const query = new URLSearchParams({ kind, status });
  return apiFetch(`/api/operator/moderation?${query.toString()}`, { signal });
}

export function moderationQueryOptions(kind: ModerationTarget, status: ModerationStatus) {
  return queryOptions({
    queryKey: operatorKey('moderation', kind, status),
    queryFn: ({ signal }) => getModeration(kind, status, signal),
    select: (data): ModerationItem[] => data.items,
  });
}

/** One kind of content, visible or hidden, the most reported first (the server's order). */
export function useModeration(kind: ModerationTarget, status: ModerationStatus) {
  return useQuery(moderationQueryOptions(kind, status));
}
