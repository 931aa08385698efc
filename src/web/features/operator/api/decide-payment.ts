import type { ReasonInput } from '#shared/schemas/operator';
import { postConsoleStep, useConsoleMutation } from './console-step';

export type PaymentDecision = 'confirm' | 'reject';
type DecideVariables = { paymentId: string; decision: PaymentDecision; input: Partial<ReasonInput> };

function decidePayment({ paymentId, decision, input }: DecideVariables): Promise<{ ok: true }> {
  return postConsoleStep(`/api/operator/payments/${encodeURIComponent(paymentId)}/${decision}`, input);
}

/** 'Confirmar pago' and 'Rechazar': the list, the summary's plans and the Bitácora refresh after either. */
export const useDecidePayment = () => useConsoleMutation(decidePayment);
