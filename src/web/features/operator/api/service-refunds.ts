import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReasonInput } from '#shared/schemas/operator';
import type { ServiceRefundRow } from '#shared/schemas/service-refunds';
import { apiFetch } from '#web/lib/api';
import { operatorKey, refreshOperatorData } from '#web/features/operator/query-keys';

export const serviceRefundsQueryOptions = queryOptions({
  queryKey: operatorKey('service-refunds'),
  queryFn: ({ signal }) =>
    apiFetch<{ refunds: ServiceRefundRow[] }>('/api/operator/service-refunds', { signal }),
  select: (data) => data.refunds,
});

export const useServiceRefunds = () => useQuery(serviceRefundsQueryOptions);

/** 'Marcar como enviado': the transfer went out of the bank; the Bitácora records it with the reason. */
export function useMarkRefundSent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ refundId, input }: { refundId: string; input: Partial<ReasonInput> }) =>
      apiFetch<{ ok: true }>(`/api/operator/service-refunds/${encodeURIComponent(refundId)}/sent`, {
        method: 'POST',
        body: input,
      }),
    onSettled: () => void refreshOperatorData(queryClient),
  });
}
