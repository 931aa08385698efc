import { useQuery } from '@tanstack/react-query';
import type { OperatorMe } from '#shared/schemas/operator';
import { consoleQueryOptions } from './console-query';

const operatorMeQueryOptions = consoleQueryOptions<OperatorMe>(['me'], '/api/operator/me');

export function useOperatorMe() {
  return useQuery(operatorMeQueryOptions);
}
