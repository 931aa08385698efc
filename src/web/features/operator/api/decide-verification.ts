import type { ReasonInput } from '#shared/schemas/operator';
import type { Verification } from '#shared/schemas/verification';
import { postConsoleStep, useConsoleMutation } from './console-step';

export type VerificationDecision = 'approve' | 'reject';
type DecideVariables = { providerId: string; decision: VerificationDecision; input: Partial<ReasonInput> };

function decideVerification({ providerId, decision, input }: DecideVariables): Promise<Verification> {
  return postConsoleStep(`/api/operator/verifications/${encodeURIComponent(providerId)}/${decision}`, input);
}

/** 'Aprobar' and 'Rechazar': the list, the summary and the Bitácora refresh after either. */
export const useDecideVerification = () => useConsoleMutation(decideVerification);
