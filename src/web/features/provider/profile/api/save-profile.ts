import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProviderProfile, ProviderProfileInput } from '#shared/schemas/provider';
import { apiFetch } from '#web/lib/api';
import { refreshProviderData } from '#web/features/provider/query-keys';
import { providerProfileQueryOptions } from './get-profile';

export function saveProviderProfile(input: ProviderProfileInput): Promise<ProviderProfile> {
  return apiFetch<ProviderProfile>('/api/provider/profile', { method: 'PUT', body: input });
}

export function useSaveProviderProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProviderProfile,
    onSuccess: async (saved) => {
      queryClient.setQueryData(providerProfileQueryOptions.queryKey, saved);
      await refreshProviderData(queryClient);
    },
  });
}
