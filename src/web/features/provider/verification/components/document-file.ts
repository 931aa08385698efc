import { verificationMessages } from '#shared/verification-messages';
import { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, type VerificationDocument } from '#shared/schemas/verification';
import { formatDateTime, formatInteger, formatTenths } from '#shared/format';
import { fillMessage } from '#web/lib/fill-message';

/** What the file inputs accept: the server's own list. */
export const DOCUMENT_ACCEPT = DOCUMENT_TYPES.join(',');

// The same limits the server applies, checked before any byte is sent, with the server's own words.
export function documentProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type)) return verificationMessages.documentType;
  if (file.size > MAX_DOCUMENT_BYTES) return verificationMessages.documentTooLarge;
  return null;
}

const KB = 1024;
const MB = KB * KB;

/** A file's size as a person reads it: '820 KB', '1.5 MB' (never '0 KB' for a file that has bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < MB) return `${formatInteger(Math.max(bytes > 0 ? 1 : 0, Math.round(bytes / KB)))} KB`;
  return `${formatTenths(bytes / MB)} MB`;
}

/** 'PDF, 120 KB, subido el 3 de mayo de 2026 a las 10:00 a.m.' */
export function describeDocument(document: VerificationDocument): string {
  return fillMessage(verificationMessages.page.uploaded, {
    type: verificationMessages.page.types[document.contentType],
    size: formatFileSize(document.size),
    date: formatDateTime(document.uploadedAt),
  });
}
