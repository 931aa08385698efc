import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Payouts } from '#shared/schemas/payouts';
import { apiFetch } from '#web/lib/api';

export const payoutsQueryOptions = queryOptions({
  queryKey: ['provider', 'payouts'] as const,
  queryFn: ({ signal }) => apiFetch<Payouts>('/api/provider/payouts', { signal }),
});

export const usePayouts = () => useQuery(payoutsQueryOptions);

/** Back from Stripe's registration: the account as Stripe has it now, not waiting for its webhook. */
export function useRefreshPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<Payouts>('/api/provider/payouts/refresh', { method: 'POST' }),
    // The page's own read starts with it, before Stripe was asked: answering last, it would put the account back
    // as it was ('Registro incompleto'). It is cancelled before the refreshed account is kept.
    onSuccess: async (payouts) => {
      await queryClient.cancelQueries({ queryKey: payoutsQueryOptions.queryKey });
      queryClient.setQueryData(payoutsQueryOptions.queryKey, payouts);
    },
  });
}

/** A page of Stripe's to send the provider to: its registration, or its Express dashboard (made on each click). */
export function useStripeLink(kind: 'onboarding' | 'dashboard') {
  return useMutation({
    mutationFn: () => apiFetch<{ url: string }>(`/api/provider/payouts/${kind}`, { method: 'POST' }),
  });
}
