import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferencesInput } from '../../../../../shared/schemas/provider';
import { apiFetch } from '../../../../lib/api';
import { preferencesQueryOptions, type Preferences } from './get-preferences';

export function savePreferences(input: PreferencesInput): Promise<Preferences> {
  return apiFetch<Preferences>('/api/provider/preferences', { method: 'PUT', body: input });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryOptions.queryKey, saved),
  });
}
