import type { PendingVerification } from '#shared/schemas/operator';
import type { DocumentKind } from '#shared/schemas/verification';
import { consoleListHook } from './console-query';

export const useVerifications = consoleListHook(
  ['verifications'],
  '/api/operator/verifications',
  (answer: { verifications: PendingVerification[] }) => answer.verifications,
);

/** A document as the browser opens it (a plain link: the session cookie goes with a same-origin GET). */
export function verificationDocumentUrl(providerId: string, kind: DocumentKind): string {
  return `/api/operator/verifications/${encodeURIComponent(providerId)}/documents/${kind}`;
}
