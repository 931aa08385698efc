import type { ReasonInput } from '#shared/schemas/operator';
import type { ServiceRefundRow } from '#shared/schemas/service-refunds';
import { consoleListHook } from './console-query';
import { postConsoleStep, useConsoleMutation } from './console-step';

export const useServiceRefunds = consoleListHook(
  ['service-refunds'],
  '/api/operator/service-refunds',
  (answer: { refunds: ServiceRefundRow[] }) => answer.refunds,
);

type MarkSentVariables = { refundId: string; input: Partial<ReasonInput> };

/** 'Marcar como enviado': the transfer went out of the bank; the Bitácora records it with the reason. */
export function useMarkRefundSent() {
  return useConsoleMutation(({ refundId, input }: MarkSentVariables) =>
    postConsoleStep<{ ok: true }>(
      `/api/operator/service-refunds/${encodeURIComponent(refundId)}/sent`,
      input,
    ),
  );
}
