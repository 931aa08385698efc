import { sql } from 'drizzle-orm';
import type { PlanId, ServiceId } from '../../../shared/catalog';
import { serviceMessages } from '../../../shared/messages';
import type { PublicProvider } from '../../../shared/schemas/provider-page';
import { providerPath } from '../../../shared/slug';
import { rowsOf, type Database } from '../../db/client';
import {
  isPublicProvider,
  onTheMarketplace,
  providerDisplayName,
  providerPhotoUrl,
  providerStanding,
  standingColumns,
  standingOf,
  type StandingRow,
} from './public-card';

export const PUBLIC_REVIEWS_LIMIT = 10;
const VERIFIED_PLANS: readonly PlanId[] = ['premium', 'enterprise'];

interface PageRow extends StandingRow {
  id: string;
  display_name: string;
  bio: string | null;
  years_experience: number | null;
  photo_etag: string | null;
  plan: PlanId;
  zone: string | null;
  radius_km: number;
}

/** Every public page's address and when its provider last changed it, for the sitemap. */
export async function listPublicProviderPages(db: Database, now: Date) {
  const rows = rowsOf<{ id: string; display_name: string; updated_at: string | Date | null }>(
    await db.execute(sql`select p.id, ${providerDisplayName} as display_name, pp.updated_at
      from ${onTheMarketplace(now)}
      left join provider_profiles pp on pp.provider_id = p.id
      where ${isPublicProvider}
      order by p.id`),
  );
  return rows.map((row) => ({
    path: providerPath({ displayName: row.display_name, id: row.id }),
    lastmod: row.updated_at ? new Date(row.updated_at).toISOString().slice(0, 10) : undefined,
  }));
}

/**
 * A provider's public page, or null when they are not on the marketplace now. Their reviews are the published ones
 * customers wrote; a review not yet published stays hidden here as everywhere.
 */
export async function findPublicProvider(
  db: Database,
  providerId: string,
  now: Date,
): Promise<PublicProvider | null> {
  const [row] = rowsOf<PageRow>(
    await db.execute(sql`select p.id, ${providerDisplayName} as display_name, pp.bio, pp.years_experience,
        ph.etag as photo_etag, sub.plan_type as plan, p.service_radius as radius_km,
        case when p.precision = 'locality' then p.formatted_address end as zone, ${standingColumns}
      from ${onTheMarketplace(now)}
      left join provider_profiles pp on pp.provider_id = p.id
      left join provider_photos ph on ph.provider_id = p.id
      ${providerStanding}
      where p.id = ${providerId} and ${isPublicProvider}`),
  );
  if (!row) return null;
  const [services, reviews] = await Promise.all([
    db.execute(sql`select service_id, price from provider_services where provider_id = ${providerId}
      order by price, service_id`),
    db.execute(sql`select r.id, c.full_name, r.rating, r.comment, r.reply, r.published_at
      from reviews r join profiles c on c.id = r.author_id
      where r.subject_id = ${providerId} and r.author_role = 'customer' and r.published_at is not null
      order by r.published_at desc, r.id desc
      limit ${PUBLIC_REVIEWS_LIMIT}`),
  ]);
  return {
    id: row.id,
    displayName: row.display_name,
    path: providerPath({ displayName: row.display_name, id: row.id }),
    photoUrl: providerPhotoUrl(row.id, row.photo_etag),
    bio: row.bio ?? '',
    yearsExperience: row.years_experience ?? 0,
    zone: row.zone,
    radiusKm: Number(row.radius_km),
    verified: VERIFIED_PLANS.includes(row.plan),
    ...standingOf(row),
    services: rowsOf<{ service_id: ServiceId; price: number }>(services).map((service) => ({
      serviceId: service.service_id,
      price: Number(service.price),
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
      authorName: review.full_name?.trim().split(/\s+/)[0] || serviceMessages.customer,
      rating: Number(review.rating),
      comment: review.comment,
      reply: review.reply,
      publishedAt: new Date(review.published_at).toISOString(),
    })),
  };
}
