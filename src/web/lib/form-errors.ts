import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

// SPEC §8 banners are fixed texts; only a rate limit, an address still to confirm or a suspended account is worth
// showing as the server words it: the person can do something about those.
const WORDED_BY_SERVER: ReadonlySet<string> = new Set(['EMAIL_NOT_VERIFIED', 'ACCOUNT_SUSPENDED']);

export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return error.status === 429 || WORDED_BY_SERVER.has(error.code) ? error.message : fallback;
}

// The server validates with the same zod schemas; its per-field messages go under the fields they name.
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: ReadonlyArray<Path<T>>,
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let applied = false;
  for (const name of fieldNames) {
    const message = error.fields[name];
    if (message) {
      setError(name, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
