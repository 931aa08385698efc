import type { ResolveDisputeInput } from '#shared/schemas/operator';
import type { ServiceStatus } from '#shared/domain/service-lifecycle';
import { postConsoleStep, useConsoleMutation } from './console-step';

type ResolveVariables = { serviceId: string; input: ResolveDisputeInput };

function resolveDispute({
  serviceId,
  input,
}: ResolveVariables): Promise<{ status: ServiceStatus; amount: number }> {
  return postConsoleStep(`/api/operator/disputes/${encodeURIComponent(serviceId)}/resolve`, input);
}

export const useResolveDispute = () => useConsoleMutation(resolveDispute);
