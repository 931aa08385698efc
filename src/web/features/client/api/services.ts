import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '../../../../shared/catalog';
import type { Service } from '../../../../shared/schemas/services';
import { apiFetch } from '../../../lib/api';
import { clientKey, refreshClientData } from '../query-keys';

export const CLIENT_SERVICES_KEY = clientKey('services');

/** 'Aceptar oferta', paid the way the customer chose in the dialog. */
export function acceptOffer({
  offerId,
  paymentMethod,
}: {
  offerId: string;
  paymentMethod: PaymentMethod;
}): Promise<{ service: Service }> {
  return apiFetch(`/api/applications/${encodeURIComponent(offerId)}/accept`, {
    method: 'POST',
    body: { paymentMethod },
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
