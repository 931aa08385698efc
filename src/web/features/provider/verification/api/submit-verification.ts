import type { SubmitVerificationInput, Verification } from '#shared/schemas/verification';
import { apiFetch } from '#web/lib/api';
import { useSaveMutation } from '#web/lib/use-save-mutation';
import { verificationQueryOptions } from './get-verification';

export function submitVerification(input: SubmitVerificationInput): Promise<Verification> {
  return apiFetch<Verification>('/api/provider/verification', { method: 'POST', body: input });
}

export function useSubmitVerification() {
  return useSaveMutation({
    mutationFn: submitVerification,
    queryKey: verificationQueryOptions.queryKey,
    // A refusal (documents locked by a review that began elsewhere) means the page is out of date.
    refetchOnError: true,
  });
}
