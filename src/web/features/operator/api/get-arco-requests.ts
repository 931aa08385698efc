import type { ArcoRequest } from '#shared/schemas/operator';
import { consoleListHook } from './console-query';

/** Every data export and account deletion, refused ones included, newest first. */
export const useArcoRequests = consoleListHook(
  ['arco'],
  '/api/operator/arco',
  (answer: { requests: ArcoRequest[] }) => answer.requests,
);
