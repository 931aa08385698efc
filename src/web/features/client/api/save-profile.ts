import type { Profile, ProfileInput } from '#shared/schemas/profile';
import { apiFetch } from '#web/lib/api';
import { useSaveMutation } from '#web/lib/use-save-mutation';
import { profileQueryOptions } from '#web/lib/client/get-profile';

export function saveProfile(input: ProfileInput): Promise<Profile> {
  return apiFetch<Profile>('/api/profile', { method: 'PUT', body: input });
}

export function useSaveProfile() {
  return useSaveMutation({ mutationFn: saveProfile, queryKey: profileQueryOptions.queryKey });
}
