import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleOut } from '#shared/schemas/provider';
import { apiFetch } from '#web/lib/api';
import { providerKey } from '#web/features/provider/query-keys';

export type Availability = ScheduleOut;

export function getAvailability(signal?: AbortSignal): Promise<Availability> {
  return apiFetch<Availability>('/api/provider/availability', { signal });
}

export const availabilityQueryOptions = queryOptions({
  queryKey: providerKey('availability'),
  queryFn: ({ signal }) => getAvailability(signal),
});

export function useAvailability() {
  return useQuery(availabilityQueryOptions);
}
