import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanId } from '#shared/catalog';
import type { PlanGateway, PlanPayMethod } from '#shared/domain/plans';
import type { SubscriptionResponse } from '#shared/schemas/provider';
import { apiFetch } from '#web/lib/api';
import { refreshProviderData } from '#web/features/provider/query-keys';
import { subscriptionQueryOptions } from './get-subscription';

/**
 * 'Elegir plan'; online, `method` says how it is paid (card or SPEI by default, or cash at OXXO) and `gateway`
 * through which gateway, when the server offers more than one (unset: the server's default).
 */
export function subscribe({
  planType,
  method,
  gateway,
}: {
  planType: PlanId;
  method?: PlanPayMethod;
  gateway?: PlanGateway;
}): Promise<SubscriptionResponse> {
  return apiFetch<SubscriptionResponse>('/api/subscription', {
    method: 'POST',
    body: { planType, ...(method && method !== 'card' && { method }), ...(gateway && { gateway }) },
  });
}

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribe,
    onSuccess: async (data) => {
      queryClient.setQueryData(subscriptionQueryOptions.queryKey, data);
      await refreshProviderData(queryClient);
    },
  });
}
