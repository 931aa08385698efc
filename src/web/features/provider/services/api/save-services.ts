import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProviderServicesInput } from '#shared/schemas/provider';
import { apiFetch } from '#web/lib/api';
import { refreshProviderData } from '#web/features/provider/query-keys';
import { providerServicesQueryOptions, type ProviderServices } from './get-services';

export function saveProviderServices(input: ProviderServicesInput): Promise<ProviderServices> {
  return apiFetch<ProviderServices>('/api/provider/services', { method: 'PUT', body: input });
}

export function useSaveProviderServices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProviderServices,
    onSuccess: async (saved) => {
      queryClient.setQueryData(providerServicesQueryOptions.queryKey, saved);
      await refreshProviderData(queryClient);
    },
  });
}
