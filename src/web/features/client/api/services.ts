import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Service } from '../../../../shared/schemas/services';
import { apiFetch } from '../../../lib/api';
import { clientKey, refreshClientData } from '../query-keys';

export const CLIENT_SERVICES_KEY = clientKey('services');

export function acceptOffer(offerId: string): Promise<{ service: Service }> {
  return apiFetch(`/api/applications/${encodeURIComponent(offerId)}/accept`, { method: 'POST' });
}

export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    // Also after a refusal: an offer accepted in another tab shows up in the refreshed list.
    onSettled: () => refreshClientData(queryClient),
  });
}
