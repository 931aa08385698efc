import type { SubscriptionResponse } from '#shared/schemas/provider';
import { apiFetch } from '#web/lib/api';
import { useSaveMutation } from '#web/lib/use-save-mutation';
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
  return useSaveMutation({
    mutationFn: setRenewal,
    queryKey: subscriptionQueryOptions.queryKey,
    afterSave: refreshProviderData,
  });
}
