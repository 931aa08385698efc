import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Rhythm } from '#shared/domain/rhythms';
import type { BookingInput } from '#shared/schemas/bookings';
import type { PlanOut } from '#shared/schemas/recurring';
import type { ServiceRequest } from '#shared/schemas/requests';
import { apiFetch } from '#web/lib/api';
import { FREE_TIMES_KEY } from '#web/components/free-times/api';
import { BOOKING_KEY } from './get-providers';

export function createBooking(input: BookingInput): Promise<{ request: ServiceRequest }> {
  return apiFetch('/api/bookings', { method: 'POST', body: input });
}

/** A 'Limpieza recurrente': the booking of its first visit and how often it repeats. */
export function createPlan(input: BookingInput & { rhythm: Rhythm }): Promise<{ plan: PlanOut }> {
  return apiFetch('/api/recurring-plans', { method: 'POST', body: input });
}

export type Booked = { request: ServiceRequest; plan?: undefined } | { plan: PlanOut; request?: undefined };

/** Once ('Una sola vez'), or a plan from that first visit. */
const book = (input: BookingInput, rhythm: Rhythm | null): Promise<Booked> =>
  rhythm ? createPlan({ ...input, rhythm }) : createBooking(input);

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, rhythm }: { input: BookingInput; rhythm: Rhythm | null }) => book(input, rhythm),
    onSuccess: () =>
      // The customer's lists (another feature's keys) now hold the booking: they read again when next shown.
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== 'auth',
        refetchType: 'none',
      }),
    onError: () =>
      // "No longer available" answers come from a stale provider list or free times: read them again.
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [BOOKING_KEY] }),
        queryClient.invalidateQueries({ queryKey: FREE_TIMES_KEY }),
      ]),
  });
}
