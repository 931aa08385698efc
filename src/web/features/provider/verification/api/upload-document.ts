import type { DocumentKind, Verification } from '#shared/schemas/verification';
import { apiFetch } from '#web/lib/api';
import { useSaveMutation } from '#web/lib/use-save-mutation';
import { verificationQueryOptions } from './get-verification';

type UploadVariables = { kind: DocumentKind; file: File };

// The body is the file itself, under its own type (JPEG, PNG, WebP or PDF, at most 5 MB), as the profile photo.
export function uploadVerificationDocument({ kind, file }: UploadVariables): Promise<Verification> {
  return apiFetch<Verification>(`/api/provider/verification/documents/${kind}`, {
    method: 'POST',
    body: file,
  });
}

export function useUploadVerificationDocument() {
  return useSaveMutation({
    mutationFn: uploadVerificationDocument,
    queryKey: verificationQueryOptions.queryKey,
    // Refused as locked: the request went under review elsewhere, so the page is out of date.
    refetchOnError: true,
  });
}
