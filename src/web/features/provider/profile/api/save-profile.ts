import type { ProviderProfile, ProviderProfileInput } from '#shared/schemas/provider';
import { apiFetch } from '#web/lib/api';
import { useSaveMutation } from '#web/lib/use-save-mutation';
import { refreshProviderData } from '#web/features/provider/query-keys';
import { providerProfileQueryOptions } from './get-profile';

export function saveProviderProfile(input: ProviderProfileInput): Promise<ProviderProfile> {
  return apiFetch<ProviderProfile>('/api/provider/profile', { method: 'PUT', body: input });
}

export function useSaveProviderProfile() {
  return useSaveMutation({
    mutationFn: saveProviderProfile,
    queryKey: providerProfileQueryOptions.queryKey,
    afterSave: refreshProviderData,
  });
}
