import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileInput } from '#shared/schemas/profile';
import { apiFetch } from '#web/lib/api';
import { profileQueryOptions } from '#web/lib/client/get-profile';

export function saveProfile(input: ProfileInput): Promise<Profile> {
  return apiFetch<Profile>('/api/profile', { method: 'PUT', body: input });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions.queryKey, profile),
  });
}
