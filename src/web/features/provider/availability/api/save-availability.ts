import type { AvailabilityInput } from '#shared/schemas/provider';
import { usePutRecord } from '#web/lib/use-save-mutation';
import { availabilityQueryOptions, type Availability } from './get-availability';

export function useSaveAvailability() {
  return usePutRecord<AvailabilityInput, Availability>(
    '/api/provider/availability',
    availabilityQueryOptions.queryKey,
  );
}
