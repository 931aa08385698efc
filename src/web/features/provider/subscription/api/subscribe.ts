import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanId } from '../../../../../shared/catalog';
import type { PlanPayMethod } from '../../../../../shared/domain/plans';
import type { SubscriptionResponse } from '../../../../../shared/schemas/provider';
import { apiFetch } from '../../../../lib/api';
import { refreshProviderData } from '../../query-keys';
import { subscriptionQueryOptions } from './get-subscription';

/** 'Elegir plan'; online, `method` says how it is paid (card or SPEI by default, or cash at OXXO). */
export function subscribe({
  planType,
  method,
}: {
  planType: PlanId;
  method?: PlanPayMethod;
}): Promise<SubscriptionResponse> {
  return apiFetch<SubscriptionResponse>('/api/subscription', {
    method: 'POST',
    body: { planType, ...(method && method !== 'card' && { method }) },
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
