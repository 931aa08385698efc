import type { PendingTransfer } from '#shared/schemas/operator';
import { consoleListHook } from './console-api';

export const usePayments = consoleListHook(
  ['payments'],
  '/api/operator/payments',
  (answer: { payments: PendingTransfer[] }) => answer.payments,
);
