import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '#shared/domain/payment-methods';
import type { ServiceContactInput } from '#shared/schemas/address';
import type { Service } from '#shared/schemas/services';
import { apiFetch } from '#web/lib/api';
import { clientKey, refreshClientData } from '#web/lib/client/query-keys';

export const CLIENT_SERVICES_KEY = clientKey('services');

/**
 * 'Aceptar oferta', paid the way the customer chose in the dialog; with the exact address and phone when the
 * request was published without them.
 */
export function acceptOffer({
  offerId,
  paymentMethod,
  contact,
}: {
  offerId: string;
  paymentMethod: PaymentMethod;
  contact?: ServiceContactInput;
}): Promise<{ service: Service }> {
  return apiFetch(`/api/applications/${encodeURIComponent(offerId)}/accept`, {
    method: 'POST',
    body: { paymentMethod, contact },
  });
}

export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    // Also after a refusal: an offer accepted in another tab shows up in the refreshed list.
    onSettled: () => refreshClientData(queryClient),
  });
}
