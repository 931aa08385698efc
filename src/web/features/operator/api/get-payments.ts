import type { PendingTransfer } from '#shared/schemas/operator';
import { consoleListHook } from './console-query';

export const usePayments = consoleListHook(
  ['payments'],
  '/api/operator/payments',
  (answer: { payments: PendingTransfer[] }) => answer.payments,
);
