import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingTransfer } from '#shared/schemas/operator';
import { apiFetch } from '#web/lib/api';
import { operatorKey } from '#web/features/operator/query-keys';

export function getPayments(signal?: AbortSignal): Promise<{ payments: PendingTransfer[] }> {
  return apiFetch('/api/operator/payments', { signal });
}

export const paymentsQueryOptions = queryOptions({
  queryKey: operatorKey('payments'),
  queryFn: ({ signal }) => getPayments(signal),
  select: (data) => data.payments,
});

export function usePayments() {
  return useQuery(paymentsQueryOptions);
}
