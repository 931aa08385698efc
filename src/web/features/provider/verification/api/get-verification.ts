import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Verification } from '#shared/schemas/verification';
import { apiFetch } from '#web/lib/api';
import { providerKey } from '#web/features/provider/query-keys';

export function getVerification(signal?: AbortSignal): Promise<Verification> {
  return apiFetch<Verification>('/api/provider/verification', { signal });
}

export const verificationQueryOptions = queryOptions({
  queryKey: providerKey('verification'),
  queryFn: ({ signal }) => getVerification(signal),
});

export function useVerification() {
  return useQuery(verificationQueryOptions);
}
