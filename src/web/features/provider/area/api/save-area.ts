import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceArea, ServiceAreaInput } from '#shared/schemas/provider';
import { apiFetch } from '#web/lib/api';
import { refreshProviderData } from '#web/features/provider/query-keys';
import { serviceAreaQueryOptions } from './get-area';

export function saveServiceArea(input: ServiceAreaInput): Promise<ServiceArea> {
  return apiFetch<ServiceArea>('/api/provider/area', { method: 'PUT', body: input });
}

export function useSaveServiceArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveServiceArea,
    onSuccess: async (area) => {
      queryClient.setQueryData(serviceAreaQueryOptions.queryKey, area);
      await refreshProviderData(queryClient);
    },
  });
}
