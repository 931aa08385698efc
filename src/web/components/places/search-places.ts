import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig, PlacesResponse } from '#shared/schemas/places';
import { apiFetch } from '#web/lib/api';
import { searchGooglePlaces } from './google-places';
import { fromServerResult, type PlaceSuggestion } from './place-suggestion';

export const MIN_PLACE_QUERY_LENGTH = 2;
const LIMIT = 8;

export async function searchServerPlaces(q: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  const params = new URLSearchParams({ q, limit: String(LIMIT) });
  const { results } = await apiFetch<PlacesResponse>(`/api/places?${params}`, { signal });
  return results.map(fromServerResult);
}

let googleUnavailable = false;

// Google when the server gives a key; if its script cannot load, the server's own search takes over.
export async function searchPlaces(q: string, apiKey: string | null, signal?: AbortSignal) {
  if (apiKey && !googleUnavailable) {
    try {
      return await searchGooglePlaces(apiKey, q);
    } catch (error) {
      // SPEC §8: a maps loading failure is only logged.
      console.error(error);
      googleUnavailable = true;
    }
  }
  return searchServerPlaces(q, signal);
}

export function placesQueryOptions(q: string, apiKey: string | null) {
  return queryOptions({
    queryKey: ['places', apiKey ? 'google' : 'server', q],
    queryFn: ({ signal }) => searchPlaces(q, apiKey, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function usePlaceSuggestions(q: string, config: AppConfig | undefined, enabled: boolean) {
  return useQuery({
    ...placesQueryOptions(q, config?.googleMapsApiKey ?? null),
    enabled: enabled && q.length >= MIN_PLACE_QUERY_LENGTH,
  });
}

export function usesGooglePlaces(config: AppConfig | undefined): boolean {
  return Boolean(config?.googleMapsApiKey) && !googleUnavailable;
}
