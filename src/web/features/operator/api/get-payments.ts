import { useQuery } from '@tanstack/react-query';
import type { PendingTransfer } from '#shared/schemas/operator';
import { consoleListQueryOptions } from './console-api';

const paymentsQueryOptions = consoleListQueryOptions(
  ['payments'],
  '/api/operator/payments',
  (answer: { payments: PendingTransfer[] }) => answer.payments,
);

export function usePayments() {
  return useQuery(paymentsQueryOptions);
}
