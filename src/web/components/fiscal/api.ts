import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FiscalData, FiscalProfile } from '#shared/schemas/fiscal';
import { apiFetch } from '#web/lib/api';

type Answer = { fiscalProfile: FiscalProfile | null };

export const fiscalProfileQueryOptions = queryOptions({
  queryKey: ['fiscal-profile'] as const,
  queryFn: async ({ signal }) => (await apiFetch<Answer>('/api/fiscal-profile', { signal })).fiscalProfile,
});

export function useFiscalProfile() {
  return useQuery(fiscalProfileQueryOptions);
}

export function useSaveFiscalProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: FiscalData) =>
      (await apiFetch<Answer>('/api/fiscal-profile', { method: 'PUT', body: input })).fiscalProfile,
    onSuccess: (saved) => queryClient.setQueryData(fiscalProfileQueryOptions.queryKey, saved),
  });
}

export function useDeleteFiscalProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<Answer>('/api/fiscal-profile', { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(fiscalProfileQueryOptions.queryKey, null),
  });
}
