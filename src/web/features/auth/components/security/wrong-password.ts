import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { authMessages } from '#shared/auth-messages';
import { ApiError } from '#web/lib/api';

/** A refused password (INVALID_PASSWORD) goes under its field, which takes the focus; false for any other. */
export function showWrongPassword<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  field: Path<T>,
): boolean {
  if (!(error instanceof ApiError) || error.code !== 'INVALID_PASSWORD') return false;
  setError(field, { type: 'server', message: authMessages.wrongPassword }, { shouldFocus: true });
  return true;
}
