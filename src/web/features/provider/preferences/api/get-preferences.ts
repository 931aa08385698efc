import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PreferencesInput } from '../../../../../shared/schemas/provider';
import { apiFetch } from '../../../../lib/api';
import { providerKey } from '../../query-keys';

export type Preferences = PreferencesInput;

export function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  return apiFetch<Preferences>('/api/provider/preferences', { signal });
}

export const preferencesQueryOptions = queryOptions({
  queryKey: providerKey('preferences'),
  queryFn: ({ signal }) => getPreferences(signal),
});

export function usePreferences() {
  return useQuery(preferencesQueryOptions);
}
