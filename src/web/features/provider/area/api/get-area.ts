import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceArea } from '#shared/schemas/provider';
import { apiFetch } from '#web/lib/api';
import { providerKey } from '#web/features/provider/query-keys';

export function getServiceArea(signal?: AbortSignal): Promise<ServiceArea> {
  return apiFetch<ServiceArea>('/api/provider/area', { signal });
}

export const serviceAreaQueryOptions = queryOptions({
  queryKey: providerKey('area'),
  queryFn: ({ signal }) => getServiceArea(signal),
});

export function useServiceArea() {
  return useQuery(serviceAreaQueryOptions);
}
