import type { ScheduleInput } from '#shared/schemas/provider';
import { usePutRecord } from '#web/lib/use-save-mutation';
import { availabilityQueryOptions, type Availability } from './get-availability';

export function useSaveAvailability() {
  return usePutRecord<ScheduleInput, Availability>(
    '/api/provider/availability',
    availabilityQueryOptions.queryKey,
  );
}
