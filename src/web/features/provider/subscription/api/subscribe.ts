import type { PlanId, PlanGateway, PlanPayMethod } from '#shared/domain/plans';
import type { SubscriptionResponse } from '#shared/schemas/provider';
import { apiFetch } from '#web/lib/api';
import { useSaveMutation } from '#web/lib/use-save-mutation';
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
  return useSaveMutation({
    mutationFn: subscribe,
    queryKey: subscriptionQueryOptions.queryKey,
    afterSave: refreshProviderData,
  });
}
