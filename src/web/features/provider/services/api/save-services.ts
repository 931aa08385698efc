import type { ProviderServicesInput } from '#shared/schemas/provider';
import { usePutRecord } from '#web/lib/use-save-mutation';
import { refreshProviderData } from '#web/features/provider/query-keys';
import { providerServicesQueryOptions, type ProviderServices } from './get-services';

export function useSaveProviderServices() {
  return usePutRecord<ProviderServicesInput, ProviderServices>(
    '/api/provider/services',
    providerServicesQueryOptions.queryKey,
    refreshProviderData,
  );
}
