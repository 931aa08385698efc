import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionResponse } from '#shared/schemas/provider';
import { apiFetch } from '#web/lib/api';
import { providerKey } from '#web/features/provider/query-keys';

export function getSubscription(signal?: AbortSignal): Promise<SubscriptionResponse> {
  return apiFetch<SubscriptionResponse>('/api/subscription', { signal });
}

export const subscriptionQueryOptions = queryOptions({
  queryKey: providerKey('subscription'),
  queryFn: ({ signal }) => getSubscription(signal),
});

/** `refetchInterval`: while the page waits for a gateway's webhook to change the plan. */
export function useSubscription({ refetchInterval }: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...subscriptionQueryOptions, refetchInterval });
}
