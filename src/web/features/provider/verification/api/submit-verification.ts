import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitVerificationInput, Verification } from '#shared/schemas/verification';
import { apiFetch } from '#web/lib/api';
import { verificationQueryOptions } from './get-verification';

export function submitVerification(input: SubmitVerificationInput): Promise<Verification> {
  return apiFetch<Verification>('/api/provider/verification', { method: 'POST', body: input });
}

export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVerification,
    onSuccess: (verification) => queryClient.setQueryData(verificationQueryOptions.queryKey, verification),
    // A refusal (documents locked by a review that began elsewhere) means the page is out of date.
    onError: () => void queryClient.invalidateQueries({ queryKey: verificationQueryOptions.queryKey }),
  });
}
