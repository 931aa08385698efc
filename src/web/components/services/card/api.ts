import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '#shared/domain/payment-methods';
import type { CardCheckoutOut, RefundAccountInput, Service } from '#shared/schemas/services';
import { apiFetch } from '#web/lib/api';
import { fetchServices } from '#web/components/services/api';

export type CardCheckout = CardCheckoutOut['checkout'];

/** Every list that shows services (Programados, Mis Solicitudes, the overviews) reads again. */
export const refreshServiceLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });

/** 'Pagar con tarjeta': Stripe's form for the service's card (the same one again until it is confirmed). */
export function useCardCheckout() {
  return useMutation({
    mutationFn: (serviceId: string) =>
      apiFetch<CardCheckoutOut>(`/api/services/${encodeURIComponent(serviceId)}/card-payment`, {
        method: 'POST',
      }).then((data) => data.checkout),
  });
}

export function useChangePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, paymentMethod }: { serviceId: string; paymentMethod: PaymentMethod }) =>
      apiFetch<{ service: Service }>(`/api/services/${encodeURIComponent(serviceId)}/payment-method`, {
        method: 'PUT',
        body: { paymentMethod },
      }).then((data) => data.service),
    onSettled: () => refreshServiceLists(queryClient),
  });
}

/**
 * The card state of one service, read again every 2 s while `polling`: a card confirmed in Stripe's form counts
 * once Stripe's webhook reached the server.
 */
export function useCardState(serviceId: string, polling: boolean) {
  return useQuery({
    queryKey: ['card-state', serviceId],
    // A card being paid is on a service still ahead: the upcoming list has it, on its first page nearly always.
    queryFn: async ({ signal }) => {
      let after: string | null = null;
      for (;;) {
        const page = await fetchServices({ when: 'upcoming', after }, signal);
        const service = page.services.find((one) => one.id === serviceId);
        if (service || !page.nextCursor) return service?.card ?? null;
        after = page.nextCursor;
      }
    },
    enabled: polling,
    refetchInterval: polling ? 2000 : false,
    gcTime: 0,
  });
}

/** 'Ver instrucciones de pago' / 'Generar nueva ficha': the CLABE and reference, or the OXXO voucher. */
export function useOnlinePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: string) =>
      apiFetch<{ service: Service }>(`/api/services/${encodeURIComponent(serviceId)}/online-payment`, {
        method: 'POST',
      }).then((data) => data.service),
    onSettled: () => refreshServiceLists(queryClient),
  });
}

/** 'Recibir reembolso': the CLABE an OXXO payment is given back to. */
export function useRefundAccount(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundAccountInput) =>
      apiFetch<{ service: Service }>(`/api/services/${encodeURIComponent(serviceId)}/refund-account`, {
        method: 'PUT',
        body,
      }).then((data) => data.service),
    onSuccess: () => refreshServiceLists(queryClient),
  });
}
