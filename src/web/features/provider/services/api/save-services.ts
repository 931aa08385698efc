import type { ProviderServicesInput } from '#shared/schemas/provider';
import { apiFetch } from '#web/lib/api';
import { useSaveMutation } from '#web/lib/use-save-mutation';
import { refreshProviderData } from '#web/features/provider/query-keys';
import { providerServicesQueryOptions, type ProviderServices } from './get-services';

export function saveProviderServices(input: ProviderServicesInput): Promise<ProviderServices> {
  return apiFetch<ProviderServices>('/api/provider/services', { method: 'PUT', body: input });
}

export function useSaveProviderServices() {
  return useSaveMutation({
    mutationFn: saveProviderServices,
    queryKey: providerServicesQueryOptions.queryKey,
    afterSave: refreshProviderData,
  });
}
