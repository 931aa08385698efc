import { useQuery } from '@tanstack/react-query';
import type { ModerationList, ModerationStatus, ModerationTarget } from '#shared/schemas/moderation';
import { consoleListQueryOptions } from './console-query';

const items = (answer: ModerationList) => answer.items;

/** One kind of content, visible or hidden, the most reported first (the server's order). */
export function useModeration(kind: ModerationTarget, status: ModerationStatus) {
  const query = new URLSearchParams({ kind, status });
  return useQuery(
    consoleListQueryOptions(
      ['moderation', kind, status],
      `/api/operator/moderation?${query.toString()}`,
      items,
    ),
  );
}
