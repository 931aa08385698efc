import { useQuery } from '@tanstack/react-query';
import type { ReasonInput } from '#shared/schemas/operator';
import type { ServiceRefundRow } from '#shared/schemas/service-refunds';
import { consoleListQueryOptions, postConsoleStep, useConsoleMutation } from './console-api';

const serviceRefundsQueryOptions = consoleListQueryOptions(
  ['service-refunds'],
  '/api/operator/service-refunds',
  (answer: { refunds: ServiceRefundRow[] }) => answer.refunds,
);

export const useServiceRefunds = () => useQuery(serviceRefundsQueryOptions);

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
