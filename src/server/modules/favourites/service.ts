import { and, desc, eq, sql } from 'drizzle-orm';
import type { ServiceId } from '#shared/catalog';
import { favouriteMessages } from '#shared/favourite-messages';
import type { Favourites, FavouriteState } from '#shared/schemas/favourites';
import { providerPath } from '#shared/slug';
import { rowsOf, type Database } from '#server/db/client';
import { favouriteProviders, profiles } from '#server/db/schema';
import { NotFoundError } from '#server/domain/errors';
import { servesCustomers } from '#server/domain/serving';
import { findProviderCards, isPublicProvider, onTheMarketplace } from '#server/modules/directory';

const notFound = () => new NotFoundError('NOT_FOUND', favouriteMessages.notFound);

/** Of these providers, the ones on the marketplace at `now` as their public page is (findPublicProvider's rule). */
async function listedAmong(db: Database, ids: string[], now: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`select p.id from ${onTheMarketplace(now)}
      where ${isPublicProvider} and ${servesCustomers(now.toISOString())}
        and p.id = any(${sql.param(ids)}::text[])`),
  );
  return new Set(rows.map((row) => row.id));
}

export async function listFavourites(db: Database, customerId: string, now: Date): Promise<Favourites> {
  const saved = await db
    .select({ providerId: favouriteProviders.providerId, createdAt: favouriteProviders.createdAt })
    .from(favouriteProviders)
    .where(eq(favouriteProviders.customerId, customerId))
    .orderBy(desc(favouriteProviders.createdAt), favouriteProviders.providerId);
  const ids = saved.map((row) => row.providerId);
  if (ids.length === 0) return { favourites: [] };
  const [cards, listed, services] = await Promise.all([
    findProviderCards(db, ids, now),
    listedAmong(db, ids, now),
    db.execute(sql`select provider_id, service_id from provider_services
      where provider_id = any(${sql.param(ids)}::text[]) order by hourly_price, service_id`),
  ]);
  const servicesOf = new Map<string, ServiceId[]>();
  for (const row of rowsOf<{ provider_id: string; service_id: ServiceId }>(services))
    servicesOf.set(row.provider_id, [...(servicesOf.get(row.provider_id) ?? []), row.service_id]);
  return {
    favourites: saved.flatMap(({ providerId, createdAt }) => {
      const card = cards.get(providerId);
      if (!card) return [];
      const isListed = listed.has(providerId);
      return [
        {
          ...card,
          listed: isListed,
          path: providerPath(card),
          serviceIds: isListed ? (servicesOf.get(providerId) ?? []) : [],
          savedAt: createdAt.toISOString(),
        },
      ];
    }),
  };
}

/** '♥ Guardar como favorito': only a provider listed now; saving one already saved keeps the first date. */
export async function saveFavourite(
  db: Database,
  customerId: string,
  providerId: string,
  now: Date,
): Promise<FavouriteState> {
  if (!(await listedAmong(db, [providerId], now)).has(providerId)) throw notFound();
  await db
    .insert(favouriteProviders)
    .values({ customerId, providerId, createdAt: now })
    .onConflictDoNothing();
  return { providerId, favourite: true };
}

/**
 * 'Quitar de favoritos': also of a provider who left the marketplace since, and answered the same when already
 * removed; an id that names no provider at all is a 404.
 */
export async function removeFavourite(
  db: Database,
  customerId: string,
  providerId: string,
): Promise<FavouriteState> {
  const removed = await db
    .delete(favouriteProviders)
    .where(and(eq(favouriteProviders.customerId, customerId), eq(favouriteProviders.providerId, providerId)))
    .returning({ providerId: favouriteProviders.providerId });
  if (removed.length === 0) {
    const [provider] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.id, providerId), eq(profiles.userType, 'provider')));
    if (!provider) throw notFound();
  }
  return { providerId, favourite: false };
}
