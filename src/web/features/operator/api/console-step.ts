import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api';
import { refreshOperatorData } from '#web/features/operator/query-keys';

/** A console step: a POST whose answer, or refusal, the dialog that sent it reads. */
export function postConsoleStep<T>(path: string, body?: unknown): Promise<T> {
  return apiFetch<T>(path, { method: 'POST', body });
}

type ConsoleMutationOptions<TData, TVariables> = {
  /** What the page shows at once, before the lists refresh. */
  onSuccess?: (data: TData, variables: TVariables) => void;
};

/**
 * A console step as a mutation. Once settled, every console query refreshes: the step's list, the summary and the
 * Bitácora. Also after a refusal: a case someone else decided meanwhile leaves its list. Not awaited, so the
 * dialog's toast does not wait for the lists.
 */
export function useConsoleMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  { onSuccess }: ConsoleMutationOptions<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess,
    onSettled: () => void refreshOperatorData(queryClient),
  });
}
