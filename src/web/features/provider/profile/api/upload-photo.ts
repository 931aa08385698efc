import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProviderProfile } from '#shared/schemas/provider';
import { apiFetch } from '#web/lib/api';
import { refreshProviderData } from '#web/features/provider/query-keys';
import { providerProfileQueryOptions } from './get-profile';

// The body is the image itself (JPEG, PNG or WebP, at most 5 MB); the server resizes it.
export function uploadProfilePhoto(photo: File): Promise<{ photoUrl: string }> {
  return apiFetch<{ photoUrl: string }>('/api/provider/profile/photo', { method: 'POST', body: photo });
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess: async ({ photoUrl }) => {
      queryClient.setQueryData(
        providerProfileQueryOptions.queryKey,
        (profile: ProviderProfile | undefined) => (profile ? { ...profile, photoUrl } : profile),
      );
      await refreshProviderData(queryClient);
    },
  });
}
