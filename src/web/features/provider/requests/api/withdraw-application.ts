import { useMutation, useQueryClient } from '@tanstack/react-query';
import { providerMessages } from '#shared/provider-messages';
import type { MyApplication } from '#shared/schemas/provider';
import { ApiError, apiFetch } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { refreshProviderData } from '#web/features/provider/query-keys';

export function withdrawApplication(applicationId: string): Promise<{ application: MyApplication }> {
  return apiFetch(`/api/applications/${encodeURIComponent(applicationId)}/withdraw`, { method: 'POST' });
}

/**
 * 'Retirar propuesta'. The toast and `onDone` live on the mutation, not on one call of it: the refreshed list
 * replaces the button (and its dialog) with 'Retiraste tu propuesta.', possibly before a call's callbacks run.
 * A refusal the person should read (the customer already chose) goes to `onRefused`, shown in the dialog; the
 * list is not refreshed then, since the request would leave it and take the dialog along: the dialog refreshes
 * it when it closes.
 */
export function useWithdrawApplication({
  onDone,
  onRefused,
}: {
  onDone: () => void;
  onRefused: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () => {
      toast.success(providerMessages.withdrawnTitle, providerMessages.withdrawnBody);
      onDone();
      return refreshProviderData(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) onRefused(error.message);
      else toast.error(providerMessages.withdrawFailed);
    },
  });
}
