import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyInput, ApiKeys, CreatedApiKey } from '#shared/schemas/api-keys';
import { apiFetch } from '#web/lib/api';
import { providerKey } from '#web/features/provider/query-keys';

const API_KEYS_KEY = providerKey('api-keys');

export function getApiKeys(signal?: AbortSignal): Promise<ApiKeys> {
  return apiFetch<ApiKeys>('/api/provider/api-keys', { signal });
}

export const apiKeysQueryOptions = queryOptions({
  queryKey: API_KEYS_KEY,
  queryFn: ({ signal }) => getApiKeys(signal),
});

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions);
}

export function createApiKey(input: ApiKeyInput): Promise<CreatedApiKey> {
  return apiFetch<CreatedApiKey>('/api/provider/api-keys', { body: input });
}

export function revokeApiKey(id: string) {
  return apiFetch(`/api/provider/api-keys/${encodeURIComponent(id)}/revoke`, { method: 'POST' });
}

/** After a key is made or revoked the list is read again (its order and last uses come from the server). */
export function useRefreshApiKeys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY });
}

export function useRevokeApiKey({
  onDone,
  onRefused,
}: {
  onDone: () => void;
  onRefused: (message: string) => void;
}) {
  const refresh = useRefreshApiKeys();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: async () => {
      await refresh();
      onDone();
    },
    onError: (error) => onRefused(error.message),
  });
}
