import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Earnings, Payments } from '../../../shared/schemas/money';
import { apiFetch } from '../../lib/api';

export function usePayments() {
  return useQuery({
    queryKey: ['payments'],
    queryFn: ({ signal }) => apiFetch<Payments>('/api/payments', { signal }),
  });
}

/** One month of Ganancias; the month shown stays on screen while the next one loads. */
export function useEarnings(month: string | null) {
  return useQuery({
    queryKey: ['earnings', month ?? 'current'],
    queryFn: ({ signal }) =>
      apiFetch<Earnings>(`/api/earnings${month ? `?month=${encodeURIComponent(month)}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const earningsCsvUrl = (month: string) => `/api/earnings/csv?month=${encodeURIComponent(month)}`;
