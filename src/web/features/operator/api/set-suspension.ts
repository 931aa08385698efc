import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReasonInput, UserDetail } from '#shared/schemas/operator';
import { apiFetch } from '#web/lib/api';
import { refreshOperatorData } from '#web/features/operator/query-keys';
import { userQueryOptions } from './get-user';

export type SuspensionStep = 'suspend' | 'reinstate';
type SuspensionVariables = { userId: string; step: SuspensionStep; input: ReasonInput };

export function setSuspension({ userId, step, input }: SuspensionVariables): Promise<UserDetail['user']> {
  return apiFetch(`/api/operator/users/${encodeURIComponent(userId)}/${step}`, {
    method: 'POST',
    body: input,
  });
}

/** 'Suspender' and 'Reactivar': the detail page shows the answer at once; lists and Bitácora refresh after. */
export function useSetSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSuspension,
    onSuccess: (user, { userId }) =>
      queryClient.setQueryData(userQueryOptions(userId).queryKey, (detail) =>
        detail ? { ...detail, user } : detail,
      ),
    onSettled: () => void refreshOperatorData(queryClient),
  });
}
