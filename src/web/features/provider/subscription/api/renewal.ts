import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionResponse } from '#shared/schemas/provider';
import { apiFetch } from '#web/lib/api';
import { refreshProviderData } from '#web/features/provider/query-keys';
import { subscriptionQueryOptions } from './get-subscription';

/** 'Cancelar suscripción' (true) or 'Reactivar' (false) for a plan paid online. */
export function setRenewal(cancel: boolean): Promise<SubscriptionResponse> {
  return apiFetch<SubscriptionResponse>(`/api/subscription/${cancel ? 'cancel' : 'reactivate'}`, {
    method: 'POST',
    body: {},
  });
}

export function useSetRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRenewal,
    onSuccess: async (data) => {
      queryClient.setQueryData(subscriptionQueryOptions.queryKey, data);
      await refreshProviderData(queryClient);
    },
  });
}
