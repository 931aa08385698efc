import type { QueryClient } from '@tanstack/react-query';

// Every customer query starts with this key: a new request changes Mis Solicitudes and the overview
// counts together, so one invalidation refreshes both.
export const CLIENT_KEY = 'client';

export function clientKey(area: string) {
  return [CLIENT_KEY, area] as const;
}

export function refreshClientData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [CLIENT_KEY] });
}
