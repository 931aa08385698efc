import { useQuery } from '@tanstack/react-query';
import type { Dispute } from '#shared/schemas/operator';
import { consoleListQueryOptions } from './console-api';

const disputesQueryOptions = consoleListQueryOptions(
  ['disputes'],
  '/api/operator/disputes',
  (answer: { disputes: Dispute[] }) => answer.disputes,
);

export function useDisputes() {
  return useQuery(disputesQueryOptions);
}
