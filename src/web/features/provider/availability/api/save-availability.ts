import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityInput } from '#shared/schemas/provider';
import { apiFetch } from '#web/lib/api';
import { availabilityQueryOptions, type Availability } from './get-availability';

export function saveAvailability(input: AvailabilityInput): Promise<Availability> {
  return apiFetch<Availability>('/api/provider/availability', { method: 'PUT', body: input });
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAvailability,
    onSuccess: (saved) => queryClient.setQueryData(availabilityQueryOptions.queryKey, saved),
  });
}
