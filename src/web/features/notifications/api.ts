import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notifications } from '#shared/schemas/notifications';
import { apiFetch } from '#web/lib/api';

const NOTIFICATIONS_KEY = ['notifications'] as const;
// The count in the bell stays fresh while the panel is open (React Query pauses it in a hidden tab).
const REFRESH_MS = 60_000;

export function useNotifications() {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ signal }) => apiFetch<Notifications>('/api/notifications', { signal }),
    refetchInterval: REFRESH_MS,
  });
}

/**
 * The list was opened: everything up to the newest one it showed is read. A request and a fresh read of the list
 * either way, as a mutation without retries would do: nothing shows its state, so React Query's useMutation (1 KB
 * gzip) stays out of the panels' first view.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return {
    mutate: (upTo: string) =>
      void apiFetch<{ unread: number }>('/api/notifications/read', { method: 'POST', body: { upTo } })
        .catch(() => undefined)
        .finally(() => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY })),
  };
}
