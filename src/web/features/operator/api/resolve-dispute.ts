import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResolveDisputeInput } from '#shared/schemas/operator';
import type { ServiceStatus } from '#shared/domain/service-lifecycle';
import { apiFetch } from '#web/lib/api';
import { refreshOperatorData } from '#web/features/operator/query-keys';

type ResolveVariables = { serviceId: string; input: ResolveDisputeInput };

export function resolveDispute({
  serviceId,
  input,
}: ResolveVariables): Promise<{ status: ServiceStatus; amount: number }> {
  return apiFetch(`/api/operator/disputes/${encodeURIComponent(serviceId)}/resolve`, {
    method: 'POST',
    body: input,
  });
}

export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveDispute,
    // Also after a refusal: a dispute someone else resolved meanwhile leaves the list. Not awaited, so the
    // dialog's toast does not wait for the lists.
    onSettled: () => void refreshOperatorData(queryClient),
  });
}
