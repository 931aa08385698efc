import type { QueryClient } from '@tanstack/react-query';

// Every console query starts with this key: resolving a dispute or suspending someone also changes the summary
// and the Bitácora, so one invalidation after each action refreshes them all.
export const OPERATOR_KEY = 'operator';

export function operatorKey(...parts: readonly string[]) {
  return [OPERATOR_KEY, ...parts] as const;
}

export function refreshOperatorData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [OPERATOR_KEY] });
}
