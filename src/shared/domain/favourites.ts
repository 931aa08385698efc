/**
 * The wizard's providers with the customer's favourites first ('Favorito'), each group in the order it came
 * (the server's: 'Listado destacado', nearest first). Only those already offered are moved: a favourite who does
 * not take this service, or is not listed, stays out.
 */
export function favouritesFirst<T extends { id: string }>(
  providers: readonly T[],
  favourites: ReadonlySet<string>,
): T[] {
  return [
    ...providers.filter((provider) => favourites.has(provider.id)),
    ...providers.filter((provider) => !favourites.has(provider.id)),
  ];
}
