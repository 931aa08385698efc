import { sql } from 'drizzle-orm';
import type { ServiceId } from '#shared/catalog';
import type { PublicProvider } from '#shared/schemas/provider-page';
import { providerPath } from '#shared/slug';
import { rowsOf, type Database } from '#server/db/client';
import { shortName } from '#shared/names';
import { isVisibleReview } from '#server/domain/visible-review';
import {
  isPublicProvider,
  marketplaceFields,
  marketplaceSelect,
  onTheMarketplace,
  type MarketplaceRow,
} from './public-card';
import { providerDisplayName } from '#server/modules/profiles';
import { servesCustomers } from '#server/domain/serving';

export const PUBLIC_REVIEWS_LIMIT = 10;

/** Every public page's address and when its provider last changed it, for the sitemap. */
export async function listPublicProviderPages(db: Database, now: Date) {
  const rows = rowsOf<{ id: string; display_name: string; updated_at: string | Date | null }>(
    await db.execute(sql`select p.id, ${providerDisplayName} as display_name, pp.updated_at
      from ${onTheMarketplace(now)}
      left join provider_profiles pp on pp.provider_id = p.id
      where ${isPublicProvider} and ${servesCustomers(now.toISOString())}
      order by p.id`),
  );
  return rows.map((row) => ({
    path: providerPath({ displayName: row.display_name, id: row.id }),
    lastmod: row.updated_at ? new Date(row.updated_at).toISOString().slice(0, 10) : undefined,
  }));
}

/**
 * A provider's public page, or null when they are not on the marketplace now (nor while their verification is
 * not approved and no grace period is left: a page that cannot be booked). Their reviews are the published ones
 * customers wrote; a review not yet published stays hidden here as everywhere.
 */
export async function findPublicProvider(
  db: Database,
  providerId: string,
  now: Date,
): Promise<PublicProvider | null> {
  const [row] = rowsOf<MarketplaceRow>(
    await db.execute(
      marketplaceSelect(now, { where: sql`p.id = ${providerId} and ${servesCustomers(now.toISOString())}` }),
    ),
  );
  if (!row) return null;
  const [services, reviews] = await Promise.all([
    db.execute(sql`select service_id, hourly_price from provider_services where provider_id = ${providerId}
      order by hourly_price, service_id`),
    db.execute(sql`select r.id, c.full_name, r.rating, r.comment, r.reply, r.published_at
      from reviews r join profiles c on c.id = r.author_id
      where r.subject_id = ${providerId} and r.author_role = 'customer' and ${isVisibleReview()}
      order by r.published_at desc, r.id desc
      limit ${PUBLIC_REVIEWS_LIMIT}`),
  ]);
  return {
    ...marketplaceFields(row, now),
    path: providerPath({ displayName: row.display_name, id: row.id }),
    services: rowsOf<{ service_id: ServiceId; hourly_price: number }>(services).map((service) => ({
      serviceId: service.service_id,
      hourlyPrice: Number(service.hourly_price),
    })),
    reviews: rowsOf<{
      id: string;
      full_name: string | null;
      rating: number;
      comment: string;
      reply: string | null;
      published_at: string | Date;
    }>(reviews).map((review) => ({
      id: review.id,
      authorName: shortName(review.full_name),
      rating: Number(review.rating),
      comment: review.comment,
      reply: review.reply,
      publishedAt: new Date(review.published_at).toISOString(),
    })),
  };
}
