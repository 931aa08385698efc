import type { Profile, ProfileInput } from '#shared/schemas/profile';
import { usePutRecord } from '#web/lib/use-save-mutation';
import { profileQueryOptions } from '#web/lib/client/get-profile';

export function useSaveProfile() {
  return usePutRecord<ProfileInput, Profile>('/api/profile', profileQueryOptions.queryKey);
}
