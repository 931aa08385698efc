import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Favourites, FavouriteState } from '#shared/schemas/favourites';
import { apiFetch } from '#web/lib/api';
import { useAuth } from '#web/lib/auth/auth-provider';

export const FAVOURITES_KEY = ['favourites'] as const;

export const favouritesQueryOptions = queryOptions({
  queryKey: FAVOURITES_KEY,
  queryFn: ({ signal }) => apiFetch<Favourites>('/api/favourites', { signal }),
  select: (data) => data.favourites,
});

/** The signed-in customer's favourites; nothing is asked for anyone else (a guest, a provider). */
export function useFavourites() {
  const auth = useAuth();
  const customer = auth.status === 'signedIn' && auth.user.userType === 'client';
  return useQuery({ ...favouritesQueryOptions, enabled: customer });
}

/** The ids of the customer's favourites (empty until read, and for anyone else). */
export function useFavouriteIds(): ReadonlySet<string> {
  const { data } = useFavourites();
  return new Set(data?.map((favourite) => favourite.id));
}

/** '♥ Guardar como favorito' (true) or 'Quitar de favoritos' (false); the lists read them again afterwards. */
export function useSetFavourite(handlers: {
  onSuccess?: (state: FavouriteState) => void;
  onError?: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ providerId, favourite }: { providerId: string; favourite: boolean }) =>
      apiFetch<FavouriteState>(`/api/favourites/${encodeURIComponent(providerId)}`, {
        method: favourite ? 'PUT' : 'DELETE',
      }),
    ...handlers,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY }),
  });
}
