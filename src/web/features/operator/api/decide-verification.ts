import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReasonInput } from '#shared/schemas/operator';
import type { Verification } from '#shared/schemas/verification';
import { apiFetch } from '#web/lib/api';
import { refreshOperatorData } from '#web/features/operator/query-keys';

export type VerificationDecision = 'approve' | 'reject';
type DecideVariables = { providerId: string; decision: VerificationDecision; input: Partial<ReasonInput> };

export function decideVerification({ providerId, decision, input }: DecideVariables): Promise<Verification> {
  return apiFetch(`/api/operator/verifications/${encodeURIComponent(providerId)}/${decision}`, {
    method: 'POST',
    body: input,
  });
}

/** 'Aprobar' and 'Rechazar': the list, the summary and the Bitácora refresh after either. */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideVerification,
    // Also after a refusal: a request someone else decided meanwhile leaves the list. Not awaited, so the
    // toast does not wait for the lists.
    onSettled: () => void refreshOperatorData(queryClient),
  });
}
