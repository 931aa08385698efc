import { useQuery } from '@tanstack/react-query';
import type { PendingVerification } from '#shared/schemas/operator';
import type { DocumentKind } from '#shared/schemas/verification';
import { consoleListQueryOptions } from './console-api';

const verificationsQueryOptions = consoleListQueryOptions(
  ['verifications'],
  '/api/operator/verifications',
  (answer: { verifications: PendingVerification[] }) => answer.verifications,
);

export function useVerifications() {
  return useQuery(verificationsQueryOptions);
}

/** A document as the browser opens it (a plain link: the session cookie goes with a same-origin GET). */
export function verificationDocumentUrl(providerId: string, kind: DocumentKind): string {
  return `/api/operator/verifications/${encodeURIComponent(providerId)}/documents/${kind}`;
}
