import type { ServiceArea, ServiceAreaInput } from '#shared/schemas/provider';
import { usePutRecord } from '#web/lib/use-save-mutation';
import { refreshProviderData } from '#web/features/provider/query-keys';
import { serviceAreaQueryOptions } from './get-area';

export function useSaveServiceArea() {
  return usePutRecord<ServiceAreaInput, ServiceArea>(
    '/api/provider/area',
    serviceAreaQueryOptions.queryKey,
    refreshProviderData,
  );
}
