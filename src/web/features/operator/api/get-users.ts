import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OperatorUser } from '#shared/schemas/operator';
import { consoleListQueryOptions } from './console-query';

const users = (answer: { users: OperatorUser[] }) => answer.users;

/** Users whose e-mail or name matches `q`; with `q` empty, the 50 latest sign-ups. */
function usersQueryOptions(q: string) {
  const query = q ? `?q=${encodeURIComponent(q)}` : '';
  return queryOptions({
    ...consoleListQueryOptions(['users', q], `/api/operator/users${query}`, users),
    // The last answer stays on screen while the next search runs.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(q: string) {
  return useQuery(usersQueryOptions(q));
}
