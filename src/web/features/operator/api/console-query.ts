import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api';
import { operatorKey } from '#web/features/operator/query-keys';

// The console's reads; its steps are in console-step.ts, apart, so that a page which only reads (the console's
// first load: the summary and who is signed in) does not carry the mutation code.

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
