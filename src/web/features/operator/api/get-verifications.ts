import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingVerification } from '#shared/schemas/operator';
import type { DocumentKind } from '#shared/schemas/verification';
import { apiFetch } from '#web/lib/api';
import { operatorKey } from '#web/features/operator/query-keys';

export function getVerifications(signal?: AbortSignal): Promise<{ verifications: PendingVerification[] }> {
  return apiFetch('/api/operator/verifications', { signal });
}

export const verificationsQueryOptions = queryOptions({
  queryKey: operatorKey('verifications'),
  queryFn: ({ signal }) => getVerifications(signal),
  select: (data) => data.verifications,
});

export function useVerifications() {
  return useQuery(verificationsQueryOptions);
}

/** A document as the browser opens it (a plain link: the session cookie goes with a same-origin GET). */
export function verificationDocumentUrl(providerId: string, kind: DocumentKind): string {
  return `/api/operator/verifications/${encodeURIComponent(providerId)}/documents/${kind}`;
}
