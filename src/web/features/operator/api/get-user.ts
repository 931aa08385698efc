import { useQuery } from '@tanstack/react-query';
import type { UserDetail } from '#shared/schemas/operator';
import { consoleQueryOptions } from './console-query';

export function userQueryOptions(id: string) {
  return consoleQueryOptions<UserDetail>(['user', id], `/api/operator/users/${encodeURIComponent(id)}`);
}

export function useUserDetail(id: string) {
  return useQuery(userQueryOptions(id));
}
