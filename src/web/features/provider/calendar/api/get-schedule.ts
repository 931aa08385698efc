import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleOut } from '#shared/schemas/schedule';
import { apiFetch } from '#web/lib/api';
import { providerKey } from '#web/features/provider/query-keys';

// Calendario reads the provider's 'Disponibilidad' (weekly ranges, days off, zone) from the same route and under
// the same key as the Disponibilidad page, so saving it there redraws the calendar. Features do not import each
// other: this is Calendario's own reader of it.
export const scheduleQueryOptions = queryOptions({
  queryKey: providerKey('availability'),
  queryFn: ({ signal }) => apiFetch<ScheduleOut>('/api/provider/availability', { signal }),
});

export function useSchedule() {
  return useQuery(scheduleQueryOptions);
}
