import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api';
import { refreshProviderData } from '#web/features/provider/query-keys';

// The body is the image itself (JPEG, PNG or WebP, at most 5 MB); the server fits it in a square, as WebP.
export function uploadLogo(logo: File): Promise<{ logoUrl: string }> {
  return apiFetch<{ logoUrl: string }>('/api/provider/profile/logo', { method: 'PUT', body: logo });
}

export function removeLogo(): Promise<void> {
  return apiFetch<void>('/api/provider/profile/logo', { method: 'DELETE' });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadLogo, onSuccess: () => refreshProviderData(queryClient) });
}

export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeLogo, onSuccess: () => refreshProviderData(queryClient) });
}
