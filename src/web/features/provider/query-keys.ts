import type { QueryClient } from '@tanstack/react-query';

// Every provider query starts with this key: a plan, an area or an application changes the
// overview and the nearby list too, so a save refreshes the whole provider cache.
export const PROVIDER_KEY = 'provider';

export function providerKey(area: string) {
  return [PROVIDER_KEY, area] as const;
}

export function refreshProviderData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [PROVIDER_KEY] });
}

// The services the provider works (Calendario). Not providerKey('services'): that one is what they offer.
export const PROVIDER_JOBS_KEY = providerKey('jobs');
