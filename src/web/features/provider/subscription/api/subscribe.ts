import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanId } from '../../../../../shared/catalog';
import type { SubscriptionResponse } from '../../../../../shared/schemas/provider';
import { apiFetch } from '../../../../lib/api';
import { refreshProviderData } from '../../query-keys';
import { subscriptionQueryOptions } from './get-subscription';

export function subscribe(planType: PlanId): Promise<SubscriptionResponse> {
  return apiFetch<SubscriptionResponse>('/api/subscription', { method: 'POST', body: { planType } });
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
