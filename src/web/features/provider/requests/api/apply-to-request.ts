import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, ApplicationInput } from '#shared/schemas/provider';
import { apiFetch } from '#web/lib/api';
import { refreshProviderData } from '#web/features/provider/query-keys';

type ApplyVariables = { requestId: string; input: ApplicationInput };

export function applyToRequest({ requestId, input }: ApplyVariables): Promise<{ application: Application }> {
  return apiFetch(`/api/requests/${encodeURIComponent(requestId)}/applications`, {
    method: 'POST',
    body: input,
  });
}

export function useApplyToRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToRequest,
    // Also after a refusal: "already applied" or "no longer open" shows up in the refreshed list.
    onSettled: () => refreshProviderData(queryClient),
  });
}
