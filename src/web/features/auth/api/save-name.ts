import type { FullNameInput } from '#shared/schemas/names';
import { apiFetch } from '#web/lib/api';

/** 'Cuéntanos cómo te llamas': the name alone, for an account made before sign-up asked for it. */
export function saveFullName(input: FullNameInput): Promise<unknown> {
  return apiFetch('/api/profile/name', { method: 'PUT', body: input });
}
