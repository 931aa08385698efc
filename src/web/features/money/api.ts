import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Earnings, InvoiceRequest, Payments } from '#shared/schemas/money';
import { apiFetch } from '#web/lib/api';

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

type InvoiceAnswer = { invoice: InvoiceRequest };

/** 'Solicitar factura' (Pagos): Pagos reads again, with the request in place of the button. */
export function useRequestInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: string) =>
      apiFetch<InvoiceAnswer>(`/api/services/${encodeURIComponent(serviceId)}/invoice-request`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['payments'] }),
  });
}

/** 'Marcar factura enviada' (Ganancias). */
export function useMarkInvoiceSent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: string) =>
      apiFetch<InvoiceAnswer>(`/api/services/${encodeURIComponent(serviceId)}/invoice-request/sent`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['earnings'] }),
  });
}
