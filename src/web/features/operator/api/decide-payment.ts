import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReasonInput } from '#shared/schemas/operator';
import { apiFetch } from '#web/lib/api';
import { refreshOperatorData } from '#web/features/operator/query-keys';

export type PaymentDecision = 'confirm' | 'reject';
type DecideVariables = { paymentId: string; decision: PaymentDecision; input: Partial<ReasonInput> };

export function decidePayment({ paymentId, decision, input }: DecideVariables): Promise<{ ok: true }> {
  return apiFetch(`/api/operator/payments/${encodeURIComponent(paymentId)}/${decision}`, {
    method: 'POST',
    body: input,
  });
}

/** 'Confirmar pago' and 'Rechazar': the list, the summary's plans and the Bitácora refresh after either. */
export function useDecidePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePayment,
    // Also after a refusal: a payment someone else decided meanwhile leaves the list. Not awaited, so the toast
    // does not wait for the lists.
    onSettled: () => void refreshOperatorData(queryClient),
  });
}
