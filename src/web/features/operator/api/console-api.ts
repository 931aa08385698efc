import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api';
import { operatorKey, refreshOperatorData } from '#web/features/operator/query-keys';

/** A console page's data: GET `path`, kept under the console's key followed by `key`. */
export function consoleQueryOptions<TAnswer>(key: readonly string[], path: string) {
  return queryOptions({
    queryKey: operatorKey(...key),
    queryFn: ({ signal }) => apiFetch<TAnswer>(path, { signal }),
  });
}

/** A console list: as consoleQueryOptions, with the rows taken out of the answer's envelope. */
export function consoleListQueryOptions<TAnswer, TRow>(
  key: readonly string[],
  path: string,
  rows: (answer: TAnswer) => TRow[],
) {
  return queryOptions({ ...consoleQueryOptions<TAnswer>(key, path), select: rows });
}

/** The hook for a console list at a fixed address (consoleListQueryOptions' arguments). */
export function consoleListHook<TAnswer, TRow>(
  key: readonly string[],
  path: string,
  rows: (answer: TAnswer) => TRow[],
) {
  const options = consoleListQueryOptions(key, path, rows);
  return function useConsoleList() {
    return useQuery(options);
  };
}

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
