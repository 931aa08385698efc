import { useQueryClient } from '@tanstack/react-query';
import type { ReasonInput, UserDetail } from '#shared/schemas/operator';
import { postConsoleStep, useConsoleMutation } from './console-step';
import { userQueryOptions } from './get-user';

export type SuspensionStep = 'suspend' | 'reinstate';
type SuspensionVariables = { userId: string; step: SuspensionStep; input: ReasonInput };

function setSuspension({ userId, step, input }: SuspensionVariables): Promise<UserDetail['user']> {
  return postConsoleStep(`/api/operator/users/${encodeURIComponent(userId)}/${step}`, input);
}

/** 'Suspender' and 'Reactivar': the detail page shows the answer at once; lists and Bitácora refresh after. */
export function useSetSuspension() {
  const queryClient = useQueryClient();
  return useConsoleMutation(setSuspension, {
    onSuccess: (user, { userId }) =>
      queryClient.setQueryData(userQueryOptions(userId).queryKey, (detail) =>
        detail ? { ...detail, user } : detail,
      ),
  });
}
