import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';
import { toast } from './toast';

// The server words every refusal in Spanish, SPEC §8's banners included (it maps better-auth's codes to them), so a
// 4xx shows the server's own message: a refused origin, a rate limit or a suspension is said as it is, never as a
// generic failure. Field errors go under their fields instead; a 5xx or a network failure gets the form's banner.
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const refusal = error.status >= 400 && error.status < 500 && !error.fields;
  return refusal && error.message ? error.message : fallback;
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

export type DialogSendOptions<T extends FieldValues> = {
  /** The form's fields the server may name (none for a dialog without a form). */
  setError?: UseFormSetError<T>;
  fields?: ReadonlyArray<Path<T>>;
  /** A refusal the person can act on, as the server words it: shown in the dialog. */
  onRefusal: (message: string) => void;
  /** Which answers are worded in the dialog (default: any 4xx; a 5xx or a network failure never is). */
  isWorded?: (error: ApiError) => boolean;
  /** The toast for anything else (given the error, it may word a server's own answer). */
  fallback: string | ((error: unknown) => string);
};

/**
 * Sends a dialog's form: field errors go under their fields, a refusal worth reading (a 409, a limit) into the
 * dialog, anything else into a toast. Resolves true when the request succeeded.
 */
export async function sendFromDialog<T extends FieldValues>(
  send: () => Promise<unknown>,
  { setError, fields, onRefusal, isWorded = (error) => error.status < 500, fallback }: DialogSendOptions<T>,
): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    if (setError && fields && applyFieldErrors(error, setError, fields)) return false;
    if (error instanceof ApiError && isWorded(error)) onRefusal(error.message);
    else toast.error(typeof fallback === 'string' ? fallback : fallback(error));
    return false;
  }
}
