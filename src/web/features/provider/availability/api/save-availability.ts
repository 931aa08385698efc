import type { AvailabilityInput } from '#shared/schemas/provider';
import { apiFetch } from '#web/lib/api';
import { useSaveMutation } from '#web/lib/use-save-mutation';
import { availabilityQueryOptions, type Availability } from './get-availability';

export function saveAvailability(input: AvailabilityInput): Promise<Availability> {
  return apiFetch<Availability>('/api/provider/availability', { method: 'PUT', body: input });
}

export function useSaveAvailability() {
  return useSaveMutation({ mutationFn: saveAvailability, queryKey: availabilityQueryOptions.queryKey });
}
