import type { ProviderProfile, ProviderProfileInput } from '#shared/schemas/provider';
import { usePutRecord } from '#web/lib/use-save-mutation';
import { refreshProviderData } from '#web/features/provider/query-keys';
import { providerProfileQueryOptions } from './get-profile';

export function useSaveProviderProfile() {
  return usePutRecord<ProviderProfileInput, ProviderProfile>(
    '/api/provider/profile',
    providerProfileQueryOptions.queryKey,
    refreshProviderData,
  );
}
