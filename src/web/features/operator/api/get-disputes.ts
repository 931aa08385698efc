import type { Dispute } from '#shared/schemas/operator';
import { consoleListHook } from './console-query';

export const useDisputes = consoleListHook(
  ['disputes'],
  '/api/operator/disputes',
  (answer: { disputes: Dispute[] }) => answer.disputes,
);
