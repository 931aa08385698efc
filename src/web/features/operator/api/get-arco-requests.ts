import { useQuery } from '@tanstack/react-query';
import type { ArcoRequest } from '#shared/schemas/operator';
import { consoleListQueryOptions } from './console-api';

/** Every data export and account deletion, refused ones included, newest first. */
const arcoRequestsQueryOptions = consoleListQueryOptions(
  ['arco'],
  '/api/operator/arco',
  (answer: { requests: ArcoRequest[] }) => answer.requests,
);

export function useArcoRequests() {
  return useQuery(arcoRequestsQueryOptions);
}
