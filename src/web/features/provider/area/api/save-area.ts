import type { ServiceArea, ServiceAreaInput } from '#shared/schemas/provider';
import { apiFetch } from '#web/lib/api';
import { useSaveMutation } from '#web/lib/use-save-mutation';
import { refreshProviderData } from '#web/features/provider/query-keys';
import { serviceAreaQueryOptions } from './get-area';

export function saveServiceArea(input: ServiceAreaInput): Promise<ServiceArea> {
  return apiFetch<ServiceArea>('/api/provider/area', { method: 'PUT', body: input });
}

export function useSaveServiceArea() {
  return useSaveMutation({
    mutationFn: saveServiceArea,
    queryKey: serviceAreaQueryOptions.queryKey,
    afterSave: refreshProviderData,
  });
}
