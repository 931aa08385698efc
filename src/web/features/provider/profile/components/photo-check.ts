import { providerMessages } from '../../../../../shared/messages';
import { MAX_PHOTO_BYTES, PHOTO_TYPES } from '../../../../../shared/schemas/provider';

// The same limits the server applies, checked before any byte is sent.
export function photoProblem(file: File): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return providerMessages.photoType;
  if (file.size > MAX_PHOTO_BYTES) return providerMessages.photoTooLarge;
  return null;
}
