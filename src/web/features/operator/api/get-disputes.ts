import type { Dispute } from '#shared/schemas/operator';
import { consoleListHook } from './console-api';

export const useDisputes = consoleListHook(
  ['disputes'],
  '/api/operator/disputes',
  (answer: { disputes: Dispute[] }) => answer.disputes,
);
